/**
 * Every failure a staff member can meet, as a Hungarian answer with the right status: the
 * router's entry (admin.ts) hands it whatever a route threw.
 * - The database does not answer (PostgreSQL stopped, unreachable, or ending connections):
 *   503, "the back office is unavailable, the public site still works" — the public pages
 *   are served from memory and do not need it.
 * - The content's history cannot be read (a missing or corrupted object, found by the deep
 *   check the publisher runs after such a failure): 503 with the pause message.
 * - Anything else: 500 with a short message and a reference, logged beside the error.
 * A page gets a page, an API (/admin/api, Keystatic's /api/keystatic) gets JSON
 * (`{ error, reference? }`), and nothing of the error itself (git's command line, a server
 * path, an English message) reaches either: those stay in the server log.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggedPath } from "../accounts/index.ts";
import type { Publisher } from "../publishing/index.ts";
import { type Html, html } from "../shared/html.ts";
import { sendJson } from "../shared/http.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import { bare, messages, sendHtml, under, wantsJson } from "../staff-frame/index.ts";

const t = messages.hu;

/**
 * Error codes of a database that is not there: refused or dropped connections (Node's), and
 * PostgreSQL's connection exceptions (08…), an administrator's or a crash's shutdown (57P…),
 * and a server out of connections (53300).
 */
const downCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** node-postgres's own words for a connection that ended or never came. */
const downMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|Cannot use a pool after calling end/i;

/** Whether `error` (or an error it wraps) says the database is not answering. */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (downCodes.has(code) || code.startsWith("08"))) return true;
  if (typeof message === "string" && downMessages.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseDown(inner, depth + 1)))
    return true;
  return isDatabaseDown(cause, depth + 1);
}

/** A short reference staff can read out: 8 letters and digits, logged beside the error. */
export const newReference = (): string =>
  randomBytes(6).toString("base64url").replace(/[-_]/g, "x").slice(0, 8).toUpperCase();

const isApi = (path: string) => under(path, "/admin/api") || under(path, "/api/keystatic");

/** A failure's answer: JSON for an API or a script, a page for a browser. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  status: number,
  title: string,
  text: string,
  extra: Record<string, string> = {},
): void {
  if (res.headersSent) {
    // Half an answer is already out: all that can be done is to end it.
    res.destroy();
    return;
  }
  const set: Record<string, string> = status === 503 ? { "Retry-After": "60" } : {};
  if (isApi(path) || wantsJson(req)) {
    sendJson(res, status, { error: text, ...extra }, set);
    return;
  }
  sendHtml(res, status, failurePage(title, text), set);
}

/** A failure's page for a browser: its title, what happened, the way back. */
export const failurePage = (title: string, text: string): Html =>
  bare(
    title,
    html`<main id="main" class="narrow card"><p class="brand">Danubius Protect</p><h1>${title}</h1><div class="error" role="alert"><p>${text}</p></div><p><a href="/admin">${t.failure.back}</a></p></main>`,
  );

/**
 * Answers a request whose route threw `error`, and logs it: the database down (503), the
 * history damaged (503, the pause), or unexpected (500 with a reference in the log).
 */
export async function answerFailure(options: {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  error: unknown;
  log: Logger;
  publisher?: Publisher;
}): Promise<void> {
  const { req, res, path, error, log, publisher } = options;
  const method = req.method ?? "GET";
  // A set-up link's path is its secret: the log names the page, never the token.
  const logged = loggedPath(path);
  if (isDatabaseDown(error)) {
    log.error("editor.database_unavailable", { method, path: logged, error: errorMessage(error) });
    return send(req, res, path, 503, t.failure.unavailableTitle, t.failure.unavailable);
  }
  // A failure to read the content's history: the deep check says whether it is damage.
  const fault = await publisher?.checkDeeply().catch(() => undefined);
  if (fault && fault !== "stopping") {
    log.error("editor.request_paused", { method, path: logged, fault, error: errorMessage(error) });
    return send(req, res, path, 503, t.failure.pausedTitle, t.fault[fault], { fault });
  }
  const reference = newReference();
  log.error("editor.request_failed", {
    method,
    path: logged,
    reference,
    error: errorMessage(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return send(req, res, path, 500, t.failure.unexpectedTitle, t.failure.unexpected(reference), {
    reference,
  });
}
