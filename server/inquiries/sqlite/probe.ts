/**
 * The health check's write probe on the SQLite file: a committed write of its own, made on
 * a thread of its own (probe-thread.ts) with its own connection, so its fsync and its wait
 * for a lock never hold up the server's thread. It fails as an inquiry would on a full
 * disk, a read-only file or a lock held elsewhere, but waits a second at most, not the five
 * seconds an inquiry may wait.
 */
import type { DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { sqliteRun } from "../../shared/sql.ts";
import { probeWrite } from "../statements.ts";
import type { WriteProbe } from "../store.ts";

const probeWaitMs = 1_000;

/** The write itself, on the thread's connection. */
export function probe(db: DatabaseSync, now = new Date()): void {
  db.exec(`PRAGMA busy_timeout = ${probeWaitMs}`);
  sqliteRun(db, probeWrite(now));
}

/** The probe's thread, started on the first probe and again after it stopped. */
export class SqliteWriteProbe implements WriteProbe {
  readonly #databasePath: string;
  #worker: Worker | undefined;

  constructor(databasePath: string) {
    this.#databasePath = databasePath;
  }

  probe(): Promise<void> {
    const worker = this.#worker ?? this.#start();
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        worker.off("message", onMessage).off("error", settle).off("exit", onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (answer: { error?: string }) =>
        settle(answer.error === undefined ? undefined : new Error(answer.error));
      const onExit = (code: number) => settle(new Error(`the probe's thread stopped (${code})`));
      worker.on("message", onMessage).on("error", settle).on("exit", onExit);
      worker.postMessage("probe");
    });
  }

  #start(): Worker {
    const worker = new Worker(new URL("./probe-thread.ts", import.meta.url), {
      workerData: this.#databasePath,
    });
    // It never keeps the process alive, and a failure it reports outside a probe is no crash.
    worker.unref();
    worker.on("error", () => {});
    worker.once("exit", () => {
      if (this.#worker === worker) this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
  }
}
