/**
 * Reads the content history's objects through one long-lived `git cat-file --batch-command`
 * instead of a git process per read. Starting a process blocks the thread that serves pages
 * for a few milliseconds (the back office's overview and languages pages read dozens of files
 * and versions each), so the reads staff pages make most (which version is published, a file
 * as a version holds it) cost a line written to a pipe. Each answer is read as git gives it:
 * a header `<oid> <type> <size>`, then for `contents` the bytes and a newline; a name git
 * cannot find answers `<name> missing` (or `ambiguous`). Questions go one at a time; if git
 * dies or takes longer than the time limit, the pending questions fail and the next one starts
 * a new process.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { gitEnvironment, safeSettings } from "./git-command.ts";

/** An object as git names it: its id and type, and its bytes when they were asked for. */
export interface GitObject {
  oid: string;
  type: string;
  bytes?: Buffer;
}

interface Question {
  command: "info" | "contents";
  name: string;
  answer: (object: GitObject | undefined) => void;
  fail: (error: Error) => void;
}

const answerLimitMs = 10_000;

export class ObjectReader {
  readonly #gitDir: string;
  readonly #workTree: string;
  #git: ChildProcessWithoutNullStreams | undefined;
  #waiting: Question[] = [];
  #buffered = Buffer.alloc(0);
  /** Chunks not yet joined to `#buffered`, and how many bytes the answer at hand needs. */
  #parts: Buffer[] = [];
  #partsLength = 0;
  #waitingFor = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(gitDir: string, workTree: string) {
    this.#gitDir = gitDir;
    this.#workTree = workTree;
  }

  /** The id and type of what `name` (`HEAD^{tree}`, `<commit>^{tree}`…) names, or undefined. */
  info(name: string): Promise<GitObject | undefined> {
    return this.#ask("info", name);
  }

  /** The object `name` (`<tree>:<path>`…) names, bytes included, or undefined. */
  contents(name: string): Promise<GitObject | undefined> {
    return this.#ask("contents", name);
  }

  /** The running git's process id, if one runs. */
  get pid(): number | undefined {
    return this.#git?.pid;
  }

  /** Ends git (it exits when its input closes); questions after this start none. */
  close(): void {
    this.#closed = true;
    this.#stop(new Error("the object reader is closed"));
  }

  #ask(command: Question["command"], name: string): Promise<GitObject | undefined> {
    // One question a line: a name that spans lines cannot be asked (and names no content).
    if (/[\n\r\0]/.test(name)) return Promise.resolve(undefined);
    if (this.#closed) return Promise.reject(new Error("the object reader is closed"));
    return new Promise((answer, fail) => {
      const git = this.#git ?? this.#start();
      this.#waiting.push({ command, name, answer, fail });
      if (this.#waiting.length === 1) this.#armTimer();
      git.stdin.write(`${command} ${name}\n`);
    });
  }

  #start(): ChildProcessWithoutNullStreams {
    const git = spawn(
      "git",
      [`--git-dir=${this.#gitDir}`, ...safeSettings, "cat-file", "--batch-command"],
      { cwd: this.#workTree, env: gitEnvironment(this.#workTree) },
    );
    this.#git = git;
    this.#buffered = Buffer.alloc(0);
    this.#parts = [];
    this.#partsLength = 0;
    this.#waitingFor = 0;
    git.stdout.on("data", (chunk: Buffer) => {
      // What a git stopped meanwhile still sends belongs to no question.
      if (this.#git !== git) return;
      // A large file comes in many chunks: joined once it is all there, not at each chunk.
      this.#parts.push(chunk);
      this.#partsLength += chunk.length;
      if (this.#buffered.length + this.#partsLength < this.#waitingFor) return;
      this.#buffered = Buffer.concat([this.#buffered, ...this.#parts]);
      this.#parts = [];
      this.#partsLength = 0;
      this.#drain();
    });
    git.stderr.resume();
    git.stdin.on("error", () => {});
    git.on("error", (error) => this.#stop(error));
    git.on("close", () => {
      if (this.#git === git) this.#stop(new Error("git cat-file ended"));
    });
    this.#hold(git, false);
    return git;
  }

  /** Keeps the process alive while a question waits for its answer, and only then. */
  #hold(git: ChildProcessWithoutNullStreams, waiting: boolean): void {
    if (waiting) git.ref();
    else git.unref();
    for (const stream of [git.stdin, git.stdout, git.stderr]) {
      const handle = stream as unknown as { ref?: () => void; unref?: () => void };
      if (waiting) handle.ref?.();
      else handle.unref?.();
    }
  }

  /** Answers every question whose whole answer has arrived, in order. */
  #drain(): void {
    for (;;) {
      const question = this.#waiting[0];
      const end = this.#buffered.indexOf(10);
      if (!question || end < 0) return;
      const header = this.#buffered.subarray(0, end).toString("utf8");
      const words = header.split(" ");
      const [oid = "", type = "", size = ""] = words;
      const found = words.length === 3 && /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size);
      let object: GitObject | undefined;
      let used = end + 1;
      if (found && question.command === "contents") {
        const length = Number(size);
        this.#waitingFor = used + length + 1;
        if (this.#buffered.length < this.#waitingFor) return;
        object = { oid, type, bytes: Buffer.from(this.#buffered.subarray(used, used + length)) };
        used += length + 1;
      } else if (found) object = { oid, type };
      this.#buffered = this.#buffered.subarray(used);
      this.#waitingFor = 0;
      this.#waiting.shift();
      question.answer(object);
      this.#armTimer();
    }
  }

  /** A time limit on the oldest question (none while nothing waits). */
  #armTimer(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#git) this.#hold(this.#git, this.#waiting.length > 0);
    if (this.#waiting.length === 0) return;
    this.#timer = setTimeout(
      () => this.#stop(new Error(`git cat-file gave no answer in ${answerLimitMs} ms`)),
      answerLimitMs,
    );
    this.#timer.unref();
  }

  #stop(error: Error): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const git = this.#git;
    this.#git = undefined;
    if (git) {
      git.stdin.end();
      if (git.exitCode === null) git.kill();
    }
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const question of waiting) question.fail(error);
  }
}
