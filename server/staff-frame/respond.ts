/**
 * What the back office's answers have in common: the headers its entry sets once for every
 * answer (`backOfficeHeaders`), the policy of its own HTML pages, and form fields read with
 * a bound. The answers themselves go through server/shared/http.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Html } from "../shared/html.ts";
import { bodyKind, type Headers, parseBody, readBody, send, sendText } from "../shared/http.ts";
import { messages } from "./messages.ts";
import { adminPolicy } from "./pages.ts";

const maxFormBytes = 8 * 1024;

/**
 * Headers of every back-office answer (pages, the editor and its bundle, previews, the API):
 * kept out of search engines and out of every cache but the editor's own browser's memory.
 * Set once by the router's entry (server/back-office/admin.ts).
 */
export const backOfficeHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const notFound = (res: ServerResponse) => sendText(res, 404, messages.hu.failure.notFound);

/** A back-office page, under the back office's Content-Security-Policy. */
export const sendHtml = (res: ServerResponse, status: number, body: Html, headers: Headers = {}) =>
  send(res, status, "text/html; charset=utf-8", body.toString(), {
    "Content-Security-Policy": adminPolicy,
    ...headers,
  });

export const wantsJson = (req: IncomingMessage) =>
  String(req.headers.accept ?? "").includes("application/json");

/** The string fields of a small form or JSON body. */
export async function readFields(req: IncomingMessage): Promise<Record<string, string>> {
  const body = await readBody(req, maxFormBytes);
  const parsed = parseBody(bodyKind(req.headers["content-type"]), body);
  if (typeof parsed !== "object" || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
