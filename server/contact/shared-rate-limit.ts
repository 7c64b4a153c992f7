/**
 * The contact limits shared by every instance (DATABASE_URL): one row per client and window
 * (the clock's minute and hour), counted in one transaction that locks both rows, so
 * attempts sent at once to different instances add up. The windows are fixed rather than
 * sliding: across a window's end a client may get up to twice the limit. Clients are kept
 * as a hash of their address, and rows of ended windows are swept once a minute.
 */
import { createHash } from "node:crypto";
import { migratePostgres, type Pool, pgTransaction } from "../shared/postgres.ts";
import { type ContactLimiter, hour, minute, type RateLimit, RateLimiter } from "./rate-limit.ts";

const migrations: readonly string[] = [
  `CREATE TABLE contact_attempts (
     client TEXT NOT NULL,
     span_ms INTEGER NOT NULL,
     window_start BIGINT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (client, span_ms, window_start)
   )`,
];

/** The limiter for this configuration: shared through `pool` when there is one, else in memory. */
export async function openContactLimiter(limit: RateLimit, pool?: Pool): Promise<ContactLimiter> {
  return pool ? SharedRateLimiter.open(pool, limit) : new RateLimiter(limit);
}

export class SharedRateLimiter implements ContactLimiter {
  readonly #pool: Pool;
  readonly #limit: RateLimit;
  readonly #now: () => number;
  #sweptAt = Number.NEGATIVE_INFINITY;

  static async open(pool: Pool, limit: RateLimit, now = Date.now): Promise<SharedRateLimiter> {
    await migratePostgres(pool, "contact-limits", migrations);
    return new SharedRateLimiter(pool, limit, now);
  }

  private constructor(pool: Pool, limit: RateLimit, now: () => number) {
    this.#pool = pool;
    this.#limit = limit;
    this.#now = now;
  }

  async take(address: string): Promise<number> {
    const now = this.#now();
    const client = createHash("sha256").update(address).digest("base64url");
    const windows = [
      { span: minute, start: now - (now % minute), limit: this.#limit.perMinute },
      { span: hour, start: now - (now % hour), limit: this.#limit.perHour },
    ];
    const keys = [client, windows.map((w) => w.span), windows.map((w) => w.start)];
    const retryAfter = await pgTransaction(this.#pool, async (db) => {
      await db.query(
        `INSERT INTO contact_attempts (client, span_ms, window_start, count)
         SELECT $1, span, start, 0 FROM unnest($2::int[], $3::bigint[]) AS w (span, start)
         ON CONFLICT DO NOTHING`,
        keys,
      );
      const { rows } = await db.query<{ span_ms: number; count: number }>(
        `SELECT span_ms, count FROM contact_attempts
         WHERE client = $1 AND (span_ms, window_start) IN
           (SELECT * FROM unnest($2::int[], $3::bigint[]))
         ORDER BY span_ms FOR UPDATE`,
        keys,
      );
      const full = windows.filter(
        (w) => (rows.find((row) => row.span_ms === w.span)?.count ?? 0) >= w.limit,
      );
      if (full.length > 0) return Math.max(...full.map((w) => w.start + w.span - now));
      await db.query(
        `UPDATE contact_attempts SET count = count + 1
         WHERE client = $1 AND (span_ms, window_start) IN
           (SELECT * FROM unnest($2::int[], $3::bigint[]))`,
        keys,
      );
      return 0;
    });
    if (now - this.#sweptAt > minute) {
      this.#sweptAt = now;
      await this.#pool.query("DELETE FROM contact_attempts WHERE window_start + span_ms < $1", [
        now,
      ]);
    }
    return retryAfter > 0 ? Math.max(1, Math.ceil(retryAfter / 1000)) : 0;
  }
}
