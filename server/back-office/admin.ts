/**
 * The router of everything under /admin, /keystatic and /api/keystatic. Nothing of it is
 * reachable without a session but the sign-in page and its form: a page asked for without one
 * redirects (303) to sign-in, anything else is a 401. A session with the password alone (before
 * the second step, server/staff-sign-in/) reaches only the routes marked `half`; anything else
 * answers it as signed out (401), a page redirecting to the second step. Every unsafe request must come from our
 * own origin (403 otherwise), and the session cookie is SameSite=Strict besides. A route that
 * needs a right (inquiries) answers 403 to an account without it.
 *
 * The route table is the rooms' routes, each room wired from its own small context: sign-in
 * and accounts (server/staff-sign-in/), the publishing desk (server/publishing-desk/), the
 * records (server/staff-records/) and Keystatic's host (keystatic-routes.ts).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type DeskContext, deskRoutes } from "../publishing-desk/index.ts";
import {
  BodyError,
  discardRest,
  fromOwnOrigin,
  redirect,
  sendJson,
  sendText,
} from "../shared/http.ts";
import { errorMessage } from "../shared/log.ts";
import type { AdminRequest, Rights, Route } from "../staff-frame/index.ts";
import {
  backOfficeHeaders,
  forbiddenPage,
  frameFor,
  messages,
  notFound,
  notFoundPage,
  sendHtml,
  under,
} from "../staff-frame/index.ts";
import { type RecordsContext, recordsRoutes } from "../staff-records/index.ts";
import {
  type SignInContext,
  secondStepPath,
  setUpPath,
  signInPath,
  signInRoom,
} from "../staff-sign-in/index.ts";
import { answerFailure } from "./failures.ts";
import { type HostContext, keystaticRoutes } from "./keystatic-routes.ts";

/** What the rooms are given, each taking its own part (their contexts, in their doors). */
export type EditorDeps = SignInContext & RecordsContext & DeskContext & HostContext;

const t = messages.hu;

const rightsOf = (account: Rights | undefined): Rights => ({
  inquiries: account?.inquiries === true,
  accounts: account?.accounts === true,
});

export const isEditorPath = (path: string): boolean =>
  under(path, "/admin") || under(path, "/api/keystatic") || under(path, "/keystatic");

const isApi = (path: string) => under(path, "/admin/api") || under(path, "/api/keystatic");

/**
 * The route table: each room's routes, wired from its own part of `deps`. Sign-in's come
 * first, with the two doors it opens before any session (`signIn`, `setUp`).
 */
function roomRoutes(deps: EditorDeps) {
  const { store, sessions, log, editorUrl, now, inquiries } = deps;
  const { origin, secondFactorRequired, mail, clientOf } = deps;
  const staff = signInRoom({
    store,
    sessions,
    origin,
    secondFactorRequired,
    mail,
    editorUrl,
    clientOf,
    log,
  });
  const { content, publisher, scheduler, channelsOn, analytics, weeklyReport } = deps;
  const routes: Route[] = [
    ...staff.routes,
    ...deskRoutes({ content, publisher, scheduler, inquiries, editorUrl, now, log }),
    ...recordsRoutes({
      store,
      inquiries,
      channelsOn,
      analytics,
      weeklyReport,
      editorUrl,
      now,
      log,
    }),
    ...keystaticRoutes({ guard: deps.guard, store, keystatic: deps.keystatic }),
  ];
  return { staff, routes };
}

export function editorRoutes(deps: EditorDeps) {
  const { store, sessions, log, editorUrl } = deps;
  const { staff, routes } = roomRoutes(deps);

  function find(method: string, path: string): Route | undefined {
    const wanted = method === "HEAD" ? "GET" : method;
    const plain = path.replace(/\/+$/, "") || "/";
    return routes.find(
      (route) =>
        (route.method === "ANY" || route.method === wanted) &&
        (route.below ? under(plain, route.path) : plain === route.path),
    );
  }

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const method = req.method ?? "GET";
    const safe = method === "GET" || method === "HEAD";
    if (!safe && !fromOwnOrigin(req)) {
      log.warn("editor.cross_site_refused", { method, path });
      return sendText(res, 403, t.forbidden);
    }
    if (under(path, setUpPath)) return staff.setUp(req, res, path);
    if (path === signInPath) {
      if (method === "POST") return staff.signIn.submit(req, res);
      if (!safe)
        return sendText(res, 405, t.failure.methodNotAllowed, { Allow: "GET, HEAD, POST" });
      return staff.signIn.show(req, res, query);
    }
    const session = await sessions.of(req);
    if (!session) {
      if (isApi(path) || !safe) return sendJson(res, 401, { error: t.unauthorized });
      return redirect(res, `${signInPath}${await sessions.whyGone(req)}`);
    }
    const found = find(method, path);
    // The password alone reaches the second step, its set-up and sign-out; everything else
    // answers as to no session, whatever route or spelling was asked for.
    if (session.full !== true && !found?.half) {
      log.info("editor.second_step_needed", { path });
      if (isApi(path) || !safe) return sendJson(res, 401, { error: t.unauthorized });
      return redirect(res, secondStepPath);
    }
    const request: AdminRequest = {
      req,
      res,
      path,
      query,
      session,
      rights: rightsOf(await store.account(session.editor)),
    };
    if (!found)
      return safe && !isApi(path)
        ? sendHtml(res, 404, notFoundPage(frameFor(request, "", editorUrl)))
        : notFound(res);
    if (found.right && !request.rights[found.right]) {
      log.warn("editor.right_missing", { editor: session.editor, right: found.right, path });
      return sendHtml(res, 403, forbiddenPage(frameFor(request, "", editorUrl)));
    }
    return found.handle(request);
  }

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: string,
  ): Promise<void> => {
    for (const [name, value] of Object.entries(backOfficeHeaders)) res.setHeader(name, value);
    try {
      await route(req, res, path, new URLSearchParams(query));
    } catch (error) {
      // Anything else a staff member meets is a Hungarian answer with its status (failures.ts).
      if (!(error instanceof BodyError))
        return answerFailure({ req, res, path, error, log, publisher: deps.publisher });
      log.info("editor.bad_request", { error: errorMessage(error) });
      if (!res.headersSent)
        sendText(res, error.status, staffBodyMessage(error), { Connection: "close" });
      await discardRest(req, 1024 * 1024);
    }
  };
  /** Every route, sign-in's included (the tests walk them all under each fault). */
  const table: ReadonlyArray<Pick<Route, "method" | "path" | "below">> = [
    { method: "GET", path: signInPath },
    { method: "POST", path: signInPath },
    { method: "GET", path: setUpPath, below: true },
    ...routes,
  ];
  return Object.assign(handle, { routes: table });
}

/**
 * A refused body's message for staff: the back office's own (Hungarian) as it is, the HTTP
 * layer's English ones (server/shared/http.ts, also read by the contact form's scripts) in
 * Hungarian.
 */
function staffBodyMessage(error: BodyError): string {
  if (/[áéíóöőúüű]/i.test(error.message)) return error.message;
  return error.status === 413 ? t.failure.tooLarge : t.failure.badRequest;
}

/**
 * The pages staff open in a browser: every GET route of the route table but the APIs, the
 * editor's own script and Keystatic's pages (a `below` route). The phone-width walk
 * (e2e/editor-staff-pages.spec.ts) visits each, so a new page joins it by being routed.
 */
export const staffPages = (
  routes: ReadonlyArray<Pick<Route, "method" | "path" | "below">>,
): string[] =>
  routes
    .filter((route) => route.method === "GET" && !route.below && !isApi(route.path))
    .map((route) => route.path);
