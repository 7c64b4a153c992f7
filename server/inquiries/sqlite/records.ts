/**
 * The inquiries themselves in the SQLite file: adding one (queued on every channel in the
 * same transaction), reading them, and deleting them for retention or erasure. Deleting
 * leaves no copy in the files: with `secure_delete` the freed pages are zeroed, and the file
 * is then rebuilt (VACUUM) and its write-ahead log emptied (checkpoint with TRUNCATE).
 */
import type { DatabaseSync } from "node:sqlite";
import { filledFields } from "../../../app/contact/protocol.ts";
import { channels, type InquiryRecords, type StoredInquiry } from "../../inquiry-records.ts";
import { transaction } from "../../shared/sqlite.ts";
import { type DeliveryRow, fieldValues, fromRows, type InquiryRow, justStored } from "../rows.ts";
import type { NewInquiry, Only } from "../store.ts";
import { SqliteHandling } from "./handling.ts";
import { iso } from "./schema.ts";

function prepareStatements(db: DatabaseSync) {
  const prepare = (sql: string) => db.prepare(sql);
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
    search: prepare(
      `SELECT * FROM inquiries
       WHERE instr(fold_case(name), fold_case(:text)) > 0 OR instr(fold_case(email), fold_case(:text)) > 0
       ORDER BY received_at DESC, id LIMIT :limit`,
    ),
    byAddress: prepare(
      "SELECT * FROM inquiries WHERE lower(email) = lower(?) ORDER BY received_at, id",
    ),
    inquiryCount: prepare("SELECT COUNT(*) AS n FROM inquiries"),
    deleteBefore: prepare("DELETE FROM inquiries WHERE received_at < ?"),
    deleteAddress: prepare("DELETE FROM inquiries WHERE lower(email) = lower(?)"),
  };
}

export class SqliteRecords implements InquiryRecords {
  protected readonly db: DatabaseSync;
  readonly #sql: ReturnType<typeof prepareStatements>;
  readonly handling: SqliteHandling;

  constructor(db: DatabaseSync) {
    this.db = db;
    // SQLite's own lower() folds ASCII letters only; a search must find "Ő" by "ő".
    db.function("fold_case", { deterministic: true }, (value) => String(value).toLowerCase());
    this.#sql = prepareStatements(db);
    this.handling = new SqliteHandling(db, (id) => {
      const row = this.#sql.get.get(id) as InquiryRow | undefined;
      return row && this.#withDeliveries(row);
    });
  }

  async add<Inquiry extends NewInquiry>(
    inquiry: Only<Inquiry>,
    now = new Date(),
  ): Promise<StoredInquiry> {
    const id = crypto.randomUUID();
    const receivedAt = iso(now);
    const kept = { ...inquiry, ...fieldValues(inquiry) };
    transaction(this.db, () => {
      this.#sql.insert.run({ id, now: receivedAt, ...kept });
      for (const channel of channels) this.#sql.queue.run({ id, channel, now: receivedAt });
    });
    return justStored(kept, id, receivedAt);
  }

  async get(id: string): Promise<StoredInquiry | undefined> {
    const row = this.#sql.get.get(id) as InquiryRow | undefined;
    return row && this.#withDeliveries(row);
  }

  #withDeliveries(row: InquiryRow): StoredInquiry {
    return fromRows(row, this.#sql.deliveriesOf.all(row.id) as unknown as DeliveryRow[]);
  }

  async list(limit = 100, offset = 0): Promise<StoredInquiry[]> {
    const rows = this.#sql.list.all(limit, offset) as unknown as InquiryRow[];
    return rows.map((row) => this.#withDeliveries(row));
  }

  async search(text: string, limit: number): Promise<StoredInquiry[]> {
    const rows = this.#sql.search.all({ text, limit }) as unknown as InquiryRow[];
    return rows.map((row) => this.#withDeliveries(row));
  }

  async byAddress(address: string): Promise<StoredInquiry[]> {
    const rows = this.#sql.byAddress.all(address.trim()) as unknown as InquiryRow[];
    return rows.map((row) => this.#withDeliveries(row));
  }

  async inquiryCount(): Promise<number> {
    return (this.#sql.inquiryCount.get() as { n: number }).n;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    return this.#deleteAndWipe(() => this.#sql.deleteBefore.run(iso(cutoff)));
  }

  async erase(address: string): Promise<number> {
    return this.#deleteAndWipe(() => this.#sql.deleteAddress.run(address.trim()));
  }

  #deleteAndWipe(remove: () => { changes: number | bigint }): number {
    const count = Number(transaction(this.db, remove).changes);
    if (count > 0) {
      // Rebuilt from the remaining rows, the file keeps no slack space with old content;
      // the checkpoint then empties the log, which still holds the deleted rows' pages.
      this.db.exec("VACUUM");
      this.#checkpoint();
    }
    return count;
  }

  /** Copies the log into the database file and truncates the log to zero bytes. */
  #checkpoint(): void {
    for (let attempt = 0; ; attempt++) {
      const { busy } = this.db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as {
        busy: number;
      };
      if (busy === 0) return;
      // Another connection (the running server) is in the middle of a statement.
      if (attempt >= 50) throw new Error("The write-ahead log could not be emptied: store busy");
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}
