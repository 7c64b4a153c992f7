/**
 * The inquiries themselves in PostgreSQL: what is the database's own, how a search folds
 * case, how rows are read with their deliveries and how a delete (retention or erasure)
 * leaves no copy; adding, listing and counting are sql-store.ts's. A delete leaves
 * the rows' bytes in the table's pages until they are rewritten, so after one the two tables
 * and their indexes are rebuilt (VACUUM FULL: new files, the old ones removed), once no
 * other session's snapshot can still see the deleted rows. That holds
 * inserts for the few milliseconds a small table takes; copies in the write-ahead log and
 * in the database's own backups age out with them (docs/inquiries.md).
 */
import type { StoredInquiry } from "../../shared/inquiry-records.ts";
import type { Pool } from "../../shared/postgres.ts";
import { pgAll, pgRun, postgresDatabase, type Sql, sql } from "../../shared/sql.ts";
import { type DeliveryRow, fromRows, type InquiryRow } from "../rows.ts";
import { SqlRecords } from "../sql-store.ts";
import * as statements from "../statements.ts";
import { found, PostgresHandling } from "./handling.ts";
import { isoTimes } from "./schema.ts";

export class PostgresRecords extends SqlRecords {
  protected readonly pool: Pool;
  readonly handling: PostgresHandling;

  constructor(pool: Pool) {
    super(postgresDatabase(pool));
    this.pool = pool;
    this.handling = new PostgresHandling(pool, (clause) => this.select(clause));
  }

  /** The search folds case and accents in SQL (search-fold.ts). */
  protected searchClause(text: string, limit: number): Sql {
    return sql`WHERE ${found(text)} ORDER BY received_at DESC, id LIMIT ${limit}`;
  }

  /** The inquiries a clause selects, each with its delivery rows (two queries in all). */
  protected async select(clause: Sql): Promise<StoredInquiry[]> {
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

  protected async deleteWithoutCopy(remove: Sql): Promise<number> {
    const count = await pgRun(this.pool, remove);
    if (count > 0) {
      await snapshotsAfterNow(this.pool);
      await this.pool.query("VACUUM FULL inquiries, inquiry_deliveries");
    }
    return count;
  }
}

/**
 * Waits, for `limitMs` at most, until no other session holds a snapshot taken before now. A
 * deleted row that such a snapshot may still see is one VACUUM FULL must keep, bytes and all
 * (the server's own sessions, delivering or counting at the same moment, are the usual
 * holders, for milliseconds).
 */
async function snapshotsAfterNow(pool: Pool, limitMs = 5_000): Promise<void> {
  const { rows } = await pool.query<{ now: string }>("SELECT pg_current_xact_id()::xid AS now");
  const now = rows[0]?.now;
  const until = performance.now() + limitMs;
  while (performance.now() < until) {
    const older = await pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid()
         AND backend_xmin IS NOT NULL AND age(backend_xmin) > age($1::xid) LIMIT 1`,
      [now],
    );
    if (older.rowCount === 0) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}
