/**
 * The inquiries themselves in PostgreSQL: adding one (queued on every channel in the same
 * transaction), reading them, and deleting them for retention or erasure. A delete leaves
 * the rows' bytes in the table's pages until they are rewritten, so after one the two tables
 * and their indexes are rebuilt (VACUUM FULL: new files, the old ones removed). That holds
 * inserts for the few milliseconds a small table takes; copies in the write-ahead log and
 * in the database's own backups age out with them (docs/inquiries.md).
 */
import { filledFields } from "../../../app/contact/protocol.ts";
import { channels, type InquiryRecords, type StoredInquiry } from "../../inquiry-records.ts";
import { type Pool, pgTransaction } from "../../shared/postgres.ts";
import { type DeliveryRow, fieldValues, fromRows, type InquiryRow, justStored } from "../rows.ts";
import type { NewInquiry, Only } from "../store.ts";
import { PostgresHandling } from "./handling.ts";
import { isoTimes } from "./schema.ts";

const columns = ["id", "received_at", ...filledFields, "language", "page"];
const insert = `INSERT INTO inquiries (${columns.join(", ")})
  VALUES (${columns.map((_, i) => `$${i + 1}`).join(", ")})`;

export class PostgresRecords implements InquiryRecords {
  protected readonly pool: Pool;
  readonly handling: PostgresHandling;

  constructor(pool: Pool) {
    this.pool = pool;
    this.handling = new PostgresHandling(pool, (clause, params) => this.#select(clause, params));
  }

  async add<Inquiry extends NewInquiry>(
    inquiry: Only<Inquiry>,
    now = new Date(),
  ): Promise<StoredInquiry> {
    const unknown = Object.keys(inquiry).filter(
      (key) =>
        !(filledFields as readonly string[]).includes(key) && !["language", "page"].includes(key),
    );
    if (unknown.length > 0) throw new Error(`Not a field the store keeps: ${unknown.join(", ")}`);
    const id = crypto.randomUUID();
    const kept = { ...inquiry, ...fieldValues(inquiry) };
    const values = { ...kept, id, received_at: now } as Record<string, unknown>;
    await pgTransaction(this.pool, async (client) => {
      await client.query(
        insert,
        columns.map((column) => values[column]),
      );
      await client.query(
        `INSERT INTO inquiry_deliveries (inquiry_id, channel, next_attempt_at)
         SELECT $1, channel, $3 FROM unnest($2::text[]) AS channel`,
        [id, channels, now],
      );
    });
    return justStored(kept, id, now.toISOString());
  }

  async get(id: string): Promise<StoredInquiry | undefined> {
    return (await this.#select("WHERE id = $1", [id]))[0];
  }

  async list(limit = 100, offset = 0): Promise<StoredInquiry[]> {
    return this.#select("ORDER BY received_at DESC, id LIMIT $1 OFFSET $2", [limit, offset]);
  }

  /** lower() folds every letter in a UTF-8 database (the default of initdb). */
  async search(text: string, limit: number): Promise<StoredInquiry[]> {
    return this.#select(
      `WHERE strpos(lower(name), lower($1)) > 0 OR strpos(lower(email), lower($1)) > 0
       ORDER BY received_at DESC, id LIMIT $2`,
      [text, limit],
    );
  }

  async byAddress(address: string): Promise<StoredInquiry[]> {
    return this.#select("WHERE lower(email) = lower($1) ORDER BY received_at, id", [
      address.trim(),
    ]);
  }

  /** The inquiries a clause selects, each with its delivery rows (two queries in all). */
  async #select(clause: string, params: unknown[]): Promise<StoredInquiry[]> {
    const { rows } = await this.pool.query(`SELECT * FROM inquiries ${clause}`, params);
    if (rows.length === 0) return [];
    const deliveries = await this.pool.query(
      "SELECT * FROM inquiry_deliveries WHERE inquiry_id = ANY($1)",
      [rows.map((row) => row.id)],
    );
    const byInquiry = Map.groupBy(
      deliveries.rows.map((row) => isoTimes<DeliveryRow>(row)),
      (row) => row.inquiry_id,
    );
    return rows.map((row) => fromRows(isoTimes<InquiryRow>(row), byInquiry.get(row.id) ?? []));
  }

  async inquiryCount(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>("SELECT COUNT(*) AS n FROM inquiries");
    return rows[0]?.n ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    return this.#deleteAndRebuild("received_at < $1", [cutoff]);
  }

  async erase(address: string): Promise<number> {
    return this.#deleteAndRebuild("lower(email) = lower($1)", [address.trim()]);
  }

  async #deleteAndRebuild(where: string, params: unknown[]): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM inquiries WHERE ${where}`, params);
    if (rowCount) await this.pool.query("VACUUM FULL inquiries, inquiry_deliveries");
    return rowCount ?? 0;
  }
}
