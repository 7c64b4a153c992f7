/**
 * The editor's store: accounts with their password hashes and rights, sessions (only a
 * SHA-256 of each token is kept, so a copy of the store signs nobody in), who last wrote each
 * content file, the content versions each session was last shown, the audit of every export
 * and erasure of inquiries (who, when, how many: no personal data), the server's secrets and
 * the sign-in limiter's attempts. One interface, two back-ends: an SQLite file (sqlite-store.ts,
 * the embedded default) or PostgreSQL shared by every instance (postgres-store.ts), so that a
 * session made on one instance is valid on all; open-store.ts chooses. Both run the same SQL
 * (statements.ts) through one class (sql-store.ts).
 */
import type { SignInSlots } from "./sign-in-slots.ts";

/** What an account may do beyond editing and publishing. */
export interface Rights {
  /** May see, export and erase inquiries (personal data). */
  inquiries: boolean;
  /** May invite colleagues and manage their accounts (the team page). */
  accounts: boolean;
}

export const rightNames = ["inquiries", "accounts"] as const satisfies ReadonlyArray<keyof Rights>;

export interface Editor extends Rights {
  name: string;
  createdAt: string;
  /** Where the owner is told of a guessed password ('' when none was given). */
  email: string;
  lastSignInAt: string | null;
  /** Passkeys and authenticators. */
  factors: number;
  /** Whether a set-up link is open for the account. */
  invited: boolean;
}

/** What happened to an account, for its devices page and the team's audit. */
export const accountEventKinds = [
  "wrong-code",
  "warned",
  "invited",
  "set-up",
  "rights",
  "sessions-ended",
  "factor-reset",
  "removed",
  "password",
] as const;
export type AccountEventKind = (typeof accountEventKinds)[number];

export interface AccountEvent {
  at: string;
  /** The account it happened to. */
  editor: string;
  kind: AccountEventKind;
  /** Who did it ('' for a stranger: a wrong code). */
  actor: string;
  /** The client's address. */
  place: string;
}

/** A set-up link's account, who made it and until when it works. */
export interface Invitation {
  editor: string;
  createdBy: string;
  expiresAt: number;
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
  /**
   * Whether the session has passed the second step (a passkey, an authenticator code or a
   * recovery code) or was made where it is not required; a session with the password alone
   * reaches only the second-factor pages and sign-out.
   */
  full: boolean;
  /** The browser and system in words (bowser), for the devices page. */
  device: string;
  /** The client's address as the server saw it. */
  place: string;
  /** When the session last passed a second step (0: never): re-authentication's clock. */
  steppedAt: number;
}

/** What a new session records besides its editor. */
export type SessionStart = Pick<SessionRow, "full" | "device" | "place">;

/** One of an account's sessions, for its devices page. */
export interface SessionListing extends SessionRow {
  key: string;
}

/** An account's authenticator (TOTP, RFC 6238). */
export interface TotpFactor {
  /** Base32, as the QR code gave it to the app. */
  secret: string;
  label: string;
  createdAt: string;
  /** The last time step whose code was accepted: a code of it or an earlier one is refused. */
  lastStep: number;
}

/** A passkey (WebAuthn credential) of an account. */
export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  label: string;
  publicKey: Uint8Array;
  /** The signature counter last seen (0 for authenticators that keep none). */
  counter: number;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export type NewPasskey = Omit<Passkey, "createdAt" | "lastUsedAt">;

/** A WebAuthn challenge given out: single-use, expiring, answerable on any instance. */
export interface Challenge {
  editor: string;
  purpose: "register" | "authenticate" | "totp";
  challenge: string;
  expiresAt: number;
}

export interface LastWrite {
  editor: string;
  at: string;
  sha: string;
}

export interface EditorStore {
  addEditor(
    name: string,
    passwordHash: string,
    rights?: Partial<Rights>,
    email?: string,
  ): Promise<void>;
  /** Gives or takes the right to see inquiries; false when there is no such account. */
  setInquiriesRight(name: string, allowed: boolean): Promise<boolean>;
  setRights(name: string, rights: Rights): Promise<boolean>;
  setEmail(name: string, email: string): Promise<boolean>;
  maySeeInquiries(name: string): Promise<boolean>;
  /** The account's rights and address; undefined when there is no such account. */
  account(name: string): Promise<(Rights & { email: string }) | undefined>;
  recordSignIn(name: string): Promise<void>;
  recordAudit(entry: AuditEntry): Promise<void>;
  recordEvent(event: AccountEvent): Promise<void>;
  /** The newest first; of one account or kind when asked. */
  events(
    limit: number,
    filter?: { editor?: string; kind?: AccountEventKind },
  ): Promise<AccountEvent[]>;
  countEvents(editor: string, kind: AccountEventKind, since: string): Promise<number>;
  /** The newest audit entries first. */
  audit(limit?: number): Promise<AuditEntry[]>;
  /** Replaces the password and ends the account's sessions (but `except`). */
  setPassword(name: string, passwordHash: string, except?: string): Promise<boolean>;
  removeEditor(name: string): Promise<boolean>;
  /**
   * Removes the account or sets its rights, unless that leaves no account with the right to
   * manage accounts: in one transaction, so that of two managers removing each other at once
   * one is refused.
   */
  changeKeepingAManager(
    name: string,
    change: { remove: true } | { rights: Rights },
  ): Promise<"changed" | "missing" | "last-manager">;
  editors(): Promise<Editor[]>;
  passwordHashOf(name: string): Promise<string | undefined>;
  /** A session; without `start`, a half one (password only) from an unknown device. */
  addSession(tokenHash: string, editor: string, now: number, start?: SessionStart): Promise<void>;
  session(tokenHash: string): Promise<SessionRow | undefined>;
  /** The account's sessions, the most recently used first. */
  sessionsOf(editor: string): Promise<SessionListing[]>;
  /** Ends the account's sessions but `except` (remembered as ended elsewhere); how many. */
  deleteSessionsOf(editor: string, except?: string): Promise<number>;
  /** Ends one session from another device (remembered as ended elsewhere). */
  endSession(tokenHash: string): Promise<void>;
  /** Whether a session was ended from elsewhere in the last day. */
  wasEnded(tokenHash: string): Promise<boolean>;
  /**
   * Counts a code typed in a half session: how many it has had, this one included; undefined
   * when there is no such half session (one atomic update: instances cannot both miss one).
   */
  countCodeAttempt(tokenHash: string): Promise<number | undefined>;
  /** Records a fresh second step in the session (re-authentication). */
  step(tokenHash: string, at: number): Promise<void>;
  touchSession(tokenHash: string, now: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  deleteSessionsBefore(idleCutoff: number, absoluteCutoff: number): Promise<void>;
  recordWrite(path: string, write: LastWrite): Promise<void>;
  lastWrite(path: string): Promise<LastWrite | undefined>;
  /** Path → blob SHA of what the session was last shown; undefined before it was shown any. */
  view(tokenHash: string): Promise<Map<string, string> | undefined>;
  setView(tokenHash: string, versions: ReadonlyMap<string, string>): Promise<void>;
  /**
   * The server's secret of that name (32 random bytes), made on first use and the same for
   * every instance from then on (the device cookies' signing key).
   */
  secret(name: string): Promise<Buffer>;
  totp(editor: string): Promise<TotpFactor | undefined>;
  /** Sets (or replaces) the account's one authenticator. */
  setTotp(editor: string, secret: string, label: string): Promise<void>;
  removeTotp(editor: string): Promise<boolean>;
  /**
   * Accepts a code of time step `step` once: true when `step` is later than every step accepted
   * before (one atomic update, so two instances cannot both accept the same code).
   */
  acceptTotpStep(editor: string, step: number): Promise<boolean>;
  passkeys(editor: string): Promise<Passkey[]>;
  addPasskey(editor: string, passkey: NewPasskey): Promise<void>;
  removePasskey(editor: string, id: string): Promise<boolean>;
  /**
   * Records a use of a passkey: its counter moves from `from` to `to` only if it still is
   * `from` (so one signature is not accepted twice, even on two instances at once).
   */
  advancePasskey(editor: string, id: string, from: number, to: number): Promise<boolean>;
  /** Replaces the account's recovery codes (SHA-256 hashes; each usable once). */
  setRecoveryCodes(editor: string, hashes: readonly string[]): Promise<void>;
  recoveryCodesLeft(editor: string): Promise<number>;
  /** Uses up a recovery code; false when it is not the account's or was used. */
  spendRecoveryCode(editor: string, hash: string): Promise<boolean>;
  /** Whether the recovery code is the account's and was used. */
  recoveryCodeUsed(editor: string, hash: string): Promise<boolean>;
  /** Removes every second factor and recovery code of the account and ends its sessions. */
  resetSecondFactor(editor: string): Promise<boolean>;
  addChallenge(id: string, challenge: Challenge): Promise<void>;
  /** The challenge, removed as it is read (single use); undefined when unknown or expired. */
  takeChallenge(id: string, now: number): Promise<Challenge | undefined>;
  /** The account's open challenge of `purpose` and its id, read without taking it. */
  openChallenge(
    editor: string,
    purpose: Challenge["purpose"],
    now: number,
  ): Promise<{ id: string; challenge: string } | undefined>;
  dropChallengesOf(editor: string, purpose: Challenge["purpose"]): Promise<void>;
  /** A set-up link (only its hash is kept); the account's earlier link ends. */
  addInvitation(tokenHash: string, invitation: Invitation): Promise<void>;
  /** The link's invitation while it is valid, not used up. */
  invitation(tokenHash: string, now: number): Promise<Invitation | undefined>;
  /** Uses the link up: once, on one instance; undefined when it is gone or expired. */
  takeInvitation(tokenHash: string, now: number): Promise<Invitation | undefined>;
  /** Where the sign-in limiter counts attempts. */
  readonly signInSlots: SignInSlots;
  close(): Promise<void>;
}
