/**
 * The counts: daily totals in their own SQLite file, beside the inquiry store but apart
 * from it, so writing counts never holds a lock an inquiry waits for. A row is one day's
 * count for one combination of what is counted; there is nothing finer, and nothing about
 * a visitor (docs/analytics.md).
 *
 * A day holds at most `maxDailyCombinations` combinations as they came; past that, a new
 * combination's referrer and campaign tags fold into "(other)", so made-up tags cannot grow
 * the file (or the report's work) without bound.
 *
 * Counts are not worth a full sync per write: a power cut may lose the last flush, which
 * the counter's batching loses on a kill -9 anyway.
 */
import type { DatabaseSync } from "node:sqlite";
import { errorMessage } from "../shared/log.ts";
import { migrate, openStore, type StoreFile, transaction } from "../shared/sqlite.ts";

/**
 * What is counted: the one list. The store allows these kinds and no other (`count_kinds`,
 * filled from this list when a file opens), the report has a column for each, and the
 * report's words must name each one (render.ts): a kind added here is a type error there
 * until it has its words. docs/how-to/add-a-counted-event.md walks through the rest.
 */
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

/** A combination the store did not take, with the store's reason. */
export interface Refused {
  key: CountKey;
  count: number;
  reason: string;
}

/** What a referrer or campaign past the day's cap is stored as. */
export const otherLabel = "(other)";

/** The combination with its referrer and campaign tags folded into "(other)". */
export function folded(key: CountKey): CountKey {
  const tagged = key.source !== "" || key.medium !== "" || key.campaign !== "";
  return {
    ...key,
    referrer: key.referrer && otherLabel,
    source: "",
    medium: "",
    campaign: tagged ? otherLabel : "",
  };
}

/** Combinations a day keeps as they came (docs/analytics.md states the bound). */
export const maxDailyCombinations = 2_000;

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

  readonly #maxDailyCombinations: number;

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
      getMeta: prepare("SELECT value FROM meta WHERE key = ?"),
      setMeta: prepare(
        `INSERT INTO meta (key, value) VALUES (?, ?)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
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

  /**
   * Adds counts in one transaction. A combination the store refuses is left out and
   * returned with its reason; the others are written. Throws when nothing could be written
   * (the file is locked, the disk is full): then none of them was.
   */
  add(counts: Iterable<readonly [CountKey, number]>): Refused[] {
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

  /** Combinations stored for a day. */
  combinationsOn(day: string): number {
    return (this.#sql.combinationsOn.get(day) as { n: number }).n;
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
