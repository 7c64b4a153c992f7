/**
 * The inquiries themselves, written once over shared/sql.ts's `Database`: adding one (queued
 * on every channel in the same transaction), reading, listing, searching and counting them,
 * and deleting them without a copy (delete-without-copy.ts). Rows are read in two queries
 * however many: the inquiries, then their delivery rows.
 */
import { channels, type InquiryRecords, type StoredInquiry } from "../shared/inquiry-records.ts";
import type { Database, Sql } from "../shared/sql.ts";
import { deleteWithoutCopy } from "./delete-without-copy.ts";
import { SqlHandling } from "./handling.ts";
import {
  type DeliveryRow,
  fromRows,
  type InquiryRow,
  isoRows,
  justStored,
  keptOf,
} from "./rows.ts";
import * as statements from "./statements.ts";
import type { NewInquiry, Only } from "./store.ts";

export class SqlRecords implements InquiryRecords {
  protected readonly database: Database;
  readonly handling: SqlHandling;

  constructor(database: Database) {
    this.database = database;
    this.handling = new SqlHandling(database, (clause) => this.#select(clause));
  }

  /** Adds an inquiry, queued on every channel in the same transaction. */
  async add<Inquiry extends NewInquiry>(
    inquiry: Only<Inquiry>,
    now = new Date(),
  ): Promise<StoredInquiry> {
    const id = crypto.randomUUID();
    const kept = keptOf(inquiry);
    await this.database.batch([
      statements.insertInquiry({ ...kept, id, received_at: now }),
      ...channels.map((channel) => statements.queueDelivery(id, channel, now)),
    ]);
    return justStored(kept, id, now.toISOString());
  }

  async get(id: string): Promise<StoredInquiry | undefined> {
    return (await this.#select(statements.byId(id)))[0];
  }

  async list(limit = 100, offset = 0): Promise<StoredInquiry[]> {
    return this.#select(statements.newestFirst(limit, offset));
  }

  async search(text: string, limit: number): Promise<StoredInquiry[]> {
    return this.#select(statements.search(this.database.dialect, text, limit));
  }

  async byAddress(address: string): Promise<StoredInquiry[]> {
    return this.#select(statements.byAddress(address.trim()));
  }

  async inquiryCount(): Promise<number> {
    return (await this.database.all<{ n: number }>(statements.inquiryCount))[0]?.n ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    return deleteWithoutCopy(this.database, statements.deleteBefore(cutoff));
  }

  async erase(address: string): Promise<number> {
    return deleteWithoutCopy(this.database, statements.deleteAddress(address.trim()));
  }

  /** The inquiries a clause selects, each with its delivery rows. */
  async #select(clause: Sql): Promise<StoredInquiry[]> {
    const { dialect } = this.database;
    const rows = await isoRows<InquiryRow>(this.database, statements.selectInquiries(clause));
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const deliveries = Map.groupBy(
      await isoRows<DeliveryRow>(this.database, statements.deliveriesOf(dialect, ids)),
      (row) => row.inquiry_id,
    );
    return rows.map((row) => fromRows(row, deliveries.get(row.id) ?? []));
  }
}
