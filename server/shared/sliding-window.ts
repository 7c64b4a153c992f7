/**
 * The one limiter of the server: hits counted per key over a sliding window (a hit leaves
 * its key's window exactly `windowMs` after it was made), used by every limit (the contact
 * form's per client, the sign-in's per client, account and device). Taking a hit is one
 * atomic step over all of an attempt's keys: all of them or none, so attempts arriving at once
 * cannot all get in ahead of the count. A refused attempt is not counted and learns when the
 * oldest hit that blocks it leaves; a counted one can be given back (a right password).
 *
 * Two back-ends: this process's memory (the embedded default: one process serves), and
 * PostgreSQL (DATABASE_URL: every instance counts in one table, so limits hold across them).
 */
import { randomBytes } from "node:crypto";
import { migratePostgres, type Pool, pgTransaction } from "./postgres.ts";

export interface WindowLimit {
  key: string;
  /** Hits a key may hold within its window. */
  limit: number;
  windowMs: number;
}

/** A counted attempt (to give back), or when the attempt would be allowed. */
export type Taken = { taken: string } | { until: number };

export interface SlidingWindow {
  /** Counts a hit on every key at `now`, or none when one already holds its limit. */
  take(limits: readonly WindowLimit[], now: number): Promise<Taken>;
  /** Gives back the hits of a counted attempt. */
  give(taken: string): Promise<void>;
}

/** Whole seconds until `until` (at least one), or 0 when the attempt was counted. */
export const secondsToWait = (taken: Taken, now: number): number =>
  "until" in taken ? Math.max(1, Math.ceil((taken.until - now) / 1000)) : 0;

/**
 * Hits in this process's memory: per key the times of its latest hits (no more than its
 * limit). At most `maxKeys` keys are kept; the least recently used go first.
 */
export class MemoryWindow implements SlidingWindow {
  readonly #maxKeys: number;
  readonly #hits = new Map<string, number[]>();
  readonly #attempts = new Map<string, { keys: string[]; at: number }>();
  #next = 0;

  constructor({ maxKeys = 100_000 }: { maxKeys?: number } = {}) {
    this.#maxKeys = maxKeys;
  }

  /** Keys kept now. */
  get size(): number {
    return this.#hits.size;
  }

  async take(limits: readonly WindowLimit[], now: number): Promise<Taken> {
    let until = now;
    const recent = limits.map(({ key, limit, windowMs }) => {
      const times = (this.#hits.get(key) ?? []).filter((time) => now - time < windowMs);
      // Seen now: the key moves to the end of the map's order.
      this.#hits.delete(key);
      this.#hits.set(key, times);
      const oldest = times[times.length - limit];
      if (oldest !== undefined) until = Math.max(until, oldest + windowMs);
      return { times, limit };
    });
    if (until > now) return { until };
    for (const { times, limit } of recent) {
      times.push(now);
      if (times.length > limit) times.shift();
    }
    this.#evict();
    const taken = String(this.#next++);
    this.#attempts.set(taken, { keys: limits.map(({ key }) => key), at: now });
    // Only the latest attempts can still be given back usefully.
    if (this.#attempts.size > this.#maxKeys) {
      this.#attempts.delete(this.#attempts.keys().next().value ?? "");
    }
    return { taken };
  }

  async give(taken: string): Promise<void> {
    const attempt = this.#attempts.get(taken);
    if (!attempt) return;
    this.#attempts.delete(taken);
    for (const key of attempt.keys) {
      const times = this.#hits.get(key);
      const index = times?.indexOf(attempt.at) ?? -1;
      if (times && index >= 0) times.splice(index, 1);
    }
  }

  #evict(): void {
    for (const key of this.#hits.keys()) {
      if (this.#hits.size <= this.#maxKeys) return;
      this.#hits.delete(key);
    }
  }
}

const migrations: readonly string[] = [
  // An attempt's rows are found by its id (given back), a key's by their end (counted).
  `CREATE TABLE rate_limit_hits (attempt TEXT, key TEXT, expires_at BIGINT NOT NULL,
     PRIMARY KEY (attempt, key));
   CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, expires_at);
   CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at);`,
];

/**
 * Hits of every instance in one table, a row per key and hit with the moment it leaves its
 * window. An attempt locks its keys (transaction-level advisory locks, in a fixed order),
 * finds per key the hit that keeps it at its limit, and inserts its rows only when there is
 * none; concurrent attempts on a key wait for each other, so the count is exact however many
 * instances take part. Rows past their window go once a minute per instance.
 */
export class PostgresWindow implements SlidingWindow {
  readonly #pool: Pool;
  #migrated: Promise<void> | undefined;
  #sweptAt = Number.NEGATIVE_INFINITY;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  /** Creates the table (once across instances); `take` does it on first use otherwise. */
  ready(): Promise<void> {
    this.#migrated ??= migratePostgres(this.#pool, "rate-limits", migrations).catch((error) => {
      this.#migrated = undefined;
      throw error;
    });
    return this.#migrated;
  }

  async take(limits: readonly WindowLimit[], now: number): Promise<Taken> {
    await this.ready();
    this.#sweep(now);
    const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const keys = sorted.map(({ key }) => key);
    return pgTransaction(this.#pool, async (client) => {
      await client.query(
        `SELECT pg_advisory_xact_lock(hashtext('limit:' || key))
         FROM unnest($1::text[]) WITH ORDINALITY AS k (key, i) ORDER BY i`,
        [keys],
      );
      // Per key at its limit: when the hit that keeps it there leaves the window.
      const { rows } = await client.query<{ until: number | null }>(
        `SELECT max(blocking.expires_at) AS until
         FROM unnest($1::text[], $2::int[]) AS wanted (key, max)
         CROSS JOIN LATERAL (
           SELECT expires_at FROM rate_limit_hits
           WHERE key = wanted.key AND expires_at > $3
           ORDER BY expires_at DESC OFFSET wanted.max - 1 LIMIT 1
         ) AS blocking`,
        [keys, sorted.map(({ limit }) => limit), now],
      );
      const until = rows[0]?.until;
      if (until !== null && until !== undefined) return { until };
      const taken = randomBytes(12).toString("base64url");
      await client.query(
        `INSERT INTO rate_limit_hits (attempt, key, expires_at)
         SELECT $1, * FROM unnest($2::text[], $3::bigint[])`,
        [taken, keys, sorted.map(({ windowMs }) => now + windowMs)],
      );
      return { taken };
    });
  }

  async give(taken: string): Promise<void> {
    await this.#pool.query("DELETE FROM rate_limit_hits WHERE attempt = $1", [taken]);
  }

  /** Rows past their window, of keys never tried again, go apart from any attempt. */
  #sweep(now: number): void {
    if (now - this.#sweptAt < 60_000) return;
    this.#sweptAt = now;
    this.#pool.query("DELETE FROM rate_limit_hits WHERE expires_at <= $1", [now]).catch(() => {});
  }
}
