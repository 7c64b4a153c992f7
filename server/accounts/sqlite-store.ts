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

const sessionColumns =
  "editor, created_at AS createdAt, last_seen_at AS lastSeenAt, verified, device, place";

const sessionOf = (row: Record<string, unknown>): SessionRow => ({
  editor: row.editor as string,
  createdAt: Number(row.createdAt),
  lastSeenAt: Number(row.lastSeenAt),
  full: row.verified === 1,
  device: row.device as string,
  place: row.place as string,
});

const passkeyOf = (row: Record<string, unknown>): Passkey => ({
  id: row.id as string,
  label: row.label as string,
  publicKey: new Uint8Array(row.public_key as Uint8Array),
  counter: Number(row.counter),
  transports: JSON.parse(row.transports as string) as string[],
  createdAt: row.created_at as string,
  lastUsedAt: (row.last_used_at as string | null) ?? null,
});

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
   CREATE TABLE editor_totp (
     editor TEXT PRIMARY KEY REFERENCES editors (name) ON DELETE CASCADE,
     secret TEXT NOT NULL,
     label TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_step INTEGER NOT NULL DEFAULT 0
   ) STRICT;
   CREATE TABLE editor_passkeys (
     id TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     label TEXT NOT NULL,
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL,
     transports TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_used_at TEXT
   ) STRICT;
   CREATE INDEX editor_passkeys_editor ON editor_passkeys (editor);
   CREATE TABLE editor_recovery_codes (
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     used_at TEXT,
     PRIMARY KEY (editor, code_hash)
   ) STRICT;
   CREATE TABLE editor_challenges (
     id TEXT PRIMARY KEY,
     editor TEXT NOT NULL,
     purpose TEXT NOT NULL,
     challenge TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;`,
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

  async addSession(
    tokenHash: string,
    editor: string,
    now: number,
    start: SessionStart = { full: false, device: "", place: "" },
  ): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO sessions (token_hash, editor, created_at, last_seen_at, verified, device, place) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(tokenHash, editor, now, now, start.full ? 1 : 0, start.device, start.place);
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const row = this.#db
      .prepare(`SELECT ${sessionColumns} FROM sessions WHERE token_hash = ?`)
      .get(tokenHash);
    return row && sessionOf(row);
  }

  async sessionsOf(editor: string): Promise<SessionListing[]> {
    return this.#db
      .prepare(
        `SELECT token_hash, ${sessionColumns} FROM sessions WHERE editor = ? ORDER BY last_seen_at DESC`,
      )
      .all(editor)
      .map((row) => ({ ...sessionOf(row), key: row.token_hash as string }));
  }

  async deleteSessionsOf(editor: string, except = ""): Promise<number> {
    return Number(
      this.#db
        .prepare("DELETE FROM sessions WHERE editor = ? AND token_hash <> ?")
        .run(editor, except).changes,
    );
  }

  async totp(editor: string): Promise<TotpFactor | undefined> {
    const row = this.#db
      .prepare(
        "SELECT secret, label, created_at AS createdAt, last_step AS lastStep FROM editor_totp WHERE editor = ?",
      )
      .get(editor);
    return row && { ...(row as unknown as TotpFactor), lastStep: Number(row.lastStep) };
  }

  async setTotp(editor: string, secret: string, label: string): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO editor_totp (editor, secret, label, created_at, last_step) VALUES (?, ?, ?, ?, 0) ON CONFLICT (editor) DO UPDATE SET secret = excluded.secret, label = excluded.label, created_at = excluded.created_at, last_step = 0",
      )
      .run(editor, secret, label, new Date().toISOString());
  }

  async removeTotp(editor: string): Promise<boolean> {
    return this.#db.prepare("DELETE FROM editor_totp WHERE editor = ?").run(editor).changes > 0;
  }

  async acceptTotpStep(editor: string, step: number): Promise<boolean> {
    return (
      this.#db
        .prepare("UPDATE editor_totp SET last_step = ? WHERE editor = ? AND last_step < ?")
        .run(step, editor, step).changes > 0
    );
  }

  async passkeys(editor: string): Promise<Passkey[]> {
    return this.#db
      .prepare("SELECT * FROM editor_passkeys WHERE editor = ? ORDER BY created_at, id")
      .all(editor)
      .map(passkeyOf);
  }

  async addPasskey(editor: string, passkey: NewPasskey): Promise<void> {
    this.#db
      .prepare(
        "INSERT INTO editor_passkeys (id, editor, label, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(
        passkey.id,
        editor,
        passkey.label,
        passkey.publicKey,
        passkey.counter,
        JSON.stringify(passkey.transports),
        new Date().toISOString(),
      );
  }

  async removePasskey(editor: string, id: string): Promise<boolean> {
    return (
      this.#db.prepare("DELETE FROM editor_passkeys WHERE editor = ? AND id = ?").run(editor, id)
        .changes > 0
    );
  }

  async advancePasskey(editor: string, id: string, from: number, to: number): Promise<boolean> {
    return (
      this.#db
        .prepare(
          "UPDATE editor_passkeys SET counter = ?, last_used_at = ? WHERE editor = ? AND id = ? AND counter = ?",
        )
        .run(to, new Date().toISOString(), editor, id, from).changes > 0
    );
  }

  async setRecoveryCodes(editor: string, hashes: readonly string[]): Promise<void> {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      this.#db.prepare("DELETE FROM editor_recovery_codes WHERE editor = ?").run(editor);
      const insert = this.#db.prepare(
        "INSERT INTO editor_recovery_codes (editor, code_hash) VALUES (?, ?)",
      );
      for (const hash of hashes) insert.run(editor, hash);
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  async recoveryCodesLeft(editor: string): Promise<number> {
    const row = this.#db
      .prepare(
        "SELECT count(*) AS left FROM editor_recovery_codes WHERE editor = ? AND used_at IS NULL",
      )
      .get(editor);
    return Number(row?.left ?? 0);
  }

  async spendRecoveryCode(editor: string, hash: string): Promise<boolean> {
    return (
      this.#db
        .prepare(
          "UPDATE editor_recovery_codes SET used_at = ? WHERE editor = ? AND code_hash = ? AND used_at IS NULL",
        )
        .run(new Date().toISOString(), editor, hash).changes > 0
    );
  }

  async resetSecondFactor(editor: string): Promise<boolean> {
    const known = this.#db.prepare("SELECT 1 FROM editors WHERE name = ?").get(editor);
    for (const table of ["editor_totp", "editor_passkeys", "editor_recovery_codes", "sessions"])
      this.#db.prepare(`DELETE FROM ${table} WHERE editor = ?`).run(editor);
    return known !== undefined;
  }

  async addChallenge(id: string, challenge: Challenge): Promise<void> {
    this.#db.prepare("DELETE FROM editor_challenges WHERE expires_at < ?").run(Date.now());
    this.#db
      .prepare(
        "INSERT INTO editor_challenges (id, editor, purpose, challenge, expires_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(id, challenge.editor, challenge.purpose, challenge.challenge, challenge.expiresAt);
  }

  async takeChallenge(id: string, now: number): Promise<Challenge | undefined> {
    const row = this.#db
      .prepare(
        "DELETE FROM editor_challenges WHERE id = ? RETURNING editor, purpose, challenge, expires_at AS expiresAt",
      )
      .get(id);
    if (!row || Number(row.expiresAt) <= now) return undefined;
    return { ...(row as unknown as Challenge), expiresAt: Number(row.expiresAt) };
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
