/**
 * The counts: daily totals in their own SQLite file, beside the inquiry store but apart
 * from it, so writing counts never holds a lock an inquiry waits for. A row is one day's
 * count for one combination of what is counted; there is nothing finer, and nothing about
 * a visitor (docs/analytics.md).
 *
 * Counts are not worth a full sync per write: a power cut may lose the last flush, which
 * the counter's batching loses on a kill -9 anyway.
 */
import type { DatabaseSync } from "node:sqlite";
import { migrate, openStore, type StoreFile, transaction } from "../sqlite.ts";

export const countKinds = ["view", "inquiry", "call", "email"] as const;
export type CountKind = (typeof countKinds)[number];

/** What one count is about. Empty strings stand for "not known" or "does not apply". */
export interface CountKey {
  day: string;
  kind: CountKind;
  page: string;
  language: string;
  /** Inquiries: the service key chosen in the form. */
  service: string;
  /** Views: the host of an external referring page. */
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
}

export type Dimension = Exclude<keyof CountKey, "day">;
export const dimensions = [
  "kind",
  "page",
  "language",
  "service",
  "referrer",
  "source",
  "medium",
  "campaign",
] as const satisfies readonly Dimension[];

export type CountRow = Omit<CountKey, "day"> & { count: number };

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
];

const storeFile: StoreFile = {
  name: "the analytics store",
  setting: "ANALYTICS_DATABASE_PATH",
  fileName: "analytics.sqlite",
  pragmas: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;",
};

const columns = ["day", ...dimensions].join(", ");

export class AnalyticsStore {
  readonly #db: DatabaseSync;
  readonly #sql;

  constructor(path: string) {
    this.#db = openStore(path, storeFile);
    migrate(this.#db, storeFile, migrations);
    const prepare = (sql: string) => this.#db.prepare(sql);
    this.#sql = {
      add: prepare(
        `INSERT INTO daily_counts (${columns}, count)
         VALUES (${["day", ...dimensions].map((name) => `:${name}`).join(", ")}, :count)
         ON CONFLICT DO UPDATE SET count = count + excluded.count`,
      ),
      totals: prepare(
        `SELECT ${dimensions.join(", ")}, SUM(count) AS count FROM daily_counts
         WHERE day BETWEEN ? AND ? GROUP BY ${dimensions.join(", ")}`,
      ),
      daily: prepare(
        `SELECT day, kind, SUM(count) AS count FROM daily_counts
         WHERE day BETWEEN ? AND ? GROUP BY day, kind`,
      ),
      purge: prepare("DELETE FROM daily_counts WHERE day < ?"),
      getMeta: prepare("SELECT value FROM meta WHERE key = ?"),
      setMeta: prepare(
        `INSERT INTO meta (key, value) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      ),
    };
  }

  /** Adds counts, all in one transaction. */
  add(counts: Iterable<readonly [CountKey, number]>): void {
    transaction(this.#db, () => {
      for (const [key, count] of counts) this.#sql.add.run({ ...key, count });
    });
  }

  /** Totals per combination over the days from `first` to `last`, both included. */
  totals(first: string, last: string): CountRow[] {
    return this.#sql.totals.all(first, last) as unknown as CountRow[];
  }

  /** Totals per day and kind. */
  daily(first: string, last: string): Array<{ day: string; kind: CountKind; count: number }> {
    return this.#sql.daily.all(first, last) as unknown as Array<{
      day: string;
      kind: CountKind;
      count: number;
    }>;
  }

  /** Deletes the days before `day`. Returns how many rows went. */
  purgeBefore(day: string): number {
    return Number(this.#sql.purge.run(day).changes);
  }

  getMeta(key: string): string | undefined {
    return (this.#sql.getMeta.get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string): void {
    this.#sql.setMeta.run(key, value);
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
