/**
 * Set-up links (docs/editor.md, "The team"): the one way to a second factor's set-up without a
 * signed-in session. A link is a random token of 256 bits in the path; the store keeps only its
 * SHA-256, with the account, who made it and until when it works (72 hours), so it works on
 * every instance and a copy of the store opens nothing. It is used up once (taken in one atomic
 * step), and a new link for the same account ends the one before. An invited colleague sets
 * the password and the authenticator with it in one go; an account that has a password (its
 * factor reset, or added by `npm run editors`) gives that password instead of a new one.
 */
import { createHash, randomBytes } from "node:crypto";
import type { EditorStore } from "./store.ts";

export const setUpLinkLifetimeMs = 72 * 3_600_000;
export const setUpPath = "/admin/welcome";

export const linkHash = (token: string) =>
  createHash("sha256").update(`set-up:${token}`).digest("base64url");

/** A new set-up link for `editor`, made by `by`: its address under `origin`, and its expiry. */
export async function newSetUpLink(
  store: Pick<EditorStore, "addInvitation">,
  options: { editor: string; by: string; origin: string; now?: number },
): Promise<{ url: string; expiresAt: number }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = (options.now ?? Date.now()) + setUpLinkLifetimeMs;
  await store.addInvitation(linkHash(token), {
    editor: options.editor,
    createdBy: options.by,
    expiresAt,
  });
  return { url: `${new URL(options.origin).origin}${setUpPath}/${token}`, expiresAt };
}

/**
 * A request's path as a log may keep it: a set-up link's path is its secret, so any spelling
 * of one (escaped, doubled slashes, another case) is logged as the page alone.
 */
export function loggedPath(path: string): string {
  let plain = path;
  try {
    plain = decodeURIComponent(path);
  } catch {
    // Not valid escapes: read as it is.
  }
  plain = plain.replace(/\/{2,}/g, "/").toLowerCase();
  return plain === setUpPath || plain.startsWith(`${setUpPath}/`) ? `${setUpPath}/…` : path;
}
