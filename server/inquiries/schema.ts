/**
 * The inquiry store's tables on both databases, side by side: the same tables, columns and
 * indexes (server/shared/schema-parity.test.ts), each dialect with its own migration history
 * that shipped databases have followed. The SQLite file keeps times as ISO 8601 text, in WAL
 * with full sync (an inquiry is on disk before the visitor is told it was sent) and
 * `secure_delete` (freed content is overwritten); `PRAGMA user_version` records its version.
 * PostgreSQL keeps `timestamptz`, its migrations run once however many instances start
 * together (migratePostgres). A migration is one more entry at the end of its list, never an
 * edit of one released; a field added to the form gets its column when a store opens
 * (`addFieldColumns`), so a migration that rebuilds `inquiries` must carry such columns over.
 */
import type { DatabaseSync } from "node:sqlite";
import { filledFields } from "../../app/form/protocol.ts";
import { migratePostgres, type Pool, pgTransaction } from "../shared/postgres.ts";
import { migrate, openStore, type StoreFile, transaction } from "../shared/sqlite.ts";
import { foldForSearch } from "./search-fold.ts";

/**
 * The columns of an inquiry and of its delivery on a channel, as the first migrations created
 * them. Shipped migrations embed them, so they never change: a new column is a new migration.
 */
type TimeType = "TEXT" | "TIMESTAMPTZ";

const inquiryColumns = (time: TimeType) => `id TEXT PRIMARY KEY,
     received_at ${time} NOT NULL,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL DEFAULT '',
     service TEXT NOT NULL DEFAULT '',
     message TEXT NOT NULL DEFAULT '',
     language TEXT NOT NULL,
     page TEXT NOT NULL`;

const deliveryColumns = (
  time: TimeType,
) => `inquiry_id TEXT NOT NULL REFERENCES inquiries (id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('webhook', 'email')),
     attempts INTEGER NOT NULL DEFAULT 0,
     last_error TEXT,
     next_attempt_at ${time},
     claimed_until ${time},
     delivered_at ${time},
     PRIMARY KEY (inquiry_id, channel)`;

/** SQLite's history: delivery state began on the inquiry's row, tables took their names later. */
const sqliteMigrations: readonly string[] = [
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

/** PostgreSQL's history: it began with the tables SQLite reached at its third version. */
const postgresMigrations: readonly string[] = [
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

const storeFile: StoreFile = {
  name: "the inquiry store",
  setting: "DATABASE_PATH",
  fileName: "inquiries.sqlite",
  pragmas: "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA secure_delete = ON;",
};

/**
 * Opens the file (created when missing), moved up to the current schema, with the search's
 * fold as a function of the connection's: SQLite's own lower() folds ASCII letters only, and a
 * search must find "Szőke" by "szoke" (search-fold.ts).
 */
export function openInquiryFile(path: string): DatabaseSync {
  const db = openStore(path, storeFile);
  try {
    migrate(db, storeFile, sqliteMigrations);
    addFieldColumns(db);
  } catch (error) {
    db.close();
    throw error;
  }
  db.function("fold_search", { deterministic: true }, (value) => foldForSearch(String(value)));
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

/** Moves the PostgreSQL tables up to the current schema and gives every form field its column. */
export async function migrateInquiryTables(pool: Pool): Promise<void> {
  await migratePostgres(pool, "inquiries", postgresMigrations);
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
