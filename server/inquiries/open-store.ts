/**
 * The inquiry store, one for both databases (records.ts, outbox.ts, incidents.ts, probe.ts
 * over shared/sql.ts's `Database`), and how it opens on each: PostgreSQL when DATABASE_URL is
 * set (on the process's pool when one is given, else on a pool of its own), shared by every
 * instance, so a job runs once across them; else the SQLite file at DATABASE_PATH, which
 * serves one server, so a job runs once per process (shared/jobs.ts).
 */
import { type Jobs, postgresJobs, processJobs } from "../shared/jobs.ts";
import { checkPostgres, openPostgres, type Pool } from "../shared/postgres.ts";
import { type Database, postgresDatabase, sqliteDatabase } from "../shared/sql.ts";
import type { InquiriesConfig } from "./config.ts";
import { SqlIncidents } from "./incidents.ts";
import { SqlOutbox } from "./outbox.ts";
import { poolProbe, ThreadProbe } from "./probe.ts";
import { SqlRecords } from "./records.ts";
import { migrateInquiryTables, openInquiryFile } from "./schema.ts";
import type { InquiryStore, WriteProbe } from "./store.ts";

interface Parts {
  probe: WriteProbe;
  jobs: Jobs;
  location: string;
  /** Ends the connection (or the pool, when the store owns it). */
  end: () => Promise<void>;
}

class SqlInquiryStore extends SqlRecords implements InquiryStore {
  readonly outbox: SqlOutbox;
  readonly incidents: SqlIncidents;
  readonly probe: WriteProbe;
  readonly jobs: Jobs;
  readonly location: string;
  readonly #end: () => Promise<void>;
  #open = true;

  constructor(database: Database, { probe, jobs, location, end }: Parts) {
    super(database);
    this.outbox = new SqlOutbox(database);
    this.incidents = new SqlIncidents(database);
    this.probe = probe;
    this.jobs = jobs;
    this.location = location;
    this.#end = end;
  }

  get isOpen(): boolean {
    return this.#open;
  }

  async close(): Promise<void> {
    if (!this.#open) return;
    this.#open = false;
    await this.probe.close();
    await this.#end();
  }
}

/** The store on one SQLite file (the embedded default). */
export class SqliteInquiryStore extends SqlInquiryStore {
  constructor(path: string) {
    const db = openInquiryFile(path);
    super(sqliteDatabase(db), {
      probe: new ThreadProbe(path),
      jobs: processJobs(),
      location: path,
      end: async () => db.close(),
    });
  }
}

/** The store in PostgreSQL, shared by every instance. */
export class PostgresInquiryStore extends SqlInquiryStore {
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
    const database = postgresDatabase(pool);
    super(database, {
      probe: poolProbe(database),
      jobs: postgresJobs(pool),
      location: "DATABASE_URL",
      end: async () => {
        if (ownsPool) await pool.end();
      },
    });
  }
}

export async function openInquiryStore(
  config: Pick<InquiriesConfig, "databasePath" | "databaseUrl">,
  pool?: Pool,
): Promise<InquiryStore> {
  if (!config.databaseUrl) return new SqliteInquiryStore(config.databasePath);
  return PostgresInquiryStore.open(pool ?? openPostgres(config.databaseUrl), !pool);
}
