/**
 * The counts' reads and upkeep on either database, written once over shared/sql.ts's
 * `Database` with the SQL of statements.ts. The back-ends (sqlite-store.ts,
 * postgres-store.ts) differ only in how a batch of counts is written: they bring `add`,
 * `addDrops`, their jobs and their connection.
 */
import type { Jobs } from "../shared/jobs.ts";
import type { Database } from "../shared/sql.ts";
import * as statements from "./statements.ts";
import type {
  AnalyticsStore,
  CountKey,
  CountRow,
  DailyRow,
  DropReason,
  DropRow,
  Refused,
} from "./store.ts";

export abstract class SqlAnalyticsStore implements AnalyticsStore {
  readonly #db: Database;
  abstract readonly jobs: Jobs;

  constructor(db: Database) {
    this.#db = db;
  }

  abstract add(counts: Iterable<readonly [CountKey, number]>): Promise<Refused[]>;
  abstract addDrops(day: string, drops: Iterable<readonly [DropReason, number]>): Promise<void>;
  abstract close(): Promise<void>;

  async drops(first: string, last: string): Promise<DropRow[]> {
    return this.#db.all(statements.drops(first, last));
  }

  async combinationsOn(day: string): Promise<number> {
    return (await this.#db.all<{ n: number }>(statements.combinationsOn(day)))[0]?.n ?? 0;
  }

  async totals(first: string, last: string): Promise<CountRow[]> {
    return this.#db.all(statements.totals(first, last));
  }

  async daily(first: string, last: string): Promise<DailyRow[]> {
    return this.#db.all(statements.daily(first, last));
  }

  /** Counts and drops go in one transaction. */
  async purgeBefore(day: string): Promise<number> {
    const [counts = 0, drops = 0] = await this.#db.batch([
      statements.purgeCounts(day),
      statements.purgeDrops(day),
    ]);
    return counts + drops;
  }

  async getMeta(key: string): Promise<string | undefined> {
    return (await this.#db.all<{ value: string }>(statements.getMeta(key)))[0]?.value;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.#db.run(statements.setMeta(key, value));
  }
}
