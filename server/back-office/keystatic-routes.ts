/**
 * Keystatic in the server: its API (/api/keystatic, behind the content guard of keystatic.ts)
 * adapted from Node's request and response to the fetch-like shape its handler takes, its
 * single-page app's HTML shell (every path below /keystatic) and the bundle's files.
 */

import type { ServerResponse } from "node:http";
import { heroPhotoMaxBytes, photoServices } from "../../app/site/hero-photos.ts";
import type { EditorStore } from "../accounts/index.ts";
import {
  type ContentGuard,
  type EditorBundle,
  editorAssetsPath,
  editorPage,
  editorPolicy,
  guardKeystatic,
  type KeystaticRequest,
  loadEditorBundle,
} from "../keystatic/index.ts";
import { ByteBudget } from "../shared/byte-budget.ts";
import { BodyError, ClientGone, readBody, sendText } from "../shared/http.ts";
import { sendAsset } from "../shared/static-files.ts";
import type { AdminRequest, Route } from "../staff-frame/index.ts";
import { messages, notFound, sendHtml } from "../staff-frame/index.ts";

/**
 * A save's body, at most: its largest real use is the photos entry with every photo replaced at
 * the photo limit, in base64 (4 bytes for 3), and 1 MB for the entry's text and the JSON around
 * them: 2 photos of 10 MB make 27.7 MB. Past it, the body is refused (413) as it arrives.
 */
export const maxUpdateBytes =
  photoServices.length * Math.ceil(heroPhotoMaxBytes / 3) * 4 + 1024 * 1024;

/**
 * The saves' bodies held in memory at once: one of the largest and small ones beside it. More
 * wait for their turn unread (shared/byte-budget.ts), so saves sent together cannot take the
 * server's memory past a few times this (docs/editor-internals.md gives the measured peak).
 */
export const updateBudgetBytes = maxUpdateBytes + 4 * 1024 * 1024;

export interface HostContext {
  /** The content guard every read and save of Keystatic's API passes (server/keystatic/). */
  guard: ContentGuard;
  store: EditorStore;
  /** Keystatic's local-mode API, answered from the content store; how it names files. */
  keystatic?: { prefix: string };
}

/**
 * The editor's bundle, read once it exists and matches the schema (it may be built after the
 * server started).
 */
function lazyBundle(): () => EditorBundle | "stale" | undefined {
  let bundle: EditorBundle | undefined;
  return () => {
    if (bundle) return bundle;
    const loaded = loadEditorBundle();
    if (typeof loaded === "object") bundle = loaded;
    return loaded;
  };
}

/** Keystatic's API behind the content guard (once it is mounted), its shell and its bundle. */
export function keystaticRoutes(context: HostContext): Route[] {
  const { guard, store } = context;
  const keystatic =
    context.keystatic && guardKeystatic({ guard, store, prefix: context.keystatic.prefix });
  const editorBundle = lazyBundle();
  const saves = new ByteBudget(updateBudgetBytes);

  async function api(request: AdminRequest) {
    if (request.req.method !== "POST") return answer(request);
    try {
      await saves.hold(request.req, maxUpdateBytes, () => answer(request));
    } catch (error) {
      if (error instanceof ClientGone) return; // nobody left to answer
      if (!(error instanceof BodyError && error.status === 413)) throw error;
      throw new BodyError(413, messages.hu.saveTooLarge(maxUpdateBytes / 1024 / 1024));
    }
  }

  async function answer({ req, res, session }: AdminRequest) {
    if (!keystatic) return notFound(res);
    const request: KeystaticRequest = {
      method: req.method ?? "GET",
      url: new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`).href,
      headers: { get: (name) => String(req.headers[name.toLowerCase()] ?? "") || null },
      json: async () => JSON.parse((await readBody(req, maxUpdateBytes)).toString("utf8")),
    };
    const response = await keystatic(request, session);
    const headers = new Headers(response.headers as HeadersInit | undefined);
    // Keystatic's own headers, but none the back office set for every answer.
    res.writeHead(
      response.status ?? 200,
      Object.fromEntries([...headers].filter(([name]) => !res.hasHeader(name))),
    );
    res.end(response.body ?? undefined);
  }

  function shell(res: ServerResponse) {
    const bundle = editorBundle();
    if (!bundle || bundle === "stale")
      return sendText(res, 503, bundle ? messages.hu.editorStale : messages.hu.editorMissing);
    sendHtml(res, 200, editorPage(bundle.script), { "Content-Security-Policy": editorPolicy });
  }

  return [
    { method: "ANY", path: "/api/keystatic", below: true, handle: api },
    { method: "GET", path: "/keystatic", below: true, handle: ({ res }) => shell(res) },
    {
      method: "GET",
      path: editorAssetsPath,
      below: true,
      handle: ({ req, res, path }) => {
        const bundle = editorBundle();
        const asset = typeof bundle === "object" ? bundle.files.get(path) : undefined;
        if (!asset) return notFound(res);
        // In place of the back office's no-store: only these files, by their hashed names.
        res.setHeader("Cache-Control", asset.cacheControl);
        return sendAsset(req, res, asset, 200);
      },
    },
  ];
}
