/**
 * The inquiry store: a SQLite file (node:sqlite) in WAL mode with full sync, so an inquiry
 * is on disk before the visitor is told it was sent. It is also the outbox: each inquiry has
 * one delivery row per channel (webhook, e-mail) with its own attempts, last error, next
 * attempt and delivered time, so the channels never wait for each other.
 *
 * Delivery claims: before an attempt a deliverer claims the delivery for a while
 * (`claimed_until`), in one conditional UPDATE. Only one attempt can hold the claim — even
 * with a second server process on the same file — and an attempt cut short by a crash is
 * retried once the claim runs out.
 *
 * Deleting personal data (retention, erasure) must leave no copy in the files: the store
 * runs with `secure_delete` (freed content is overwritten with zeros), and after deleting it
 * rebuilds the file (VACUUM) and empties the write-ahead log (checkpoint with TRUNCATE).
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { type FilledField, filledFields, type inquiryFields } from "../../app/contact/protocol.ts";
import type { Language } from "../../app/site/language.ts";
import {
  type Channel,
  channels,
  type Delivery,
  type InquiryRecords,
  type StoredInquiry,
} from "../inquiry-records.ts";
import { lockWaitMs, migrate, openStore, type StoreFile, transaction } from "../shared/sqlite.ts";

export { type Channel, channels, type Delivery, type StoredInquiry };

/**
 * What the store keeps of an inquiry: every field a person fills in (the service as its key
 * as submitted), then the page's language and path. An optional field left out is kept as "".
 */
export type NewInquiry = Record<RequiredField, string> &
  Partial<Record<FilledField, string>> & { language: Language; page: string };
type RequiredField = {
  [Field in FilledField]: (typeof inquiryFields)[Field] extends { required: true } ? Field : never;
}[FilledField];

/** A new inquiry with nothing the store does not keep: an extra key is a type error. */
type Only<Inquiry> = Inquiry & Record<Exclude<keyof Inquiry, keyof NewInquiry>, never>;

export type ChannelCounts = Record<Channel, { pending: number; delivered: number }>;

/** Inquiries a channel has not delivered although they came in before a given time. */
export interface Overdue {
  count: number;
  /** When the oldest of them came in. */
  since: string;
  lastError: string | null;
}

/** The inquiry's own columns as migrations 1 and 2 create them: part of both, so never changed. */
const inquiryColumns = `id TEXT PRIMARY KEY,
     received_at TEXT NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     language TEXT NOT NULL,
     page TEXT NOT NULL`;

/**
 * Each entry moves the schema one version up; `PRAGMA user_version` records a file's version.
 * A field added to the form after these gets its column when a store opens the file
 * (`#addFieldColumns`); a migration that rebuilds `inquiries` must carry such columns over.
 */
const migrations: readonly string[] = [
  `CREATE TABLE inquiries (
     ${inquiryColumns},
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     claimed_until TEXT,
     delivered_at TEXT
   ) STRICT;
   CREATE INDEX inquiries_due ON inquiries (state, next_attempt_at);
   CREATE INDEX inquiries_received ON inquiries (received_at);`,
  // Delivery state moves to one row per channel. Inquiries still waiting for the webhook
  // are queued for e-mail too (staff have not seen them); delivered ones are not sent again.
  `CREATE TABLE deliveries (
     inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     claimed_until TEXT,
     delivered_at TEXT,
     PRIMARY KEY (inquiry_id, channel)
   ) STRICT, WITHOUT ROWID;
   CREATE INDEX deliveries_due ON deliveries (channel, delivered_at, next_attempt_at);
   INSERT INTO deliveries
     (inquiry_id, channel, attempts, last_error, next_attempt_at, claimed_until, delivered_at)
     SELECT id, 'webhook', attempts, last_error, next_attempt_at, claimed_until, delivered_at
     FROM inquiries;
   INSERT INTO deliveries (inquiry_id, channel, next_attempt_at)
     SELECT id, 'email', received_at FROM inquiries WHERE state = 'pending';
   CREATE TABLE inquiries_v2 (
     ${inquiryColumns}
   ) STRICT;
   INSERT INTO inquiries_v2 SELECT id, received_at, name, email, phone, service, message,
     language, page FROM inquiries;
   DROP TABLE inquiries;
   ALTER TABLE inquiries_v2 RENAME TO inquiries;
   CREATE INDEX inquiries_received ON inquiries (received_at);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
];

type InquiryRow = Record<FilledField, string> & {
  id: string;
  received_at: string;
  language: Language;
  page: string;
};

interface DeliveryRow {
  inquiry_id: string;
  channel: Channel;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

/** Each field a person fills in, "" for an optional one left out. */
const fieldValues = (inquiry: Partial<Record<FilledField, string>>) =>
  Object.fromEntries(filledFields.map((field) => [field, inquiry[field] ?? ""])) as Record<
    FilledField,
    string
  >;

const fromRows = (row: InquiryRow, deliveries: readonly DeliveryRow[]): StoredInquiry => ({
  id: row.id,
  receivedAt: row.received_at,
  ...fieldValues(row),
  language: row.language,
  page: row.page,
  delivery: Object.fromEntries(
    deliveries.map((d) => [
      d.channel,
      {
        state: d.delivered_at ? "delivered" : "pending",
        attempts: d.attempts,
        lastError: d.last_error,
        nextAttemptAt: d.next_attempt_at,
        deliveredAt: d.delivered_at,
      } satisfies Delivery,
    ]),
  ),
});

const storeFile: StoreFile = {
  name: "the inquiry store",
  setting: "DATABASE_PATH",
  fileName: "inquiries.sqlite",
  pragmas: "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;",
};

const iso = (date: Date) => date.toISOString();
const maxErrorLength = 500;
const probeWaitMs = 1_000;

function prepareStatements(db: DatabaseSync) {
  const prepare = (sql: string) => db.prepare(sql);
  const dueNow = `channel = :channel AND delivered_at IS NULL AND next_attempt_at <= :now
    AND (claimed_until IS NULL OR claimed_until <= :now)`;
  return {
    insert: prepare(
      `INSERT INTO inquiries (id, received_at, ${filledFields.join(", ")}, language, page)
       VALUES (:id, :now, ${filledFields.map((field) => `:${field}`).join(", ")}, :language, :page)`,
    ),
    queue: prepare(
      "INSERT INTO deliveries (inquiry_id, channel, next_attempt_at) VALUES (:id, :channel, :now)",
    ),
    get: prepare("SELECT * FROM inquiries WHERE id = ?"),
    deliveriesOf: prepare("SELECT * FROM deliveries WHERE inquiry_id = ?"),
    list: prepare("SELECT * FROM inquiries ORDER BY received_at DESC, id LIMIT ? OFFSET ?"),
    byAddress: prepare(
      "SELECT * FROM inquiries WHERE lower(email) = lower(?) ORDER BY received_at, id",
    ),
    due: prepare(
      `SELECT inquiry_id FROM deliveries WHERE ${dueNow} ORDER BY next_attempt_at LIMIT :limit`,
    ),
    nextDue: prepare(
      `SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, ''))) AS next
       FROM deliveries WHERE channel = ? AND delivered_at IS NULL`,
    ),
    claim: prepare(
      `UPDATE deliveries SET claimed_until = :until WHERE inquiry_id = :id AND ${dueNow}`,
    ),
    delivered: prepare(
      `UPDATE deliveries SET attempts = attempts + 1, delivered_at = :now, last_error = NULL,
         next_attempt_at = NULL, claimed_until = NULL
       WHERE inquiry_id = :id AND channel = :channel AND delivered_at IS NULL`,
    ),
    failed: prepare(
      `UPDATE deliveries SET attempts = attempts + 1, last_error = :error,
         next_attempt_at = :next, claimed_until = NULL
       WHERE inquiry_id = :id AND channel = :channel AND delivered_at IS NULL`,
    ),
    hurry: prepare(
      `UPDATE deliveries SET next_attempt_at = :now
       WHERE channel = :channel AND delivered_at IS NULL AND next_attempt_at > :now`,
    ),
    retryOne: prepare(
      `UPDATE deliveries SET next_attempt_at = :now
       WHERE channel = :channel AND delivered_at IS NULL AND inquiry_id = :id`,
    ),
    retryAll: prepare(
      "UPDATE deliveries SET next_attempt_at = :now WHERE channel = :channel AND delivered_at IS NULL",
    ),
    inquiryCount: prepare("SELECT COUNT(*) AS n FROM inquiries"),
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
    deleteBefore: prepare("DELETE FROM inquiries WHERE received_at < ?"),
    deleteAddress: prepare("DELETE FROM inquiries WHERE lower(email) = lower(?)"),
    probe: prepare(
      `INSERT INTO meta (key, value) VALUES ('health_probe', ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    ),
    getMeta: prepare("SELECT value FROM meta WHERE key = ?"),
    setMeta: prepare(
      `INSERT INTO meta (key, value) VALUES (:key, :value)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    ),
    deleteMeta: prepare("DELETE FROM meta WHERE key = ?"),
  } satisfies Record<string, StatementSync>;
}

type Statements = ReturnType<typeof prepareStatements>;

export class InquiryStore implements InquiryRecords {
  readonly #db: DatabaseSync;
  readonly #sql: Statements;
  readonly path: string;

  constructor(path: string) {
    this.path = path;
    this.#db = openStore(path, storeFile);
    migrate(this.#db, storeFile, migrations);
    this.#addFieldColumns();
    this.#sql = prepareStatements(this.#db);
  }

  /**
   * Gives every field a person fills in its column, named as the field, where the file has
   * none: a field added to the form needs no migration of its own, and inquiries stored
   * before it read it as "". Adding a column with a default rewrites no row.
   */
  #addFieldColumns(): void {
    const missing = () => {
      const columns = this.#db.prepare("PRAGMA table_info(inquiries)").all();
      const present = new Set(columns.map((column) => column.name));
      return filledFields.filter((field) => !present.has(field));
    };
    if (missing().length === 0) return;
    // Checked again under the write lock: another process may have added them meanwhile.
    transaction(this.#db, () => {
      for (const field of missing()) {
        this.#db.exec(`ALTER TABLE inquiries ADD COLUMN ${field} TEXT NOT NULL DEFAULT ''`);
      }
    });
  }

  /** Stores a new inquiry, due at once on every channel. Returns once the row is committed. */
  add<Inquiry extends NewInquiry>(inquiry: Only<Inquiry>, now = new Date()): StoredInquiry {
    const id = crypto.randomUUID();
    const receivedAt = iso(now);
    const kept = { ...inquiry, ...fieldValues(inquiry) };
    transaction(this.#db, () => {
      this.#sql.insert.run({ id, now: receivedAt, ...kept });
      for (const channel of channels) this.#sql.queue.run({ id, channel, now: receivedAt });
    });
    const pending: Delivery = {
      state: "pending",
      attempts: 0,
      lastError: null,
      nextAttemptAt: receivedAt,
      deliveredAt: null,
    };
    return { ...kept, id, receivedAt, delivery: { webhook: pending, email: { ...pending } } };
  }

  get(id: string): StoredInquiry | undefined {
    const row = this.#sql.get.get(id) as InquiryRow | undefined;
    return row && this.#withDeliveries(row);
  }

  #withDeliveries(row: InquiryRow): StoredInquiry {
    return fromRows(row, this.#sql.deliveriesOf.all(row.id) as unknown as DeliveryRow[]);
  }

  /** The newest inquiries first; `offset` skips that many of the newest. */
  list(limit = 100, offset = 0): StoredInquiry[] {
    const rows = this.#sql.list.all(limit, offset) as unknown as InquiryRow[];
    return rows.map((row) => this.#withDeliveries(row));
  }

  /** Every inquiry sent from an e-mail address (compared without regard to case), oldest first. */
  byAddress(address: string): StoredInquiry[] {
    const rows = this.#sql.byAddress.all(address.trim()) as unknown as InquiryRow[];
    return rows.map((row) => this.#withDeliveries(row));
  }

  /** Inquiries due on a channel and not claimed by an attempt, the longest waiting first. */
  due(channel: Channel, now = new Date(), limit = 20): StoredInquiry[] {
    const rows = this.#sql.due.all({ channel, now: iso(now), limit }) as Array<{
      inquiry_id: string;
    }>;
    return rows.flatMap((row) => this.get(row.inquiry_id) ?? []);
  }

  /** When the next pending delivery on a channel falls due (or its claim runs out). */
  nextDueAt(channel: Channel): Date | undefined {
    const { next } = this.#sql.nextDue.get(channel) as { next: string | null };
    return next ? new Date(next) : undefined;
  }

  /** Takes a delivery for one attempt until `until`; false when it is not due or already taken. */
  claim(channel: Channel, id: string, until: Date, now = new Date()): boolean {
    const result = this.#sql.claim.run({ channel, id, until: iso(until), now: iso(now) });
    return Number(result.changes) === 1;
  }

  /** Records an accepted delivery. A delivered one is never due again. */
  markDelivered(channel: Channel, id: string, now = new Date()): void {
    this.#sql.delivered.run({ channel, id, now: iso(now) });
  }

  markFailed(channel: Channel, id: string, error: string, nextAttemptAt: Date): void {
    this.#sql.failed.run({
      channel,
      id,
      error: error.slice(0, maxErrorLength),
      next: iso(nextAttemptAt),
    });
  }

  /** Makes every delivery on a channel that waits out a backoff due now. Returns how many. */
  hurry(channel: Channel, now = new Date()): number {
    return Number(this.#sql.hurry.run({ channel, now: iso(now) }).changes);
  }

  /** Makes pending deliveries due now (one inquiry's, or all). Returns how many per channel. */
  retryNow(id?: string, now = new Date()): Record<Channel, number> {
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

  inquiryCount(): number {
    return (this.#sql.inquiryCount.get() as { n: number }).n;
  }

  counts(): ChannelCounts {
    const counts: ChannelCounts = {
      webhook: { pending: 0, delivered: 0 },
      email: { pending: 0, delivered: 0 },
    };
    const rows = this.#sql.counts.all() as Array<{
      channel: Channel;
      delivered: number;
      n: number;
    }>;
    for (const row of rows) counts[row.channel][row.delivered ? "delivered" : "pending"] = row.n;
    return counts;
  }

  /** The channel's undelivered inquiries received at or before `before`, if there are any. */
  overdue(channel: Channel, before: Date): Overdue | undefined {
    const row = this.#sql.overdue.get({ channel, before: iso(before) }) as {
      count: number;
      since: string | null;
      lastError: string | null;
    };
    return row.count > 0 && row.since
      ? { count: row.count, since: row.since, lastError: row.lastError }
      : undefined;
  }

  /** Deletes inquiries received before `cutoff` (with their delivery state). Returns how many. */
  purgeBefore(cutoff: Date): number {
    return this.#deleteAndWipe(() => this.#sql.deleteBefore.run(iso(cutoff)));
  }

  /** Deletes every inquiry sent from an address. Returns how many. */
  erase(address: string): number {
    return this.#deleteAndWipe(() => this.#sql.deleteAddress.run(address.trim()));
  }

  #deleteAndWipe(remove: () => { changes: number | bigint }): number {
    const count = Number(transaction(this.#db, remove).changes);
    if (count > 0) {
      // Rebuilt from the remaining rows, the file keeps no slack space with old content;
      // the checkpoint then empties the log, which still holds the deleted rows' pages.
      this.#db.exec("VACUUM");
      this.#checkpoint();
    }
    return count;
  }

  /** Copies the log into the database file and truncates the log to zero bytes. */
  #checkpoint(): void {
    for (let attempt = 0; ; attempt++) {
      const { busy } = this.#db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as {
        busy: number;
      };
      if (busy === 0) return;
      // Another connection (the running server) is in the middle of a statement.
      if (attempt >= 50) throw new Error("The write-ahead log could not be emptied: store busy");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }

  /**
   * Proves the file accepts writes now (health check): a committed write, which fails as an
   * inquiry would on a full disk, a read-only file or a lock held elsewhere. It waits for a
   * lock for a second at most, not the five seconds an inquiry may wait.
   */
  probeWrite(now = new Date()): void {
    this.#db.exec(`PRAGMA busy_timeout = ${probeWaitMs}`);
    try {
      this.#sql.probe.run(iso(now));
    } finally {
      this.#db.exec(`PRAGMA busy_timeout = ${lockWaitMs}`);
    }
  }

  getMeta(key: string): string | undefined {
    return (this.#sql.getMeta.get(key) as { value: string } | undefined)?.value;
  }

  setMeta(key: string, value: string | undefined): void {
    if (value === undefined) this.#sql.deleteMeta.run(key);
    else this.#sql.setMeta.run({ key, value });
  }

  get isOpen(): boolean {
    return this.#db.isOpen;
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
