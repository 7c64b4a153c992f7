/**
 * The outbox in PostgreSQL, shared by every instance. A claim is one statement: the due
 * deliveries are picked `FOR UPDATE SKIP LOCKED` (rows another instance is leasing at that
 * moment are passed over, not waited for) and leased in the same UPDATE … RETURNING, so two
 * instances never hold the same delivery at once. A lease outlasts one attempt; when an
 * instance dies mid-attempt, its lease runs out and another instance sends the delivery
 * again, with the same Idempotency-Key.
 */
import { type Channel, channels } from "../../inquiry-records.ts";
import { type Pool, pgTransaction } from "../../shared/postgres.ts";
import { countsOf, maxErrorLength } from "../rows.ts";
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
    await this.#pool.query(
      `UPDATE inquiry_deliveries SET attempts = attempts + 1, delivered_at = $3,
         last_error = NULL, next_attempt_at = NULL, claimed_until = NULL
       WHERE ${pending} AND inquiry_id = $2`,
      [channel, id, now],
    );
  }

  async markFailed(claim: Claim, channel: Channel, error: string, next: Date): Promise<void> {
    await this.#pool.query(
      `UPDATE inquiry_deliveries SET attempts = attempts + 1, last_error = $4,
         next_attempt_at = $5, claimed_until = NULL
       WHERE ${pending} AND inquiry_id = $2 AND claimed_until = $3`,
      [channel, claim.id, claim.until, error.slice(0, maxErrorLength), next],
    );
  }

  async hurry(channel: Channel, now = new Date()): Promise<number> {
    const { rowCount } = await this.#pool.query(
      `UPDATE inquiry_deliveries SET next_attempt_at = $2
       WHERE ${pending} AND next_attempt_at > $2`,
      [channel, now],
    );
    return rowCount ?? 0;
  }

  async retryNow(id?: string, now = new Date()): Promise<Record<Channel, number>> {
    const counts = { webhook: 0, email: 0 };
    await pgTransaction(this.#pool, async (client) => {
      for (const channel of channels) {
        const { rowCount } = await client.query(
          `UPDATE inquiry_deliveries SET next_attempt_at = $2
           WHERE ${pending} AND ($3::text IS NULL OR inquiry_id = $3)`,
          [channel, now, id ?? null],
        );
        counts[channel] = rowCount ?? 0;
      }
    });
    return counts;
  }

  async counts(): Promise<ChannelCounts> {
    const { rows } = await this.#pool.query(
      `SELECT channel, delivered_at IS NOT NULL AS delivered, COUNT(*) AS n
       FROM inquiry_deliveries GROUP BY channel, delivered_at IS NOT NULL`,
    );
    return countsOf(rows);
  }

  async overdue(channel: Channel, before: Date): Promise<Overdue | undefined> {
    const { rows } = await this.#pool.query(
      `SELECT COUNT(*) AS count, MIN(i.received_at) AS since,
         (SELECT d2.last_error FROM inquiry_deliveries d2
          JOIN inquiries i2 ON i2.id = d2.inquiry_id
          WHERE d2.channel = $1 AND d2.delivered_at IS NULL AND d2.last_error IS NOT NULL
          ORDER BY i2.received_at DESC LIMIT 1) AS "lastError"
       FROM inquiry_deliveries d JOIN inquiries i ON i.id = d.inquiry_id
       WHERE d.channel = $1 AND d.delivered_at IS NULL AND i.received_at <= $2`,
      [channel, before],
    );
    const row = isoTimes<{ count: number; since: string | null; lastError: string | null }>(
      rows[0] ?? {},
    );
    return row.count > 0 && row.since
      ? { count: row.count, since: row.since, lastError: row.lastError }
      : undefined;
  }
}
