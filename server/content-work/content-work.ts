/**
 * Work whose cost depends on what an editor wrote — reading a file, the fields two versions
 * differ in, a change in words, the save's check of limits — runs here, on a thread of its
 * own (content-thread.ts), never on the thread that serves pages: a public page never waits
 * for it. Each task has a time budget (`budgetMs`) and the thread a memory cap
 * (`resourceLimits`); a task past its budget ends the thread (a fresh one takes the next task)
 * and is answered with a ContentWorkError, which the callers turn into a refusal or a line
 * that says the file could not be read. The reader itself has limits (app/content/read-limits.ts),
 * so a task stays well within its budget unless something is wrong.
 */
import { Worker } from "node:worker_threads";
import type { FileTexts } from "../../app/content/changes.ts";
import type { Task, TaskResult } from "./tasks.ts";

/** A task's time on the thread, at most. */
export const budgetMs = 5_000;
/** A new thread's start (loading the schema and the readers), at most, before its first task's budget. */
export const startMs = 30_000;
/** The thread's heap, at most (the largest legal file read takes a few tens of MB). */
export const memoryMb = 256;

export class ContentWorkError extends Error {
  readonly reason: "time" | "memory" | "failed";
  constructor(reason: "time" | "memory" | "failed", message: string) {
    super(message);
    this.name = "ContentWorkError";
    this.reason = reason;
  }
}

interface Pending {
  task: Task;
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

/** One thread, one task at a time, in order. */
class ContentThread {
  #worker: Worker | undefined;
  #queue: Array<Pending & { id: number }> = [];
  #running: (Pending & { id: number }) | undefined;
  #next = 1;
  #ready = false;

  run<T extends Task>(task: T): Promise<TaskResult<T>> {
    return new Promise((resolve, reject) => {
      this.#queue.push({
        id: this.#next++,
        task,
        resolve: resolve as (v: unknown) => void,
        reject,
      });
      this.#pump();
    });
  }

  #pump() {
    if (this.#running || this.#queue.length === 0) return;
    const job = this.#queue.shift() as Pending & { id: number };
    this.#running = job;
    const worker = this.#worker ?? this.#start();
    // The budget counts from when the thread can work: its start has a limit of its own.
    this.#time(job, this.#ready ? budgetMs : startMs + budgetMs);
    worker.postMessage({ id: job.id, task: job.task });
  }

  #time(job: Pending, ms: number) {
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      this.#fail(new ContentWorkError("time", `a content task took over ${ms} ms`));
    }, ms);
    job.timer.unref();
  }

  #start(): Worker {
    const worker = new Worker(new URL("./content-thread.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // It never keeps the process alive.
    worker.unref();
    this.#ready = false;
    worker.on(
      "message",
      (answer: { id: number; ok: boolean; value?: unknown; error?: string } | "ready") => {
        if (this.#worker !== worker) return;
        if (answer === "ready") {
          this.#ready = true;
          if (this.#running) this.#time(this.#running, budgetMs);
          return;
        }
        const job = this.#running;
        if (!job || job.id !== answer.id) return;
        clearTimeout(job.timer);
        this.#running = undefined;
        if (answer.ok) job.resolve(answer.value);
        else job.reject(new ContentWorkError("failed", answer.error ?? "failed"));
        this.#pump();
      },
    );
    worker.on("error", (error: Error & { code?: string }) => {
      if (this.#worker !== worker) return;
      const memory = error.code === "ERR_WORKER_OUT_OF_MEMORY";
      this.#fail(new ContentWorkError(memory ? "memory" : "failed", error.message));
    });
    worker.once("exit", () => {
      if (this.#worker === worker)
        this.#fail(new ContentWorkError("failed", "the content thread stopped"));
    });
    this.#worker = worker;
    return worker;
  }

  /** The running task fails; the thread is given up, and the queue goes on with a new one. */
  #fail(error: ContentWorkError) {
    const job = this.#running;
    if (this.#worker) {
      const worker = this.#worker;
      this.#worker = undefined;
      void worker.terminate();
    }
    if (job) {
      clearTimeout(job.timer);
      this.#running = undefined;
      job.reject(error);
    }
    this.#pump();
  }

  async close() {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }
}

const thread = new ContentThread();

/** Runs a content task on the thread, within its budget. */
export const runContentTask = <T extends Task>(task: T): Promise<TaskResult<T>> => thread.run(task);

/** A content file's data (YAML, or a Markdoc file's front matter and body), or undefined. */
export const readContentData = (file: string, text: string) =>
  runContentTask({ kind: "read", file, text }).catch(() => undefined);

/** Changed files in the editor's words (a replaced photo one line), on the content thread. */
export const describeContentChanges = (files: FileTexts[]) =>
  runContentTask({ kind: "describe", files });

/**
 * Whether two texts of a file say the same to staff (only what the editor adds by itself
 * differs); when that cannot be worked out in time, they do not.
 */
export const sameContentText = (file: string, before: string, after: string) =>
  runContentTask({ kind: "same", file, before, after }).catch(() => false);

/** The fields two texts of a file differ in. */
export const changedContentFields = (file: string, before: string, after: string) =>
  runContentTask({ kind: "changed", file, before, after });

/**
 * Why the text of `file` cannot be saved, in the editor's words; undefined when it can. A
 * check past its budget is a refusal too.
 */
export const contentLimitProblem = (file: string, text: string) =>
  runContentTask({ kind: "problem", file, text });

/** Starts the thread, if it is not running, so the first task does not wait for its start. */
export const warmContentWork = () =>
  void thread.run({ kind: "problem", file: "x.yaml", text: "" }).catch(() => {});

/** Stops the thread (the server's close). */
export const closeContentWork = () => thread.close();
