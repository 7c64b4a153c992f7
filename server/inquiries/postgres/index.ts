/**
 * The inquiry store in PostgreSQL (DATABASE_URL), shared by every instance: jobs that must
 * run once take a claim per period or an advisory lock (server/shared/postgres.ts).
 */
import { type Jobs, postgresJobs } from "../../shared/jobs.ts";
import { checkPostgres, type Pool } from "../../shared/postgres.ts";
import { SqlIncidents } from "../sql-store.ts";
import type { InquiryStore } from "../store.ts";
import { PostgresOutbox } from "./outbox.ts";
import { PostgresWriteProbe } from "./probe.ts";
import { PostgresRecords } from "./records.ts";
import { migrateInquiryTables } from "./schema.ts";

export class PostgresInquiryStore extends PostgresRecords implements InquiryStore {
  readonly outbox: PostgresOutbox;
  readonly incidents: SqlIncidents;
  readonly probe: PostgresWriteProbe;
  readonly jobs: Jobs;
  readonly location = "DATABASE_URL";
  readonly #ownsPool: boolean;
  #open = true;

  /** The store on `pool`, its tables migrated; `ownsPool`: the store ends the pool on close. */
  static async open(pool: Pool, ownsPool: boolean): Promise<PostgresInquiryStore> {
    try {
      await checkPostgres(pool);
      await migrateInquiryTables(pool);
    } catch (error) {
      if (ownsPool) await pool.end();
      throw error;
    }
    return new PostgresInquiryStore(pool, ownsPool);
  }

  private constructor(pool: Pool, ownsPool: boolean) {
    super(pool);
    this.#ownsPool = ownsPool;
    this.outbox = new PostgresOutbox(pool);
    this.incidents = new SqlIncidents(this.database);
    this.probe = new PostgresWriteProbe(pool);
    this.jobs = postgresJobs(pool);
  }

  get isOpen(): boolean {
    return this.#open;
  }

  async close(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    if (this.#ownsPool) await this.pool.end();
  }
}
