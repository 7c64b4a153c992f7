/**
 * The counts in PostgreSQL, shared by every instance (`DATABASE_URL`). Each instance flushes
 * what it counted as additions to the stored rows, never as values it read before, so counts
 * from all instances add up exactly. A flush holds a lock per day it writes (a transaction-level
 * advisory lock), so the day's cap of combinations is counted by one flush at a time across
 * instances and holds as it does with one.
 *
 * A flush is a few statements whatever its size; when one of its rows is refused (a kind this
 * database does not know), the batch is written again row by row, each in a savepoint, so the
 * others land and the refused one comes back with the database's reason.
 */

import { type Jobs, postgresJobs } from "../shared/jobs.ts";
import { errorMessage } from "../shared/log.ts";
import { migratePostgres, type Pool, type PoolClient, pgTransaction } from "../shared/postgres.ts";
import { postgresDatabase } from "../shared/sql.ts";
import { SqlAnalyticsStore } from "./sql-store.ts";
import {
  type CountKey,
  countKinds,
  type DropReason,
  dimensions,
  folded,
  idOf,
  maxDailyCombinations,
  type Refused,
} from "./store.ts";

const migrations: readonly string[] = [
  `CREATE TABLE count_kinds (kind TEXT PRIMARY KEY);
   CREATE TABLE daily_counts (
     day TEXT NOT NULL, kind TEXT NOT NULL REFERENCES count_kinds (kind),
     page TEXT NOT NULL, language TEXT NOT NULL, service TEXT NOT NULL,
     referrer TEXT NOT NULL, source TEXT NOT NULL, medium TEXT NOT NULL, campaign TEXT NOT NULL,
     count BIGINT NOT NULL,
     PRIMARY KEY (day, kind, page, language, service, referrer, source, medium, campaign)
   );
   CREATE TABLE analytics_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  `CREATE TABLE daily_drops (
     day TEXT NOT NULL, reason TEXT NOT NULL, count BIGINT NOT NULL, PRIMARY KEY (day, reason)
   );`,
];

const keyColumns = ["day", ...dimensions] as const;
const columns = keyColumns.join(", ");
/** The batch as one array per column, unnested back into rows. */
const unnested = `unnest(${keyColumns.map((_, i) => `$${i + 1}::text[]`).join(", ")}, $${keyColumns.length + 1}::bigint[])`;

function asArrays(rows: ReadonlyArray<{ key: CountKey; count: number }>): unknown[] {
  return [
    ...keyColumns.map((name) => rows.map(({ key }) => key[name])),
    rows.map(({ count }) => count),
  ];
}

interface Entry {
  key: CountKey;
  count: number;
}

export class PostgresAnalyticsStore extends SqlAnalyticsStore {
  readonly #pool: Pool;
  readonly #maxDailyCombinations: number;
  readonly jobs: Jobs;

  private constructor(pool: Pool, maxDaily: number) {
    super(postgresDatabase(pool));
    this.#pool = pool;
    this.jobs = postgresJobs(pool, "analytics:");
    this.#maxDailyCombinations = maxDaily;
  }

  /** The store on `pool`, its tables migrated once across instances and every kind allowed. */
  static async open(
    pool: Pool,
    options: { maxDailyCombinations?: number } = {},
  ): Promise<PostgresAnalyticsStore> {
    await migratePostgres(pool, "analytics", migrations);
    await pool.query(
      "INSERT INTO count_kinds (kind) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING",
      [countKinds],
    );
    return new PostgresAnalyticsStore(pool, options.maxDailyCombinations ?? maxDailyCombinations);
  }

  async add(counts: Iterable<readonly [CountKey, number]>): Promise<Refused[]> {
    const batch = [...counts].map(([key, count]) => ({ key, count }));
    if (batch.length === 0) return [];
    try {
      await pgTransaction(this.#pool, (client) => this.#addAll(client, batch));
      return [];
    } catch (error) {
      if (!isRowError(error)) throw error;
    }
    return pgTransaction(this.#pool, (client) => this.#addEach(client, batch));
  }

  /** Takes the locks of the batch's days, in order (two flushes never wait on each other). */
  async #lockDays(client: PoolClient, batch: readonly Entry[]): Promise<void> {
    const days = [...new Set(batch.map(({ key }) => key.day))].sort();
    await client.query(
      "SELECT pg_advisory_xact_lock(hashtext('daily_counts:' || day)) FROM unnest($1::text[]) AS day",
      [days],
    );
  }

  /** The whole batch in three statements: which rows exist, how many the days hold, upsert. */
  async #addAll(client: PoolClient, batch: readonly Entry[]): Promise<void> {
    await this.#lockDays(client, batch);
    const { rows: existing } = await client.query<{ i: number }>(
      `SELECT v.i FROM ${unnested} WITH ORDINALITY AS v (${columns}, count, i)
       JOIN daily_counts d USING (${columns})`,
      asArrays(batch),
    );
    const known = new Set(existing.map(({ i }) => i - 1));
    const stored = await this.#combinations(client, batch);
    const merged = new Map<string, Entry>();
    batch.forEach((entry, index) => {
      let { key } = entry;
      if (!known.has(index) && !merged.has(idOf(key))) {
        const held = stored.get(key.day) ?? 0;
        if (held >= this.#maxDailyCombinations) key = folded(key);
        stored.set(key.day, held + 1);
      }
      const id = idOf(key);
      const same = merged.get(id);
      if (same) same.count += entry.count;
      else merged.set(id, { key, count: entry.count });
    });
    await client.query(
      `INSERT INTO daily_counts (${columns}, count) SELECT * FROM ${unnested}
       ON CONFLICT (${columns}) DO UPDATE SET count = daily_counts.count + excluded.count`,
      asArrays([...merged.values()]),
    );
  }

  /** Combinations stored per day of the batch. */
  async #combinations(client: PoolClient, batch: readonly Entry[]): Promise<Map<string, number>> {
    const days = [...new Set(batch.map(({ key }) => key.day))];
    const { rows } = await client.query<{ day: string; n: number }>(
      "SELECT day, COUNT(*) AS n FROM daily_counts WHERE day = ANY($1::text[]) GROUP BY day",
      [days],
    );
    return new Map(rows.map(({ day, n }) => [day, n]));
  }

  /** The batch row by row, each in a savepoint: a refused row is set aside with its reason. */
  async #addEach(client: PoolClient, batch: readonly Entry[]): Promise<Refused[]> {
    await this.#lockDays(client, batch);
    const refused: Refused[] = [];
    for (const entry of batch) {
      await client.query("SAVEPOINT one");
      try {
        await this.#addAll(client, [entry]);
        await client.query("RELEASE SAVEPOINT one");
      } catch (error) {
        if (!isRowError(error)) throw error;
        await client.query("ROLLBACK TO SAVEPOINT one");
        refused.push({ ...entry, reason: errorMessage(error) });
      }
    }
    return refused;
  }

  async addDrops(day: string, drops: Iterable<readonly [DropReason, number]>): Promise<void> {
    const rows = [...drops];
    if (rows.length === 0) return;
    await this.#pool.query(
      `INSERT INTO daily_drops (day, reason, count)
       SELECT $1, * FROM unnest($2::text[], $3::bigint[])
       ON CONFLICT (day, reason) DO UPDATE SET count = daily_drops.count + excluded.count`,
      [day, rows.map(([reason]) => reason), rows.map(([, count]) => count)],
    );
  }

  /** The pool is the process's, closed by whoever opened it. */
  async close(): Promise<void> {}
}

/**
 * A refusal of the data (a constraint, a value out of range: SQLSTATE classes 22 and 23), as
 * opposed to a database that cannot be reached or written, where nothing is written at all.
 */
function isRowError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && (code.startsWith("22") || code.startsWith("23"));
}
