/**
 * The editor's SQLite file (node:sqlite): accounts with their password hashes and rights,
 * sessions (only a SHA-256 of each token is kept, so a copy of the file signs nobody in), who
 * last wrote each content file, the content versions each session was last shown, and the
 * audit of every export and erasure of inquiries (who, when, how many: no personal data).
 */
import type { DatabaseSync } from "node:sqlite";
import { migrate, openStore, type StoreFile } from "../shared/sqlite.ts";

export interface Editor {
  name: string;
  createdAt: string;
  /** May see, export and erase inquiries (personal data). */
  inquiries: boolean;
}

export const auditActions = ["export", "erase"] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditEntry {
  at: string;
  editor: string;
  action: AuditAction;
  count: number;
}

export interface SessionRow {
  editor: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface LastWrite {
  editor: string;
  at: string;
  sha: string;
}

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
];

const storeFile: StoreFile = {
  name: "the editor store",
  setting: "EDITOR_DATABASE_PATH",
  fileName: "editor.sqlite",
  pragmas: "PRAGMA journal_mode = WAL;",
};

export class EditorStore {
  readonly #db: DatabaseSync;

  constructor(path: string) {
    this.#db = openStore(path, storeFile);
    migrate(this.#db, storeFile, migrations);
  }

  addEditor(name: string, passwordHash: string, rights: { inquiries?: boolean } = {}): void {
    this.#db
      .prepare(
        "INSERT INTO editors (name, password_hash, created_at, inquiries) VALUES (?, ?, ?, ?)",
      )
      .run(name, passwordHash, new Date().toISOString(), rights.inquiries ? 1 : 0);
  }

  /** Gives or takes the right to see inquiries; false when there is no such account. */
  setInquiriesRight(name: string, allowed: boolean): boolean {
    return (
      this.#db.prepare("UPDATE editors SET inquiries = ? WHERE name = ?").run(allowed ? 1 : 0, name)
        .changes > 0
    );
  }

  maySeeInquiries(name: string): boolean {
    const row = this.#db.prepare("SELECT inquiries FROM editors WHERE name = ?").get(name);
    return row?.inquiries === 1;
  }

  recordAudit(entry: AuditEntry): void {
    this.#db
      .prepare("INSERT INTO inquiry_audit (at, editor, action, count) VALUES (?, ?, ?, ?)")
      .run(entry.at, entry.editor, entry.action, entry.count);
  }

  /** The newest audit entries first. */
  audit(limit = 50): AuditEntry[] {
    return this.#db
      .prepare(
        "SELECT at, editor, action, count FROM inquiry_audit ORDER BY at DESC, rowid DESC LIMIT ?",
      )
      .all(limit) as unknown as AuditEntry[];
  }

  /** Replaces the password and ends the account's sessions. */
  setPassword(name: string, passwordHash: string): boolean {
    const changed = this.#db
      .prepare("UPDATE editors SET password_hash = ? WHERE name = ?")
      .run(passwordHash, name).changes;
    this.#db.prepare("DELETE FROM sessions WHERE editor = ?").run(name);
    return changed > 0;
  }

  removeEditor(name: string): boolean {
    return this.#db.prepare("DELETE FROM editors WHERE name = ?").run(name).changes > 0;
  }

  editors(): Editor[] {
    return this.#db
      .prepare("SELECT name, created_at AS createdAt, inquiries FROM editors ORDER BY name")
      .all()
      .map((row) => ({
        name: row.name as string,
        createdAt: row.createdAt as string,
        inquiries: row.inquiries === 1,
      }));
  }

  passwordHashOf(name: string): string | undefined {
    const row = this.#db.prepare("SELECT password_hash FROM editors WHERE name = ?").get(name);
    return row?.password_hash as string | undefined;
  }

  addSession(tokenHash: string, editor: string, now: number): void {
    this.#db
      .prepare(
        "INSERT INTO sessions (token_hash, editor, created_at, last_seen_at) VALUES (?, ?, ?, ?)",
      )
      .run(tokenHash, editor, now, now);
  }

  session(tokenHash: string): SessionRow | undefined {
    return this.#db
      .prepare(
        "SELECT editor, created_at AS createdAt, last_seen_at AS lastSeenAt FROM sessions WHERE token_hash = ?",
      )
      .get(tokenHash) as SessionRow | undefined;
  }

  touchSession(tokenHash: string, now: number): void {
    this.#db
      .prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
      .run(now, tokenHash);
  }

  deleteSession(tokenHash: string): void {
    this.#db.prepare("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
  }

  deleteSessionsBefore(idleCutoff: number, absoluteCutoff: number): void {
    this.#db
      .prepare("DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?")
      .run(idleCutoff, absoluteCutoff);
  }

  recordWrite(path: string, write: LastWrite): void {
    this.#db
      .prepare(
        "INSERT INTO content_writes (path, editor, at, sha) VALUES (?, ?, ?, ?) ON CONFLICT (path) DO UPDATE SET editor = excluded.editor, at = excluded.at, sha = excluded.sha",
      )
      .run(path, write.editor, write.at, write.sha);
  }

  lastWrite(path: string): LastWrite | undefined {
    return this.#db
      .prepare("SELECT editor, at, sha FROM content_writes WHERE path = ?")
      .get(path) as LastWrite | undefined;
  }

  /** Path → blob SHA of what the session was last shown; undefined before it was shown any. */
  view(tokenHash: string): Map<string, string> | undefined {
    const row = this.#db
      .prepare("SELECT versions FROM session_views WHERE token_hash = ?")
      .get(tokenHash);
    if (!row) return undefined;
    return new Map(Object.entries(JSON.parse(row.versions as string) as Record<string, string>));
  }

  setView(tokenHash: string, versions: ReadonlyMap<string, string>): void {
    this.#db
      .prepare(
        "INSERT INTO session_views (token_hash, versions) VALUES (?, ?) ON CONFLICT (token_hash) DO UPDATE SET versions = excluded.versions",
      )
      .run(tokenHash, JSON.stringify(Object.fromEntries(versions)));
  }

  close(): void {
    this.#db.close();
  }
}
