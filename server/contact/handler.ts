/**
 * POST /api/contact (docs/contact-pipeline.md): checks where the request comes from,
 * its type, size and rate, then its shape; commits a valid inquiry before answering and
 * wakes the deliverer. JavaScript clients get JSON; a plain form post gets a redirect back
 * to its page with the notice's fragment (POST–redirect–GET, docs/decisions/002).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { isBot, validateInquiry } from "../../app/contact/schema.ts";
import {
  type ContactReply,
  contactEndpoint,
  type FieldErrors,
  type Notice,
  type NoticeKey,
  noticeFragment,
  pageField,
  type RefusalCode,
} from "../../app/form/protocol.ts";
import { findPageRoute, homePath, languageOfPath } from "../../app/site/pages.ts";
import type { InquiryStore, StoredInquiry } from "../inquiries/index.ts";
import type { RuntimeContent } from "../release/index.ts";
import {
  BodyError,
  type BodyKind,
  bodyKind,
  ClientGone,
  parseBody,
  readBody,
  redirect,
  sameOrigin,
  sendBeforeBodyEnds,
} from "../shared/http.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import {
  markedAsPreview,
  previewNotice,
  previewPageAfterPost,
  refererInPreview,
} from "../shared/preview.ts";
import type { ContactLimiter } from "./rate-limit.ts";

export const contactPath = contactEndpoint;
export const maxBodyBytes = 16 * 1024;
/** How much of a refused body is read (and dropped) so its sender can read the 413. */
export const maxDiscardBytes = 1024 * 1024;

export type Outcome = "success" | RefusalCode;

const statusOf: Record<Outcome, number> = {
  success: 200,
  validation: 400,
  rejected: 400,
  forbidden: 403,
  tooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  failure: 500,
};

const noticeOf: Record<Outcome, NoticeKey> = {
  success: "success",
  validation: "validation",
  rejected: "rejected",
  forbidden: "rejected",
  tooLarge: "rejected",
  unsupportedMediaType: "rejected",
  rateLimited: "rateLimited",
  failure: "failure",
};

// Refusals of the request itself (cross-site, too large, wrong type) keep their status for
// any client: a browser's plain form never causes them. Everything else returns a plain form
// post to its page.
const redirected = new Set<Outcome>([
  "success",
  "validation",
  "rejected",
  "rateLimited",
  "failure",
]);

export interface ContactDeps {
  store: InquiryStore;
  limiter: ContactLimiter;
  log: Logger;
  /** Our own origin besides the request's Host (SITE_URL), accepted in `Origin`. */
  siteOrigin: string;
  clientOf: (req: IncomingMessage) => string;
  /** Called once an inquiry is committed. */
  onStored: (inquiry: StoredInquiry) => void;
  /** The live release's content: its notices answer (read per request, so a publish shows). */
  runtime: () => RuntimeContent;
}

interface Reply {
  outcome: Outcome;
  /** Sent from a preview: stored and sent nowhere, answered with the preview's note. */
  preview?: true;
  kind: BodyKind;
  page: string;
  fieldErrors?: FieldErrors;
  retryAfter?: number;
}

export async function handleContact(
  req: IncomingMessage,
  res: ServerResponse,
  deps: ContactDeps,
): Promise<void> {
  let reply: Reply;
  try {
    reply = await decide(req, deps);
  } catch (error) {
    if (!(error instanceof ClientGone)) throw error;
    // The client's doing (an upload cut short, a body too slow for the time limit), not ours.
    deps.log.info("contact.client_gone", { error: error.message });
    return;
  }
  if (reply.preview) {
    deps.log.info("contact.preview_ignored");
    return sendPreview(req, res, reply);
  }
  if (reply.outcome !== "success") deps.log.info("contact.refused", { code: reply.outcome });
  send(req, res, reply, deps.runtime());
}

async function decide(req: IncomingMessage, deps: ContactDeps): Promise<Reply> {
  const fallback: Reply = {
    outcome: "rejected",
    kind: wantsJson(req) ? "json" : "form",
    page: refererPage(req, deps.siteOrigin) ?? homePath(),
  };
  if (!sameOrigin(req, deps.siteOrigin)) return { ...fallback, outcome: "forbidden" };
  let kind: BodyKind;
  try {
    kind = bodyKind(req.headers["content-type"]);
  } catch {
    return { ...fallback, outcome: "unsupportedMediaType" };
  }
  const reply = { ...fallback };

  let input: unknown;
  let malformed = false;
  try {
    input = parseBody(kind, await readBody(req, maxBodyBytes));
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (error.status === 413) return { ...reply, outcome: "tooLarge" };
    malformed = true;
  }
  const { page, fields } = envelope(input, reply.page);
  reply.page = page;
  // A preview's form (its marker, or a preview page as the sender): nothing stored or sent.
  if ((fields && markedAsPreview(fields)) || refererInPreview(req))
    return { ...reply, outcome: "success", preview: true };

  let retryAfter: number;
  try {
    retryAfter = await deps.limiter.take(deps.clientOf(req));
  } catch (error) {
    deps.log.error("contact.limit_failed", { error: errorMessage(error) });
    return { ...reply, outcome: "failure" };
  }
  if (retryAfter > 0) return { ...reply, outcome: "rateLimited", retryAfter };
  if (malformed || fields === undefined) return { ...reply, outcome: "rejected" };

  if (isBot(fields)) {
    deps.log.info("contact.honeypot");
    return { ...reply, outcome: "success" };
  }
  const checked = validateInquiry(fields);
  if (!checked.ok) {
    const outcome = checked.fieldErrors.form ? "rejected" : "validation";
    return { ...reply, outcome, fieldErrors: checked.fieldErrors };
  }
  try {
    const { website: _honeypot, ...inquiry } = checked.inquiry;
    const stored = await deps.store.add({ ...inquiry, language: languageOfPath(page), page });
    deps.log.info("inquiry.stored", { inquiry: stored.id });
    deps.onStored(stored);
    return { ...reply, outcome: "success" };
  } catch (error) {
    deps.log.error("inquiry.store_failed", { error: errorMessage(error) });
    return { ...reply, outcome: "failure" };
  }
}

/**
 * Splits the envelope field `page` (the form's page: where to answer and in which language)
 * from the inquiry. An unlisted page counts as its language's home; a page that is not a
 * string makes the request malformed (no fields).
 */
function envelope(
  input: unknown,
  fallbackPage: string,
): { page: string; fields?: Record<string, unknown> } {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { page: fallbackPage };
  }
  const { [pageField]: page, ...fields } = input as Record<string, unknown>;
  if (page === undefined) return { page: fallbackPage, fields };
  if (typeof page !== "string") return { page: fallbackPage };
  return { page: findPageRoute(page)?.path ?? homePath(languageOfPath(page)), fields };
}

/** The listed page a browser says it posted from, when it is one of ours. */
function refererPage(req: IncomingMessage, siteOrigin: string): string | undefined {
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== siteOrigin && url.host !== req.headers.host) return undefined;
    return findPageRoute(url.pathname)?.path;
  } catch {
    return undefined;
  }
}

function wantsJson(req: IncomingMessage): boolean {
  // Media types are case-insensitive: APPLICATION/JSON is JSON.
  const accept = (req.headers.accept ?? "").toLowerCase();
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  return accept.includes("application/json") || type.includes("json");
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  reply: Reply,
  runtime: RuntimeContent,
): void {
  const notice = runtime.notices[languageOfPath(reply.page)][noticeOf[reply.outcome]];
  if (reply.retryAfter) res.setHeader("Retry-After", String(reply.retryAfter));
  // The request was not read to its end: the connection cannot carry another request.
  if (!req.complete) res.setHeader("Connection", "close");
  if (reply.kind === "form" && redirected.has(reply.outcome)) {
    redirect(res, `${reply.page}#${noticeFragment(noticeOf[reply.outcome])}`);
    return;
  }
  const body =
    reply.kind === "json"
      ? JSON.stringify(jsonReply(reply, notice))
      : `${notice.title}\n${notice.text}\n`;
  const type = `${reply.kind === "json" ? "application/json" : "text/plain"}; charset=utf-8`;
  sendBeforeBodyEnds(req, res, statusOf[reply.outcome], type, body, maxDiscardBytes);
}

/** A preview's post: its note as JSON, or a plain form back to its page in the preview. */
function sendPreview(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  if (!req.complete) res.setHeader("Connection", "close");
  if (reply.kind === "form") {
    redirect(res, previewPageAfterPost(reply.page));
    return;
  }
  const body: ContactReply = { ok: true, notice: previewNotice };
  sendBeforeBodyEnds(
    req,
    res,
    200,
    "application/json; charset=utf-8",
    JSON.stringify(body),
    maxDiscardBytes,
  );
}

function jsonReply(reply: Reply, notice: Notice): ContactReply {
  if (reply.outcome === "success") return { ok: true, notice };
  return {
    ok: false,
    code: reply.outcome,
    ...(reply.fieldErrors && { fieldErrors: reply.fieldErrors }),
    notice,
  };
}
