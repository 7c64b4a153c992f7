/**
 * The inquiry store's tables in PostgreSQL (DATABASE_URL): the same three jobs as the SQLite
 * file (inquiries, their deliveries per channel, the monitor's incident) plus the health
 * check's probe row, with times as `timestamptz`. Migrations run once however many instances
 * start together (migratePostgres).
 */
import { filledFields } from "../../../app/form/protocol.ts";
import { migratePostgres, type Pool, pgTransaction } from "../../shared/postgres.ts";
import { deliveryColumns, inquiryColumns } from "../columns.ts";

const migrations: readonly string[] = [
  `CREATE TABLE inquiries (
     ${inquiryColumns("TIMESTAMPTZ")}
   );
   CREATE INDEX inquiries_received ON inquiries (received_at);
   CREATE INDEX inquiries_address ON inquiries (lower(email));
   CREATE TABLE inquiry_deliveries (
     ${deliveryColumns("TIMESTAMPTZ")}
   );
   CREATE INDEX inquiry_deliveries_due ON inquiry_deliveries (channel, next_attempt_at)
     WHERE delivered_at IS NULL;
   CREATE TABLE inquiry_incidents (
     name TEXT PRIMARY KEY,
     opened_at TIMESTAMPTZ NOT NULL
   );
   CREATE TABLE inquiry_health_probe (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     probed_at TIMESTAMPTZ NOT NULL
   );`,
  // The "kezelve" (handled) mark: who and when, gone with its inquiry (handling.ts).
  `CREATE TABLE inquiry_handled (
     inquiry_id TEXT PRIMARY KEY REFERENCES inquiries (id) ON DELETE CASCADE,
     editor TEXT NOT NULL,
     at TIMESTAMPTZ NOT NULL
   );`,
];

/** Moves the tables up to the current schema and gives every form field its column. */
export async function migrateInquiryTables(pool: Pool): Promise<void> {
  await migratePostgres(pool, "inquiries", migrations);
  // As in the SQLite file, a field added to the form later needs no migration of its own.
  await pgTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('migrate:inquiry-fields'))");
    for (const field of filledFields) {
      await client.query(
        `ALTER TABLE inquiries ADD COLUMN IF NOT EXISTS ${field} TEXT NOT NULL DEFAULT ''`,
      );
    }
  });
}

/** A row with its times as ISO 8601 strings, as the SQLite file keeps them. */
export function isoTimes<Row>(row: Record<string, unknown>): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  ) as Row;
}
