/**
 * The live release: a release (server/release/) read into memory (about thirty pages and their
 * assets, server/shared/static-files.ts), and the one answer to which release is live. Only files found
 * by walking the client folder exist for the server, so no request path can reach anything
 * outside it, and there are no directory listings.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { type Language, languages } from "../../app/site/language.ts";
import { notFoundPaths, pageRoutes } from "../../app/site/pages.ts";
import { type ReleaseManifest, readRelease } from "../release/index.ts";
import { filesUnder } from "../shared/files-under.ts";
import { contentSecurityPolicy } from "../shared/security-headers.ts";
import { type Asset, cachePolicies, loadAsset } from "../shared/static-files.ts";
import { type Release, Releases } from "./releases.ts";

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

/**
 * Which release is live: with the editor on (`releasesDir`), the editors' current release;
 * else, and while the editors have released nothing, BUILD_DIR's. `client` is the folder
 * served, `published` the editors' release when it is one.
 */
export function liveRelease(where: { releasesDir: string | undefined; buildDir: string }): {
  client: string;
  published: Release | undefined;
} {
  const published = where.releasesDir ? new Releases(where.releasesDir).current() : undefined;
  return { client: published?.client ?? where.buildDir, published };
}

/**
 * Files whose name changes with their bytes, cached for good: the code build's assets and a
 * release's stylesheet (`/assets/`), the cut font files (`/fonts/manrope-latin.<hash>.woff2`).
 */
export const isHashed = (path: string) =>
  path.startsWith("/assets/") || /^\/fonts\/[^/]+\.[0-9a-f]{16}\.woff2$/.test(path);

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
/**
 * What every page is sent with besides the security headers: its speculation rules, a file of
 * the site (public/speculation-rules.json) the header names rather than a script in every
 * page (one header line instead of the script and its CSP hash, in the first flight). Same-site
 * page links are fetched while the visitor points at them (hover or pointer-down), so the next
 * page is usually there before the click ends; never /api/.
 */
export const pageHeaders = { "Speculation-Rules": '"/speculation-rules.json"' } as const;

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
    return loadAsset(file, cachePolicies.revalidate, defaultCsp, pageHeaders);
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
    const cache = isHashed(path) ? cachePolicies.immutable : cachePolicies.moderate;
    files.set(path, loadAsset(file, cache, defaultCsp));
    yield;
  }
  return { pages, notFound, files, release };
}
