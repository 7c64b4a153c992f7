/**
 * The outbox in PostgreSQL, shared by every instance. A claim is one statement: the due
 * deliveries are picked `FOR UPDATE SKIP LOCKED` (rows another instance is leasing at that
 * moment are passed over, not waited for) and leased in the same UPDATE … RETURNING, so two
 * instances never hold the same delivery at once. A lease outlasts one attempt; when an
 * instance dies mid-attempt, its lease runs out and another instance sends the delivery
 * again, with the same Idempotency-Key. What both databases read alike is in statements.ts.
 */
import { type Channel, channels } from "../../shared/inquiry-records.ts";
import { type Pool, pgTransaction } from "../../shared/postgres.ts";
import { pgAll, pgRun } from "../../shared/sql.ts";
import { countsOf, maxErrorLength } from "../rows.ts";
import * as statements from "../statements.ts";
import type { ChannelCounts, Claim, Outbox, Overdue } from "../store.ts";
import { isoTimes } from "./schema.ts";

const pending = "channel = $1 AND delivered_at IS NULL";

export class PostgresOutbox implements Outbox {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async claimDue(channel: Channel, until: Date, limit: number, now = new Date()): Promise<Claim[]> {
    const { rows } = await this.#pool.query<{ inquiry_id: string; attempts: number }>(
      `UPDATE inquiry_deliveries d SET claimed_until = $3
       FROM (SELECT inquiry_id FROM inquiry_deliveries
             WHERE ${pending} AND next_attempt_at <= $2
               AND (claimed_until IS NULL OR claimed_until <= $2)
             ORDER BY next_attempt_at LIMIT $4
             FOR UPDATE SKIP LOCKED) due
       WHERE d.inquiry_id = due.inquiry_id AND d.channel = $1
       RETURNING d.inquiry_id, d.attempts`,
      [channel, now, until, limit],
    );
    return rows.map((row) => ({ id: row.inquiry_id, attempts: row.attempts, until }));
  }

  async nextDueAt(channel: Channel): Promise<Date | undefined> {
    const { rows } = await this.#pool.query<{ next: Date | null }>(
      `SELECT MIN(GREATEST(next_attempt_at, claimed_until)) AS next
       FROM inquiry_deliveries WHERE ${pending}`,
      [channel],
    );
    return rows[0]?.next ?? undefined;
  }

  async markDelivered(channel: Channel, id: string, now = new Date()): Promise<void> {
    await pgRun(this.#pool, statements.markDelivered(channel, id, now));
  }

  async markFailed(claim: Claim, channel: Channel, error: string, next: Date): Promise<void> {
    const kept = error.slice(0, maxErrorLength);
    await pgRun(this.#pool, statements.markFailed(channel, claim.id, claim.until, kept, next));
  }

  async hurry(channel: Channel, now = new Date()): Promise<number> {
    return pgRun(this.#pool, statements.hurry(channel, now));
  }

  async retryNow(id?: string, now = new Date()): Promise<Record<Channel, number>> {
    const counts = { webhook: 0, email: 0 };
    await pgTransaction(this.#pool, async (client) => {
      for (const channel of channels) {
        counts[channel] = await pgRun(client, statements.retryNow(channel, now, id));
      }
    });
    return counts;
  }

  async counts(): Promise<ChannelCounts> {
    return countsOf(await pgAll(this.#pool, statements.channelCounts));
  }

  async overdue(channel: Channel, before: Date): Promise<Overdue | undefined> {
    const rows = await pgAll<Record<string, unknown>>(
      this.#pool,
      statements.overdue(channel, before),
    );
    const row = isoTimes<{ count: number; since: string | null; lastError: string | null }>(
      rows[0] ?? {},
    );
    return row.count > 0 && row.since
      ? { count: row.count, since: row.since, lastError: row.lastError }
      : undefined;
  }
}
