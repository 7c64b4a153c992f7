/**
 * The editor's store in PostgreSQL, shared by every instance (`DATABASE_URL`): an account made
 * or a session started on one instance is known to all, and the sign-in limiter counts the
 * attempts of all of them in one table (sign_in_attempts), each attempt taking its slots in a
 * transaction that holds the locks of its keys, so that no two instances count past a limit.
 */
import { randomBytes } from "node:crypto";
import { migratePostgres, type Pool, pgTransaction } from "../shared/postgres.ts";
import type { SignInSlots, SlotKeys, Taken } from "./sign-in-slots.ts";
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
    this.signInSlots = new PostgresSlots(pool);
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

/**
 * The attempts of every instance in one table. An attempt locks its keys (transaction-level
 * advisory locks, in a fixed order), counts each key's rows in the window, and inserts its own
 * rows only when every key is below its limit; concurrent attempts on a key wait for each
 * other, so the count is exact however many instances take part.
 */
class PostgresSlots implements SignInSlots {
  readonly #pool: Pool;
  #sweptAt = 0;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  /**
   * Rows whose minute has passed, of keys never tried again (an attacker's many addresses),
   * go once a window per instance, apart from any attempt's transaction.
   */
  #sweep(now: number, windowMs: number): void {
    if (now - this.#sweptAt < windowMs) return;
    this.#sweptAt = now;
    this.#pool
      .query("DELETE FROM sign_in_attempts WHERE at <= $1", [now - windowMs])
      .catch(() => {});
  }

  take(keys: SlotKeys, now: number, windowMs: number): Promise<Taken> {
    this.#sweep(now, windowMs);
    const names = keys.map(([key]) => key);
    const limits = keys.map(([, limit]) => limit);
    return pgTransaction(this.#pool, async (client) => {
      await client.query(
        `SELECT pg_advisory_xact_lock(hashtext('sign-in:' || key))
         FROM unnest($1::text[]) AS key ORDER BY key`,
        [names],
      );
      await client.query("DELETE FROM sign_in_attempts WHERE key = ANY($1) AND at <= $2", [
        names,
        now - windowMs,
      ]);
      // Per key at its limit: the time of the oldest slot that keeps it there.
      const { rows } = await client.query<{ blocked: number | null }>(
        `SELECT max(blocking.at) AS blocked
         FROM unnest($1::text[], $2::int[]) AS wanted (key, max)
         CROSS JOIN LATERAL (
           SELECT at FROM sign_in_attempts WHERE key = wanted.key
           ORDER BY at DESC OFFSET wanted.max - 1 LIMIT 1
         ) AS blocking`,
        [names, limits],
      );
      const blocked = rows[0]?.blocked;
      if (blocked !== null && blocked !== undefined) return { until: blocked + windowMs };
      const taken = randomBytes(12).toString("base64url");
      await client.query(
        "INSERT INTO sign_in_attempts (attempt, key, at) SELECT $1, unnest($2::text[]), $3",
        [taken, names, now],
      );
      return { taken };
    });
  }

  async give(taken: string): Promise<void> {
    await this.#pool.query("DELETE FROM sign_in_attempts WHERE attempt = $1", [taken]);
  }
}
