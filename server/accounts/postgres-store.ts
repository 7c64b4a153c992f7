/**
 * The editor's store in PostgreSQL, shared by every instance (`DATABASE_URL`): an account made
 * or a session started on one instance is known to all, and the sign-in limiter counts the
 * attempts of all of them with the server's one limiter (shared/sliding-window.ts), so that no
 * two instances count past a limit. The store itself is sql-store.ts's.
 */
import { migratePostgres, type Pool } from "../shared/postgres.ts";
import { PostgresWindow } from "../shared/sliding-window.ts";
import { postgresDatabase } from "../shared/sql.ts";
import { type SignInSlots, WindowSlots } from "./sign-in-slots.ts";
import { SqlEditorStore } from "./sql-store.ts";
import { secondFactorTables, teamMigration } from "./statements.ts";
import { auditActions } from "./store.ts";

const migrations: readonly string[] = [
  `CREATE TABLE editors (
     name TEXT PRIMARY KEY,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL,
     inquiries BOOLEAN NOT NULL DEFAULT false
   );
   CREATE TABLE editor_sessions (
     token_hash TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL
   );
   CREATE INDEX editor_sessions_editor ON editor_sessions (editor);
   CREATE TABLE content_writes (
     path TEXT PRIMARY KEY, editor TEXT NOT NULL, at TEXT NOT NULL, sha TEXT NOT NULL
   );
   CREATE TABLE session_views (
     token_hash TEXT PRIMARY KEY REFERENCES editor_sessions (token_hash) ON DELETE CASCADE,
     versions TEXT NOT NULL
   );
   CREATE TABLE inquiry_audit (
     id BIGSERIAL PRIMARY KEY,
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     action TEXT NOT NULL CHECK (action IN (${auditActions.map((a) => `'${a}'`).join(", ")})),
     count INTEGER NOT NULL
   );
   CREATE TABLE editor_secrets (name TEXT PRIMARY KEY, value BYTEA NOT NULL);
   CREATE TABLE sign_in_attempts (
     id BIGSERIAL PRIMARY KEY,
     attempt TEXT NOT NULL,
     key TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX sign_in_attempts_key ON sign_in_attempts (key, at);
   CREATE INDEX sign_in_attempts_attempt ON sign_in_attempts (attempt);
   CREATE INDEX sign_in_attempts_at ON sign_in_attempts (at);`,
  // Second factors (docs/editor.md, "Second step"); existing sessions must pass it first.
  `ALTER TABLE editor_sessions ADD COLUMN verified BOOLEAN NOT NULL DEFAULT false;
   ALTER TABLE editor_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
   ALTER TABLE editor_sessions ADD COLUMN place TEXT NOT NULL DEFAULT '';
   ${secondFactorTables("postgres")}`,
  // The sign-in limiter counts in the server's one limiter's table (rate_limit_hits).
  `DROP TABLE sign_in_attempts;`,
  // The team runs its accounts (as in sqlite-store.ts).
  teamMigration("postgres"),
];

export class PostgresEditorStore extends SqlEditorStore {
  readonly signInSlots: SignInSlots;

  private constructor(pool: Pool) {
    super(postgresDatabase(pool));
    this.signInSlots = new WindowSlots(new PostgresWindow(pool));
  }

  /** The store on `pool`, its tables migrated once across instances. */
  static async open(pool: Pool): Promise<PostgresEditorStore> {
    await migratePostgres(pool, "editor", migrations);
    return new PostgresEditorStore(pool);
  }

  /** The pool is the process's, closed by whoever opened it. */
  async close(): Promise<void> {}
}
