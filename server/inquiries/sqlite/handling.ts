/**
 * Staff's work on the inquiries in the SQLite file: lists and exports by date range and
 * search, and the "kezelve" mark in its own table (schema.ts, migration 3).
 */
import type { DatabaseSync } from "node:sqlite";
import type {
  HandledMark,
  InquiryFilter,
  InquiryHandling,
  StoredInquiry,
} from "../../shared/inquiry-records.ts";
import { iso } from "./schema.ts";

/** The filter's conditions; `fold_search` is the records' own function (records.ts). */
const where = `(:text IS NULL OR instr(fold_search(name), fold_search(:text)) > 0
                 OR instr(fold_search(email), fold_search(:text)) > 0)
  AND (:from IS NULL OR received_at >= :from)
  AND (:to IS NULL OR received_at < :to)
  AND (:afterAt IS NULL OR received_at < :afterAt
        OR (received_at = :afterAt AND id > :afterId))
  AND (:unhandled = 0 OR NOT EXISTS
        (SELECT 1 FROM inquiry_handled h WHERE h.inquiry_id = inquiries.id))`;

const params = (filter: InquiryFilter) => ({
  text: filter.text || null,
  from: filter.from ? iso(filter.from) : null,
  to: filter.to ? iso(filter.to) : null,
  unhandled: filter.unhandledOnly ? 1 : 0,
  afterAt: filter.after?.receivedAt ?? null,
  afterId: filter.after?.id ?? null,
});

export class SqliteHandling implements InquiryHandling {
  readonly #db: DatabaseSync;
  readonly #withDeliveries: (ids: readonly string[]) => StoredInquiry[];

  constructor(db: DatabaseSync, get: (ids: readonly string[]) => StoredInquiry[]) {
    this.#db = db;
    this.#withDeliveries = get;
  }

  async find(filter: InquiryFilter, limit: number, offset = 0): Promise<StoredInquiry[]> {
    const rows = this.#db
      .prepare(
        `SELECT id FROM inquiries WHERE ${where}
         ORDER BY received_at DESC, id LIMIT :limit OFFSET :offset`,
      )
      .all({ ...params(filter), limit, offset }) as Array<{ id: string }>;
    return this.#withDeliveries(rows.map((row) => row.id));
  }

  async count(filter: InquiryFilter): Promise<number> {
    const row = this.#db
      .prepare(`SELECT COUNT(*) AS n FROM inquiries WHERE ${where}`)
      .get(params(filter)) as { n: number };
    return row.n;
  }

  async mark(id: string, by: string, at: Date): Promise<boolean> {
    const { changes } = this.#db
      .prepare(
        `INSERT INTO inquiry_handled (inquiry_id, editor, at)
         SELECT id, ?, ? FROM inquiries WHERE id = ?
         ON CONFLICT (inquiry_id) DO UPDATE SET editor = excluded.editor, at = excluded.at`,
      )
      .run(by, iso(at), id);
    return Number(changes) > 0;
  }

  async unmark(id: string): Promise<boolean> {
    const { changes } = this.#db
      .prepare("DELETE FROM inquiry_handled WHERE inquiry_id = ?")
      .run(id);
    return Number(changes) > 0;
  }

  async marks(ids: readonly string[]): Promise<Map<string, HandledMark>> {
    if (ids.length === 0) return new Map();
    const rows = this.#db
      .prepare(
        `SELECT inquiry_id, editor, at FROM inquiry_handled
         WHERE inquiry_id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(ids)) as Array<{ inquiry_id: string; editor: string; at: string }>;
    return new Map(rows.map((row) => [row.inquiry_id, { by: row.editor, at: row.at }]));
  }
}
