/**
 * The editor store on either database: one class over the SQL of statements.ts, given a
 * database that runs a statement, or several in one transaction (shared/sql.ts). The back-ends (sqlite-store.ts,
 * postgres-store.ts) bring their tables, their connection and their sign-in slots; rows.ts reads
 * the rows back as each driver returns them.
 */
import { randomBytes } from "node:crypto";
import type { Database, Sql } from "../shared/sql.ts";
import { invitationOf, type PasskeyRow, passkeyOf, type Stored, sessionOf } from "./rows.ts";
import type { SignInSlots } from "./sign-in-slots.ts";
import * as statements from "./statements.ts";
import type {
  AccountEvent,
  AccountEventKind,
  AuditEntry,
  Challenge,
  Editor,
  EditorStore,
  Invitation,
  LastWrite,
  NewPasskey,
  Passkey,
  Rights,
  SessionListing,
  SessionRow,
  SessionStart,
  TotpFactor,
} from "./store.ts";

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

  async addEditor(name: string, hash: string, rights: Partial<Rights> = {}, email = "") {
    const all = { inquiries: rights.inquiries === true, accounts: rights.accounts === true };
    await this.#db.run(statements.addEditor(name, hash, all, email));
  }

  setInquiriesRight(name: string, allowed: boolean): Promise<boolean> {
    return this.#changed(statements.setInquiriesRight(name, allowed));
  }

  setRights(name: string, rights: Rights): Promise<boolean> {
    return this.#changed(statements.setRights(name, rights));
  }

  setEmail(name: string, email: string): Promise<boolean> {
    return this.#changed(statements.setEmail(name, email));
  }

  async maySeeInquiries(name: string): Promise<boolean> {
    return (await this.account(name))?.inquiries === true;
  }

  async account(name: string): Promise<(Rights & { email: string }) | undefined> {
    const row = await this.#first<{ inquiries: unknown; accounts: unknown; email: string }>(
      statements.editor(name),
    );
    return (
      row && {
        inquiries: Boolean(row.inquiries),
        accounts: Boolean(row.accounts),
        email: row.email,
      }
    );
  }

  async recordSignIn(name: string): Promise<void> {
    await this.#db.run(statements.recordSignIn(name));
  }

  async recordEvent(event: AccountEvent): Promise<void> {
    await this.#db.run(statements.recordEvent(event));
  }

  events(
    limit: number,
    filter: { editor?: string; kind?: AccountEventKind } = {},
  ): Promise<AccountEvent[]> {
    return this.#db.all<AccountEvent>(statements.events(limit, filter));
  }

  async countEvents(editor: string, kind: AccountEventKind, since: string): Promise<number> {
    const row = await this.#first<{ count: unknown }>(statements.countEvents(editor, kind, since));
    return Number(row?.count ?? 0);
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    await this.#db.run(statements.recordAudit(entry));
  }

  async audit(limit = 50): Promise<AuditEntry[]> {
    const rows = await this.#db.all<Stored<AuditEntry>>(statements.audit(limit));
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  async setPassword(name: string, passwordHash: string, except = ""): Promise<boolean> {
    const [changed = 0] = await this.#db.batch([
      statements.setPassword(name, passwordHash),
      ...statements.deleteSessionsOf(name, except),
    ]);
    return changed > 0;
  }

  removeEditor(name: string): Promise<boolean> {
    return this.#changed(statements.removeEditor(name));
  }

  async changeKeepingAManager(
    name: string,
    change: { remove: true } | { rights: Rights },
  ): Promise<"changed" | "missing" | "last-manager"> {
    const hold = this.#db.dialect === "postgres" ? [statements.holdManagers] : [];
    const write =
      "remove" in change
        ? statements.removeEditorKeepingAManager(name)
        : statements.setRightsKeepingAManager(name, change.rights);
    const changed = (await this.#db.batch([...hold, write])).at(-1) ?? 0;
    if (changed > 0) return "changed";
    return (await this.account(name)) ? "last-manager" : "missing";
  }

  async editors(): Promise<Editor[]> {
    const rows = await this.#db.all<Stored<Editor>>(statements.editors(this.#db.dialect));
    return rows.map((row) => ({
      ...row,
      inquiries: Boolean(row.inquiries),
      accounts: Boolean(row.accounts),
      factors: Number(row.factors),
      invited: Number(row.invited) > 0,
      lastSignInAt: row.lastSignInAt ?? null,
    }));
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

  async deleteSessionsOf(editor: string, except = ""): Promise<number> {
    const [, ended = 0] = await this.#db.batch(statements.deleteSessionsOf(editor, except));
    return ended;
  }

  async endSession(tokenHash: string): Promise<void> {
    await this.#db.batch(statements.endSession(tokenHash));
  }

  async wasEnded(tokenHash: string): Promise<boolean> {
    return (await this.#first(statements.wasEnded(tokenHash))) !== undefined;
  }

  async countCodeAttempt(tokenHash: string): Promise<number | undefined> {
    const row = await this.#first<{ attempts: unknown }>(statements.countCodeAttempt(tokenHash));
    return row && Number(row.attempts);
  }

  async step(tokenHash: string, at: number): Promise<void> {
    await this.#db.run(statements.step(tokenHash, at));
  }

  async touchSession(tokenHash: string, now: number): Promise<void> {
    await this.#db.run(statements.touchSession(tokenHash, now));
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#db.run(statements.deleteSession(tokenHash));
  }

  async deleteSessionsBefore(idleCutoff: number, absoluteCutoff: number): Promise<void> {
    await this.#db.batch(statements.deleteSessionsBefore(idleCutoff, absoluteCutoff));
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

  async recoveryCodeUsed(editor: string, hash: string): Promise<boolean> {
    return (await this.#first(statements.recoveryCodeUsed(editor, hash))) !== undefined;
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

  openChallenge(
    editor: string,
    purpose: Challenge["purpose"],
    now: number,
  ): Promise<{ id: string; challenge: string } | undefined> {
    return this.#first(statements.openChallenge(editor, purpose, now));
  }

  async dropChallengesOf(editor: string, purpose: Challenge["purpose"]): Promise<void> {
    await this.#db.run(statements.dropChallengesOf(editor, purpose));
  }

  async addInvitation(tokenHash: string, invitation: Invitation): Promise<void> {
    const { editor, createdBy, expiresAt } = invitation;
    await this.#db.batch(statements.addInvitation(tokenHash, editor, createdBy, expiresAt));
  }

  async invitation(tokenHash: string, now: number): Promise<Invitation | undefined> {
    return invitationOf(await this.#first(statements.invitation(tokenHash)), now);
  }

  async takeInvitation(tokenHash: string, now: number): Promise<Invitation | undefined> {
    return invitationOf(await this.#first(statements.takeInvitation(tokenHash)), now);
  }

  abstract close(): Promise<void>;
}
