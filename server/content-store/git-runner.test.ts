/**
 * The git runner (git-runner.ts): git started from a small process of its own, with execFile's
 * answers, holding no process open, ending with its caller and replaced when it ends.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { until } from "../../test/support.ts";
import { RunError, run } from "./git-runner.ts";

const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C" };
/** The waits below only catch hangs: a Node process started beside a busy suite is slow. */
const hangLimit = 30_000;

/** The processes `pid` started that are still running. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return [];
  }
};
const alive = (pid: number) => commandOf(pid).length > 0;

/** The runner of process `pid`: its child running git-runner-process.ts. */
const runnerOf = (pid: number) =>
  childrenOf(pid).find((child) =>
    commandOf(child).some((arg) => arg.endsWith("git-runner-process.ts")),
  );

describe("the git runner", () => {
  it("answers as execFile does: the output, or the exit code and what git printed", async () => {
    expect((await run("git", ["--version"], { env })).stdout).toMatch(/^git version \d/);
    const failed = await run("git", ["no-such-command"], { env }).catch((error) => error);
    expect(failed).toBeInstanceOf(RunError);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain("is not a git command");
    const missing = await run("no-such-program-here", [], { env }).catch((error) => error);
    expect(missing.code).toBe("ENOENT");
  });

  it("starts each program from its own process, not from the caller", async () => {
    const sleeping = run("sleep", ["30"], { env }).catch((error) => error);
    let sleeper: number | undefined;
    await until(() => {
      const runner = runnerOf(process.pid);
      sleeper = runner && childrenOf(runner).find((child) => commandOf(child)[0] === "sleep");
      return sleeper !== undefined;
    }, hangLimit);
    expect(childrenOf(process.pid)).not.toContain(sleeper);
    if (sleeper) process.kill(sleeper);
    expect((await sleeping).signal).toBe("SIGTERM");
  });

  it("outlasts a signal sent to the whole process group: its caller may still need git", async () => {
    await run("git", ["--version"], { env });
    const runner = runnerOf(process.pid) ?? 0;
    expect(runner).toBeGreaterThan(0);
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.kill(runner, signal);
    expect((await run("git", ["--version"], { env })).stdout).toMatch(/^git version/);
    expect(runnerOf(process.pid)).toBe(runner);
  });

  it("refuses the calls it had when it ends, and the next call starts another", async () => {
    await run("git", ["--version"], { env });
    const first = runnerOf(process.pid) ?? 0;
    expect(first).toBeGreaterThan(0);
    const waiting = run("sleep", ["30"], { env });
    let sleeper: number | undefined;
    await until(() => {
      sleeper = childrenOf(first).find((child) => commandOf(child)[0] === "sleep");
      return sleeper !== undefined;
    }, hangLimit);
    process.kill(first, "SIGKILL");
    await expect(waiting).rejects.toThrow("the git runner ended");
    if (sleeper && alive(sleeper)) process.kill(sleeper);
    expect((await run("git", ["--version"], { env })).stdout).toMatch(/^git version/);
    expect(runnerOf(process.pid)).not.toBe(first);
  });
});

describe("a process using the runner", () => {
  /** A Node process that runs `program args` through the runner, then prints "done". */
  const caller = (program: string, args: string[]) =>
    spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { run } from ${JSON.stringify(new URL("./git-runner.ts", import.meta.url).href)};
         await run(${JSON.stringify(program)}, ${JSON.stringify(args)}, { env: process.env });
         console.log("done");`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );

  it("ends when its work is done: the runner keeps it open only while a call waits", async () => {
    const child = caller("git", ["--version"]);
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    const status = await new Promise((done) => child.once("exit", done));
    expect(status).toBe(0);
    expect(output).toBe("done\n");
  });

  it("takes its runner with it when it is killed", async () => {
    const child = caller("sleep", ["30"]);
    let runner: number | undefined;
    await until(() => {
      runner = child.pid ? runnerOf(child.pid) : undefined;
      return runner !== undefined && childrenOf(runner).length > 0;
    }, hangLimit);
    const sleeper = runner ? childrenOf(runner)[0] : undefined;
    child.kill("SIGKILL");
    await until(() => runner === undefined || !alive(runner), hangLimit);
    if (sleeper && alive(sleeper)) process.kill(sleeper);
  });
});
