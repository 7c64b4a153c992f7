/**
 * The outbox in the SQLite file: one row per inquiry and channel with its attempts, last
 * error, next attempt, lease (`claimed_until`) and delivered time. A claim picks the due
 * deliveries and leases them in one write transaction, so a second process on the same file
 * can never lease the same one while the lease runs.
 */
import type { DatabaseSync } from "node:sqlite";
import { type Channel, channels } from "../../inquiry-records.ts";
import { transaction } from "../../shared/sqlite.ts";
import { countsOf, maxErrorLength } from "../rows.ts";
import type { ChannelCounts, Claim, Outbox, Overdue } from "../store.ts";
import { iso } from "./schema.ts";

function prepareStatements(db: DatabaseSync) {
  const prepare = (sql: string) => db.prepare(sql);
  const dueNow = `channel = :channel AND delivered_at IS NULL AND next_attempt_at <= :now
    AND (claimed_until IS NULL OR claimed_until <= :now)`;
  const pending = "channel = :channel AND delivered_at IS NULL";
  return {
    due: prepare(
      `SELECT inquiry_id, attempts FROM deliveries WHERE ${dueNow}
       ORDER BY next_attempt_at LIMIT :limit`,
    ),
    lease: prepare(
      "UPDATE deliveries SET claimed_until = :until WHERE inquiry_id = :id AND channel = :channel",
    ),
    nextDue: prepare(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, ''))) AS next
       FROM deliveries WHERE channel = ? AND delivered_at IS NULL`,
    ),
    delivered: prepare(
      `UPDATE deliveries SET attempts = attempts + 1, delivered_at = :now, last_error = NULL,
         next_attempt_at = NULL, claimed_until = NULL
       WHERE inquiry_id = :id AND ${pending}`,
    ),
    failed: prepare(
      `UPDATE deliveries SET attempts = attempts + 1, last_error = :error,
         next_attempt_at = :next, claimed_until = NULL
       WHERE inquiry_id = :id AND ${pending} AND claimed_until = :until`,
    ),
    hurry: prepare(
      `UPDATE deliveries SET next_attempt_at = :now WHERE ${pending} AND next_attempt_at > :now`,
    ),
    retryOne: prepare(
      `UPDATE deliveries SET next_attempt_at = :now WHERE ${pending} AND inquiry_id = :id`,
    ),
    retryAll: prepare(`UPDATE deliveries SET next_attempt_at = :now WHERE ${pending}`),
    counts: prepare(
      `SELECT channel, delivered_at IS NOT NULL AS delivered, COUNT(*) AS n
       FROM deliveries GROUP BY channel, delivered_at IS NOT NULL`,
    ),
    overdue: prepare(
      `SELECT COUNT(*) AS count, MIN(i.received_at) AS since,
         (SELECT d2.last_error FROM deliveries d2 JOIN inquiries i2 ON i2.id = d2.inquiry_id
          WHERE d2.channel = :channel AND d2.delivered_at IS NULL AND d2.last_error IS NOT NULL
          ORDER BY i2.received_at DESC LIMIT 1) AS lastError
       FROM deliveries d JOIN inquiries i ON i.id = d.inquiry_id
       WHERE d.channel = :channel AND d.delivered_at IS NULL AND i.received_at <= :before`,
    ),
  };
}

export class SqliteOutbox implements Outbox {
  readonly #db: DatabaseSync;
  readonly #sql: ReturnType<typeof prepareStatements>;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#sql = prepareStatements(db);
  }

  async claimDue(channel: Channel, until: Date, limit: number, now = new Date()): Promise<Claim[]> {
    return transaction(this.#db, () => {
      const rows = this.#sql.due.all({ channel, now: iso(now), limit }) as Array<{
        inquiry_id: string;
        attempts: number;
      }>;
      for (const row of rows)
        this.#sql.lease.run({ channel, id: row.inquiry_id, until: iso(until) });
      return rows.map((row) => ({ id: row.inquiry_id, attempts: row.attempts, until }));
    });
  }

  async nextDueAt(channel: Channel): Promise<Date | undefined> {
    const { next } = this.#sql.nextDue.get(channel) as { next: string | null };
    return next ? new Date(next) : undefined;
  }

  async markDelivered(channel: Channel, id: string, now = new Date()): Promise<void> {
    this.#sql.delivered.run({ channel, id, now: iso(now) });
  }

  async markFailed(claim: Claim, channel: Channel, error: string, next: Date): Promise<void> {
    this.#sql.failed.run({
      channel,
      id: claim.id,
      until: iso(claim.until),
      error: error.slice(0, maxErrorLength),
      next: iso(next),
    });
  }

  async hurry(channel: Channel, now = new Date()): Promise<number> {
    return Number(this.#sql.hurry.run({ channel, now: iso(now) }).changes);
  }

  async retryNow(id?: string, now = new Date()): Promise<Record<Channel, number>> {
    const counts = { webhook: 0, email: 0 };
    transaction(this.#db, () => {
      for (const channel of channels) {
        const result =
          id === undefined
            ? this.#sql.retryAll.run({ channel, now: iso(now) })
            : this.#sql.retryOne.run({ channel, id, now: iso(now) });
        counts[channel] = Number(result.changes);
      }
    });
    return counts;
  }

  async counts(): Promise<ChannelCounts> {
    return countsOf(this.#sql.counts.all() as unknown as Parameters<typeof countsOf>[0]);
  }

  async overdue(channel: Channel, before: Date): Promise<Overdue | undefined> {
    const row = this.#sql.overdue.get({ channel, before: iso(before) }) as {
      count: number;
      since: string | null;
      lastError: string | null;
    };
    return row.count > 0 && row.since
      ? { count: row.count, since: row.since, lastError: row.lastError }
      : undefined;
  }
}
