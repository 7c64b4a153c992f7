/**
 * The inquiry store: a SQLite file (node:sqlite) in WAL mode with full sync, so an inquiry
 * is on disk before the visitor is told it was sent. Delivery state lives beside it.
 *
 * Delivery claims: before an attempt the deliverer claims the inquiry for a while
 * (`claimed_until`), in one conditional UPDATE. Only one attempt can hold the claim — even
 * with a second server process on the same file — and an attempt cut short by a crash is
 * retried once the claim runs out.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { Language } from "../../app/site/language.ts";

export type DeliveryState = "pending" | "delivered";

export interface NewInquiry {
  name: string;
  email: string;
  phone: string;
  /** The service key as submitted (or ""). */
  service: string;
  message: string;
  language: Language;
  page: string;
}

export interface StoredInquiry extends NewInquiry {
  id: string;
  receivedAt: string;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

/** Each entry moves the schema one version up; `PRAGMA user_version` records a file's version. */
const migrations: readonly string[] = [
  `CREATE TABLE inquiries (
     id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     language TEXT NOT NULL,
     page TEXT NOT NULL,
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     claimed_until TEXT,
     delivered_at TEXT
   ) STRICT;
   CREATE INDEX inquiries_due ON inquiries (state, next_attempt_at);
   CREATE INDEX inquiries_received ON inquiries (received_at);`,
];

interface Row {
  id: string;
  received_at: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  language: Language;
  page: string;
  state: DeliveryState;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

const fromRow = (row: Row): StoredInquiry => ({
  id: row.id,
  receivedAt: row.received_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  service: row.service,
  message: row.message,
  language: row.language,
  page: row.page,
  state: row.state,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.next_attempt_at,
  deliveredAt: row.delivered_at,
});

const iso = (date: Date) => date.toISOString();
const maxErrorLength = 500;

export class InquiryStore {
  readonly #db: DatabaseSync;
  readonly #sql: Record<
    | "insert"
    | "get"
    | "list"
    | "due"
    | "nextDue"
    | "claim"
    | "delivered"
    | "failed"
    | "retryOne"
    | "retryAll"
    | "counts"
    | "ping",
    StatementSync
  >;

  constructor(path: string) {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path, { timeout: 5_000 });
    this.#db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;");
    this.#migrate();
    const prepare = (sql: string) => this.#db.prepare(sql);
    const dueNow = `state = 'pending' AND next_attempt_at <= :now
      AND (claimed_until IS NULL OR claimed_until <= :now)`;
    this.#sql = {
      insert: prepare(
        `INSERT INTO inquiries
           (id, received_at, name, email, phone, service, message, language, page, next_attempt_at)
         VALUES (:id, :now, :name, :email, :phone, :service, :message, :language, :page, :now)`,
      ),
      get: prepare("SELECT * FROM inquiries WHERE id = ?"),
      list: prepare("SELECT * FROM inquiries ORDER BY received_at DESC, id LIMIT ?"),
      due: prepare(`SELECT * FROM inquiries WHERE ${dueNow} ORDER BY next_attempt_at LIMIT :limit`),
      nextDue: prepare(
        `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, ''))) AS next
         FROM inquiries WHERE state = 'pending'`,
      ),
      claim: prepare(`UPDATE inquiries SET claimed_until = :until WHERE id = :id AND ${dueNow}`),
      delivered: prepare(
        `UPDATE inquiries SET state = 'delivered', attempts = attempts + 1, delivered_at = :now,
           last_error = NULL, next_attempt_at = NULL, claimed_until = NULL
         WHERE id = :id AND state = 'pending'`,
      ),
      failed: prepare(
        `UPDATE inquiries SET attempts = attempts + 1, last_error = :error, next_attempt_at = :next,
           claimed_until = NULL
         WHERE id = :id AND state = 'pending'`,
      ),
      retryOne: prepare(
        "UPDATE inquiries SET next_attempt_at = :now WHERE state = 'pending' AND id = :id",
      ),
      retryAll: prepare("UPDATE inquiries SET next_attempt_at = :now WHERE state = 'pending'"),
      counts: prepare("SELECT state, COUNT(*) AS n FROM inquiries GROUP BY state"),
      ping: prepare("SELECT COUNT(*) AS n FROM inquiries WHERE 0"),
    };
  }

  #migrate(): void {
    const { user_version: version } = this.#db.prepare("PRAGMA user_version").get() as {
      user_version: number;
    };
    if (version > migrations.length) {
      throw new Error(
        `The inquiry store is at schema ${version}; this server knows up to ${migrations.length}.`,
      );
    }
    for (let next = version; next < migrations.length; next++) {
      this.#db.exec("BEGIN IMMEDIATE");
      try {
        this.#db.exec(migrations[next] ?? "");
        this.#db.exec(`PRAGMA user_version = ${next + 1}`);
        this.#db.exec("COMMIT");
      } catch (error) {
        this.#db.exec("ROLLBACK");
        throw error;
      }
    }
  }

  /** Stores a new inquiry, due for delivery at once. Returns once the row is committed. */
  add(inquiry: NewInquiry, now = new Date()): StoredInquiry {
    const id = crypto.randomUUID();
    const receivedAt = iso(now);
    this.#sql.insert.run({ id, now: receivedAt, ...inquiry });
    return {
      ...inquiry,
      id,
      receivedAt,
      state: "pending",
      attempts: 0,
      lastError: null,
      nextAttemptAt: receivedAt,
      deliveredAt: null,
    };
  }

  get(id: string): StoredInquiry | undefined {
    const row = this.#sql.get.get(id) as Row | undefined;
    return row && fromRow(row);
  }

  /** The newest inquiries first. */
  list(limit = 100): StoredInquiry[] {
    return (this.#sql.list.all(limit) as unknown as Row[]).map(fromRow);
  }

  /** Pending inquiries due for an attempt and not claimed by one, the longest waiting first. */
  due(now = new Date(), limit = 20): StoredInquiry[] {
    return (this.#sql.due.all({ now: iso(now), limit }) as unknown as Row[]).map(fromRow);
  }

  /** When the next pending inquiry falls due (or its claim runs out), if there is one. */
  nextDueAt(): Date | undefined {
    const { next } = this.#sql.nextDue.get() as { next: string | null };
    return next ? new Date(next) : undefined;
  }

  /** Takes the inquiry for one attempt until `until`; false when it is not due or already taken. */
  claim(id: string, until: Date, now = new Date()): boolean {
    return Number(this.#sql.claim.run({ id, until: iso(until), now: iso(now) }).changes) === 1;
  }

  /** Records a 2xx. Only a pending inquiry becomes delivered, and a delivered one is never due. */
  markDelivered(id: string, now = new Date()): void {
    this.#sql.delivered.run({ id, now: iso(now) });
  }

  markFailed(id: string, error: string, nextAttemptAt: Date): void {
    this.#sql.failed.run({ id, error: error.slice(0, maxErrorLength), next: iso(nextAttemptAt) });
  }

  /** Makes pending inquiries due now (one by id, or all). Returns how many. */
  retryNow(id?: string, now = new Date()): number {
    const result =
      id === undefined
        ? this.#sql.retryAll.run({ now: iso(now) })
        : this.#sql.retryOne.run({ id, now: iso(now) });
    return Number(result.changes);
  }

  counts(): Record<DeliveryState, number> {
    const counts = { pending: 0, delivered: 0 };
    for (const row of this.#sql.counts.all() as Array<{ state: DeliveryState; n: number }>) {
      counts[row.state] = row.n;
    }
    return counts;
  }

  /** A cheap query that proves the file answers (health check); throws when it does not. */
  ping(): void {
    this.#sql.ping.get();
  }

  get isOpen(): boolean {
    return this.#db.isOpen;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
