/**
 * The release step as a child process (server/release/cli.ts), bounded in time and memory, and
 * what it hands back: its result file (server/release/step-result.ts), or, when it wrote none,
 * which of its limits ended it.
 *
 * Limits (docs/editor-internals.md): the step runs at a lower CPU priority; after `timeLimitMs` it is
 * killed; its JavaScript heap is capped by Node's own flag, and all its writable memory
 * (WebAssembly's included, which the heap flag does not see) by the kernel's data limit
 * (util-linux's prlimit, RLIMIT_DATA). The address-space limit (`--as`) does not fit: V8
 * reserves tens of gigabytes of address space it never uses for WebAssembly's guard regions.
 *
 * A command that can preload is kept ready as a spare process: started after each release
 * (and once up front), it loads its code at low priority and waits for its folders on stdin,
 * so a publish does not wait for Node to start and load the renderer.
 */
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import type { Readable, Writable } from "node:stream";
import { defaultReleaseLimits } from "./config.ts";
import { readStepResult } from "./step-result.ts";

/**
 * How a release is made (server/release/cli.ts): called with `--content DIR --out DIR
 * --code DIR --result FILE` added to `args`; exit 0 when the folder is complete.
 */
export interface ReleaseCommand {
  command: string;
  args: readonly string[];
  cwd: string;
  /**
   * The code the release is made with: its sources' version (server/release/versions.ts) is
   * compared with the live release's.
   */
  codeDir: string;
  /** The code build passed as `--code` (build/code); `codeDir` when not given. */
  codeBuildDir?: string;
  env?: Record<string, string>;
  /** How long a release may take before it is killed. */
  timeLimitMs?: number;
  /** The memory it may use, in MiB (half of it for the JavaScript heap). */
  memoryLimitMb?: number;
  /**
   * The command takes `--stdin`: so started, it loads its code, then reads the rest of its
   * arguments as one JSON array on stdin (`--content`, `--out`, `--result`) and runs.
   */
  preload?: boolean;
}

/** A limit that ended the release, as data for the editor's message. */
export type ReleaseLimit =
  | { kind: "time"; seconds: number }
  | { kind: "memory"; megabytes: number };

/** A release that failed: the problems it reported, or the limit that ended it. */
export type ReleaseFailure = { ok: false; errors: string[]; limit?: ReleaseLimit };

export type ReleaseRun = { ok: true } | ReleaseFailure;

/** Lower than the server's own priority (0): the kernel gives a busy release's CPU to requests first. */
const releasePriority = 10;
/**
 * util-linux's setpriv asks the kernel to SIGKILL the release step when the server dies, even
 * by kill -9, so no release keeps writing on its own (Linux; without it the step runs as is).
 */
const setpriv = "/usr/bin/setpriv";
const dieWithServer = existsSync(setpriv) ? [setpriv, "--pdeathsig", "KILL", "--"] : [];
const prlimit = "/usr/bin/prlimit";
const withDataLimit = (megabytes: number) =>
  existsSync(prlimit) ? [prlimit, `--data=${megabytes * 1024 * 1024}`, "--"] : [];
/** A stopping server lets the step end its work cleanly for this long before it is killed. */
const killGraceMs = 5_000;
/**
 * How a process ends when it cannot get memory: V8's fatal out-of-memory aborts it (SIGABRT,
 * or SIGTRAP), and the kernel's out-of-memory killer sends SIGKILL.
 */
const memoryDeaths: ReadonlySet<string> = new Set(["SIGABRT", "SIGTRAP", "SIGSEGV", "SIGKILL"]);

type Step = ChildProcessByStdio<Writable, null, Readable>;

/** The release step's process, within its limits; `args` after the command's own. */
function startStep(release: ReleaseCommand, args: readonly string[]): Step {
  const {
    command,
    codeDir,
    codeBuildDir = codeDir,
    memoryLimitMb = defaultReleaseLimits.memoryLimitMb,
  } = release;
  const [program = command, ...prefix] = [
    ...dieWithServer,
    ...withDataLimit(memoryLimitMb),
    command,
  ];
  const heap = `--max-old-space-size=${Math.max(64, Math.floor(memoryLimitMb / 2))}`;
  const child = spawn(program, [...prefix, ...release.args, "--code", codeBuildDir, ...args], {
    cwd: release.cwd,
    env: {
      ...process.env,
      ...release.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} ${heap}`,
    },
    stdio: ["pipe", "ignore", "pipe"],
  });
  if (child.pid) setPriority(child.pid, releasePriority);
  // A spare that died is noticed when taken; its pipe's error must not end the server.
  child.stdin.on("error", () => {});
  return child;
}

/** Each command's spare process, waiting for its folders. */
const spares = new WeakMap<ReleaseCommand, Step>();

/** Starts a spare process of `release` (when it can preload), ended when `signal` aborts. */
export function prepareRelease(release: ReleaseCommand, signal: AbortSignal): void {
  if (!release.preload || signal.aborted || spares.has(release)) return;
  const child = startStep(release, ["--stdin"]);
  spares.set(release, child);
  const end = () => child.kill("SIGTERM");
  signal.addEventListener("abort", end, { once: true });
  child.on("error", () => {});
  child.on("exit", () => {
    signal.removeEventListener("abort", end);
    if (spares.get(release) === child) spares.delete(release);
  });
}

/** The spare of `release` given its folders, or a new process with them. */
function takeStep(release: ReleaseCommand, folders: readonly string[]): Step {
  const spare = spares.get(release);
  spares.delete(release);
  if (spare && spare.exitCode === null && spare.signalCode === null) {
    spare.stdin.end(`${JSON.stringify(folders)}\n`);
    return spare;
  }
  spare?.kill("SIGTERM");
  const child = startStep(release, folders);
  child.stdin.end();
  return child;
}

/**
 * Runs the release step for `contentDir` into `outDir`, writing its result to `resultFile`;
 * ended when `signal` aborts (the server stopping: SIGTERM, then SIGKILL after a grace period).
 * The next release's spare is started once this one has ended.
 */
export function runRelease(
  release: ReleaseCommand,
  dirs: { contentDir: string; outDir: string; resultFile: string },
  signal: AbortSignal,
): Promise<ReleaseRun> {
  const {
    timeLimitMs = defaultReleaseLimits.timeLimitMs,
    memoryLimitMb = defaultReleaseLimits.memoryLimitMb,
  } = release;
  const { contentDir, outDir, resultFile } = dirs;
  if (signal.aborted) return Promise.resolve({ ok: false, errors: ["The server is stopping."] });
  return new Promise((resolve) => {
    const child = takeStep(release, [
      ...["--content", contentDir, "--out", outDir],
      ...["--result", resultFile],
    ]);
    // The last lines of its error output: what a step that crashed said, for the log.
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    let timedOut = false;
    let killer: NodeJS.Timeout | undefined;
    const stop = () => {
      child.kill("SIGTERM");
      killer = setTimeout(() => child.kill("SIGKILL"), killGraceMs);
    };
    // Past its time limit nothing of it is kept: killed at once, even if it no longer listens.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeLimitMs);
    signal.addEventListener("abort", stop, { once: true });
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(killer);
      signal.removeEventListener("abort", stop);
    };
    child.on("error", (error) => {
      finish();
      resolve({ ok: false, errors: [error.message] });
    });
    child.on("close", (code, killedBy) => {
      finish();
      prepareRelease(release, signal);
      if (timedOut) {
        return resolve({
          ok: false,
          errors: [],
          limit: { kind: "time", seconds: Math.round(timeLimitMs / 1000) },
        });
      }
      if (signal.aborted) {
        return resolve({ ok: false, errors: ["The release was stopped (server stopping)."] });
      }
      const result = readStepResult(resultFile);
      if (result?.ok && code === 0) return resolve({ ok: true });
      const memoryDeath = (killedBy && memoryDeaths.has(killedBy)) || code === 134 || code === 133;
      if ((result && !result.ok && result.outOfMemory) || (!result && memoryDeath)) {
        return resolve({
          ok: false,
          errors: [],
          limit: { kind: "memory", megabytes: memoryLimitMb },
        });
      }
      if (result && !result.ok && result.problems.length > 0)
        return resolve({ ok: false, errors: result.problems });
      resolve({ ok: false, errors: lastLines(stderr) });
    });
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes of the release's output
const ansi = /\x1b\[[0-9;]*m/g;

/** The last lines a step that crashed wrote: all there is to say about it. */
function lastLines(text: string): string[] {
  const lines = text
    .replace(ansi, "")
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  const kept = lines.filter(Boolean).slice(-20);
  return kept.length > 0 ? kept : ["The release step ended without a result."];
}
