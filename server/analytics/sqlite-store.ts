/**
 * The counts in an SQLite file of their own (the embedded default), beside the inquiry store
 * but apart from it, so writing counts never holds a lock an inquiry waits for. One process
 * writes it, so the day's cap needs nothing beyond its transactions, and a job runs once per
 * process (shared/jobs.ts).
 *
 * Counts are not worth a full sync per write: a power cut may lose the last flush, which
 * the counter's batching loses on a kill -9 anyway.
 */
import type { DatabaseSync } from "node:sqlite";
import { processJobs } from "../shared/jobs.ts";
import { errorMessage } from "../shared/log.ts";
import { sqliteDatabase, sqliteGet } from "../shared/sql.ts";
import { migrate, openStore, type StoreFile, transaction } from "../shared/sqlite.ts";
import { SqlAnalyticsStore } from "./sql-store.ts";
import * as statements from "./statements.ts";
import {
  type CountKey,
  countKinds,
  type DropReason,
  dimensions,
  folded,
  maxDailyCombinations,
  type Refused,
} from "./store.ts";

const migrations: readonly string[] = [
  `CREATE TABLE daily_counts (
     day TEXT NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('view', 'inquiry', 'call', 'email')),
     page TEXT NOT NULL,
     language TEXT NOT NULL,
     service TEXT NOT NULL,
     referrer TEXT NOT NULL,
     source TEXT NOT NULL,
     medium TEXT NOT NULL,
     campaign TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (day, kind, page, language, service, referrer, source, medium, campaign)
   ) STRICT, WITHOUT ROWID;
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // The kinds a row may have move from a CHECK written once into a table the store fills
  // from `countKinds` whenever it opens a file: a new kind needs no migration.
  `CREATE TABLE count_kinds (kind TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
   INSERT INTO count_kinds (kind) VALUES ('view'), ('inquiry'), ('call'), ('email');
   CREATE TABLE daily_counts_v2 (
     day TEXT NOT NULL, kind TEXT NOT NULL REFERENCES count_kinds (kind),
     page TEXT NOT NULL, language TEXT NOT NULL, service TEXT NOT NULL,
     referrer TEXT NOT NULL, source TEXT NOT NULL, medium TEXT NOT NULL, campaign TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (day, kind, page, language, service, referrer, source, medium, campaign)
   ) STRICT, WITHOUT ROWID;
   INSERT INTO daily_counts_v2 SELECT * FROM daily_counts;
   DROP TABLE daily_counts;
   ALTER TABLE daily_counts_v2 RENAME TO daily_counts;`,
  `CREATE TABLE daily_drops (
     day TEXT NOT NULL, reason TEXT NOT NULL, count INTEGER NOT NULL,
     PRIMARY KEY (day, reason)
   ) STRICT, WITHOUT ROWID;`,
  // The table takes its name in PostgreSQL, so both read one SQL (statements.ts); the claims
  // of jobs it held go (a job runs once per process on SQLite: server/shared/jobs.ts).
  `ALTER TABLE meta RENAME TO analytics_meta;
   DELETE FROM analytics_meta WHERE key LIKE 'claim:%';`,
];

const storeFile: StoreFile = {
  name: "the analytics store",
  setting: "ANALYTICS_DATABASE_PATH",
  fileName: "analytics.sqlite",
  pragmas: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;",
};

const columns = ["day", ...dimensions].join(", ");

export class SqliteAnalyticsStore extends SqlAnalyticsStore {
  readonly #db: DatabaseSync;
  readonly #sql;

  readonly #maxDailyCombinations: number;
  readonly jobs = processJobs();

  constructor(path: string, options: { maxDailyCombinations?: number } = {}) {
    const db = openStore(path, storeFile);
    migrate(db, storeFile, migrations);
    super(sqliteDatabase(db));
    this.#db = db;
    this.#maxDailyCombinations = options.maxDailyCombinations ?? maxDailyCombinations;
    this.#allowKinds();
    const prepare = (sql: string) => this.#db.prepare(sql);
    const matches = ["day", ...dimensions].map((name) => `${name} = :${name}`).join(" AND ");
    this.#sql = {
      increase: prepare(`UPDATE daily_counts SET count = count + :count WHERE ${matches}`),
      add: prepare(
        `INSERT INTO daily_counts (${columns}, count)
         VALUES (${["day", ...dimensions].map((name) => `:${name}`).join(", ")}, :count)
         ON CONFLICT DO UPDATE SET count = count + excluded.count`,
      ),
      addDrop: prepare(
        `INSERT INTO daily_drops (day, reason, count) VALUES (?, ?, ?)
         ON CONFLICT DO UPDATE SET count = count + excluded.count`,
      ),
    };
  }

  /** Makes every kind of `countKinds` one a row may have (a write only when one is new). */
  #allowKinds(): void {
    const known = new Set(
      this.#db
        .prepare("SELECT kind FROM count_kinds")
        .all()
        .map((row) => row.kind),
    );
    const missing = countKinds.filter((kind) => !known.has(kind));
    if (missing.length === 0) return;
    const allow = this.#db.prepare("INSERT OR IGNORE INTO count_kinds (kind) VALUES (?)");
    transaction(this.#db, () => {
      for (const kind of missing) allow.run(kind);
    });
  }

  /** Adds counts in one transaction. */
  async add(counts: Iterable<readonly [CountKey, number]>): Promise<Refused[]> {
    const refused: Refused[] = [];
    const combinations = new Map<string, number>();
    transaction(this.#db, () => {
      for (const [key, count] of counts) {
        try {
          this.#addOne(key, count, combinations);
        } catch (error) {
          refused.push({ key, count, reason: errorMessage(error) });
        }
      }
    });
    return refused;
  }

  /** One combination's count; a new one past its day's cap is stored folded. */
  #addOne(key: CountKey, count: number, combinations: Map<string, number>): void {
    if (Number(this.#sql.increase.run({ ...key, count }).changes) > 0) return;
    const stored =
      combinations.get(key.day) ??
      sqliteGet<{ n: number }>(this.#db, statements.combinationsOn(key.day))?.n ??
      0;
    const kept = stored < this.#maxDailyCombinations ? key : folded(key);
    this.#sql.add.run({ ...kept, count });
    combinations.set(key.day, stored + 1);
  }

  async addDrops(day: string, drops: Iterable<readonly [DropReason, number]>): Promise<void> {
    transaction(this.#db, () => {
      for (const [reason, count] of drops) this.#sql.addDrop.run(day, reason, count);
    });
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
