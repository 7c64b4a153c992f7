/**
 * The inquiries themselves in the SQLite file: adding one (queued on every channel in the
 * same transaction), reading them, and deleting them for retention or erasure. Deleting
 * leaves no copy in the files: with `secure_delete` the freed pages are zeroed, and the file
 * is then rebuilt (VACUUM) and its write-ahead log emptied (checkpoint with TRUNCATE).
 */
import type { DatabaseSync } from "node:sqlite";
import type { InquiryRecords, StoredInquiry } from "../../shared/inquiry-records.ts";
import {
  type Database,
  type Sql,
  sql,
  sqliteAll,
  sqliteDatabase,
  sqliteGet,
  sqliteRun,
} from "../../shared/sql.ts";
import { transaction } from "../../shared/sqlite.ts";
import { type DeliveryRow, fromRows, type InquiryRow } from "../rows.ts";
import { addInquiry } from "../sql-store.ts";
import * as statements from "../statements.ts";
import type { NewInquiry, Only } from "../store.ts";
import { SqliteHandling } from "./handling.ts";

/** SQLite's own: the search folds case with a function of the connection's. */
const search = (text: string, limit: number) =>
  sql`WHERE instr(fold_case(name), fold_case(${text})) > 0
        OR instr(fold_case(email), fold_case(${text})) > 0
      ORDER BY received_at DESC, id LIMIT ${limit}`;

const deliveriesOf = (id: string) => sql`SELECT * FROM inquiry_deliveries WHERE inquiry_id = ${id}`;

export class SqliteRecords implements InquiryRecords {
  protected readonly db: DatabaseSync;
  protected readonly database: Database;
  readonly handling: SqliteHandling;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.database = sqliteDatabase(db);
    // SQLite's own lower() folds ASCII letters only; a search must find "Ő" by "ő".
    db.function("fold_case", { deterministic: true }, (value) => String(value).toLowerCase());
    this.handling = new SqliteHandling(db, (id) => this.#select(statements.byId(id))[0]);
  }

  async add<Inquiry extends NewInquiry>(
    inquiry: Only<Inquiry>,
    now = new Date(),
  ): Promise<StoredInquiry> {
    return addInquiry(this.database, inquiry, now);
  }

  async get(id: string): Promise<StoredInquiry | undefined> {
    return this.#select(statements.byId(id))[0];
  }

  /** The inquiries a clause selects, each with its delivery rows. */
  #select(clause: Sql): StoredInquiry[] {
    const rows = sqliteAll<InquiryRow>(this.db, statements.selectInquiries(clause));
    return rows.map((row) => fromRows(row, sqliteAll<DeliveryRow>(this.db, deliveriesOf(row.id))));
  }

  async list(limit = 100, offset = 0): Promise<StoredInquiry[]> {
    return this.#select(statements.newestFirst(limit, offset));
  }

  async search(text: string, limit: number): Promise<StoredInquiry[]> {
    return this.#select(search(text, limit));
  }

  async byAddress(address: string): Promise<StoredInquiry[]> {
    return this.#select(statements.byAddress(address.trim()));
  }

  async inquiryCount(): Promise<number> {
    return sqliteGet<{ n: number }>(this.db, statements.inquiryCount)?.n ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    return this.#deleteAndWipe(statements.deleteBefore(cutoff));
  }

  async erase(address: string): Promise<number> {
    return this.#deleteAndWipe(statements.deleteAddress(address.trim()));
  }

  #deleteAndWipe(remove: Sql): number {
    const count = transaction(this.db, () => sqliteRun(this.db, remove));
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
