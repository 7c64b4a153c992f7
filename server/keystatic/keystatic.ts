/**
 * Keystatic's local-mode API, answered by us. Its handler (`makeGenericAPIRouteHandler` from
 * `@keystatic/core/api/generic`) has three routes: GET tree (every file's git blob SHA, and
 * each folder's tree SHA), GET blob/<sha>/<path> (a file's bytes) and POST update
 * (`{additions: [{path, contents (base64)}], deletions: [{path}]}`, with no base version). It
 * reads a route from the URL its own way: the path after /api/keystatic, split at "/", each
 * part percent-decoded, empty parts dropped, so `update/`, `//update` and `%75pdate` are all
 * its update. Here the route is read the same way (`keystaticRoute`) before anything else, so
 * every spelling it accepts meets the same guard. All three are answered from the content
 * store (server/content-store) through the ContentGuard, the tree with the schema's files
 * only, so the editor works the same whether the working copy is a folder or rows in
 * PostgreSQL; any other route is a 404.
 *
 * The client only ever loads the tree once and then replaces it with the tree each of its
 * updates returns. So the versions a session was last shown (its tree) are its base: recorded
 * here from each tree it gets, checked against the files when it writes.
 */

import { entryNameOfFile } from "../../app/content/changes.ts";
import type { EditorStore, Session } from "../accounts/index.ts";
import { blobSha, gitTree } from "../content-store/index.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type ContentGuard, type FileChange, maxBytesOf, type Refusal } from "./content-guard.ts";
import { guardMessages } from "./messages.ts";

/** What Keystatic's API is asked and answers (the shape of its generic handler's types). */
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

const text = (status: number, body: string): KeystaticResponse => ({
  status,
  headers: { "content-type": "text/plain; charset=utf-8" },
  body,
});

/**
 * The route's parts as Keystatic's generic handler read them (its `getParams`), or undefined
 * when a part cannot be decoded.
 */
export function keystaticRoute(url: string): string[] | undefined {
  try {
    return new URL(url).pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map((part) => decodeURIComponent(part))
      .filter(Boolean);
  } catch {
    return undefined;
  }
}

export function guardKeystatic(options: {
  guard: ContentGuard;
  store: EditorStore;
  /** Where the content folder is in Keystatic's paths ("" when it is its base). */
  prefix: string;
}) {
  const { guard, store, prefix } = options;
  const inContent = (path: string) =>
    path.startsWith(prefix) ? path.slice(prefix.length) : undefined;

  /**
   * The tree of the schema's files in the working copy, as Keystatic's handler lists a folder;
   * the versions in it become the session's base.
   */
  async function tree(session: Session): Promise<KeystaticResponse> {
    const versions = await guard.versions();
    await store.setView(session.key, versions);
    const named = new Map([...versions].map(([path, sha]) => [`${prefix}${path}`, sha]));
    return {
      status: 200,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(gitTree(named).entries),
    };
  }

  return async (req: KeystaticRequest, session: Session): Promise<KeystaticResponse> => {
    const t = guardMessages;
    const route = keystaticRoute(req.url);
    if (!route) return text(400, t.badRequest);
    const joined = route.join("/");
    const noCors = req.headers.get("no-cors") === "1";
    if (req.method === "GET" && joined === "tree")
      return noCors ? tree(session) : text(400, t.badRequest);
    if (req.method === "GET" && route[0] === "blob" && route.length >= 3) {
      if (!noCors) return text(400, t.badRequest);
      const path = inContent(route.slice(2).join("/"));
      const bytes = path === undefined ? undefined : await guard.read(path);
      if (!bytes || blobSha(bytes) !== route[1]) return text(404, t.notFound);
      return { status: 200, body: new Uint8Array(bytes) };
    }
    if (req.method !== "POST" || joined !== "update") return text(404, t.notFound);
    if (!noCors) return text(400, t.badRequest);
    // A body that is not JSON is bad data; one over the size limit stays the reader's error (413).
    const body = await req.json().catch((error: unknown) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    });
    const changes = parseUpdate(body, guard.maxFiles);
    if (changes === "too many") return text(413, t.tooManyFiles(guard.maxFiles));
    if (!changes) return text(400, t.badData);
    const local: FileChange[] = [];
    for (const change of changes) {
      const path = inContent(change.path);
      if (path === undefined) return text(400, t.refusedPath(change.path));
      local.push({ ...change, path });
    }
    const refused = guard.refusal(local);
    if (refused) return refusal(refused);
    const base = await store.view(session.key);
    if (!base) return text(409, t.reload);
    const result = await guard.write(session.editor, local, base);
    if (!result.ok && "limit" in result) return text(422, result.limit);
    if (!result.ok && result.status === 422)
      return text(422, t.refusedPhoto(result.photo.field, result.photo.problem));
    if (!result.ok && result.status !== 409) return refusal(result);
    if (!result.ok) {
      const { path, editor, at } = result.conflict;
      const entry = entryNameOfFile(path);
      const what = entry ? { entry } : { path: `${prefix}${path}` };
      return text(409, t.conflict(what, editor, at ? formatTime(at) : "?"));
    }
    return tree(session);

    function refusal(refused: Refusal): KeystaticResponse {
      if (refused.reason === "count") return text(413, t.tooManyFiles(guard.maxFiles));
      if (refused.reason === "size")
        return text(
          413,
          t.fileTooLarge(`${prefix}${refused.path}`, maxBytesOf(refused.path) / 1024 / 1024),
        );
      return text(400, t.refusedPath(`${prefix}${refused.path}`));
    }
  };
}

/** The changes of an update's body; "too many" is told before any of them is decoded. */
function parseUpdate(
  body: unknown,
  maxFiles: number,
): Array<{ path: string; contents?: Uint8Array }> | "too many" | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return undefined;
  if (additions.length + deletions.length > maxFiles) return "too many";
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
