/**
 * The health check's write probe on PostgreSQL: a committed write to a row of its own, given
 * a second at most (statement and lock time-outs, and a cap on waiting for a connection),
 * so an unreachable or stuck database shows as quickly as a locked SQLite file does.
 */
import { type Pool, pgTransaction } from "../../shared/postgres.ts";
import { pgRun } from "../../shared/sql.ts";
import { probeWrite } from "../statements.ts";
import type { WriteProbe } from "../store.ts";

const probeWaitMs = 1_000;

export class PostgresWriteProbe implements WriteProbe {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async probe(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("the database did not answer")), 2 * probeWaitMs);
    });
    const write = pgTransaction(this.#pool, async (client) => {
      await client.query(`SET LOCAL statement_timeout = ${probeWaitMs}`);
      await client.query(`SET LOCAL lock_timeout = ${probeWaitMs}`);
      await pgRun(client, probeWrite(new Date()));
    });
    write.catch(() => {});
    try {
      await Promise.race([write, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {}
}
