/**
 * The delivery monitor's open incident, one row per channel watched ("webhook"), shared by
 * every instance on PostgreSQL: one alert per incident, however many look.
 */
import { type Database, sql, time } from "../shared/sql.ts";
import { isoRows } from "./rows.ts";
import type { Incidents } from "./store.ts";

const name = "webhook";

export class SqlIncidents implements Incidents {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async openSince(): Promise<string | undefined> {
    const [row] = await isoRows<{ opened_at: string }>(
      this.#db,
      sql`SELECT opened_at FROM inquiry_incidents WHERE name = ${name}`,
    );
    return row?.opened_at;
  }

  async open(at: string): Promise<boolean> {
    const opened = await this.#db.run(
      sql`INSERT INTO inquiry_incidents (name, opened_at) VALUES (${name}, ${time(at)})
          ON CONFLICT DO NOTHING`,
    );
    return opened === 1;
  }

  async close(at?: string): Promise<void> {
    await this.#db.run(
      sql`DELETE FROM inquiry_incidents WHERE name = ${name}
          ${at === undefined ? sql`` : sql`AND opened_at = ${time(at)}`}`,
    );
  }
}
