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
  type Challenge,
  type Editor,
  type EditorStore,
  type LastWrite,
  type NewPasskey,
  type Passkey,
  type SessionListing,
  type SessionRow,
  type SessionStart,
  type TotpFactor,
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
  // Second factors (docs/editor.md, "Second step"); existing sessions must pass it first.
  `ALTER TABLE editor_sessions ADD COLUMN verified BOOLEAN NOT NULL DEFAULT false;
   ALTER TABLE editor_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';
   ALTER TABLE editor_sessions ADD COLUMN place TEXT NOT NULL DEFAULT '';
   CREATE TABLE editor_totp (
     editor TEXT PRIMARY KEY REFERENCES editors (name) ON DELETE CASCADE,
     secret TEXT NOT NULL,
     label TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_step BIGINT NOT NULL DEFAULT 0
   );
   CREATE TABLE editor_passkeys (
     id TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     label TEXT NOT NULL,
     public_key BYTEA NOT NULL,
     counter BIGINT NOT NULL,
     transports TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_used_at TEXT
   );
   CREATE INDEX editor_passkeys_editor ON editor_passkeys (editor);
   CREATE TABLE editor_recovery_codes (
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     used_at TEXT,
     PRIMARY KEY (editor, code_hash)
   );
   CREATE TABLE editor_challenges (
     id TEXT PRIMARY KEY,
     editor TEXT NOT NULL,
     purpose TEXT NOT NULL,
     challenge TEXT NOT NULL,
     expires_at BIGINT NOT NULL
   );`,
];

const sessionColumns = `editor, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
  verified AS "full", device, place`;

interface SessionSql {
  editor: string;
  createdAt: string | number;
  lastSeenAt: string | number;
  full: boolean;
  device: string;
  place: string;
}

const sessionOf = (row: SessionSql): SessionRow => ({
  ...row,
  createdAt: Number(row.createdAt),
  lastSeenAt: Number(row.lastSeenAt),
});

interface PasskeySql {
  id: string;
  label: string;
  public_key: Buffer;
  counter: string | number;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

const passkeyOf = (row: PasskeySql): Passkey => ({
  id: row.id,
  label: row.label,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

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

  async addSession(
    tokenHash: string,
    editor: string,
    now: number,
    start: SessionStart = { full: false, device: "", place: "" },
  ): Promise<void> {
    await this.#changes(
      `INSERT INTO editor_sessions (token_hash, editor, created_at, last_seen_at, verified, device, place)
       VALUES ($1, $2, $3, $3, $4, $5, $6)`,
      [tokenHash, editor, now, start.full, start.device, start.place],
    );
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const row = await this.#row<SessionSql>(
      `SELECT ${sessionColumns} FROM editor_sessions WHERE token_hash = $1`,
      [tokenHash],
    );
    return row && sessionOf(row);
  }

  async sessionsOf(editor: string): Promise<SessionListing[]> {
    const { rows } = await this.#pool.query<SessionSql & { key: string }>(
      `SELECT token_hash AS key, ${sessionColumns} FROM editor_sessions WHERE editor = $1
       ORDER BY last_seen_at DESC`,
      [editor],
    );
    return rows.map((row) => ({ ...sessionOf(row), key: row.key }));
  }

  deleteSessionsOf(editor: string, except = ""): Promise<number> {
    return this.#changes("DELETE FROM editor_sessions WHERE editor = $1 AND token_hash <> $2", [
      editor,
      except,
    ]);
  }

  async totp(editor: string): Promise<TotpFactor | undefined> {
    const row = await this.#row<TotpFactor>(
      `SELECT secret, label, created_at AS "createdAt", last_step AS "lastStep"
       FROM editor_totp WHERE editor = $1`,
      [editor],
    );
    return row && { ...row, lastStep: Number(row.lastStep) };
  }

  async setTotp(editor: string, secret: string, label: string): Promise<void> {
    await this.#changes(
      `INSERT INTO editor_totp (editor, secret, label, created_at, last_step) VALUES ($1, $2, $3, $4, 0)
       ON CONFLICT (editor) DO UPDATE SET secret = excluded.secret, label = excluded.label,
         created_at = excluded.created_at, last_step = 0`,
      [editor, secret, label, new Date().toISOString()],
    );
  }

  async removeTotp(editor: string): Promise<boolean> {
    return (await this.#changes("DELETE FROM editor_totp WHERE editor = $1", [editor])) > 0;
  }

  async acceptTotpStep(editor: string, step: number): Promise<boolean> {
    return (
      (await this.#changes(
        "UPDATE editor_totp SET last_step = $1 WHERE editor = $2 AND last_step < $1",
        [step, editor],
      )) > 0
    );
  }

  async passkeys(editor: string): Promise<Passkey[]> {
    const { rows } = await this.#pool.query<PasskeySql>(
      "SELECT * FROM editor_passkeys WHERE editor = $1 ORDER BY created_at, id",
      [editor],
    );
    return rows.map(passkeyOf);
  }

  async addPasskey(editor: string, passkey: NewPasskey): Promise<void> {
    await this.#changes(
      `INSERT INTO editor_passkeys (id, editor, label, public_key, counter, transports, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        passkey.id,
        editor,
        passkey.label,
        Buffer.from(passkey.publicKey),
        passkey.counter,
        JSON.stringify(passkey.transports),
        new Date().toISOString(),
      ],
    );
  }

  async removePasskey(editor: string, id: string): Promise<boolean> {
    return (
      (await this.#changes("DELETE FROM editor_passkeys WHERE editor = $1 AND id = $2", [
        editor,
        id,
      ])) > 0
    );
  }

  async advancePasskey(editor: string, id: string, from: number, to: number): Promise<boolean> {
    return (
      (await this.#changes(
        `UPDATE editor_passkeys SET counter = $1, last_used_at = $2
         WHERE editor = $3 AND id = $4 AND counter = $5`,
        [to, new Date().toISOString(), editor, id, from],
      )) > 0
    );
  }

  setRecoveryCodes(editor: string, hashes: readonly string[]): Promise<void> {
    return pgTransaction(this.#pool, async (client) => {
      await client.query("DELETE FROM editor_recovery_codes WHERE editor = $1", [editor]);
      await client.query(
        "INSERT INTO editor_recovery_codes (editor, code_hash) SELECT $1, unnest($2::text[])",
        [editor, [...hashes]],
      );
    });
  }

  async recoveryCodesLeft(editor: string): Promise<number> {
    const row = await this.#row<{ left: string }>(
      "SELECT count(*) AS left FROM editor_recovery_codes WHERE editor = $1 AND used_at IS NULL",
      [editor],
    );
    return Number(row?.left ?? 0);
  }

  async spendRecoveryCode(editor: string, hash: string): Promise<boolean> {
    return (
      (await this.#changes(
        `UPDATE editor_recovery_codes SET used_at = $1
         WHERE editor = $2 AND code_hash = $3 AND used_at IS NULL`,
        [new Date().toISOString(), editor, hash],
      )) > 0
    );
  }

  resetSecondFactor(editor: string): Promise<boolean> {
    return pgTransaction(this.#pool, async (client) => {
      const known = await client.query("SELECT 1 FROM editors WHERE name = $1", [editor]);
      for (const table of [
        "editor_totp",
        "editor_passkeys",
        "editor_recovery_codes",
        "editor_sessions",
      ])
        await client.query(`DELETE FROM ${table} WHERE editor = $1`, [editor]);
      return (known.rowCount ?? 0) > 0;
    });
  }

  async addChallenge(id: string, challenge: Challenge): Promise<void> {
    await this.#changes("DELETE FROM editor_challenges WHERE expires_at < $1", [Date.now()]);
    await this.#changes(
      `INSERT INTO editor_challenges (id, editor, purpose, challenge, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, challenge.editor, challenge.purpose, challenge.challenge, challenge.expiresAt],
    );
  }

  async takeChallenge(id: string, now: number): Promise<Challenge | undefined> {
    const row = await this.#row<Challenge>(
      `DELETE FROM editor_challenges WHERE id = $1
       RETURNING editor, purpose, challenge, expires_at AS "expiresAt"`,
      [id],
    );
    if (!row || Number(row.expiresAt) <= now) return undefined;
    return { ...row, expiresAt: Number(row.expiresAt) };
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
