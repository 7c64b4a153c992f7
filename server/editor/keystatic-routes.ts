/**
 * Keystatic in the server: its API (/api/keystatic, behind the content guard of keystatic.ts)
 * adapted from Node's request and response to the fetch-like shape its handler takes, its
 * single-page app's HTML shell (every path below /keystatic) and the bundle's files.
 */
import type { ServerResponse } from "node:http";
import { readBody } from "../shared/http.ts";
import { type EditorBundle, editorAssetsPath, editorPage, editorPolicy } from "./bundle.ts";
import type { KeystaticRequest, KeystaticResponse } from "./keystatic.ts";
import { messages } from "./messages.ts";
import { editorResponseHeaders, notFound, sendEditorAsset, sendText } from "./respond.ts";
import type { AdminRequest, Route } from "./route.ts";
import type { Session } from "./sessions.ts";

/**
 * A save's body: far above one entry's files in base64 (two hero photos of at most 15 MB each
 * included), far below what would strain memory.
 */
const maxUpdateBytes = 32 * 1024 * 1024;

export interface KeystaticDeps {
  /** Keystatic's API behind the content guard (keystatic.ts), once it is mounted. */
  keystatic?: (req: KeystaticRequest, session: Session) => Promise<KeystaticResponse>;
  /** The built editor (scripts/build-editor.ts), if it has been built ("stale": for an older schema). */
  editorBundle?: () => EditorBundle | "stale" | undefined;
}

export function keystaticRoutes(deps: KeystaticDeps): Route[] {
  async function api({ req, res, session }: AdminRequest) {
    if (!deps.keystatic) return notFound(res);
    const request: KeystaticRequest = {
      method: req.method ?? "GET",
      url: new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`).href,
      headers: { get: (name) => String(req.headers[name.toLowerCase()] ?? "") || null },
      json: async () => JSON.parse((await readBody(req, maxUpdateBytes)).toString("utf8")),
    };
    const response = await deps.keystatic(request, session);
    const headers = new Headers(response.headers as HeadersInit | undefined);
    res.writeHead(response.status ?? 200, {
      ...Object.fromEntries(headers),
      ...editorResponseHeaders,
    });
    res.end(response.body ?? undefined);
  }

  function shell(res: ServerResponse) {
    const bundle = deps.editorBundle?.();
    if (!bundle || bundle === "stale")
      return sendText(res, 503, bundle ? messages.hu.editorStale : messages.hu.editorMissing);
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      ...editorResponseHeaders,
      "Content-Security-Policy": editorPolicy,
    });
    res.end(editorPage(bundle.script));
  }

  return [
    { method: "ANY", path: "/api/keystatic", below: true, handle: api },
    { method: "GET", path: "/keystatic", below: true, handle: ({ res }) => shell(res) },
    {
      method: "GET",
      path: editorAssetsPath,
      below: true,
      handle: ({ req, res, path }) => {
        const bundle = deps.editorBundle?.();
        const asset = typeof bundle === "object" ? bundle.files.get(path) : undefined;
        if (!asset) return notFound(res);
        return sendEditorAsset(req, res, asset);
      },
    },
  ];
}
