/**
 * The editor's store in PostgreSQL, shared by every instance (`DATABASE_URL`): an account made
 * or a session started on one instance is known to all, and the sign-in limiter counts the
 * attempts of all of them with the server's one limiter (shared/sliding-window.ts), so that no
 * two instances count past a limit. (`sign_in_attempts`, where they were counted before, is
 * no longer written.)
 */
import { randomBytes } from "node:crypto";
import { migratePostgres, type Pool, pgTransaction } from "../shared/postgres.ts";
import { PostgresWindow } from "../shared/sliding-window.ts";
import { type SignInSlots, WindowSlots } from "./sign-in-slots.ts";
import {
  type AuditEntry,
  auditActions,
  type Editor,
  type EditorStore,
  type LastWrite,
  type SessionRow,
} from "./store.ts";

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
];

export class PostgresEditorStore implements EditorStore {
  readonly #pool: Pool;
  readonly signInSlots: SignInSlots;

  private constructor(pool: Pool) {
    this.#pool = pool;
    this.signInSlots = new WindowSlots(new PostgresWindow(pool));
  }

  /** The store on `pool`, its tables migrated once across instances. */
  static async open(pool: Pool): Promise<PostgresEditorStore> {
    await migratePostgres(pool, "editor", migrations);
    return new PostgresEditorStore(pool);
  }

  async #changes(sql: string, values: unknown[]): Promise<number> {
    return (await this.#pool.query(sql, values)).rowCount ?? 0;
  }

  async #row<T extends object>(sql: string, values: unknown[]): Promise<T | undefined> {
    return (await this.#pool.query<T>(sql, values)).rows[0];
  }

  async addEditor(
    name: string,
    passwordHash: string,
    rights: { inquiries?: boolean } = {},
  ): Promise<void> {
    await this.#changes(
      "INSERT INTO editors (name, password_hash, created_at, inquiries) VALUES ($1, $2, $3, $4)",
      [name, passwordHash, new Date().toISOString(), rights.inquiries === true],
    );
  }

  async setInquiriesRight(name: string, allowed: boolean): Promise<boolean> {
    return (
      (await this.#changes("UPDATE editors SET inquiries = $1 WHERE name = $2", [allowed, name])) >
      0
    );
  }

  async maySeeInquiries(name: string): Promise<boolean> {
    const row = await this.#row<{ inquiries: boolean }>(
      "SELECT inquiries FROM editors WHERE name = $1",
      [name],
    );
    return row?.inquiries === true;
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    await this.#changes(
      "INSERT INTO inquiry_audit (at, editor, action, count) VALUES ($1, $2, $3, $4)",
      [entry.at, entry.editor, entry.action, entry.count],
    );
  }

  async audit(limit = 50): Promise<AuditEntry[]> {
    const { rows } = await this.#pool.query<AuditEntry>(
      "SELECT at, editor, action, count FROM inquiry_audit ORDER BY at DESC, id DESC LIMIT $1",
      [limit],
    );
    return rows;
  }

  setPassword(name: string, passwordHash: string): Promise<boolean> {
    return pgTransaction(this.#pool, async (client) => {
      const changed = await client.query("UPDATE editors SET password_hash = $1 WHERE name = $2", [
        passwordHash,
        name,
      ]);
      await client.query("DELETE FROM editor_sessions WHERE editor = $1", [name]);
      return (changed.rowCount ?? 0) > 0;
    });
  }

  async removeEditor(name: string): Promise<boolean> {
    return (await this.#changes("DELETE FROM editors WHERE name = $1", [name])) > 0;
  }

  async editors(): Promise<Editor[]> {
    const { rows } = await this.#pool.query<Editor>(
      `SELECT name, created_at AS "createdAt", inquiries FROM editors ORDER BY name COLLATE "C"`,
    );
    return rows;
  }

  async passwordHashOf(name: string): Promise<string | undefined> {
    const row = await this.#row<{ password_hash: string }>(
      "SELECT password_hash FROM editors WHERE name = $1",
      [name],
    );
    return row?.password_hash;
  }

  async addSession(tokenHash: string, editor: string, now: number): Promise<void> {
    await this.#changes(
      "INSERT INTO editor_sessions (token_hash, editor, created_at, last_seen_at) VALUES ($1, $2, $3, $3)",
      [tokenHash, editor, now],
    );
  }

  session(tokenHash: string): Promise<SessionRow | undefined> {
    return this.#row<SessionRow>(
      `SELECT editor, created_at AS "createdAt", last_seen_at AS "lastSeenAt"
       FROM editor_sessions WHERE token_hash = $1`,
      [tokenHash],
    );
  }

  async touchSession(tokenHash: string, now: number): Promise<void> {
    await this.#changes("UPDATE editor_sessions SET last_seen_at = $1 WHERE token_hash = $2", [
      now,
      tokenHash,
    ]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#changes("DELETE FROM editor_sessions WHERE token_hash = $1", [tokenHash]);
  }

  async deleteSessionsBefore(idleCutoff: number, absoluteCutoff: number): Promise<void> {
    await this.#changes("DELETE FROM editor_sessions WHERE last_seen_at < $1 OR created_at < $2", [
      idleCutoff,
      absoluteCutoff,
    ]);
  }

  async recordWrite(path: string, write: LastWrite): Promise<void> {
    await this.#changes(
      `INSERT INTO content_writes (path, editor, at, sha) VALUES ($1, $2, $3, $4)
       ON CONFLICT (path) DO UPDATE SET editor = excluded.editor, at = excluded.at, sha = excluded.sha`,
      [path, write.editor, write.at, write.sha],
    );
  }

  lastWrite(path: string): Promise<LastWrite | undefined> {
    return this.#row<LastWrite>("SELECT editor, at, sha FROM content_writes WHERE path = $1", [
      path,
    ]);
  }

  async view(tokenHash: string): Promise<Map<string, string> | undefined> {
    const row = await this.#row<{ versions: string }>(
      "SELECT versions FROM session_views WHERE token_hash = $1",
      [tokenHash],
    );
    if (!row) return undefined;
    return new Map(Object.entries(JSON.parse(row.versions) as Record<string, string>));
  }

  async setView(tokenHash: string, versions: ReadonlyMap<string, string>): Promise<void> {
    await this.#changes(
      `INSERT INTO session_views (token_hash, versions) VALUES ($1, $2)
       ON CONFLICT (token_hash) DO UPDATE SET versions = excluded.versions`,
      [tokenHash, JSON.stringify(Object.fromEntries(versions))],
    );
  }

  async secret(name: string): Promise<Buffer> {
    await this.#changes(
      "INSERT INTO editor_secrets (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING",
      [name, randomBytes(32)],
    );
    const row = await this.#row<{ value: Buffer }>(
      "SELECT value FROM editor_secrets WHERE name = $1",
      [name],
    );
    if (!row) throw new Error(`The secret ${name} was not stored`);
    return row.value;
  }

  /** The pool is the process's, closed by whoever opened it. */
  async close(): Promise<void> {}
}
