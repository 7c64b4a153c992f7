/**
 * Staff's work on the inquiries in PostgreSQL: lists and exports by date range and search,
 * and the "kezelve" mark in its own table (schema.ts, migration 2).
 */
import type {
  HandledMark,
  InquiryFilter,
  InquiryHandling,
  StoredInquiry,
} from "../../shared/inquiry-records.ts";
import type { Pool } from "../../shared/postgres.ts";
import { pgAll, raw, type Sql, sql, time } from "../../shared/sql.ts";
import { postgresFold, postgresFoldParts } from "../search-fold.ts";

const [name, email] = [raw(postgresFold("name")), raw(postgresFold("email"))];
const [open, close] = [raw(postgresFoldParts.open), raw(postgresFoldParts.close)];

/** A name or an address holds `text`, in any case and without accents (search-fold.ts). */
export const found = (text: string | null): Sql => {
  const needle = sql`${open}${text}::text${close}`;
  return sql`(strpos(${name}, ${needle}) > 0 OR strpos(${email}, ${needle}) > 0)`;
};

/** The filter as a fragment of the records' select (records.ts). */
const filtered = (filter: InquiryFilter): Sql => {
  const text = filter.text || null;
  const [from, to, after] = [time(filter.from), time(filter.to), time(filter.after?.receivedAt)];
  return sql`WHERE (${text}::text IS NULL OR ${found(text)})
  AND (${from} IS NULL OR received_at >= ${from})
  AND (${to} IS NULL OR received_at < ${to})
  AND (${after} IS NULL OR received_at < ${after}
        OR (received_at = ${after} AND id > ${filter.after?.id ?? null}::text))
  AND (NOT ${filter.unhandledOnly ?? false}::boolean OR NOT EXISTS
        (SELECT 1 FROM inquiry_handled h WHERE h.inquiry_id = inquiries.id))`;
};

export class PostgresHandling implements InquiryHandling {
  readonly #pool: Pool;
  readonly #select: (clause: Sql) => Promise<StoredInquiry[]>;

  constructor(pool: Pool, select: (clause: Sql) => Promise<StoredInquiry[]>) {
    this.#pool = pool;
    this.#select = select;
  }

  async find(filter: InquiryFilter, limit: number, offset = 0): Promise<StoredInquiry[]> {
    return this.#select(
      sql`${filtered(filter)} ORDER BY received_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
    );
  }

  async count(filter: InquiryFilter): Promise<number> {
    const [row] = await pgAll<{ n: string }>(
      this.#pool,
      sql`SELECT COUNT(*) AS n FROM inquiries ${filtered(filter)}`,
    );
    return Number(row?.n ?? 0);
  }

  async mark(id: string, by: string, at: Date): Promise<boolean> {
    const { rowCount } = await this.#pool.query(
      `INSERT INTO inquiry_handled (inquiry_id, editor, at)
       SELECT id, $2, $3 FROM inquiries WHERE id = $1
       ON CONFLICT (inquiry_id) DO UPDATE SET editor = excluded.editor, at = excluded.at`,
      [id, by, at],
    );
    return (rowCount ?? 0) > 0;
  }

  async unmark(id: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query(
      "DELETE FROM inquiry_handled WHERE inquiry_id = $1",
      [id],
    );
    return (rowCount ?? 0) > 0;
  }

  async marks(ids: readonly string[]): Promise<Map<string, HandledMark>> {
    if (ids.length === 0) return new Map();
    const { rows } = await this.#pool.query<{ inquiry_id: string; editor: string; at: Date }>(
      "SELECT inquiry_id, editor, at FROM inquiry_handled WHERE inquiry_id = ANY($1)",
      [ids],
    );
    return new Map(
      rows.map((row) => [row.inquiry_id, { by: row.editor, at: row.at.toISOString() }]),
    );
  }
}
