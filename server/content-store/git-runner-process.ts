/**
 * The git runner's own process (git-runner.ts): it starts each command its parent sends over
 * the IPC channel and answers with what the command printed. It loads nothing else, so it stays
 * small, and starting a process from it takes the kernel about a millisecond.
 * It ends with its parent (whose channel closes, however it ended), not at a signal sent to the
 * whole process group (Ctrl-C, a container's stop): the parent may still be finishing a publish
 * that needs git. A command still running when it ends finishes on its own.
 */
import { type ExecFileException, execFile } from "node:child_process";
import type { RunAnswer, RunRequest } from "./git-runner.ts";

process.on("message", (request: RunRequest) => {
  const { id, file, args, cwd, env, maxBuffer } = request;
  execFile(
    file,
    args,
    { cwd, env, maxBuffer },
    (error: ExecFileException | null, stdout, stderr) => {
      const answer: RunAnswer = {
        id,
        stdout,
        stderr,
        error: error
          ? { message: error.message, code: error.code, signal: error.signal }
          : undefined,
      };
      process.send?.(answer);
    },
  );
});
process.on("disconnect", () => process.exit(0));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => {});
