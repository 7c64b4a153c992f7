/**
 * The outbox in the SQLite file: one row per inquiry and channel with its attempts, last
 * error, next attempt, lease (`claimed_until`) and delivered time. A claim picks the due
 * deliveries and leases them in one write transaction, so a second process on the same file
 * can never lease the same one while the lease runs. What both databases read alike is in
 * statements.ts.
 */
import type { DatabaseSync } from "node:sqlite";
import { type Channel, channels } from "../../shared/inquiry-records.ts";
import { sqliteAll, sqliteGet, sqliteRun } from "../../shared/sql.ts";
import { transaction } from "../../shared/sqlite.ts";
import { countsOf, maxErrorLength } from "../rows.ts";
import * as statements from "../statements.ts";
import type { ChannelCounts, Claim, Outbox, Overdue } from "../store.ts";
import { iso } from "./schema.ts";

/** SQLite's own: the due deliveries and their lease are two statements in a transaction. */
function prepareStatements(db: DatabaseSync) {
  const prepare = (sql: string) => db.prepare(sql);
  return {
    due: prepare(
      `SELECT inquiry_id, attempts FROM inquiry_deliveries
       WHERE channel = :channel AND delivered_at IS NULL AND next_attempt_at <= :now
         AND (claimed_until IS NULL OR claimed_until <= :now)
       ORDER BY next_attempt_at LIMIT :limit`,
    ),
    lease: prepare(
      `UPDATE inquiry_deliveries SET claimed_until = :until
       WHERE inquiry_id = :id AND channel = :channel`,
    ),
    nextDue: prepare(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, ''))) AS next
       FROM inquiry_deliveries WHERE channel = ? AND delivered_at IS NULL`,
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
    sqliteRun(this.#db, statements.markDelivered(channel, id, now));
  }

  async markFailed(claim: Claim, channel: Channel, error: string, next: Date): Promise<void> {
    const kept = error.slice(0, maxErrorLength);
    sqliteRun(this.#db, statements.markFailed(channel, claim.id, claim.until, kept, next));
  }

  async hurry(channel: Channel, now = new Date()): Promise<number> {
    return sqliteRun(this.#db, statements.hurry(channel, now));
  }

  async retryNow(id?: string, now = new Date()): Promise<Record<Channel, number>> {
    const counts = { webhook: 0, email: 0 };
    transaction(this.#db, () => {
      for (const channel of channels) {
        counts[channel] = sqliteRun(this.#db, statements.retryNow(channel, now, id));
      }
    });
    return counts;
  }

  async counts(): Promise<ChannelCounts> {
    return countsOf(sqliteAll(this.#db, statements.channelCounts));
  }

  async overdue(channel: Channel, before: Date): Promise<Overdue | undefined> {
    const row = sqliteGet<Row>(this.#db, statements.overdue(channel, before)) ?? { count: 0 };
    return row.count > 0 && row.since
      ? { count: row.count, since: row.since, lastError: row.lastError ?? null }
      : undefined;
  }
}

type Row = { count: number; since?: string | null; lastError?: string | null };
