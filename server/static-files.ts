/**
 * A release (server/release/), read into memory (about thirty pages and their assets): every
 * file of its client folder with its precompressed variants, validators and cache policy, for
 * each HTML page the Content-Security-Policy that allows its inline scripts, and its manifest
 * with the content the server needs while it runs (the form's notices, the company's name).
 * Only files found by walking the client folder exist for the server, so no request path can
 * reach anything outside it, and there are no directory listings.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, extname, join, relative, sep } from "node:path";
import { type Language, languages } from "../app/site/language.ts";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import { type ReleaseManifest, readRelease } from "./release/manifest.ts";
import { filesUnder } from "./shared/files-under.ts";
import { contentSecurityPolicy } from "./shared/security-headers.ts";

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
}

export interface Site {
  /** Listed page path → its HTML. */
  pages: ReadonlyMap<string, Asset>;
  /** Language → the not-found page sent with status 404. */
  notFound: Readonly<Record<Language, Asset>>;
  /** URL path → any other file (hashed assets, fonts, icons, sitemap…). */
  files: ReadonlyMap<string, Asset>;
  /** The release's manifest (`release.json` beside the client folder). */
  release: ReleaseManifest;
}

/**
 * The site being served. A publish loads the new release completely, then swaps `current` in
 * one assignment: a request reads it once and is answered wholly from one release, and the
 * contact form's next answer speaks with the new release's notices.
 */
export class LiveSite {
  current: Site;

  constructor(site: Site) {
    this.current = site;
  }
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

export const cachePolicies = {
  /** Content-hashed file names under /assets/ never change. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: always revalidated (ETag / Last-Modified), so a deploy shows at once. */
  revalidate: "no-cache",
  /** Icons, share images, fonts, sitemap: a day. */
  moderate: "public, max-age=86400",
} as const;

const inlineBlocks = {
  script: /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi,
  style: /<style\b[^>]*>([\s\S]*?)<\/style>/gi,
};

/** CSP sources (`'sha256-…'`) for the inline scripts or style sheets of an HTML document. */
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

export function loadAsset(file: string, cacheControl: string, defaultCsp: string): Asset {
  const body = readFileSync(file);
  const extension = extname(file).toLowerCase();
  const identity: Variant = { body, etag: etagOf(body) };
  const br = variant(`${file}.br`, "br");
  const gzip = variant(`${file}.gz`, "gzip");
  return {
    type: types[extension] ?? "application/octet-stream",
    cacheControl,
    lastModified: new Date(statSync(file).mtime).toUTCString(),
    csp: extension === ".html" ? pagePolicy(body.toString("utf8")) : defaultCsp,
    identity,
    ...(br && { br }),
    ...(gzip && { gzip }),
    etags: new Set([identity, br, gzip].flatMap((v) => (v ? [v.etag] : []))),
  };
}

const htmlFileOf = (buildDir: string, path: string) =>
  join(buildDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/**
 * Reads a release's client folder and the manifest beside it; throws a clear message when a
 * listed page or the manifest is missing.
 */
export function loadSite(buildDir: string): Site {
  const reading = readingSite(buildDir);
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, for a server that is answering meanwhile (a publish): it gives way to waiting
 * requests after each file, so reading and hashing a release never holds them up for long.
 */
export async function loadSiteGently(buildDir: string): Promise<Site> {
  const reading = readingSite(buildDir);
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Reads the site one file at a time, pausing (`yield`) after each. */
function* readingSite(buildDir: string): Generator<void, Site> {
  const release = readRelease(dirname(buildDir));
  const defaultCsp = contentSecurityPolicy();
  const page = (path: string) => {
    const file = htmlFileOf(buildDir, path);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run build\` first (BUILD_DIR=${buildDir}).`);
    }
    return loadAsset(file, cachePolicies.revalidate, defaultCsp);
  };
  const pages = new Map<string, Asset>();
  for (const { path } of pageRoutes) {
    pages.set(path, page(path));
    yield;
  }
  const notFound = {} as Record<Language, Asset>;
  for (const language of languages) {
    notFound[language] = page(notFoundPaths[language]);
    yield;
  }
  const files = new Map<string, Asset>();
  // Symbolic links are skipped (nothing outside the build directory is ever served), and so
  // is anything under a name starting with "." (.env, .git) but the well-known
  // URIs of RFC 8615 (security.txt).
  for (const file of filesUnder(buildDir)) {
    const parts = relative(buildDir, file).split(sep);
    if (parts.some((part) => part.startsWith(".") && part !== ".well-known")) continue;
    const path = `/${parts.join("/")}`;
    // Pages are served by their clean URL only; compressed variants ride along with their
    // original; build leftovers (React Router's SPA fallback) are not part of the site.
    if (/\.(html|br|gz)$/.test(path) || path.includes("/__")) continue;
    const cache = path.startsWith("/assets/") ? cachePolicies.immutable : cachePolicies.moderate;
    files.set(path, loadAsset(file, cache, defaultCsp));
    yield;
  }
  return { pages, notFound, files, release };
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
  if (asset.type.startsWith("image/")) {
    // Share images and icons may be shown by other sites (link previews).
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
  }
  if (asset.br || asset.gzip) res.setHeader("Vary", "Accept-Encoding");
  if (status === 404) {
    res.setHeader("Cache-Control", "no-store");
  } else {
    res.setHeader("Cache-Control", asset.cacheControl);
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
