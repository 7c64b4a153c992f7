/**
 * How the editor's routes answer: no caching, no indexing, its pages under their own policy
 * (pages.ts), and form fields read with a bound. Shared by the router and every route module.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyKind, parseBody, readBody } from "../contact/body.ts";
import { adminPolicy } from "./pages.ts";

const maxFormBytes = 8 * 1024;

export function send(
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

export const sendText = (
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) => send(res, status, "text/plain; charset=utf-8", text, headers);

export const notFound = (res: ServerResponse) => sendText(res, 404, "Not Found");

export const sendHtml = (
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) =>
  send(res, status, "text/html; charset=utf-8", html, {
    "Content-Security-Policy": adminPolicy,
    ...headers,
  });

export const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
) => send(res, status, "application/json; charset=utf-8", JSON.stringify(value), headers);

export function redirect(
  res: ServerResponse,
  location: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(303, { Location: location, "Cache-Control": "no-store", ...headers });
  res.end();
}

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
