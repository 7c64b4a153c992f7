/**
 * The editor store's SQL, written once for both databases (server/shared/sql.ts): the same
 * tables and columns in each (server/shared/schema-parity.test.ts). The only difference left
 * is the order of names, which PostgreSQL must be told is bytewise as SQLite's is.
 */
import { type Dialect, join, raw, type Sql, sql } from "../shared/sql.ts";
import type {
  AccountEvent,
  AuditEntry,
  Challenge,
  LastWrite,
  NewPasskey,
  Rights,
  SessionStart,
} from "./store.ts";

/**
 * Bytes (a passkey's public key, a secret) go to both drivers as they are: a BLOB for SQLite,
 * a bytea for PostgreSQL. The tag's value types name only text, numbers and times.
 */
const bytes = (value: Uint8Array): string => value as unknown as string;

const now = () => new Date().toISOString();

/**
 * What the dialects spell apart in the editor store's tables: a 64-bit number (a time in
 * milliseconds, a counter), bytes, a numbered row's key, SQLite's strict tables. Shipped
 * migrations are made of these and the functions below, so they never change: a new column is
 * a new migration.
 */
const types = {
  sqlite: { big: "INTEGER", bytes: "BLOB", numbered: "INTEGER PRIMARY KEY", strict: " STRICT" },
  postgres: { big: "BIGINT", bytes: "BYTEA", numbered: "BIGSERIAL PRIMARY KEY", strict: "" },
} as const;

/** A yes-or-no column of `name`, no by default. */
const flag = (dialect: Dialect, name: string) =>
  dialect === "sqlite"
    ? `${name} INTEGER NOT NULL DEFAULT 0 CHECK (${name} IN (0, 1))`
    : `${name} BOOLEAN NOT NULL DEFAULT false`;

/**
 * The second factors' tables, in the migration that brought them in each database's history:
 * an account's authenticator, its passkeys, its recovery codes, the challenges given out.
 */
export function secondFactorTables(dialect: Dialect): string {
  const { big, bytes, strict } = types[dialect];
  return `CREATE TABLE editor_totp (
     editor TEXT PRIMARY KEY REFERENCES editors (name) ON DELETE CASCADE,
     secret TEXT NOT NULL,
     label TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_step ${big} NOT NULL DEFAULT 0
   )${strict};
   CREATE TABLE editor_passkeys (
     id TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     label TEXT NOT NULL,
     public_key ${bytes} NOT NULL,
     counter ${big} NOT NULL,
     transports TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_used_at TEXT
   )${strict};
   CREATE INDEX editor_passkeys_editor ON editor_passkeys (editor);
   CREATE TABLE editor_recovery_codes (
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     code_hash TEXT NOT NULL,
     used_at TEXT,
     PRIMARY KEY (editor, code_hash)
   )${strict};
   CREATE TABLE editor_challenges (
     id TEXT PRIMARY KEY,
     editor TEXT NOT NULL,
     purpose TEXT NOT NULL,
     challenge TEXT NOT NULL,
     expires_at ${big} NOT NULL
   )${strict};`;
}

/**
 * The migration by which the team runs its accounts, one step in each database's history: an
 * owner's address, the right to manage accounts, the last sign-in; each half session's code
 * attempts and each session's last second step; set-up links; what happened to accounts;
 * sessions ended elsewhere.
 */
export function teamMigration(dialect: Dialect): string {
  const { big, numbered, strict } = types[dialect];
  return `ALTER TABLE editors ADD COLUMN email TEXT NOT NULL DEFAULT '';
   ALTER TABLE editors ADD COLUMN ${flag(dialect, "accounts")};
   ALTER TABLE editors ADD COLUMN last_sign_in_at TEXT;
   ALTER TABLE editor_sessions ADD COLUMN code_attempts INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE editor_sessions ADD COLUMN stepped_at ${big} NOT NULL DEFAULT 0;
   CREATE TABLE editor_invitations (
     token_hash TEXT PRIMARY KEY,
     editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
     created_by TEXT NOT NULL,
     expires_at ${big} NOT NULL
   )${strict};
   CREATE TABLE account_events (
     id ${numbered},
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     kind TEXT NOT NULL,
     actor TEXT NOT NULL,
     place TEXT NOT NULL
   )${strict};
   CREATE INDEX account_events_editor ON account_events (editor, at);
   CREATE TABLE editor_ended_sessions (token_hash TEXT PRIMARY KEY, at ${big} NOT NULL)${strict};`;
}

export const addEditor = (name: string, passwordHash: string, rights: Rights, email: string) =>
  sql`INSERT INTO editors (name, password_hash, created_at, inquiries, accounts, email)
      VALUES (${name}, ${passwordHash}, ${now()}, ${rights.inquiries}, ${rights.accounts},
        ${email})`;
export const setInquiriesRight = (name: string, allowed: boolean) =>
  sql`UPDATE editors SET inquiries = ${allowed} WHERE name = ${name}`;
export const setRights = (name: string, rights: Rights) =>
  sql`UPDATE editors SET inquiries = ${rights.inquiries}, accounts = ${rights.accounts}
      WHERE name = ${name}`;
export const setEmail = (name: string, email: string) =>
  sql`UPDATE editors SET email = ${email} WHERE name = ${name}`;
export const recordSignIn = (name: string) =>
  sql`UPDATE editors SET last_sign_in_at = ${now()} WHERE name = ${name}`;
export const editor = (name: string) =>
  sql`SELECT name, password_hash, inquiries, accounts, email FROM editors WHERE name = ${name}`;
export const setPassword = (name: string, passwordHash: string) =>
  sql`UPDATE editors SET password_hash = ${passwordHash} WHERE name = ${name}`;
export const removeEditor = (name: string) => sql`DELETE FROM editors WHERE name = ${name}`;
/** True unless `name` is the last account with the right to manage accounts. */
const anotherManager = (name: string) =>
  sql`(NOT accounts OR EXISTS (SELECT 1 FROM editors AS other
        WHERE other.accounts AND other.name <> ${name}))`;
export const removeEditorKeepingAManager = (name: string) =>
  sql`DELETE FROM editors WHERE name = ${name} AND ${anotherManager(name)}`;
export const setRightsKeepingAManager = (name: string, rights: Rights) =>
  sql`UPDATE editors SET inquiries = ${rights.inquiries}, accounts = ${rights.accounts}
      WHERE name = ${name} AND (${rights.accounts} OR ${anotherManager(name)})`;
/**
 * PostgreSQL: the managers' rows held until the transaction ends, so that of two changes at
 * once the second reads the first's outcome (SQLite's write transactions run one at a time).
 */
export const holdManagers = sql`SELECT name FROM editors WHERE accounts FOR UPDATE`;
export const editors = (dialect: "sqlite" | "postgres") =>
  sql`SELECT name, created_at AS "createdAt", inquiries, accounts, email,
        last_sign_in_at AS "lastSignInAt",
        (SELECT count(*) FROM editor_passkeys p WHERE p.editor = editors.name)
          + (SELECT count(*) FROM editor_totp t WHERE t.editor = editors.name) AS factors,
        (SELECT count(*) FROM editor_invitations i WHERE i.editor = editors.name) AS invited
      FROM editors
      ORDER BY name ${raw(dialect === "postgres" ? `COLLATE "C"` : "")}`;

export const recordAudit = (entry: AuditEntry) =>
  sql`INSERT INTO inquiry_audit (at, editor, action, count)
      VALUES (${entry.at}, ${entry.editor}, ${entry.action}, ${entry.count})`;
export const audit = (limit: number) =>
  sql`SELECT at, editor, action, count FROM inquiry_audit ORDER BY at DESC, id DESC
      LIMIT ${limit}`;

const sessionColumns = raw(`editor, created_at AS "createdAt", last_seen_at AS "lastSeenAt",
  verified AS "full", device, place, stepped_at AS "steppedAt"`);

export const addSession = (tokenHash: string, editor: string, at: number, start: SessionStart) =>
  sql`INSERT INTO editor_sessions
        (token_hash, editor, created_at, last_seen_at, verified, device, place, stepped_at)
      VALUES (${tokenHash}, ${editor}, ${at}, ${at}, ${start.full}, ${start.device},
        ${start.place}, ${start.full ? at : 0})`;
export const session = (tokenHash: string) =>
  sql`SELECT ${sessionColumns} FROM editor_sessions WHERE token_hash = ${tokenHash}`;
export const sessionsOf = (editor: string) =>
  sql`SELECT token_hash AS key, ${sessionColumns} FROM editor_sessions
      WHERE editor = ${editor} ORDER BY last_seen_at DESC`;
/** Counts a code tried in a half session; the count so far (none: the session is gone). */
export const countCodeAttempt = (tokenHash: string) =>
  sql`UPDATE editor_sessions SET code_attempts = code_attempts + 1
      WHERE token_hash = ${tokenHash} AND verified = ${false}
      RETURNING code_attempts AS "attempts"`;
export const step = (tokenHash: string, at: number) =>
  sql`UPDATE editor_sessions SET stepped_at = ${at} WHERE token_hash = ${tokenHash}`;
/** Sessions ended from elsewhere are remembered for a day, so their cookie is told why. */
const remember = (where: Sql) =>
  sql`INSERT INTO editor_ended_sessions (token_hash, at)
      SELECT token_hash, ${Date.now()} FROM editor_sessions WHERE ${where}
      ON CONFLICT DO NOTHING`;
export const deleteSessionsOf = (editor: string, except = "") => [
  remember(sql`editor = ${editor} AND token_hash <> ${except}`),
  sql`DELETE FROM editor_sessions WHERE editor = ${editor} AND token_hash <> ${except}`,
];
export const endSession = (tokenHash: string) => [
  remember(sql`token_hash = ${tokenHash}`),
  sql`DELETE FROM editor_sessions WHERE token_hash = ${tokenHash}`,
];
export const wasEnded = (tokenHash: string) =>
  sql`SELECT at FROM editor_ended_sessions WHERE token_hash = ${tokenHash}`;
export const touchSession = (tokenHash: string, at: number) =>
  sql`UPDATE editor_sessions SET last_seen_at = ${at} WHERE token_hash = ${tokenHash}`;
export const deleteSession = (tokenHash: string) =>
  sql`DELETE FROM editor_sessions WHERE token_hash = ${tokenHash}`;
export const deleteSessionsBefore = (idleCutoff: number, absoluteCutoff: number) => [
  sql`DELETE FROM editor_sessions
      WHERE last_seen_at < ${idleCutoff} OR created_at < ${absoluteCutoff}`,
  sql`DELETE FROM editor_ended_sessions WHERE at < ${absoluteCutoff}`,
];

export const recordEvent = (event: AccountEvent) =>
  sql`INSERT INTO account_events (at, editor, kind, actor, place)
      VALUES (${event.at}, ${event.editor}, ${event.kind}, ${event.actor}, ${event.place})`;
export const events = (limit: number, filter: { editor?: string; kind?: string } = {}) => {
  const where = [
    ...(filter.editor === undefined ? [] : [sql`editor = ${filter.editor}`]),
    ...(filter.kind === undefined ? [] : [sql`kind = ${filter.kind}`]),
  ];
  return sql`SELECT at, editor, kind, actor, place FROM account_events
      ${where.length > 0 ? sql`WHERE ${join(where, " AND ")}` : sql``}
      ORDER BY at DESC, id DESC LIMIT ${limit}`;
};
export const countEvents = (editor: string, kind: string, since: string) =>
  sql`SELECT count(*) AS "count" FROM account_events
      WHERE editor = ${editor} AND kind = ${kind} AND at >= ${since}`;

export const addInvitation = (tokenHash: string, editor: string, by: string, expiresAt: number) => [
  sql`DELETE FROM editor_invitations WHERE editor = ${editor}`,
  sql`INSERT INTO editor_invitations (token_hash, editor, created_by, expires_at)
      VALUES (${tokenHash}, ${editor}, ${by}, ${expiresAt})`,
];
export const invitation = (tokenHash: string) =>
  sql`SELECT editor, created_by AS "createdBy", expires_at AS "expiresAt"
      FROM editor_invitations WHERE token_hash = ${tokenHash}`;
export const takeInvitation = (tokenHash: string) =>
  sql`DELETE FROM editor_invitations WHERE token_hash = ${tokenHash}
      RETURNING editor, created_by AS "createdBy", expires_at AS "expiresAt"`;

export const recordWrite = (path: string, write: LastWrite) =>
  sql`INSERT INTO content_writes (path, editor, at, sha)
      VALUES (${path}, ${write.editor}, ${write.at}, ${write.sha})
      ON CONFLICT (path) DO UPDATE SET editor = excluded.editor, at = excluded.at,
        sha = excluded.sha`;
export const lastWrite = (path: string) =>
  sql`SELECT editor, at, sha FROM content_writes WHERE path = ${path}`;
export const view = (tokenHash: string) =>
  sql`SELECT versions FROM session_views WHERE token_hash = ${tokenHash}`;
export const setView = (tokenHash: string, versions: string) =>
  sql`INSERT INTO session_views (token_hash, versions) VALUES (${tokenHash}, ${versions})
      ON CONFLICT (token_hash) DO UPDATE SET versions = excluded.versions`;

export const addSecret = (name: string, value: Uint8Array) =>
  sql`INSERT INTO editor_secrets (name, value) VALUES (${name}, ${bytes(value)})
      ON CONFLICT DO NOTHING`;
export const secret = (name: string) => sql`SELECT value FROM editor_secrets WHERE name = ${name}`;

export const totp = (editor: string) =>
  sql`SELECT secret, label, created_at AS "createdAt", last_step AS "lastStep"
      FROM editor_totp WHERE editor = ${editor}`;
export const setTotp = (editor: string, secret: string, label: string) =>
  sql`INSERT INTO editor_totp (editor, secret, label, created_at, last_step)
      VALUES (${editor}, ${secret}, ${label}, ${now()}, 0)
      ON CONFLICT (editor) DO UPDATE SET secret = excluded.secret, label = excluded.label,
        created_at = excluded.created_at, last_step = 0`;
export const removeTotp = (editor: string) => sql`DELETE FROM editor_totp WHERE editor = ${editor}`;
export const acceptTotpStep = (editor: string, step: number) =>
  sql`UPDATE editor_totp SET last_step = ${step} WHERE editor = ${editor} AND last_step < ${step}`;

export const passkeys = (editor: string) =>
  sql`SELECT * FROM editor_passkeys WHERE editor = ${editor} ORDER BY created_at, id`;
export const addPasskey = (editor: string, passkey: NewPasskey) =>
  sql`INSERT INTO editor_passkeys (id, editor, label, public_key, counter, transports, created_at)
      VALUES (${passkey.id}, ${editor}, ${passkey.label}, ${bytes(passkey.publicKey)},
        ${passkey.counter}, ${JSON.stringify(passkey.transports)}, ${now()})`;
export const removePasskey = (editor: string, id: string) =>
  sql`DELETE FROM editor_passkeys WHERE editor = ${editor} AND id = ${id}`;
export const advancePasskey = (editor: string, id: string, from: number, to: number) =>
  sql`UPDATE editor_passkeys SET counter = ${to}, last_used_at = ${now()}
      WHERE editor = ${editor} AND id = ${id} AND counter = ${from}`;

export const removeRecoveryCodes = (editor: string) =>
  sql`DELETE FROM editor_recovery_codes WHERE editor = ${editor}`;
/** Undefined for no codes: an INSERT needs one row at least. */
export const addRecoveryCodes = (editor: string, hashes: readonly string[]) =>
  hashes.length === 0
    ? undefined
    : sql`INSERT INTO editor_recovery_codes (editor, code_hash)
          VALUES ${join(hashes.map((hash) => sql`(${editor}, ${hash})`))}`;
export const recoveryCodesLeft = (editor: string) =>
  sql`SELECT count(*) AS "left" FROM editor_recovery_codes
      WHERE editor = ${editor} AND used_at IS NULL`;
export const recoveryCodeUsed = (editor: string, hash: string) =>
  sql`SELECT used_at FROM editor_recovery_codes
      WHERE editor = ${editor} AND code_hash = ${hash} AND used_at IS NOT NULL`;
export const spendRecoveryCode = (editor: string, hash: string) =>
  sql`UPDATE editor_recovery_codes SET used_at = ${now()}
      WHERE editor = ${editor} AND code_hash = ${hash} AND used_at IS NULL`;
/** Every second factor and recovery code of the account, and its sessions. */
export const resetSecondFactor = (editor: string) => [
  remember(sql`editor = ${editor}`),
  ...["editor_totp", "editor_passkeys", "editor_recovery_codes", "editor_sessions"].map(
    (table) => sql`DELETE FROM ${raw(table)} WHERE editor = ${editor}`,
  ),
];

export const dropExpiredChallenges = (at: number) =>
  sql`DELETE FROM editor_challenges WHERE expires_at < ${at}`;
export const addChallenge = (id: string, challenge: Challenge) =>
  sql`INSERT INTO editor_challenges (id, editor, purpose, challenge, expires_at)
      VALUES (${id}, ${challenge.editor}, ${challenge.purpose}, ${challenge.challenge},
        ${challenge.expiresAt})`;
/** The account's open challenge of `purpose` (an authenticator being set up), if any. */
export const openChallenge = (editor: string, purpose: string, at: number) =>
  sql`SELECT id, challenge, expires_at AS "expiresAt" FROM editor_challenges
      WHERE editor = ${editor} AND purpose = ${purpose} AND expires_at > ${at}
      ORDER BY expires_at DESC LIMIT 1`;
export const dropChallengesOf = (editor: string, purpose: string) =>
  sql`DELETE FROM editor_challenges WHERE editor = ${editor} AND purpose = ${purpose}`;
export const takeChallenge = (id: string) =>
  sql`DELETE FROM editor_challenges WHERE id = ${id}
      RETURNING editor, purpose, challenge, expires_at AS "expiresAt"`;
