/**
 * The inquiry store's SQLite file: WAL with full sync, so an inquiry is on disk before the
 * visitor is told it was sent, and `secure_delete`, so freed content is overwritten. Its
 * schema moves up `migrations` (`PRAGMA user_version` records a file's version).
 */
import type { DatabaseSync } from "node:sqlite";
import { filledFields } from "../../../app/form/protocol.ts";
import { migrate, openStore, type StoreFile, transaction } from "../../shared/sqlite.ts";
import { deliveryColumns, inquiryColumns } from "../columns.ts";

export const storeFile: StoreFile = {
  name: "the inquiry store",
  setting: "DATABASE_PATH",
  fileName: "inquiries.sqlite",
  pragmas: "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;",
};

/**
 * Each entry moves the schema one version up. A field added to the form after these gets
 * its column when a store opens the file (`addFieldColumns`); a migration that rebuilds
 * `inquiries` must carry such columns over.
 */
const migrations: readonly string[] = [
  `CREATE TABLE inquiries (
     ${inquiryColumns("TEXT")},
     state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at TEXT,
     claimed_until TEXT,
     delivered_at TEXT
   ) STRICT;
   CREATE INDEX inquiries_due ON inquiries (state, next_attempt_at);
   CREATE INDEX inquiries_received ON inquiries (received_at);`,
  // Delivery state moves to one row per channel. Inquiries still waiting for the webhook
  // are queued for e-mail too (staff have not seen them); delivered ones are not sent again.
  `CREATE TABLE deliveries (
     ${deliveryColumns("TEXT")}
   ) STRICT, WITHOUT ROWID;
   CREATE INDEX deliveries_due ON deliveries (channel, delivered_at, next_attempt_at);
   INSERT INTO deliveries
     (inquiry_id, channel, attempts, last_error, next_attempt_at, claimed_until, delivered_at)
     SELECT id, 'webhook', attempts, last_error, next_attempt_at, claimed_until, delivered_at
     FROM inquiries;
   INSERT INTO deliveries (inquiry_id, channel, next_attempt_at)
     SELECT id, 'email', received_at FROM inquiries WHERE state = 'pending';
   CREATE TABLE inquiries_v2 (
     ${inquiryColumns("TEXT")}
   ) STRICT;
   INSERT INTO inquiries_v2 SELECT id, received_at, name, email, phone, service, message,
     language, page FROM inquiries;
   DROP TABLE inquiries;
   ALTER TABLE inquiries_v2 RENAME TO inquiries;
   CREATE INDEX inquiries_received ON inquiries (received_at);
   CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;`,
  // The tables take the names they have in PostgreSQL, so both read one SQL
  // (statements.ts): the monitor's incident and the health probe get tables of their own.
  `ALTER TABLE deliveries RENAME TO inquiry_deliveries;
   DROP INDEX deliveries_due;
   CREATE INDEX inquiry_deliveries_due ON inquiry_deliveries (channel, next_attempt_at)
     WHERE delivered_at IS NULL;
   CREATE INDEX inquiries_address ON inquiries (lower(email));
   CREATE TABLE inquiry_incidents (name TEXT PRIMARY KEY, opened_at TEXT NOT NULL) STRICT;
   INSERT INTO inquiry_incidents (name, opened_at)
     SELECT 'webhook', value FROM meta WHERE key = 'webhook_alert_sent_at';
   CREATE TABLE inquiry_health_probe (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     probed_at TEXT NOT NULL
   ) STRICT;
   DROP TABLE meta;`,
  // The "kezelve" (handled) mark: who and when, gone with its inquiry (handling.ts).
  `CREATE TABLE inquiry_handled (
     inquiry_id TEXT PRIMARY KEY REFERENCES inquiries (id) ON DELETE CASCADE,
     editor TEXT NOT NULL,
     at TEXT NOT NULL
   ) STRICT, WITHOUT ROWID;`,
];

/** Opens the file (created when missing), moved up to the current schema. */
export function openInquiryFile(path: string): DatabaseSync {
  const db = openStore(path, storeFile);
  try {
    migrate(db, storeFile, migrations);
    addFieldColumns(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Gives every field a person fills in its column, named as the field, where the file has
 * none: a field added to the form needs no migration of its own, and inquiries stored
 * before it read it as "". Adding a column with a default rewrites no row.
 */
function addFieldColumns(db: DatabaseSync): void {
  const missing = () => {
    const columns = db.prepare("PRAGMA table_info(inquiries)").all();
    const present = new Set(columns.map((column) => column.name));
    return filledFields.filter((field) => !present.has(field));
  };
  if (missing().length === 0) return;
  // Checked again under the write lock: another process may have added them meanwhile.
  transaction(db, () => {
    for (const field of missing()) {
      db.exec(`ALTER TABLE inquiries ADD COLUMN ${field} TEXT NOT NULL DEFAULT ''`);
    }
  });
}

export const iso = (date: Date) => date.toISOString();
