/**
 * The health check's write probe: a committed write to a row of its own that fails as an
 * inquiry would (a full disk, a read-only file, a lock held elsewhere, an unreachable or stuck
 * database), but waits about a second at most, not the five seconds an inquiry may wait. The
 * write is one for both databases; how it is bounded and where it runs, each its own:
 * - SQLite: on a thread of its own (probe-thread.ts) with its own connection, which waits a
 *   second at most for the file's lock, so its fsync and its wait never hold up the server's
 *   thread;
 * - PostgreSQL: on the pool, with statement and lock time-outs of a second, and twice that at
 *   most in all (a connection may be slow to come).
 */
import { Worker } from "node:worker_threads";
import { type Database, raw, sql } from "../shared/sql.ts";
import type { WriteProbe } from "./store.ts";

export const probeWaitMs = 1_000;

const bounds = {
  /** The thread's connection is opened with its busy time-out (probe-thread.ts). */
  sqlite: [],
  postgres: [
    sql`SET LOCAL statement_timeout = ${raw(String(probeWaitMs))}`,
    sql`SET LOCAL lock_timeout = ${raw(String(probeWaitMs))}`,
  ],
};

/** The write itself: the probe's one row, rewritten. */
export async function probeWrite(database: Database, now = new Date()): Promise<void> {
  await database.batch([
    ...bounds[database.dialect],
    sql`INSERT INTO inquiry_health_probe (id, probed_at) VALUES (1, ${now})
        ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at`,
  ]);
}

/** PostgreSQL: the write on the pool, which gives up after twice the wait. */
export const poolProbe = (database: Database): WriteProbe => ({
  async probe() {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the database did not answer")), 2 * probeWaitMs);
    });
    const write = probeWrite(database);
    write.catch(() => {});
    try {
      await Promise.race([write, late]);
    } finally {
      clearTimeout(timer);
    }
  },
  async close() {},
});

/** SQLite: the probe's thread, started on the first probe and again after it stopped. */
export class ThreadProbe implements WriteProbe {
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
