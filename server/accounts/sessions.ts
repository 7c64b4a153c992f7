/**
 * Editor sessions: a random token in a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict,
 * Path=/, no Domain), and only its SHA-256 in the store, so a session is valid on every instance
 * that shares it. A session ends after 12 hours without a request, and 24 hours after sign-in
 * whatever happens.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { EditorStore } from "./store.ts";

export const sessionCookie = "__Host-dp-editor";
export const idleLimitMs = 12 * 3_600_000;
export const absoluteLimitMs = 24 * 3_600_000;

export interface Session {
  editor: string;
  /** The stored key of the session (a hash of its token). */
  key: string;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

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

  /** Starts a session; returns the Set-Cookie header that carries it. */
  async start(editor: string): Promise<string> {
    const now = this.#now();
    await this.#store.deleteSessionsBefore(now - idleLimitMs, now - absoluteLimitMs);
    const token = randomBytes(32).toString("base64url");
    await this.#store.addSession(hashOf(token), editor, now);
    return `${sessionCookie}=${token}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${absoluteLimitMs / 1000}`;
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
    await this.#store.touchSession(key, now);
    return { editor: row.editor, key };
  }

  /** Ends a session; returns the Set-Cookie header that removes the cookie. */
  async end(session: Session | undefined): Promise<string> {
    if (session) await this.#store.deleteSession(session.key);
    return `${sessionCookie}=; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=0`;
  }
}
