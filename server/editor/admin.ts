/**
 * Everything under /admin and /api/keystatic. Nothing of it is reachable without a session
 * but the sign-in page and its form: a page asked for without one redirects (303) to sign-in,
 * anything else is a 401. Every unsafe request must come from our own origin (403 otherwise),
 * and the session cookie is SameSite=Strict besides.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "../../app/site/language.ts";
import { BodyError, bodyKind, discardRest, parseBody, readBody } from "../contact/body.ts";
import { errorMessage, type Logger } from "../log.ts";
import { sendAsset } from "../static-files.ts";
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
  /** The built editor (scripts/build-editor.ts), if it has been built ("stale": for an older schema). */
  editorBundle?: () => EditorBundle | "stale" | undefined;
  clientOf: (req: IncomingMessage) => string;
  log: Logger;
}

export const signInPath = "/admin/sign-in";
const maxFormBytes = 8 * 1024;
const maxUpdateBytes = 20 * 1024 * 1024;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export const isEditorPath = (path: string): boolean =>
  under(path, "/admin") || under(path, "/api/keystatic") || under(path, "/keystatic");

const isApi = (path: string) => under(path, "/admin/api") || under(path, "/api/keystatic");

/**
 * Whether an unsafe request comes from a page of our own origin: `Sec-Fetch-Site` where the
 * browser sends it, else an `Origin` naming this host. A request with neither is refused.
 */
export function fromOwnOrigin(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

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

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Content-Length": String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

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

const redirect = (res: ServerResponse, location: string, headers: Record<string, string> = {}) => {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store", ...headers });
  res.end();
};

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
    const keys = [`account:${name.toLowerCase()}`, `client:${deps.clientOf(req)}`];
    const wait = limiter.waitSeconds(keys);
    if (wait > 0) {
      log.warn("editor.sign_in_limited", { wait });
      return sendHtml(
        res,
        429,
        signInPage(language, { name, message: { kind: "error", text: t.tooMany(wait) } }),
        {
          "Retry-After": String(wait),
        },
      );
    }
    const hash = store.passwordHashOf(name);
    const valid = (await verifyPassword(password, hash ?? unknownEditorHash)) && hash !== undefined;
    if (!valid) {
      limiter.recordFailure(keys);
      log.info("editor.sign_in_failed");
      return sendHtml(
        res,
        401,
        signInPage(language, { name, message: { kind: "error", text: t.wrongPassword } }),
      );
    }
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
    // An unusable repository is named, and nothing is read from it.
    const fault = await publisher.fault();
    const [pending, history] = fault
      ? [[], []]
      : await Promise.all([
          publisher.busy ? Promise.resolve([]) : repo.changes(),
          repo.history(50),
        ]);
    const shown =
      message ?? (fault && { kind: "error" as const, text: messages[language].fault[fault] });
    sendHtml(
      res,
      status,
      overviewPage(language, {
        editor: session.editor,
        pending,
        history,
        message: shown || undefined,
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
          : result.reason === "fault"
            ? 503
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
        : result.reason === "fault"
          ? { kind: "error", text: t.fault[result.fault] }
          : {
              kind: "error",
              text: {
                unchanged: t.unchanged,
                unpublished: t.unpublished,
                unknown: t.unknownVersion,
              }[result.reason],
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
      "Cache-Control": "no-store",
    });
    res.end(response.body ?? undefined);
  }

  /** A page or file of the preview build, under its own path. */
  function preview(req: IncomingMessage, res: ServerResponse, path: string) {
    const site = publisher.preview?.site;
    const inner = path.slice(previewPrefix.length) || "/";
    const asset = site && (site.pages.get(inner) ?? site.files.get(inner));
    if (!asset) return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    return sendAsset(req, res, asset, 200);
  }

  /** Keystatic's single-page app: one HTML shell for every path below /keystatic. */
  function editorShell(res: ServerResponse) {
    const bundle = deps.editorBundle?.();
    if (!bundle || bundle === "stale") {
      const text = bundle ? messages.hu.editorStale : messages.hu.editorMissing;
      return send(res, 503, "text/plain; charset=utf-8", text);
    }
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": editorPolicy,
    });
    res.end(editorPage(bundle.script));
  }

  function editorAsset(req: IncomingMessage, res: ServerResponse, path: string) {
    const bundle = deps.editorBundle?.();
    const asset = typeof bundle === "object" ? bundle.files.get(path) : undefined;
    if (!asset) return send(res, 404, "text/plain; charset=utf-8", "Not Found");
    return sendAsset(req, res, asset, 200);
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
        if ("fault" in result) return overview(res, session, language, 503);
        const message: Flash = { kind: "error", text: t.previewFailed, lines: result.errors };
        return overview(res, session, language, 422, message);
      }
      case "GET /admin/api/history": {
        const fault = await publisher.fault();
        if (fault) return sendJson(res, 503, { fault, error: t.fault[fault] });
        return sendJson(res, 200, { commits: await repo.history(100) });
      }
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
