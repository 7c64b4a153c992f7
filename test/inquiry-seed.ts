/**
 * Many inquiries written straight into an inquiry store's SQLite file, in one transaction, for
 * the tests and benchmarks that need thousands (the store adds one at a time, a millisecond
 * each): rows as the store writes them, each queued on both channels.
 */
import { DatabaseSync } from "node:sqlite";
import { filledFields } from "../app/form/protocol.ts";

export interface Seed {
  count: number;
  /** The first one's time; each next one `stepMs` later. */
  from: number;
  stepMs: number;
  /** The i-th inquiry's own fields. */
  fields: (i: number) => Record<(typeof filledFields)[number], string>;
}

export function seedInquiries(path: string, { count, from, stepMs, fields }: Seed): void {
  const db = new DatabaseSync(path, { timeout: 5_000 });
  const columns = ["id", "received_at", ...filledFields, "language", "page"];
  const insert = db.prepare(
    `INSERT INTO inquiries (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
  );
  const queue = db.prepare(
    "INSERT INTO inquiry_deliveries (inquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)",
  );
  db.exec("BEGIN");
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    const at = new Date(from + i * stepMs).toISOString();
    const own = fields(i);
    insert.run(id, at, ...filledFields.map((field) => own[field]), "hu", "/biztonsag");
    for (const channel of ["webhook", "email"]) queue.run(id, channel, at);
  }
  db.exec("COMMIT");
  db.close();
}
