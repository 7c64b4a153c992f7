/**
 * The router of everything under /admin, /keystatic and /api/keystatic. Nothing of it is
 * reachable without a session but the sign-in page and its form: a page asked for without one
 * redirects (303) to sign-in, anything else is a 401. A session with the password alone (before
 * the second step, second-factor.ts) reaches only the routes marked `half`; anything else
 * answers it as signed out (401), a page redirecting to the second step. Every unsafe request must come from our
 * own origin (403 otherwise), and the session cookie is SameSite=Strict besides. A route that
 * needs a right (inquiries) answers 403 to an account without it.
 *
 * Each job is a module of its own, giving the router its routes: sign-in.ts, publishing.ts,
 * figures.ts, inquiries.ts, languages.ts, previews.ts and keystatic-routes.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  DeviceCookies,
  EditorStore,
  SecondFactors,
  Sessions,
  SignInLimiter,
} from "../accounts/index.ts";
import type { AnalyticsStore } from "../analytics/index.ts";
import type { ContentStore } from "../content-store/index.ts";
import type { Publisher, Scheduler } from "../publishing/index.ts";
import {
  BodyError,
  discardRest,
  fromOwnOrigin,
  redirect,
  sendJson,
  sendText,
} from "../shared/http.ts";
import type { Channel, InquiryRecords } from "../shared/inquiry-records.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { answerFailure } from "./failures.ts";
import { figuresRoutes, type WeeklyReportSetting } from "./figures.ts";
import { inquiriesRoutes } from "./inquiries.ts";
import { type KeystaticDeps, keystaticRoutes } from "./keystatic-routes.ts";
import { languagesRoutes } from "./languages.ts";
import { messages } from "./messages.ts";
import { forbiddenPage, frameFor, notFoundPage } from "./pages.ts";
import { previewRoutes } from "./previews.ts";
import { publishingRoutes } from "./publishing.ts";
import { backOfficeHeaders, notFound, sendHtml } from "./respond.ts";
import { type AdminRequest, type Rights, type Route, under } from "./route.ts";
import { secondFactorRoutes, secondStepPath } from "./second-factor.ts";
import { setUpLinkRoutes, setUpPath } from "./set-up-link.ts";
import { signIn, signInPath } from "./sign-in.ts";
import { teamRoutes } from "./team.ts";

export interface EditorDeps extends KeystaticDeps {
  store: EditorStore;
  sessions: Sessions;
  limiter: SignInLimiter;
  /** Counts the second step's code attempts. */
  codeLimiter: SignInLimiter;
  devices: DeviceCookies;
  factors: SecondFactors;
  /** False only where SECOND_FACTOR=off (local development). */
  secondFactorRequired: boolean;
  content: ContentStore;
  publisher: Publisher;
  /** Changes staff scheduled for a time of their choosing. */
  scheduler: Scheduler;
  /** The inquiry store, for the inquiries pages. */
  inquiries?: InquiryRecords;
  /** The delivery channels set up to send; all when absent. */
  channelsOn?: readonly Channel[];
  /** The counts, for the figures page; absent when counting is off. */
  analytics?: AnalyticsStore;
  /** Staff mail, when SMTP is set up: set-up links and the owners' warnings. */
  mail?: StaffMail;
  weeklyReport?: WeeklyReportSetting;
  /** Where Keystatic's own pages are, once they are mounted: linked from the navigation. */
  editorUrl?: string;
  clientOf: (req: IncomingMessage) => string;
  log: Logger;
  /** The clock of the figures (tests set the time). */
  now?: () => number;
}

const t = messages.hu;

const rightsOf = (account: Rights | undefined): Rights => ({
  inquiries: account?.inquiries === true,
  accounts: account?.accounts === true,
});

export const isEditorPath = (path: string): boolean =>
  under(path, "/admin") || under(path, "/api/keystatic") || under(path, "/keystatic");

const isApi = (path: string) => under(path, "/admin/api") || under(path, "/api/keystatic");

export function editorRoutes(deps: EditorDeps) {
  const { store, sessions, log } = deps;
  const signing = signIn(deps);
  const setUpLink = setUpLinkRoutes(deps);
  const routes: Route[] = [
    ...signing.routes,
    ...secondFactorRoutes(deps),
    ...teamRoutes(deps),
    ...publishingRoutes(deps),
    ...figuresRoutes(deps),
    ...inquiriesRoutes(deps),
    ...languagesRoutes(deps),
    ...previewRoutes(deps),
    ...keystaticRoutes(deps),
  ];

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
    if (under(path, setUpPath)) return setUpLink(req, res, path);
    if (path === signInPath) {
      if (method === "POST") return signing.submit(req, res);
      if (!safe)
        return sendText(res, 405, t.failure.methodNotAllowed, { Allow: "GET, HEAD, POST" });
      return signing.show(req, res, query);
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
        ? sendHtml(res, 404, notFoundPage(frameFor(request, "", deps.editorUrl)))
        : notFound(res);
    if (found.right && !request.rights[found.right]) {
      log.warn("editor.right_missing", { editor: session.editor, right: found.right, path });
      return sendHtml(res, 403, forbiddenPage(frameFor(request, "", deps.editorUrl)));
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
