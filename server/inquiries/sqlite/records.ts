/**
 * The inquiries themselves in the SQLite file: what is the file's own, how a search folds
 * case and accents (search-fold.ts), how rows are read with their deliveries and how a delete (retention or erasure)
 * leaves no copy; adding, listing and counting are sql-store.ts's. Deleting leaves no copy in the files: with `secure_delete` the freed pages are zeroed, and the file
 * is then rebuilt (VACUUM) and its write-ahead log emptied (checkpoint with TRUNCATE).
 */
import type { DatabaseSync } from "node:sqlite";
import type { StoredInquiry } from "../../shared/inquiry-records.ts";
import { type Sql, sql, sqliteAll, sqliteDatabase, sqliteRun } from "../../shared/sql.ts";
import { transaction } from "../../shared/sqlite.ts";
import { type DeliveryRow, fromRows, type InquiryRow } from "../rows.ts";
import { foldForSearch } from "../search-fold.ts";
import { SqlRecords } from "../sql-store.ts";
import * as statements from "../statements.ts";
import { SqliteHandling } from "./handling.ts";

/** The delivery rows of the inquiries whose ids a JSON array lists. */
const deliveriesOf = (ids: string) =>
  sql`SELECT * FROM inquiry_deliveries WHERE inquiry_id IN (SELECT value FROM json_each(${ids}))`;

export class SqliteRecords extends SqlRecords {
  protected readonly db: DatabaseSync;
  readonly handling: SqliteHandling;

  constructor(db: DatabaseSync) {
    super(sqliteDatabase(db));
    this.db = db;
    // SQLite's own lower() folds ASCII letters only; a search must find "Szőke" by "szoke".
    db.function("fold_search", { deterministic: true }, (value) => foldForSearch(String(value)));
    this.handling = new SqliteHandling(db, (ids) => this.#byIds(ids));
  }

  /** SQLite's own: the search folds case and accents with a function of the connection's. */
  protected searchClause(text: string, limit: number): Sql {
    return sql`WHERE instr(fold_search(name), fold_search(${text})) > 0
        OR instr(fold_search(email), fold_search(${text})) > 0
      ORDER BY received_at DESC, id LIMIT ${limit}`;
  }

  protected async select(clause: Sql): Promise<StoredInquiry[]> {
    return this.#selectNow(clause);
  }

  /** The rows a clause selects, with their deliveries: two queries, however many rows. */
  #selectNow(clause: Sql): StoredInquiry[] {
    const rows = sqliteAll<InquiryRow>(this.db, statements.selectInquiries(clause));
    if (rows.length === 0) return [];
    const ids = JSON.stringify(rows.map((row) => row.id));
    const deliveries = Map.groupBy(
      sqliteAll<DeliveryRow>(this.db, deliveriesOf(ids)),
      (row) => row.inquiry_id,
    );
    return rows.map((row) => fromRows(row, deliveries.get(row.id) ?? []));
  }

  /** These inquiries, in this order (those no longer stored left out). */
  #byIds(ids: readonly string[]): StoredInquiry[] {
    if (ids.length === 0) return [];
    const found = new Map(
      this.#selectNow(sql`WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`).map(
        (inquiry) => [inquiry.id, inquiry],
      ),
    );
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  protected async deleteWithoutCopy(remove: Sql): Promise<number> {
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
