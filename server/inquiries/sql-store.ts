/**
 * The inquiry store's parts that read the same on both databases, written once over
 * shared/sql.ts's `Database`: adding an inquiry, and the delivery monitor's open incident. The
 * back-ends (sqlite/, postgres/) keep what differs: search, reads with their deliveries, and
 * how a delete leaves no copy.
 */
import { channels, type StoredInquiry } from "../shared/inquiry-records.ts";
import type { Database } from "../shared/sql.ts";
import { justStored, keptOf } from "./rows.ts";
import * as statements from "./statements.ts";
import type { Incidents, NewInquiry, Only } from "./store.ts";

/** Adds an inquiry, queued on every channel in the same transaction. */
export async function addInquiry<Inquiry extends NewInquiry>(
  db: Database,
  inquiry: Only<Inquiry>,
  now: Date,
): Promise<StoredInquiry> {
  const id = crypto.randomUUID();
  const kept = keptOf(inquiry);
  await db.batch([
    statements.insertInquiry({ ...kept, id, received_at: now }),
    ...channels.map((channel) => statements.queueDelivery(id, channel, now)),
  ]);
  return justStored(kept, id, now.toISOString());
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
