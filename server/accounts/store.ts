/**
 * The editor's store: accounts with their password hashes and rights, sessions (only a
 * SHA-256 of each token is kept, so a copy of the store signs nobody in), who last wrote each
 * content file, the content versions each session was last shown, the audit of every export
 * and erasure of inquiries (who, when, how many: no personal data), the server's secrets and
 * the sign-in limiter's attempts. One interface, two back-ends: an SQLite file (sqlite-store.ts,
 * the embedded default) or PostgreSQL shared by every instance (postgres-store.ts), so that a
 * session made on one instance is valid on all; open-store.ts chooses.
 */
import type { SignInSlots } from "./sign-in-slots.ts";

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

export interface EditorStore {
  addEditor(name: string, passwordHash: string, rights?: { inquiries?: boolean }): Promise<void>;
  /** Gives or takes the right to see inquiries; false when there is no such account. */
  setInquiriesRight(name: string, allowed: boolean): Promise<boolean>;
  maySeeInquiries(name: string): Promise<boolean>;
  recordAudit(entry: AuditEntry): Promise<void>;
  /** The newest audit entries first. */
  audit(limit?: number): Promise<AuditEntry[]>;
  /** Replaces the password and ends the account's sessions. */
  setPassword(name: string, passwordHash: string): Promise<boolean>;
  removeEditor(name: string): Promise<boolean>;
  editors(): Promise<Editor[]>;
  passwordHashOf(name: string): Promise<string | undefined>;
  addSession(tokenHash: string, editor: string, now: number): Promise<void>;
  session(tokenHash: string): Promise<SessionRow | undefined>;
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
  /** Where the sign-in limiter counts attempts. */
  readonly signInSlots: SignInSlots;
  close(): Promise<void>;
}
