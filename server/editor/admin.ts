/**
 * Everything under /admin and /api/keystatic. Nothing of it is reachable without a session
 * but the sign-in page and its form: a page asked for without one redirects (303) to sign-in,
 * anything else is a 401. Every unsafe request must come from our own origin (403 otherwise),
 * and the session cookie is SameSite=Strict besides.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "../../app/site/language.ts";
import {
  BodyError,
  bodyKind,
  discardRest,
  fromOwnOrigin,
  type Headers,
  parseBody,
  readBody,
  redirect as redirectNoStore,
  send as sendNoStore,
} from "../http.ts";
import { errorMessage, type Logger } from "../log.ts";
import { type Asset, sendAsset } from "../static-files.ts";
import { type EditorBundle, editorAssetsPath, editorPage, editorPolicy } from "./bundle.ts";
import type { Author, ContentRepo } from "./content-repo.ts";
import type { KeystaticRequest, KeystaticResponse } from "./keystatic.ts";
import { languageOf, messages } from "./messages.ts";
import { adminPolicy, type Flash, overviewPage, previewPrefix, signInPage } from "./pages.ts";
import { unknownEditorHash, verifyPassword } from "./passwords.ts";
import type { Publisher, PublishResult } from "./publisher.ts";
import type { Session, Sessions } from "./sessions.ts";
import type { SignInLimiter } from "./sign-in-limiter.ts";
import type { EditorStore } from "./store.ts";

export interface EditorDeps {
  store: EditorStore;
  sessions: Sessions;
  limiter: SignInLimiter;
  repo: ContentRepo;
  publisher: Publisher;
  /** Keystatic's API behind the content guard (keystatic.ts), once it is mounted. */
  keystatic?: (
    req: KeystaticRequest,
    session: Session,
    language: Language,
  ) => Promise<KeystaticResponse>;
  /** Where Keystatic's own pages are, once they are mounted: linked from the overview. */
  editorUrl?: string;
  /** The built editor (scripts/build-editor.ts), if it has been built. */
  editorBundle?: () => EditorBundle | undefined;
  clientOf: (req: IncomingMessage) => string;
  log: Logger;
}

export const signInPath = "/admin/sign-in";
const maxFormBytes = 8 * 1024;
/** A save's body: far above one entry's files in base64, far below what would strain memory. */
const maxUpdateBytes = 32 * 1024 * 1024;

/**
 * Headers of every editor response (pages, the editor and its bundle, previews, the API):
 * kept out of search engines and out of every cache but the editor's own browser's memory.
 */
export const editorResponseHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

/** A file of the editor's bundle or of a preview, under the editor's headers. */
function sendEditorAsset(req: IncomingMessage, res: ServerResponse, asset: Asset): void {
  res.setHeader("X-Robots-Tag", editorResponseHeaders["X-Robots-Tag"]);
  sendAsset(req, res, { ...asset, cacheControl: editorResponseHeaders["Cache-Control"] }, 200);
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isEditorPath = (path: string): boolean =>
  under(path, "/admin") || under(path, "/api/keystatic") || under(path, "/keystatic");

const isApi = (path: string) => under(path, "/admin/api") || under(path, "/api/keystatic");

/** The commit identity of an editor: their name, and a made-up address git requires. */
export function authorOf(name: string): Author {
  const local = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
  return { name, email: `${local || "editor"}@editor.invalid` };
}

const send = (
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Uint8Array,
  headers: Headers = {},
) => sendNoStore(res, status, type, body, { ...editorResponseHeaders, ...headers });

const sendHtml = (
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) =>
  send(res, status, "text/html; charset=utf-8", html, {
    "Content-Security-Policy": adminPolicy,
    ...headers,
  });

const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) => send(res, status, "application/json; charset=utf-8", JSON.stringify(value), headers);

const redirect = (res: ServerResponse, location: string, headers: Headers = {}) =>
  redirectNoStore(res, location, { ...editorResponseHeaders, ...headers });

const wantsJson = (req: IncomingMessage) =>
  String(req.headers.accept ?? "").includes("application/json");

async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const body = await readBody(req, maxFormBytes);
  const parsed = parseBody(bodyKind(req.headers["content-type"]), body);
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

export function editorRoutes(deps: EditorDeps) {
  const { store, sessions, limiter, repo, publisher, log } = deps;

  async function signIn(
    req: IncomingMessage,
    res: ServerResponse,
    language: Language,
  ): Promise<void> {
    const t = messages[language];
    const fields = await readFields(req);
    const name = (fields.name ?? "").trim().normalize("NFC");
    const password = fields.password ?? "";
    const attempt = limiter.attempt(name, deps.clientOf(req));
    if (attempt.wait > 0) {
      log.warn("editor.sign_in_limited", { wait: attempt.wait });
      return sendHtml(
        res,
        429,
        signInPage(language, {
          name,
          message: { kind: "error", text: t.tooMany(attempt.wait) },
        }),
        { "Retry-After": String(attempt.wait) },
      );
    }
    const hash = store.passwordHashOf(name);
    const valid = (await verifyPassword(password, hash ?? unknownEditorHash)) && hash !== undefined;
    if (!valid) {
      log.info("editor.sign_in_failed");
      return sendHtml(
        res,
        401,
        signInPage(language, { name, message: { kind: "error", text: t.wrongPassword } }),
      );
    }
    attempt.release();
    log.info("editor.signed_in", { editor: name });
    redirect(res, "/admin", { "Set-Cookie": sessions.start(name) });
  }

  async function overview(
    res: ServerResponse,
    session: Session,
    language: Language,
    status = 200,
    message?: Flash,
  ) {
    const [pending, history] = await Promise.all([
      publisher.busy ? Promise.resolve([]) : repo.changes(),
      repo.history(50),
    ]);
    sendHtml(
      res,
      status,
      overviewPage(language, {
        editor: session.editor,
        pending,
        history,
        message,
        editorUrl: deps.editorUrl,
        previewAt: publisher.preview?.at,
      }),
    );
  }

  /** A publish's or an undo's outcome: JSON for scripts, the overview (or a redirect to it) for the form. */
  async function answer(
    req: IncomingMessage,
    res: ServerResponse,
    session: Session,
    language: Language,
    result: PublishResult,
    done: string,
  ) {
    const status = result.ok
      ? 200
      : result.reason === "build"
        ? 422
        : result.reason === "unknown"
          ? 404
          : 409;
    if (wantsJson(req)) return sendJson(res, status, result);
    const t = messages[language];
    if (result.ok)
      return redirect(
        res,
        `/admin?done=${done}&s=${Math.max(1, Math.round(result.buildMs / 1000))}`,
      );
    const message: Flash =
      result.reason === "build"
        ? { kind: "error", text: t.buildFailed, lines: result.errors }
        : {
            kind: "error",
            text: { unchanged: t.unchanged, unpublished: t.unpublished, unknown: t.unknownVersion }[
              result.reason
            ],
          };
    return overview(res, session, language, status, message);
  }

  function doneMessage(query: URLSearchParams, language: Language): Flash | undefined {
    const t = messages[language];
    const seconds = Number(query.get("s")) || 0;
    if (query.get("done") === "published") return { kind: "notice", text: t.published(seconds) };
    if (query.get("done") === "undone") return { kind: "notice", text: t.undone };
    return undefined;
  }

  async function keystatic(
    req: IncomingMessage,
    res: ServerResponse,
    session: Session,
    language: Language,
  ) {
    if (!deps.keystatic) return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    const request: KeystaticRequest = {
      method: req.method ?? "GET",
      url: new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`).href,
      headers: { get: (name) => String(req.headers[name.toLowerCase()] ?? "") || null },
      json: async () => JSON.parse((await readBody(req, maxUpdateBytes)).toString("utf8")),
    };
    const response = await deps.keystatic(request, session, language);
    const headers = new Headers(response.headers as HeadersInit | undefined);
    res.writeHead(response.status ?? 200, {
      ...Object.fromEntries(headers),
      ...editorResponseHeaders,
    });
    res.end(response.body ?? undefined);
  }

  /** A page or file of the preview build, under its own path. */
  function preview(req: IncomingMessage, res: ServerResponse, path: string) {
    const site = publisher.preview?.site;
    const inner = path.slice(previewPrefix.length) || "/";
    const asset = site && (site.pages.get(inner) ?? site.files.get(inner));
    if (!asset) return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    return sendEditorAsset(req, res, asset);
  }

  /** Keystatic's single-page app: one HTML shell for every path below /keystatic. */
  function editorShell(res: ServerResponse) {
    const bundle = deps.editorBundle?.();
    if (!bundle) {
      return send(res, 503, "text/plain; charset=utf-8", messages.hu.editorMissing);
    }
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      ...editorResponseHeaders,
      "Content-Security-Policy": editorPolicy,
    });
    res.end(editorPage(bundle.script));
  }

  function editorAsset(req: IncomingMessage, res: ServerResponse, path: string) {
    const asset = deps.editorBundle?.()?.files.get(path);
    if (!asset) return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    return sendEditorAsset(req, res, asset);
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const language = languageOf(req);
    const t = messages[language];
    const method = req.method ?? "GET";
    const safe = method === "GET" || method === "HEAD";
    if (!safe && !fromOwnOrigin(req)) {
      log.warn("editor.cross_site_refused", { method, path });
      return send(res, 403, "text/plain; charset=utf-8", t.forbidden);
    }
    if (path === signInPath) {
      if (method === "POST") return signIn(req, res, language);
      if (!safe)
        return send(res, 405, "text/plain; charset=utf-8", "Method Not Allowed", {
          Allow: "GET, HEAD, POST",
        });
      if (sessions.of(req)) return redirect(res, "/admin");
      const message: Flash | undefined = query.has("out")
        ? { kind: "notice", text: t.signedOut }
        : query.has("expired")
          ? { kind: "notice", text: t.expired }
          : undefined;
      return sendHtml(res, 200, signInPage(language, { message }));
    }
    const session = sessions.of(req);
    if (!session) {
      if (isApi(path) || !safe) return sendJson(res, 401, { error: t.unauthorized });
      return redirect(
        res,
        `${signInPath}${req.headers.cookie?.includes("__Host-dp-editor=") ? "?expired" : ""}`,
      );
    }
    if (under(path, "/api/keystatic")) return keystatic(req, res, session, language);
    if (under(path, previewPrefix) && safe) return preview(req, res, path);
    if (under(path, "/keystatic") && safe) return editorShell(res);
    if (under(path, editorAssetsPath) && safe) return editorAsset(req, res, path);
    const action = `${method === "HEAD" ? "GET" : method} ${path.replace(/\/+$/, "") || "/"}`;
    switch (action) {
      case "GET /admin":
        return overview(res, session, language, 200, doneMessage(query, language));
      case "POST /admin/sign-out":
        return redirect(res, `${signInPath}?out`, { "Set-Cookie": sessions.end(session) });
      case "POST /admin/publish":
      case "POST /admin/api/publish":
        return answer(
          req,
          res,
          session,
          language,
          await publisher.publish(authorOf(session.editor)),
          "published",
        );
      case "POST /admin/undo":
      case "POST /admin/api/undo": {
        const { commit = "" } = await readFields(req);
        return answer(
          req,
          res,
          session,
          language,
          await publisher.undo(authorOf(session.editor), commit),
          "undone",
        );
      }
      case "POST /admin/preview": {
        const result = await publisher.makePreview();
        if (result.ok) return redirect(res, "/admin#preview");
        const message: Flash = { kind: "error", text: t.previewFailed, lines: result.errors };
        return overview(res, session, language, 422, message);
      }
      case "GET /admin/api/history":
        return sendJson(res, 200, { commits: await repo.history(100) });
      default:
        return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    }
  }

  return async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: string,
  ): Promise<void> => {
    try {
      await route(req, res, path, new URLSearchParams(query));
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      log.info("editor.bad_request", { error: errorMessage(error) });
      if (!res.headersSent)
        send(res, error.status, "text/plain; charset=utf-8", error.message, {
          Connection: "close",
        });
      await discardRest(req, 1024 * 1024);
    }
  };
}
