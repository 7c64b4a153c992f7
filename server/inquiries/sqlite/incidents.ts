/** The delivery monitor's open incident, a row of the file's key–value table `meta`. */
import type { DatabaseSync } from "node:sqlite";
import type { Incidents } from "../store.ts";

const key = "webhook_alert_sent_at";

export class SqliteIncidents implements Incidents {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  async openSince(): Promise<string | undefined> {
    const row = this.#db.prepare("SELECT value FROM meta WHERE key = ?").get(key);
    return (row as { value: string } | undefined)?.value;
  }

  async open(at: string): Promise<boolean> {
    const result = this.#db
      .prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING")
      .run(key, at);
    return Number(result.changes) === 1;
  }

  async close(at?: string): Promise<void> {
    this.#db
      .prepare("DELETE FROM meta WHERE key = :key AND (:at IS NULL OR value = :at)")
      .run({ key, at: at ?? null });
  }
}
