/**
 * The editor's SQLite file (node:sqlite), the embedded default: one process serves, so the
 * sign-in limiter's attempts stay in its memory. The store itself is sql-store.ts's.
 */
import type { DatabaseSync } from "node:sqlite";
import { sqliteDatabase } from "../shared/sql.ts";
import { migrate, openStore, type StoreFile } from "../shared/sqlite.ts";
import { MemorySlots } from "./sign-in-slots.ts";
import { SqlEditorStore } from "./sql-store.ts";
import { secondFactorTables, teamMigration } from "./statements.ts";
import { auditActions } from "./store.ts";

/**
 * Each entry moves the schema one version up (server/shared/sqlite.ts); a change is a new entry at
 * the end. The first creates only what is missing: files made before the store migrated have
 * its tables and version 0.
 */
const migrations: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS editors (
    name TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS sessions (
    token_hash TEXT PRIMARY KEY,
    editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    last_seen_at INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS content_writes (
    path TEXT PRIMARY KEY,
    editor TEXT NOT NULL,
    at TEXT NOT NULL,
    sha TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS session_views (
    token_hash TEXT PRIMARY KEY REFERENCES sessions (token_hash) ON DELETE CASCADE,
    versions TEXT NOT NULL
  ) STRICT;`,
  // The right to see inquiries, off for every existing account; the audit of data requests.
  `ALTER TABLE editors ADD COLUMN inquiries INTEGER NOT NULL DEFAULT 0 CHECK (inquiries IN (0, 1));
   CREATE TABLE inquiry_audit (
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN (${auditActions.map((a) => `'${a}'`).join(", ")})),
     count INTEGER NOT NULL
   ) STRICT;`,
  // The server's secrets (the device cookies' signing key), made once.
  `CREATE TABLE secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL) STRICT;`,
  // Second factors (docs/editor.md, "Second step"): sessions say whether they passed it and
  // from which device; existing sessions must pass it first.
  `ALTER TABLE sessions ADD COLUMN verified INTEGER NOT NULL DEFAULT 0 CHECK (verified IN (0, 1));
   ALTER TABLE sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
   ALTER TABLE sessions ADD COLUMN place TEXT NOT NULL DEFAULT '';
   CREATE INDEX sessions_editor ON sessions (editor);
   ${secondFactorTables("sqlite")}`,
  // The same tables as in PostgreSQL, so one SQL serves both (statements.ts): the sessions and
  // secrets renamed (session_views' reference follows), the audit's rows numbered.
  `ALTER TABLE sessions RENAME TO editor_sessions;
   DROP INDEX sessions_editor;
   CREATE INDEX editor_sessions_editor ON editor_sessions (editor);
   ALTER TABLE secrets RENAME TO editor_secrets;
   CREATE TABLE inquiry_audit_numbered (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN (${auditActions.map((a) => `'${a}'`).join(", ")})),
     count INTEGER NOT NULL
   ) STRICT;
   INSERT INTO inquiry_audit_numbered (id, at, editor, action, count)
     SELECT rowid, at, editor, action, count FROM inquiry_audit;
   DROP TABLE inquiry_audit;
   ALTER TABLE inquiry_audit_numbered RENAME TO inquiry_audit;`,
  // The team runs its accounts (docs/editor.md, "The team").
  teamMigration("sqlite"),
];

const storeFile: StoreFile = {
  name: "the editor store",
  setting: "EDITOR_DATABASE_PATH",
  fileName: "editor.sqlite",
  pragmas: "PRAGMA journal_mode = WAL;",
};

export class SqliteEditorStore extends SqlEditorStore {
  readonly #db: DatabaseSync;
  readonly signInSlots = new MemorySlots();

  constructor(path: string) {
    const db = openStore(path, storeFile);
    migrate(db, storeFile, migrations);
    super(sqliteDatabase(db));
    this.#db = db;
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
