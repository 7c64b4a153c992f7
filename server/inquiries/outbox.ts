/**
 * The outbox, written once for both databases: one row per inquiry and channel with its
 * attempts, last error, next attempt, lease (`claimed_until`) and delivered time. A claim is
 * one statement that picks the due deliveries and leases them, so two holders (two processes
 * on one SQLite file, or two instances on PostgreSQL) never hold the same one at once: SQLite
 * runs it under the file's write lock, PostgreSQL picks `FOR UPDATE SKIP LOCKED` (rows another
 * instance is leasing at that moment are passed over, not waited for). A lease outlasts one
 * attempt; when a holder dies mid-attempt, its lease runs out and another sends the delivery
 * again, with the same Idempotency-Key.
 */
import { type Channel, channels } from "../shared/inquiry-records.ts";
import { type Database, raw, sql } from "../shared/sql.ts";
import { countsOf, isoRows, maxErrorLength } from "./rows.ts";
import type { ChannelCounts, Claim, Outbox, Overdue } from "./store.ts";

const pending = (channel: Channel) => sql`channel = ${channel} AND delivered_at IS NULL`;
/** Pending and waiting out a backoff at `now`: what a delivery accepted on the channel hurries. */
const waiting = (channel: Channel, now: Date) =>
  sql`${pending(channel)} AND next_attempt_at > ${now}`;

/** Where the dialects differ, side by side. */
const dialects = {
  sqlite: {
    /** The file's write lock, taken as the statement starts, keeps other claims out. */
    pick: raw(""),
    /** MAX of two values is NULL when one is; an unleased delivery has no `claimed_until`. */
    later: raw("MAX(next_attempt_at, COALESCE(claimed_until, ''))"),
  },
  postgres: {
    pick: raw("FOR UPDATE SKIP LOCKED"),
    later: raw("GREATEST(next_attempt_at, claimed_until)"),
  },
};

export class SqlOutbox implements Outbox {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async claimDue(channel: Channel, until: Date, limit: number, now = new Date()): Promise<Claim[]> {
    const rows = await isoRows<{ inquiry_id: string; attempts: number; next_attempt_at: string }>(
      this.#db,
      sql`UPDATE inquiry_deliveries SET claimed_until = ${until}
          WHERE channel = ${channel} AND inquiry_id IN (
            SELECT inquiry_id FROM inquiry_deliveries
            WHERE ${pending(channel)} AND next_attempt_at <= ${now}
              AND (claimed_until IS NULL OR claimed_until <= ${now})
            ORDER BY next_attempt_at LIMIT ${limit} ${dialects[this.#db.dialect].pick})
          RETURNING inquiry_id, attempts, next_attempt_at`,
    );
    // RETURNING keeps no order: the longest waiting first.
    rows.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at));
    return rows.map((row) => ({ id: row.inquiry_id, attempts: row.attempts, until }));
  }

  async nextDueAt(channel: Channel): Promise<Date | undefined> {
    const [row] = await isoRows<{ next: string | null }>(
      this.#db,
      sql`SELECT MIN(${dialects[this.#db.dialect].later}) AS next
          FROM inquiry_deliveries WHERE ${pending(channel)}`,
    );
    return row?.next ? new Date(row.next) : undefined;
  }

  async markDelivered(channel: Channel, id: string, now = new Date()): Promise<void> {
    await this.#db.run(
      sql`UPDATE inquiry_deliveries SET attempts = attempts + 1, delivered_at = ${now},
            last_error = NULL, next_attempt_at = NULL, claimed_until = NULL
          WHERE ${pending(channel)} AND inquiry_id = ${id}`,
    );
  }

  async markFailed(
    claim: Claim,
    channel: Channel,
    error: string,
    next: Date,
    startedAt: Date,
    now = new Date(),
  ): Promise<void> {
    await this.#db.run(
      sql`UPDATE inquiry_deliveries SET attempts = attempts + 1,
            last_error = ${error.slice(0, maxErrorLength)}, next_attempt_at = ${next},
            claimed_until = NULL
          WHERE ${pending(channel)} AND inquiry_id = ${claim.id}
            AND claimed_until = ${claim.until}`,
    );
    // A delivery accepted while this attempt was under way hurried the channel's waiting ones
    // before this one waited: it is due at once too. (One accepted after this statement finds
    // it waiting and hurries it itself.)
    await this.#db.run(
      sql`UPDATE inquiry_deliveries SET next_attempt_at = ${now}
          WHERE ${waiting(channel, now)} AND inquiry_id = ${claim.id}
            AND EXISTS (SELECT 1 FROM inquiry_deliveries accepted
                        WHERE accepted.channel = ${channel} AND accepted.delivered_at >= ${startedAt})`,
    );
  }

  async hurry(channel: Channel, now = new Date()): Promise<number> {
    return this.#db.run(
      sql`UPDATE inquiry_deliveries SET next_attempt_at = ${now} WHERE ${waiting(channel, now)}`,
    );
  }

  async retryNow(id?: string, now = new Date()): Promise<Record<Channel, number>> {
    const one = id === undefined ? sql`` : sql`AND inquiry_id = ${id}`;
    const changed = await this.#db.batch(
      channels.map(
        (channel) =>
          sql`UPDATE inquiry_deliveries SET next_attempt_at = ${now}
              WHERE ${pending(channel)} ${one}`,
      ),
    );
    const counts = { webhook: 0, email: 0 };
    for (const [i, channel] of channels.entries()) counts[channel] = changed[i] ?? 0;
    return counts;
  }

  async counts(): Promise<ChannelCounts> {
    return countsOf(
      await this.#db.all(
        sql`SELECT channel, delivered_at IS NOT NULL AS delivered, COUNT(*) AS n
            FROM inquiry_deliveries GROUP BY channel, delivered_at IS NOT NULL`,
      ),
    );
  }

  async overdue(channel: Channel, before: Date): Promise<Overdue | undefined> {
    const [row] = await isoRows<{ count: number; since: string | null; lastError: string | null }>(
      this.#db,
      sql`SELECT COUNT(*) AS count, MIN(i.received_at) AS since,
            (SELECT d2.last_error FROM inquiry_deliveries d2
             JOIN inquiries i2 ON i2.id = d2.inquiry_id
             WHERE d2.channel = ${channel} AND d2.delivered_at IS NULL
               AND d2.last_error IS NOT NULL
             ORDER BY i2.received_at DESC LIMIT 1) AS "lastError"
          FROM inquiry_deliveries d JOIN inquiries i ON i.id = d.inquiry_id
          WHERE d.channel = ${channel} AND d.delivered_at IS NULL AND i.received_at <= ${before}`,
    );
    return row && row.count > 0 && row.since
      ? { count: row.count, since: row.since, lastError: row.lastError ?? null }
      : undefined;
  }
}
