/**
 * Staff's work on the inquiries, written once for both databases: lists and exports by date
 * range and search (search-fold.ts), and the "kezelve" mark in its own table (`inquiry_handled`,
 * schema.ts), gone with its inquiry.
 */
import type {
  HandledMark,
  InquiryFilter,
  InquiryHandling,
  StoredInquiry,
} from "../shared/inquiry-records.ts";
import { type Database, join, Sql, sql, time } from "../shared/sql.ts";
import { isoRows } from "./rows.ts";
import { found } from "./search-fold.ts";
import { oneOf } from "./statements.ts";

/** The filter's conditions, each one only when the filter has its part. */
function filtered(dialect: Database["dialect"], filter: InquiryFilter): Sql {
  const { text, from, to, after, unhandledOnly } = filter;
  const conditions = [
    text ? found(dialect, text) : undefined,
    from && sql`received_at >= ${from}`,
    to && sql`received_at < ${to}`,
    after &&
      sql`(received_at < ${time(after.receivedAt)}
           OR (received_at = ${time(after.receivedAt)} AND id > ${after.id}))`,
    unhandledOnly &&
      sql`NOT EXISTS (SELECT 1 FROM inquiry_handled h WHERE h.inquiry_id = inquiries.id)`,
  ].filter((condition): condition is Sql => condition instanceof Sql);
  return conditions.length === 0 ? sql`` : sql`WHERE ${join(conditions, " AND ")}`;
}

export class SqlHandling implements InquiryHandling {
  readonly #db: Database;
  readonly #select: (clause: Sql) => Promise<StoredInquiry[]>;

  /** `select`: the inquiries a clause selects, with their deliveries (records.ts). */
  constructor(db: Database, select: (clause: Sql) => Promise<StoredInquiry[]>) {
    this.#db = db;
    this.#select = select;
  }

  async find(filter: InquiryFilter, limit: number, offset = 0): Promise<StoredInquiry[]> {
    return this.#select(
      sql`${filtered(this.#db.dialect, filter)}
          ORDER BY received_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
    );
  }

  async count(filter: InquiryFilter): Promise<number> {
    const [row] = await this.#db.all<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM inquiries ${filtered(this.#db.dialect, filter)}`,
    );
    return row?.n ?? 0;
  }

  async mark(id: string, by: string, at: Date): Promise<boolean> {
    const changed = await this.#db.run(
      sql`INSERT INTO inquiry_handled (inquiry_id, editor, at)
          SELECT id, ${by}, ${at} FROM inquiries WHERE id = ${id}
          ON CONFLICT (inquiry_id) DO UPDATE SET editor = excluded.editor, at = excluded.at`,
    );
    return changed > 0;
  }

  async unmark(id: string): Promise<boolean> {
    return (await this.#db.run(sql`DELETE FROM inquiry_handled WHERE inquiry_id = ${id}`)) > 0;
  }

  async marks(ids: readonly string[]): Promise<Map<string, HandledMark>> {
    if (ids.length === 0) return new Map();
    const rows = await isoRows<{ inquiry_id: string; editor: string; at: string }>(
      this.#db,
      sql`SELECT inquiry_id, editor, at FROM inquiry_handled
          WHERE ${oneOf(this.#db.dialect, "inquiry_id", ids)}`,
    );
    return new Map(rows.map((row) => [row.inquiry_id, { by: row.editor, at: row.at }]));
  }
}
