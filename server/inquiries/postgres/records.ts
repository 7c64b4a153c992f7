/**
 * The inquiries themselves in PostgreSQL: adding one (queued on every channel in the same
 * transaction), reading them, and deleting them for retention or erasure. A delete leaves
 * the rows' bytes in the table's pages until they are rewritten, so after one the two tables
 * and their indexes are rebuilt (VACUUM FULL: new files, the old ones removed). That holds
 * inserts for the few milliseconds a small table takes; copies in the write-ahead log and
 * in the database's own backups age out with them (docs/inquiries.md).
 */
import type { InquiryRecords, StoredInquiry } from "../../shared/inquiry-records.ts";
import type { Pool } from "../../shared/postgres.ts";
import { type Database, pgAll, pgRun, postgresDatabase, type Sql, sql } from "../../shared/sql.ts";
import { type DeliveryRow, fromRows, type InquiryRow } from "../rows.ts";
import { addInquiry } from "../sql-store.ts";
import * as statements from "../statements.ts";
import type { NewInquiry, Only } from "../store.ts";
import { PostgresHandling } from "./handling.ts";
import { isoTimes } from "./schema.ts";

export class PostgresRecords implements InquiryRecords {
  protected readonly pool: Pool;
  protected readonly database: Database;
  readonly handling: PostgresHandling;

  constructor(pool: Pool) {
    this.pool = pool;
    this.database = postgresDatabase(pool);
    this.handling = new PostgresHandling(pool, (clause) => this.#select(clause));
  }

  async add<Inquiry extends NewInquiry>(
    inquiry: Only<Inquiry>,
    now = new Date(),
  ): Promise<StoredInquiry> {
    return addInquiry(this.database, inquiry, now);
  }

  async get(id: string): Promise<StoredInquiry | undefined> {
    return (await this.#select(statements.byId(id)))[0];
  }

  async list(limit = 100, offset = 0): Promise<StoredInquiry[]> {
    return this.#select(statements.newestFirst(limit, offset));
  }

  /** lower() folds every letter in a UTF-8 database (the default of initdb). */
  async search(text: string, limit: number): Promise<StoredInquiry[]> {
    return this.#select(
      sql`WHERE strpos(lower(name), lower(${text})) > 0 OR strpos(lower(email), lower(${text})) > 0
          ORDER BY received_at DESC, id LIMIT ${limit}`,
    );
  }

  async byAddress(address: string): Promise<StoredInquiry[]> {
    return this.#select(statements.byAddress(address.trim()));
  }

  /** The inquiries a clause selects, each with its delivery rows (two queries in all). */
  async #select(clause: Sql): Promise<StoredInquiry[]> {
    const rows = await pgAll<InquiryRow>(this.pool, statements.selectInquiries(clause));
    if (rows.length === 0) return [];
    const deliveries = await this.pool.query(
      "SELECT * FROM inquiry_deliveries WHERE inquiry_id = ANY($1)",
      [rows.map((row) => row.id)],
    );
    const byInquiry = Map.groupBy(
      deliveries.rows.map((row) => isoTimes<DeliveryRow>(row)),
      (row) => row.inquiry_id,
    );
    return rows.map((row) =>
      fromRows(isoTimes<InquiryRow>(row as never), byInquiry.get(row.id) ?? []),
    );
  }

  async inquiryCount(): Promise<number> {
    return (await pgAll<{ n: number }>(this.pool, statements.inquiryCount))[0]?.n ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    return this.#deleteAndRebuild(statements.deleteBefore(cutoff));
  }

  async erase(address: string): Promise<number> {
    return this.#deleteAndRebuild(statements.deleteAddress(address.trim()));
  }

  async #deleteAndRebuild(remove: Sql): Promise<number> {
    const count = await pgRun(this.pool, remove);
    if (count > 0) await this.pool.query("VACUUM FULL inquiries, inquiry_deliveries");
    return count;
  }
}
