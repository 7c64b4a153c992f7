/**
 * Keystatic's local-mode API behind our checks. Its handler (`makeGenericAPIRouteHandler`
 * from `@keystatic/core/api/generic`) answers GET /api/keystatic/tree with every file's git
 * blob SHA, and takes POST /api/keystatic/update as `{additions: [{path, contents (base64)}],
 * deletions: [{path}]}` with no base version: the client only ever loads the tree once and
 * then replaces it with the tree each of its updates returns. So the versions a session was
 * last shown (its tree) are its base: recorded here from each tree it gets, checked against
 * the files when it writes. Updates are written through the ContentGuard (inside the content
 * folder, not stale, under the publish lock), and answered with a fresh tree as Keystatic does.
 */

import type { Language } from "../../app/site/language.ts";
import type { ContentGuard, FileChange } from "./content-guard.ts";
import { formatTime, messages } from "./messages.ts";
import type { Session } from "./sessions.ts";
import type { EditorStore } from "./store.ts";

/** What Keystatic's generic handler takes and gives (structurally, from its types). */
export interface KeystaticRequest {
  headers: { get(name: string): string | null };
  method: string;
  url: string;
  json(): Promise<unknown>;
}
export interface KeystaticResponse {
  status?: number;
  headers?: [string, string][] | Record<string, string> | Headers;
  body: Uint8Array | string | null;
}
export type KeystaticHandler = (req: KeystaticRequest) => Promise<KeystaticResponse>;

const text = (status: number, body: string): KeystaticResponse => ({
  status,
  headers: { "content-type": "text/plain; charset=utf-8" },
  body,
});

export function guardKeystatic(
  handler: KeystaticHandler,
  options: { guard: ContentGuard; store: EditorStore; prefix: string },
) {
  const { guard, store, prefix } = options;
  const inContent = (path: string) =>
    path.startsWith(prefix) ? path.slice(prefix.length) : undefined;

  async function tree(req: KeystaticRequest, session: Session): Promise<KeystaticResponse> {
    const url = new URL("/api/keystatic/tree", req.url).href;
    const headers = { get: (name: string) => (name.toLowerCase() === "no-cors" ? "1" : null) };
    const response = await handler({ method: "GET", url, headers, json: async () => null });
    if ((response.status ?? 200) === 200 && response.body !== null) {
      const entries = JSON.parse(String(Buffer.from(response.body))) as Array<{
        path: string;
        sha: string;
        type: string;
      }>;
      const view = new Map<string, string>();
      for (const entry of entries) {
        const path = entry.type === "blob" ? inContent(entry.path) : undefined;
        if (path !== undefined) view.set(path, entry.sha);
      }
      store.setView(session.key, view);
    }
    return response;
  }

  return async (
    req: KeystaticRequest,
    session: Session,
    language: Language,
  ): Promise<KeystaticResponse> => {
    const t = messages[language];
    const route = new URL(req.url).pathname.replace(/^\/api\/keystatic\/?/, "");
    if (req.method === "GET" && route === "tree" && req.headers.get("no-cors") === "1")
      return tree(req, session);
    if (req.method !== "POST" || route !== "update") return handler(req);
    if (req.headers.get("no-cors") !== "1") return text(400, "Bad Request");
    const changes = parseUpdate(await req.json().catch(() => undefined));
    if (!changes) return text(400, "Bad data");
    const local: FileChange[] = [];
    for (const change of changes) {
      const path = inContent(change.path);
      if (path === undefined) return text(400, t.refusedPath(change.path));
      local.push({ ...change, path });
    }
    const base = store.view(session.key);
    if (!base) return text(409, t.reload);
    const result = await guard.write(session.editor, local, base);
    if (!result.ok && result.status === 400)
      return text(400, t.refusedPath(`${prefix}${result.path}`));
    if (!result.ok && result.status === 422)
      return text(422, t.refusedPhoto(result.photo.field, result.photo.problem));
    if (!result.ok) {
      const { path, editor, at } = result.conflict;
      return text(409, t.conflict(`${prefix}${path}`, editor, at ? formatTime(at, language) : "?"));
    }
    return tree(req, session);
  };
}

function parseUpdate(body: unknown): Array<{ path: string; contents?: Uint8Array }> | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return undefined;
  const changes: Array<{ path: string; contents?: Uint8Array }> = [];
  for (const addition of additions) {
    const { path, contents } = (addition ?? {}) as { path?: unknown; contents?: unknown };
    if (typeof path !== "string" || typeof contents !== "string") return undefined;
    changes.push({ path, contents: Buffer.from(contents, "base64") });
  }
  for (const deletion of deletions) {
    const { path } = (deletion ?? {}) as { path?: unknown };
    if (typeof path !== "string") return undefined;
    changes.push({ path });
  }
  return changes;
}
