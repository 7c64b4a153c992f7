/**
 * Files served over HTTP from memory: a file read with its precompressed variants (`.br`,
 * `.gz`), validators, cache policy and, for an HTML page, the Content-Security-Policy that allows
 * its inline scripts; and the answer to a request for one (the best encoding the client
 * accepts, or 304). A whole release read this way is server/publishing/live-site.ts.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, extname } from "node:path";
import { contentSecurityPolicy } from "./security-headers.ts";

type Encoding = "br" | "gzip";

interface Variant {
  body: Buffer;
  etag: string;
  encoding?: Encoding;
}

export interface Asset {
  type: string;
  cacheControl: string;
  lastModified: string;
  csp: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** Every variant's ETag: a validator of any of them answers 304. */
  etags: ReadonlySet<string>;
  /** Headers of its own (a page's `Speculation-Rules`). */
  headers?: Readonly<Record<string, string>>;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Files whose name, not extension, says their type. */
const typesByName: Record<string, string> = {
  // The pages' speculation rules (server/publishing/live-site.ts): read only with this type.
  "speculation-rules.json": "application/speculationrules+json",
};

export const cachePolicies = {
  /** Content-hashed file names (/assets/, the fonts' hashed names) never change. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: always revalidated (ETag / Last-Modified), so a deploy shows at once. */
  revalidate: "no-cache",
  /** Icons, share images, sitemap: a day. */
  moderate: "public, max-age=86400",
} as const;

const inlineBlocks = {
  // Not data blocks (`application/ld+json`): a browser never runs them, so CSP never asks.
  script:
    /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="?application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi,
  style: /<style\b[^>]*>([\s\S]*?)<\/style>/gi,
};

/**
 * CSP sources (`'sha256-…'`) for the inline scripts or style sheets of an HTML document: the
 * scripts a browser runs (classic, module, speculation rules), not the structured data.
 */
export function inlineHashesOf(html: string, element: keyof typeof inlineBlocks): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineBlocks[element])) {
    const content = match[1] ?? "";
    if (content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

function pagePolicy(html: string): string {
  return contentSecurityPolicy({
    scripts: inlineHashesOf(html, "script"),
    styles: inlineHashesOf(html, "style"),
  });
}

const etagOf = (body: Buffer, suffix = "") =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}${suffix}"`;

function variant(file: string, encoding: Encoding): Variant | undefined {
  if (!existsSync(file)) return undefined;
  const body = readFileSync(file);
  return { body, encoding, etag: etagOf(body, `-${encoding}`) };
}

export function loadAsset(
  file: string,
  cacheControl: string,
  defaultCsp: string,
  headers?: Readonly<Record<string, string>>,
): Asset {
  const body = readFileSync(file);
  const extension = extname(file).toLowerCase();
  const identity: Variant = { body, etag: etagOf(body) };
  const br = variant(`${file}.br`, "br");
  const gzip = variant(`${file}.gz`, "gzip");
  return {
    type: typesByName[basename(file)] ?? types[extension] ?? "application/octet-stream",
    cacheControl,
    lastModified: new Date(statSync(file).mtime).toUTCString(),
    csp: extension === ".html" ? pagePolicy(body.toString("utf8")) : defaultCsp,
    identity,
    ...(br && { br }),
    ...(gzip && { gzip }),
    etags: new Set([identity, br, gzip].flatMap((v) => (v ? [v.etag] : []))),
    ...(headers && { headers }),
  };
}

/** Whether an Accept-Encoding header accepts an encoding (a q of 0 refuses it). */
export function acceptsEncoding(header: string, encoding: Encoding): boolean {
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";");
    const token = name.trim().toLowerCase();
    if (token !== encoding && token !== "*") continue;
    const q = params.map((param) => param.trim().toLowerCase()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
    if (token === encoding) return false;
  }
  return false;
}

function notModified(req: IncomingMessage, asset: Asset): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || asset.etags.has(tag));
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Date.parse(asset.lastModified) <= since;
}

/** Sends a file of the site: the best variant the client accepts, or 304 when it is current. */
export function sendAsset(
  req: IncomingMessage,
  res: ServerResponse,
  asset: Asset,
  status: 200 | 404,
): void {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const chosen =
    (asset.br && acceptsEncoding(accepted, "br") && asset.br) ||
    (asset.gzip && acceptsEncoding(accepted, "gzip") && asset.gzip) ||
    asset.identity;
  res.setHeader("Content-Type", asset.type);
  res.setHeader("Content-Security-Policy", asset.csp);
  for (const [name, value] of Object.entries(asset.headers ?? {})) res.setHeader(name, value);
  if (asset.type.startsWith("image/")) {
    // Share images and icons may be shown by other sites (link previews).
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  }
  if (asset.br || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
  // An area that set its own Cache-Control for every answer (the back office) keeps it.
  const cacheable = !res.hasHeader("Cache-Control");
  if (status === 404) {
    if (cacheable) res.setHeader("Cache-Control", "no-store");
  } else {
    if (cacheable) res.setHeader("Cache-Control", asset.cacheControl);
    res.setHeader("ETag", chosen.etag);
    res.setHeader("Last-Modified", asset.lastModified);
    if (notModified(req, asset)) {
      res.writeHead(304);
      res.end();
      return;
    }
  }
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  res.setHeader("Content-Length", chosen.body.length);
  res.writeHead(status);
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}
