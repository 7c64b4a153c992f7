/**
 * How the content repository starts git: through one small process of its own
 * (git-runner-process.ts), not from the server. Starting a program copies the starting
 * process's memory map, which takes the kernel time in proportion to it: from a server of a few
 * hundred megabytes each git call cost 5–20 ms of system time, with the server's event loop
 * stopped meanwhile; from the runner, about a millisecond, with the server free. A publish or an
 * undo makes dozens of calls.
 *
 * The runner starts with the first call and is held open only while calls wait, so it never
 * keeps a finished process alive. If it ends, the calls it had are refused and the next call
 * starts another. What a call answers is what `execFile` answers: the output as text, or an
 * error with git's exit code and what it printed.
 */
import { type ChildProcess, fork } from "node:child_process";

export interface RunOptions {
  cwd?: string;
  env: NodeJS.ProcessEnv;
  maxBuffer?: number;
}

/** A call, as the runner receives it. */
export interface RunRequest extends RunOptions {
  id: number;
  file: string;
  args: readonly string[];
}

/** Its answer. */
export interface RunAnswer {
  id: number;
  stdout: string;
  stderr: string;
  error?: { message: string; code?: number | string | null; signal?: string | null };
}

/** A call that failed: the program's exit code (or the system's error code) and its output. */
export class RunError extends Error {
  readonly code: number | string | null | undefined;
  readonly signal: string | null | undefined;
  readonly stdout: string;
  readonly stderr: string;

  constructor(answer: RunAnswer & { error: NonNullable<RunAnswer["error"]> }) {
    super(answer.error.message);
    this.code = answer.error.code;
    this.signal = answer.error.signal;
    this.stdout = answer.stdout;
    this.stderr = answer.stderr;
  }
}

interface Waiting {
  answer: (output: { stdout: string; stderr: string }) => void;
  fail: (error: Error) => void;
}

let runner: ChildProcess | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** Runs `file` with `args` in the runner; its output once it has ended with status 0. */
export function run(
  file: string,
  args: readonly string[],
  options: RunOptions,
): Promise<{ stdout: string; stderr: string }> {
  const child = runner ?? start();
  const id = nextId++;
  const request: RunRequest = { id, file, args, ...options };
  return new Promise((answer, fail) => {
    waiting.set(id, { answer, fail });
    hold(child);
    child.send(request, (error) => {
      if (error) settle(id, (call) => call.fail(error));
    });
  });
}

function start(): ChildProcess {
  const child = fork(new URL("./git-runner-process.ts", import.meta.url), [], {
    // Advanced serialization: outputs of megabytes cross the channel without JSON escaping.
    serialization: "advanced",
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    // None of the parent's flags (a test runner's loaders): the runner needs plain Node.
    execArgv: [],
  });
  runner = child;
  child.on("message", (answer: RunAnswer) => {
    const { error } = answer;
    settle(answer.id, (call) =>
      error ? call.fail(new RunError({ ...answer, error })) : call.answer(answer),
    );
  });
  const ended = (reason: Error) => {
    if (runner !== child) return;
    runner = undefined;
    for (const id of [...waiting.keys()]) settle(id, (call) => call.fail(reason));
  };
  child.on("error", ended);
  child.on("exit", () => ended(new Error("the git runner ended")));
  hold(child);
  return child;
}

function settle(id: number, end: (call: Waiting) => void): void {
  const call = waiting.get(id);
  if (!call) return;
  waiting.delete(id);
  end(call);
  if (runner) hold(runner);
}

/** Keeps the runner (and so this process) alive while a call waits, and only then. */
function hold(child: ChildProcess): void {
  if (waiting.size > 0) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}
