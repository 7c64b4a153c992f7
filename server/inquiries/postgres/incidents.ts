/** The delivery monitor's open incident, one row shared by every instance. */
import type { Pool } from "../../shared/postgres.ts";
import { pgAll, pgRun } from "../../shared/sql.ts";
import { closeIncident, incidentSince, openIncident } from "../statements.ts";
import type { Incidents } from "../store.ts";

const name = "webhook";

export class PostgresIncidents implements Incidents {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async openSince(): Promise<string | undefined> {
    const rows = await pgAll<{ opened_at: Date }>(this.#pool, incidentSince(name));
    return rows[0]?.opened_at.toISOString();
  }

  async open(at: string): Promise<boolean> {
    return (await pgRun(this.#pool, openIncident(name, at))) === 1;
  }

  async close(at?: string): Promise<void> {
    await pgRun(this.#pool, closeIncident(name, at));
  }
}
