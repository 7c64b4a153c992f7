/**
 * The contact limits shared by every instance (DATABASE_URL): the same sliding windows as in
 * memory, counted in PostgreSQL by the server's one limiter (shared/sliding-window.ts), so
 * attempts sent at once to different instances add up.
 */
import { migratePostgres, type Pool } from "../shared/postgres.ts";
import { PostgresWindow } from "../shared/sliding-window.ts";
import {
  type ContactLimiter,
  ContactRateLimiter,
  type RateLimit,
  RateLimiter,
} from "./rate-limit.ts";

/** The fixed windows counted before the one limiter; their table goes. */
const migrations: readonly string[] = [
  `CREATE TABLE contact_attempts (
     client TEXT NOT NULL,
     span_ms INTEGER NOT NULL,
     window_start BIGINT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (client, span_ms, window_start)
   )`,
  "DROP TABLE contact_attempts",
];

/** The limiter for this configuration: shared through `pool` when there is one, else in memory. */
export async function openContactLimiter(limit: RateLimit, pool?: Pool): Promise<ContactLimiter> {
  return pool ? SharedRateLimiter.open(pool, limit) : new RateLimiter(limit);
}

export const SharedRateLimiter = {
  async open(pool: Pool, limit: RateLimit, now = Date.now): Promise<ContactLimiter> {
    await migratePostgres(pool, "contact-limits", migrations);
    const window = new PostgresWindow(pool);
    await window.ready();
    return new ContactRateLimiter(window, limit, now);
  },
};
