/**
 * The inquiry store's parts that read the same on both databases, written once over
 * shared/sql.ts's `Database`: the records (adding, listing, counting, deleting) and the
 * delivery monitor's open incident. The back-ends (sqlite/, postgres/) bring what differs: how
 * a search folds case, how the rows are read with their deliveries, and how a delete leaves
 * no copy.
 */
import type { InquiryHandling, InquiryRecords, StoredInquiry } from "../shared/inquiry-records.ts";
import { channels } from "../shared/inquiry-records.ts";
import type { Database, Sql } from "../shared/sql.ts";
import { justStored, keptOf } from "./rows.ts";
import * as statements from "./statements.ts";
import type { Incidents, NewInquiry, Only } from "./store.ts";

export abstract class SqlRecords implements InquiryRecords {
  protected readonly database: Database;
  abstract readonly handling: InquiryHandling;

  constructor(database: Database) {
    this.database = database;
  }

  /** The inquiries a clause selects, each with its delivery rows. */
  protected abstract select(clause: Sql): Promise<StoredInquiry[]>;
  /** The clause finding `text` in a name or an address in any case, newest first. */
  protected abstract searchClause(text: string, limit: number): Sql;
  /** Deletes what `remove` selects and leaves no copy of it in the store; how many went. */
  protected abstract deleteWithoutCopy(remove: Sql): Promise<number>;

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
    return (await this.select(statements.byId(id)))[0];
  }

  async list(limit = 100, offset = 0): Promise<StoredInquiry[]> {
    return this.select(statements.newestFirst(limit, offset));
  }

  async search(text: string, limit: number): Promise<StoredInquiry[]> {
    return this.select(this.searchClause(text, limit));
  }

  async byAddress(address: string): Promise<StoredInquiry[]> {
    return this.select(statements.byAddress(address.trim()));
  }

  async inquiryCount(): Promise<number> {
    return (await this.database.all<{ n: number }>(statements.inquiryCount))[0]?.n ?? 0;
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    return this.deleteWithoutCopy(statements.deleteBefore(cutoff));
  }

  async erase(address: string): Promise<number> {
    return this.deleteWithoutCopy(statements.deleteAddress(address.trim()));
  }
}

const incident = "webhook";

/** The delivery monitor's open incident, one row (shared by every instance on PostgreSQL). */
export class SqlIncidents implements Incidents {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** PostgreSQL reads the time as a Date, SQLite as the text it keeps. */
  async openSince(): Promise<string | undefined> {
    const [row] = await this.#db.all<{ opened_at: Date | string }>(
      statements.incidentSince(incident),
    );
    return row?.opened_at instanceof Date ? row.opened_at.toISOString() : row?.opened_at;
  }

  async open(at: string): Promise<boolean> {
    return (await this.#db.run(statements.openIncident(incident, at))) === 1;
  }

  async close(at?: string): Promise<void> {
    await this.#db.run(statements.closeIncident(incident, at));
  }
}
