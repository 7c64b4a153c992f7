/**
 * How the editor's routes answer: kept out of search engines and out of every cache but the
 * editor's own browser's memory, its pages under their own policy (pages.ts), and form fields
 * read with a bound. Shared by the router and every route module; the plumbing is server/shared/http.ts.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  bodyKind,
  type Headers,
  parseBody,
  readBody,
  redirect as redirectNoStore,
  send as sendNoStore,
} from "../shared/http.ts";
import { type Asset, sendAsset } from "../static-files.ts";
import { adminPolicy } from "./pages.ts";

const maxFormBytes = 8 * 1024;

/**
 * Headers of every editor response (pages, the editor and its bundle, previews, the API):
 * kept out of search engines and out of every cache but the editor's own browser's memory.
 */
export const editorResponseHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
} as const;

export const send = (
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Uint8Array,
  headers: Headers = {},
) => sendNoStore(res, status, type, body, { ...editorResponseHeaders, ...headers });

export const sendText = (
  res: ServerResponse,
  status: number,
  text: string,
  headers: Headers = {},
) => send(res, status, "text/plain; charset=utf-8", text, headers);

export const notFound = (res: ServerResponse) => sendText(res, 404, "Not Found");

export const sendHtml = (
  res: ServerResponse,
  status: number,
  html: string,
  headers: Headers = {},
) =>
  send(res, status, "text/html; charset=utf-8", html, {
    "Content-Security-Policy": adminPolicy,
    ...headers,
  });

export const sendJson = (
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Headers = {},
) => send(res, status, "application/json; charset=utf-8", JSON.stringify(value), headers);

export const redirect = (res: ServerResponse, location: string, headers: Headers = {}) =>
  redirectNoStore(res, location, { ...editorResponseHeaders, ...headers });

/** A file of the editor's bundle or of a preview, under the editor's headers. */
export function sendEditorAsset(req: IncomingMessage, res: ServerResponse, asset: Asset): void {
  res.setHeader("X-Robots-Tag", editorResponseHeaders["X-Robots-Tag"]);
  sendAsset(req, res, { ...asset, cacheControl: editorResponseHeaders["Cache-Control"] }, 200);
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
