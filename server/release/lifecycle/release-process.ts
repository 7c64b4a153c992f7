/**
 * The release step as a child process (server/release/cli.ts), and the problems it reports.
 * A command that can preload is kept ready as a spare process: started after each release
 * (and once up front), it loads its code at low priority and waits for its folders on stdin,
 * so a publish does not wait for Node to start and load the renderer.
 */
import { type ChildProcessByStdio, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import type { Readable, Writable } from "node:stream";

type Step = ChildProcessByStdio<Writable, Readable, Readable>;

/**
 * How a release is made (server/release/cli.ts): called with `--content DIR --out DIR
 * --code DIR` added to `args`; exit 0 when the folder is complete, else one problem per line.
 */
export interface ReleaseCommand {
  command: string;
  args: readonly string[];
  cwd: string;
  /**
   * The code the release is made with: its sources' version (server/release/versions.ts) is compared with the
   * live release's.
   */
  codeDir: string;
  /** The code build passed as `--code` (build/code); `codeDir` when not given. */
  codeBuildDir?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  /**
   * The command takes `--stdin`: so started, it loads its code, then reads the rest of its
   * arguments as one JSON array on stdin (`--content`, `--out`) and runs.
   */
  preload?: boolean;
}

/** Lower than the server's own priority (0): the kernel gives a busy release's CPU to requests first. */
const releasePriority = 10;
const defaultTimeoutMs = 10 * 60_000;
/**
 * util-linux's setpriv asks the kernel to SIGKILL the release step when the server dies, even
 * by kill -9, so no release keeps writing on its own (Linux; without it the step runs as is).
 */
const setpriv = "/usr/bin/setpriv";
const dieWithServer = existsSync(setpriv) ? [setpriv, "--pdeathsig", "KILL", "--"] : [];
const killGraceMs = 5_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes of the release's output
const ansi = /\x1b\[[0-9;]*m/g;
/** A validation message names the file it is about: `content/services/x/de.yaml: reasons: …`. */
const namedError = /^[\w@./-]+\.(?:ya?ml|mdoc|mdx?|json)(?::\d+)?: \S/;

/** The release step's process, at a lower CPU priority; `args` after the command's own. */
function startStep(release: ReleaseCommand, args: readonly string[]): Step {
  const { command, codeDir, codeBuildDir = codeDir } = release;
  const [program = command, ...prefix] = [...dieWithServer, command];
  const child = spawn(program, [...prefix, ...release.args, "--code", codeBuildDir, ...args], {
    cwd: release.cwd,
    env: { ...process.env, ...release.env },
    stdio: ["pipe", "pipe", "pipe"],
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
 * Runs the release step for `contentDir` into `outDir`: at a lower CPU priority, ended after
 * its time limit or when `signal` aborts (SIGTERM, then SIGKILL after a grace period). The
 * next release's spare is started once this one has ended.
 */
export function runRelease(
  release: ReleaseCommand,
  { contentDir, outDir }: { contentDir: string; outDir: string },
  signal: AbortSignal,
): Promise<{ ok: true } | { ok: false; errors: string[] }> {
  const { timeoutMs = defaultTimeoutMs } = release;
  if (signal.aborted) return Promise.resolve({ ok: false, errors: ["The server is stopping."] });
  return new Promise((resolve) => {
    const child = takeStep(release, ["--content", contentDir, "--out", outDir]);
    const stdout = new LineTail();
    const stderr = new LineTail();
    child.stdout.on("data", (chunk: Buffer) => stdout.add(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.add(chunk));
    let killer: NodeJS.Timeout | undefined;
    const end = () => {
      child.kill("SIGTERM");
      killer = setTimeout(() => child.kill("SIGKILL"), killGraceMs);
    };
    const timer = setTimeout(end, timeoutMs);
    signal.addEventListener("abort", end, { once: true });
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(killer);
      signal.removeEventListener("abort", end);
    };
    child.on("error", (error) => {
      finish();
      resolve({ ok: false, errors: [error.message] });
    });
    child.on("close", (code, killed) => {
      finish();
      prepareRelease(release, signal);
      stdout.end();
      stderr.end();
      if (code === 0 && !signal.aborted) return resolve({ ok: true });
      const named = [...stderr.named, ...stdout.named];
      const tail = stderr.lines.length > 0 ? stderr.lines : stdout.lines;
      const ending =
        killed || signal.aborted
          ? [`The release was stopped (${killed ?? "server stopping"}).`]
          : [];
      resolve({ ok: false, errors: named.length > 0 ? named : [...tail.slice(-20), ...ending] });
    });
  });
}

/** Keeps the last lines of a stream, and every line that names a content file. */
class LineTail {
  lines: string[] = [];
  named: string[] = [];
  #partial = "";

  add(chunk: Buffer): void {
    const lines = (this.#partial + chunk.toString("utf8")).split(/\r?\n/);
    this.#partial = lines.pop() ?? "";
    this.#keep(lines);
  }

  end(): void {
    this.#keep([this.#partial]);
    this.#partial = "";
  }

  #keep(lines: readonly string[]): void {
    for (const line of lines.map((l) => l.replace(ansi, "").trimEnd()).filter(Boolean)) {
      if (namedError.test(line.trim()) && this.named.length < 200) this.named.push(line.trim());
      this.lines.push(line);
    }
    if (this.lines.length > 200) this.lines = this.lines.slice(-100);
  }
}
