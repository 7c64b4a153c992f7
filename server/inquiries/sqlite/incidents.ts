/** The delivery monitor's open incident, a row of `inquiry_incidents` in the file. */
import type { DatabaseSync } from "node:sqlite";
import { sqliteGet, sqliteRun } from "../../shared/sql.ts";
import { closeIncident, incidentSince, openIncident } from "../statements.ts";
import type { Incidents } from "../store.ts";

const name = "webhook";

export class SqliteIncidents implements Incidents {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  async openSince(): Promise<string | undefined> {
    return sqliteGet<{ opened_at: string }>(this.#db, incidentSince(name))?.opened_at;
  }

  async open(at: string): Promise<boolean> {
    return sqliteRun(this.#db, openIncident(name, at)) === 1;
  }

  async close(at?: string): Promise<void> {
    sqliteRun(this.#db, closeIncident(name, at));
  }
}
