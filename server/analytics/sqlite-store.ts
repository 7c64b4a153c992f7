/**
 * The counts in an SQLite file of their own (the embedded default), beside the inquiry store
 * but apart from it, so writing counts never holds a lock an inquiry waits for. One process
 * writes it, so the day's cap and the jobs need nothing beyond its transactions.
 *
 * Counts are not worth a full sync per write: a power cut may lose the last flush, which
 * the counter's batching loses on a kill -9 anyway.
 */
import type { DatabaseSync } from "node:sqlite";
import { errorMessage } from "../shared/log.ts";
import { migrate, openStore, type StoreFile, transaction } from "../shared/sqlite.ts";
import {
  type AnalyticsStore,
  type CountKey,
  type CountRow,
  countKinds,
  type DailyRow,
  type DropReason,
  type DropRow,
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
];

const storeFile: StoreFile = {
  name: "the analytics store",
  setting: "ANALYTICS_DATABASE_PATH",
  fileName: "analytics.sqlite",
  pragmas: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;",
};

const columns = ["day", ...dimensions].join(", ");

export class SqliteAnalyticsStore implements AnalyticsStore {
  readonly #db: DatabaseSync;
  readonly #sql;

  readonly #maxDailyCombinations: number;
  readonly #running = new Set<string>();

  constructor(path: string, options: { maxDailyCombinations?: number } = {}) {
    this.#maxDailyCombinations = options.maxDailyCombinations ?? maxDailyCombinations;
    this.#db = openStore(path, storeFile);
    migrate(this.#db, storeFile, migrations);
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
      combinationsOn: prepare("SELECT COUNT(*) AS n FROM daily_counts WHERE day = ?"),
      totals: prepare(
        `SELECT ${dimensions.join(", ")}, SUM(count) AS count FROM daily_counts
         WHERE day BETWEEN ? AND ? GROUP BY ${dimensions.join(", ")}`,
      ),
      daily: prepare(
        `SELECT day, kind, SUM(count) AS count FROM daily_counts
         WHERE day BETWEEN ? AND ? GROUP BY day, kind`,
      ),
      purge: prepare("DELETE FROM daily_counts WHERE day < ?"),
      purgeDrops: prepare("DELETE FROM daily_drops WHERE day < ?"),
      addDrop: prepare(
        `INSERT INTO daily_drops (day, reason, count) VALUES (?, ?, ?)
         ON CONFLICT DO UPDATE SET count = count + excluded.count`,
      ),
      drops: prepare(
        "SELECT reason, SUM(count) AS count FROM daily_drops WHERE day BETWEEN ? AND ? GROUP BY reason",
      ),
      getMeta: prepare("SELECT value FROM meta WHERE key = ?"),
      setMeta: prepare(
        `INSERT INTO meta (key, value) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      ),
      claim: prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING"),
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
      (this.#sql.combinationsOn.get(key.day) as { n: number } | undefined)?.n ??
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

  async drops(first: string, last: string): Promise<DropRow[]> {
    return this.#sql.drops.all(first, last) as unknown as DropRow[];
  }

  async combinationsOn(day: string): Promise<number> {
    return (this.#sql.combinationsOn.get(day) as { n: number }).n;
  }

  async totals(first: string, last: string): Promise<CountRow[]> {
    return this.#sql.totals.all(first, last) as unknown as CountRow[];
  }

  async daily(first: string, last: string): Promise<DailyRow[]> {
    return this.#sql.daily.all(first, last) as unknown as DailyRow[];
  }

  async purgeBefore(day: string): Promise<number> {
    return transaction(
      this.#db,
      () =>
        Number(this.#sql.purge.run(day).changes) + Number(this.#sql.purgeDrops.run(day).changes),
    );
  }

  async getMeta(key: string): Promise<string | undefined> {
    return (this.#sql.getMeta.get(key) as { value: string } | undefined)?.value;
  }

  async setMeta(key: string, value: string): Promise<void> {
    this.#sql.setMeta.run(key, value);
  }

  /** A claim is a row of `meta` (one file, one writer: the insert decides). */
  async claim(job: string, period: string): Promise<boolean> {
    return this.#sql.claim.run(claimKey(job, period), new Date().toISOString()).changes === 1;
  }

  /** One process uses the file: a job is exclusive while this process runs it. */
  async exclusively<T>(job: string, work: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.#running.has(job)) return undefined;
    this.#running.add(job);
    try {
      return { value: await work() };
    } finally {
      this.#running.delete(job);
    }
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}

const claimKey = (job: string, period: string) => `claim:${job}:${period}`;
