/**
 * The editor store on either database: one class over the SQL of statements.ts, given a
 * database that runs a statement, or several in one transaction (shared/sql.ts). The back-ends (sqlite-store.ts,
 * postgres-store.ts) bring their tables, their connection and their sign-in slots. Values come
 * back as each driver reads them (SQLite's 0 and 1 for a boolean, PostgreSQL's text for a
 * BIGINT), so they are read here with Boolean and Number.
 */
import { randomBytes } from "node:crypto";
import type { Database, Sql } from "../shared/sql.ts";
import type { SignInSlots } from "./sign-in-slots.ts";
import * as statements from "./statements.ts";
import type {
  AuditEntry,
  Challenge,
  Editor,
  EditorStore,
  LastWrite,
  NewPasskey,
  Passkey,
  SessionListing,
  SessionRow,
  SessionStart,
  TotpFactor,
} from "./store.ts";

type Stored<T> = { [K in keyof T]: T[K] extends number | boolean ? unknown : T[K] };

const sessionOf = (row: Stored<SessionRow>): SessionRow => ({
  ...row,
  createdAt: Number(row.createdAt),
  lastSeenAt: Number(row.lastSeenAt),
  full: Boolean(row.full),
});

interface PasskeyRow {
  id: string;
  label: string;
  public_key: Uint8Array;
  counter: unknown;
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

const passkeyOf = (row: PasskeyRow): Passkey => ({
  id: row.id,
  label: row.label,
  publicKey: new Uint8Array(row.public_key),
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at ?? null,
});

export abstract class SqlEditorStore implements EditorStore {
  readonly #db: Database;
  abstract readonly signInSlots: SignInSlots;

  constructor(db: Database) {
    this.#db = db;
  }

  async #first<Row>(query: Sql): Promise<Row | undefined> {
    return (await this.#db.all<Row>(query))[0];
  }

  async #changed(query: Sql): Promise<boolean> {
    return (await this.#db.run(query)) > 0;
  }

  async addEditor(name: string, hash: string, rights: { inquiries?: boolean } = {}) {
    await this.#db.run(statements.addEditor(name, hash, rights.inquiries === true));
  }

  setInquiriesRight(name: string, allowed: boolean): Promise<boolean> {
    return this.#changed(statements.setInquiriesRight(name, allowed));
  }

  async maySeeInquiries(name: string): Promise<boolean> {
    const row = await this.#first<{ inquiries: unknown }>(statements.editor(name));
    return Boolean(row?.inquiries);
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    await this.#db.run(statements.recordAudit(entry));
  }

  async audit(limit = 50): Promise<AuditEntry[]> {
    const rows = await this.#db.all<Stored<AuditEntry>>(statements.audit(limit));
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  async setPassword(name: string, passwordHash: string): Promise<boolean> {
    const [changed = 0] = await this.#db.batch([
      statements.setPassword(name, passwordHash),
      statements.deleteSessionsOf(name),
    ]);
    return changed > 0;
  }

  removeEditor(name: string): Promise<boolean> {
    return this.#changed(statements.removeEditor(name));
  }

  async editors(): Promise<Editor[]> {
    const rows = await this.#db.all<Stored<Editor>>(statements.editors(this.#db.dialect));
    return rows.map((row) => ({ ...row, inquiries: Boolean(row.inquiries) }));
  }

  async passwordHashOf(name: string): Promise<string | undefined> {
    return (await this.#first<{ password_hash: string }>(statements.editor(name)))?.password_hash;
  }

  async addSession(
    tokenHash: string,
    editor: string,
    now: number,
    start: SessionStart = { full: false, device: "", place: "" },
  ): Promise<void> {
    await this.#db.run(statements.addSession(tokenHash, editor, now, start));
  }

  async session(tokenHash: string): Promise<SessionRow | undefined> {
    const row = await this.#first<Stored<SessionRow>>(statements.session(tokenHash));
    return row && sessionOf(row);
  }

  async sessionsOf(editor: string): Promise<SessionListing[]> {
    const rows = await this.#db.all<Stored<SessionListing>>(statements.sessionsOf(editor));
    return rows.map((row) => ({ ...sessionOf(row), key: row.key }));
  }

  deleteSessionsOf(editor: string, except = ""): Promise<number> {
    return this.#db.run(statements.deleteSessionsOf(editor, except));
  }

  async touchSession(tokenHash: string, now: number): Promise<void> {
    await this.#db.run(statements.touchSession(tokenHash, now));
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#db.run(statements.deleteSession(tokenHash));
  }

  async deleteSessionsBefore(idleCutoff: number, absoluteCutoff: number): Promise<void> {
    await this.#db.run(statements.deleteSessionsBefore(idleCutoff, absoluteCutoff));
  }

  async recordWrite(path: string, write: LastWrite): Promise<void> {
    await this.#db.run(statements.recordWrite(path, write));
  }

  lastWrite(path: string): Promise<LastWrite | undefined> {
    return this.#first<LastWrite>(statements.lastWrite(path));
  }

  async view(tokenHash: string): Promise<Map<string, string> | undefined> {
    const row = await this.#first<{ versions: string }>(statements.view(tokenHash));
    if (!row) return undefined;
    return new Map(Object.entries(JSON.parse(row.versions) as Record<string, string>));
  }

  async setView(tokenHash: string, versions: ReadonlyMap<string, string>): Promise<void> {
    const text = JSON.stringify(Object.fromEntries(versions));
    await this.#db.run(statements.setView(tokenHash, text));
  }

  async secret(name: string): Promise<Buffer> {
    await this.#db.run(statements.addSecret(name, randomBytes(32)));
    const row = await this.#first<{ value: Uint8Array }>(statements.secret(name));
    if (!row) throw new Error(`The secret ${name} was not stored`);
    return Buffer.from(row.value);
  }

  async totp(editor: string): Promise<TotpFactor | undefined> {
    const row = await this.#first<Stored<TotpFactor>>(statements.totp(editor));
    return row && { ...row, lastStep: Number(row.lastStep) };
  }

  async setTotp(editor: string, secret: string, label: string): Promise<void> {
    await this.#db.run(statements.setTotp(editor, secret, label));
  }

  removeTotp(editor: string): Promise<boolean> {
    return this.#changed(statements.removeTotp(editor));
  }

  acceptTotpStep(editor: string, step: number): Promise<boolean> {
    return this.#changed(statements.acceptTotpStep(editor, step));
  }

  async passkeys(editor: string): Promise<Passkey[]> {
    return (await this.#db.all<PasskeyRow>(statements.passkeys(editor))).map(passkeyOf);
  }

  async addPasskey(editor: string, passkey: NewPasskey): Promise<void> {
    await this.#db.run(statements.addPasskey(editor, passkey));
  }

  removePasskey(editor: string, id: string): Promise<boolean> {
    return this.#changed(statements.removePasskey(editor, id));
  }

  advancePasskey(editor: string, id: string, from: number, to: number): Promise<boolean> {
    return this.#changed(statements.advancePasskey(editor, id, from, to));
  }

  async setRecoveryCodes(editor: string, hashes: readonly string[]): Promise<void> {
    const add = statements.addRecoveryCodes(editor, hashes);
    await this.#db.batch([statements.removeRecoveryCodes(editor), ...(add ? [add] : [])]);
  }

  async recoveryCodesLeft(editor: string): Promise<number> {
    return Number(
      (await this.#first<{ left: unknown }>(statements.recoveryCodesLeft(editor)))?.left ?? 0,
    );
  }

  spendRecoveryCode(editor: string, hash: string): Promise<boolean> {
    return this.#changed(statements.spendRecoveryCode(editor, hash));
  }

  async resetSecondFactor(editor: string): Promise<boolean> {
    const known = await this.#first(statements.editor(editor));
    await this.#db.batch(statements.resetSecondFactor(editor));
    return known !== undefined;
  }

  async addChallenge(id: string, challenge: Challenge): Promise<void> {
    await this.#db.run(statements.dropExpiredChallenges(Date.now()));
    await this.#db.run(statements.addChallenge(id, challenge));
  }

  async takeChallenge(id: string, now: number): Promise<Challenge | undefined> {
    const row = await this.#first<Stored<Challenge>>(statements.takeChallenge(id));
    if (!row || Number(row.expiresAt) <= now) return undefined;
    return { ...row, expiresAt: Number(row.expiresAt) };
  }

  abstract close(): Promise<void>;
}
