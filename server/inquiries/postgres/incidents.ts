/** The delivery monitor's open incident, one row shared by every instance. */
import type { Pool } from "../../shared/postgres.ts";
import type { Incidents } from "../store.ts";

const name = "webhook";

export class PostgresIncidents implements Incidents {
  readonly #pool: Pool;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async openSince(): Promise<string | undefined> {
    const { rows } = await this.#pool.query<{ opened_at: Date }>(
      "SELECT opened_at FROM inquiry_incidents WHERE name = $1",
      [name],
    );
    return rows[0]?.opened_at.toISOString();
  }

  async open(at: string): Promise<boolean> {
    const { rowCount } = await this.#pool.query(
      "INSERT INTO inquiry_incidents (name, opened_at) VALUES ($1, $2) ON CONFLICT DO NOTHING",
      [name, at],
    );
    return rowCount === 1;
  }

  async close(at?: string): Promise<void> {
    await this.#pool.query(
      `DELETE FROM inquiry_incidents
       WHERE name = $1 AND ($2::timestamptz IS NULL OR opened_at = $2)`,
      [name, at ?? null],
    );
  }
}
