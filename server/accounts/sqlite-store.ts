/**
 * The editor's SQLite file (node:sqlite), the embedded default: one process serves, so the
 * sign-in limiter's attempts stay in its memory.
 */
import { randomBytes } from "node:crypto";
import type { DatabaseSync } from "node:sqlite";
import { migrate, openStore, type StoreFile } from "../shared/sqlite.ts";
import { MemorySlots } from "./sign-in-slots.ts";
import {
  type AuditEntry,
  auditActions,
  type Editor,
  type EditorStore,
  type LastWrite,
  type SessionRow,
} from "./store.ts";

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
];

const storeFile: StoreFile = {
  name: "the editor store",
  setting: "EDITOR_DATABASE_PATH",
  fileName: "editor.sqlite",
  pragmas: "PRAGMA journal_mode = WAL;",
};

export class SqliteEditorStore implements EditorStore {
  readonly #db: DatabaseSync;
  readonly signInSlots = new MemorySlots();

  constructor(path: string) {
    this.#db = openStore(path, storeFile);
    migrate(this.#db, storeFile, migrations);
  }

  async addEditor(
    name: string,
    passwordHash: string,
    rights: { inquiries?: boolean } = {},
  ): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO editors (name, password_hash, created_at, inquiries) VALUES (?, ?, ?, ?)",
      )
      .run(name, passwordHash, new Date().toISOString(), rights.inquiries ? 1 : 0);
  }

  /** Gives or takes the right to see inquiries; false when there is no such account. */
  async setInquiriesRight(name: string, allowed: boolean): Promise<boolean> {
    return (
      this.#db.prepare("UPDATE editors SET inquiries = ? WHERE name = ?").run(allowed ? 1 : 0, name)
        .changes > 0
    );
  }

  async maySeeInquiries(name: string): Promise<boolean> {
    const row = this.#db.prepare("SELECT inquiries FROM editors WHERE name = ?").get(name);
    return row?.inquiries === 1;
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    this.#db
      .prepare("INSERT INTO inquiry_audit (at, editor, action, count) VALUES (?, ?, ?, ?)")
      .run(entry.at, entry.editor, entry.action, entry.count);
  }

  /** The newest audit entries first. */
  async audit(limit = 50): Promise<AuditEntry[]> {
    return this.#db
      .prepare(
        "SELECT at, editor, action, count FROM inquiry_audit ORDER BY at DESC, rowid DESC LIMIT ?",
      )
      .all(limit) as unknown as AuditEntry[];
  }

  /** Replaces the password and ends the account's sessions. */
  async setPassword(name: string, passwordHash: string): Promise<boolean> {
    const changed = this.#db
      .prepare("UPDATE editors SET password_hash = ? WHERE name = ?")
      .run(passwordHash, name).changes;
    this.#db.prepare("DELETE FROM sessions WHERE editor = ?").run(name);
    return changed > 0;
  }

  async removeEditor(name: string): Promise<boolean> {
    return this.#db.prepare("DELETE FROM editors WHERE name = ?").run(name).changes > 0;
  }

  async editors(): Promise<Editor[]> {
    return this.#db
      .prepare("SELECT name, created_at AS createdAt, inquiries FROM editors ORDER BY name")
      .all()
      .map((row) => ({
        name: row.name as string,
        createdAt: row.createdAt as string,
        inquiries: row.inquiries === 1,
      }));
  }

  async passwordHashOf(name: string): Promise<string | undefined> {
    const row = this.#db.prepare("SELECT password_hash FROM editors WHERE name = ?").get(name);
    return row?.password_hash as string | undefined;
  }

  async addSession(tokenHash: string, editor: string, now: number): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO sessions (token_hash, editor, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
      )
      .run(tokenHash, editor, now, now);
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    return this.#db
      .prepare(
        "SELECT editor, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE token_hash = ?",
      )
      .get(tokenHash) as SessionRow | undefined;
  }

  async touchSession(tokenHash: string, now: number): Promise<void> {
    this.#db
      .prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
      .run(now, tokenHash);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.#db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
  }

  async deleteSessionsBefore(idleCutoff: number, absoluteCutoff: number): Promise<void> {
    this.#db
      .prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?")
      .run(idleCutoff, absoluteCutoff);
  }

  async recordWrite(path: string, write: LastWrite): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO content_writes (path, editor, at, sha) VALUES (?, ?, ?, ?) ON CONFLICT (path) DO UPDATE SET editor = excluded.editor, at = excluded.at, sha = excluded.sha",
      )
      .run(path, write.editor, write.at, write.sha);
  }

  async lastWrite(path: string): Promise<LastWrite | undefined> {
    return this.#db
      .prepare("SELECT editor, at, sha FROM content_writes WHERE path = ?")
      .get(path) as LastWrite | undefined;
  }

  /** Path → blob SHA of what the session was last shown; undefined before it was shown any. */
  async view(tokenHash: string): Promise<Map<string, string> | undefined> {
    const row = this.#db
      .prepare("SELECT versions FROM session_views WHERE token_hash = ?")
      .get(tokenHash);
    if (!row) return undefined;
    return new Map(Object.entries(JSON.parse(row.versions as string) as Record<string, string>));
  }

  async setView(tokenHash: string, versions: ReadonlyMap<string, string>): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO session_views (token_hash, versions) VALUES (?, ?) ON CONFLICT (token_hash) DO UPDATE SET versions = excluded.versions",
      )
      .run(tokenHash, JSON.stringify(Object.fromEntries(versions)));
  }

  async secret(name: string): Promise<Buffer> {
    this.#db
      .prepare("INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING")
      .run(name, randomBytes(32));
    const row = this.#db.prepare("SELECT value FROM secrets WHERE name = ?").get(name);
    return Buffer.from(row?.value as Uint8Array);
  }

  async close(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
  }
}
