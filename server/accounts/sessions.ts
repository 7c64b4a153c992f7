/**
 * Editor sessions: a random token in a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict,
 * Path=/, no Domain), and only its SHA-256 in the store, so a session is valid on every instance
 * that shares it. A session ends after 12 hours without a request, and 24 hours after sign-in
 * whatever happens.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { EditorStore, SessionStart } from "./store.ts";

export const sessionCookie = "__Host-dp-editor";
export const idleLimitMs = 12 * 3_600_000;
export const absoluteLimitMs = 24 * 3_600_000;
/** How stale a session's last-seen time may be before a request writes it again. */
const touchEveryMs = 60_000;

export interface Session {
  editor: string;
  /** The stored key of the session (a hash of its token). */
  key: string;
  /**
   * Past the second step (or made where none is required); a session with the password alone
   * reaches only the second-factor pages and sign-out (back-office/admin.ts). Only `true`
   * passes.
   */
  full?: boolean;
  /** When it last passed a second step (re-authentication, staff-sign-in/fresh-step.ts). */
  steppedAt?: number;
}

export const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

export function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

export class Sessions {
  readonly #store: EditorStore;
  readonly #now: () => number;

  constructor(store: EditorStore, now: () => number = Date.now) {
    this.#store = store;
    this.#now = now;
  }

  /**
   * Starts a session (a full one, past the second step, unless `start` says otherwise); returns
   * the Set-Cookie header that carries it and its stored key.
   */
  async begin(
    editor: string,
    start: SessionStart = { full: true, device: "", place: "" },
  ): Promise<{ cookie: string; key: string }> {
    const now = this.#now();
    await this.#store.deleteSessionsBefore(now - idleLimitMs, now - absoluteLimitMs);
    const token = randomBytes(32).toString("base64url");
    const key = hashOf(token);
    await this.#store.addSession(key, editor, now, start);
    return {
      cookie: `${sessionCookie}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${absoluteLimitMs / 1000}`,
      key,
    };
  }

  /** Starts a session; returns the Set-Cookie header that carries it. */
  async start(editor: string, start?: SessionStart): Promise<string> {
    return (await this.begin(editor, start)).cookie;
  }

  /**
   * The session past the second step: the half one ends and a new token replaces it (so a
   * token seen before the second step is worth nothing after it).
   */
  async complete(session: Session, start: Omit<SessionStart, "full">): Promise<string> {
    await this.#store.deleteSession(session.key);
    return this.start(session.editor, { ...start, full: true });
  }

  /** The request's live session (its idle clock restarted), or undefined. */
  async of(req: IncomingMessage): Promise<Session | undefined> {
    const token = cookieValue(req, sessionCookie);
    if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
    const key = hashOf(token);
    const row = await this.#store.session(key);
    const now = this.#now();
    if (!row) return undefined;
    if (now - row.lastSeenAt > idleLimitMs || now - row.createdAt > absoluteLimitMs) {
      await this.#store.deleteSession(key);
      return undefined;
    }
    // The idle clock counts in minutes: a page that asks several times a second writes once.
    if (now - row.lastSeenAt >= touchEveryMs) await this.#store.touchSession(key, now);
    return { editor: row.editor, key, full: row.full, steppedAt: row.steppedAt };
  }

  /**
   * Why a request has no live session, as the sign-in page's query says it: "?ended" when it
   * was ended from elsewhere, "?expired" for another cookie, "" for none.
   */
  async whyGone(req: IncomingMessage): Promise<string> {
    const token = cookieValue(req, sessionCookie);
    if (token === undefined) return "";
    return (await this.#store.wasEnded(hashOf(token))) ? "?ended" : "?expired";
  }

  /** Ends a session; returns the Set-Cookie header that removes the cookie. */
  async end(session: Session | undefined): Promise<string> {
    if (session) await this.#store.deleteSession(session.key);
    return `${sessionCookie}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;
  }
}
