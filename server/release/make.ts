/**
 * The release step: from one content folder and one code build, an immutable folder that the
 * server serves as it is.
 * - `client/`: every page of the route table (and the not-found pages), rendered by the code
 *   build's server bundle from the content, then made self-contained (optimize-html.ts); the
 *   font files cut for the content's characters (fonts.ts), share images and icons
 *   (images.ts), sitemap.xml, robots.txt, security.txt, the code build's files linked, and
 *   every text file precompressed;
 * - `release.json` (manifest.ts).
 * It writes only inside `outDir`. Files whose inputs did not change since the release
 * `reuseFrom` are linked from it rather than made again. Content that fails its schema ends
 * it with one line per problem, naming the file and field.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { copyFile, link, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { readContent } from "../../app/content/index.server.ts";
import type { PageContent } from "../../app/content/page-content.ts";
import { ContentError } from "../../app/content/problems.ts";
import { languageOfPath, notFoundPaths, pageRoutes } from "../../app/site/pages.ts";
import { securityTxt, securityTxtPath } from "../../app/site/security-txt.ts";
import { robotsTxt, sitemapXml } from "../../app/site/sitemap.ts";
import { filesUnder } from "../shared/files-under.ts";
import { defaultCodeDir, readCodeBuild, serverBundle } from "./code.ts";
import { compressFiles } from "./compress.ts";
import { buildFonts } from "./fonts.ts";
import { heroImages } from "./hero-images.ts";
import { buildImages } from "./images.ts";
import {
  type ReleaseManifest,
  readRelease,
  releaseClient,
  releaseRecord,
  runtimeOf,
} from "./manifest.ts";
import { optimizeHtml, writeSiteStylesheet } from "./optimize-html.ts";
import { isOutOfMemory } from "./step-result.ts";
import { contentVersion } from "./versions.ts";

export interface ReleaseOptions {
  contentDir: string;
  outDir: string;
  /** The code build (scripts/build-code.ts); build/code by default. */
  codeDir?: string;
  /** The site's origin (SITE_URL). */
  siteUrl: string;
  /** The retention period the privacy notices state (INQUIRY_RETENTION_DAYS). */
  retentionDays: number;
  /** An earlier release whose unchanged files are reused. */
  reuseFrom?: string;
  signal?: AbortSignal;
  /** Where each step's time and the warnings go. */
  log?: (line: string) => void;
}

export type ReleaseResult =
  | { ok: true; manifest: ReleaseManifest; warnings: string[] }
  | { ok: false; problems: string[]; outOfMemory?: boolean };

/** This step's own code that shapes a page: a page made by other code is made again. */
const pageCode = createHash("sha256")
  .update(
    ["optimize-html.ts", "page-css.ts", "html.ts"]
      .map((name) => readFileSync(join(import.meta.dirname, name), "utf8"))
      .join("\0"),
  )
  .digest("hex");

const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** Links `from` to `to` (same file system), or copies it. */
async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

export async function makeRelease(options: ReleaseOptions): Promise<ReleaseResult> {
  try {
    return await make(options);
  } catch (error) {
    if (error instanceof ContentError) return { ok: false, problems: error.problems };
    if (options.signal?.aborted) return { ok: false, problems: ["The release was stopped."] };
    const problem = (error as Error).message.split("\n")[0] ?? String(error);
    return { ok: false, problems: [problem], ...(isOutOfMemory(error) && { outOfMemory: true }) };
  }
}

async function make(options: ReleaseOptions): Promise<ReleaseResult> {
  const { contentDir, outDir, siteUrl, retentionDays, signal, log = () => {} } = options;
  const codeDir = resolve(options.codeDir ?? defaultCodeDir);
  const codeClient = join(codeDir, "client");
  const client = join(outDir, releaseClient);
  let started = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    log(`  ${name}: ${Math.round(now - started)} ms`);
    started = now;
    signal?.throwIfAborted();
  };
  const code = readCodeBuild(codeDir);
  // A release is never its own source: its folder is emptied first.
  const { reuseFrom } = options;
  const previous =
    reuseFrom && resolve(reuseFrom) !== resolve(outDir) ? tryReadRelease(reuseFrom) : undefined;

  const read = await readContent(contentDir, retentionDays);
  step("content read");

  await rm(client, { recursive: true, force: true });
  await mkdir(client, { recursive: true });
  // The code build's files, linked: what pages load (the page script, the island, images),
  // public/'s files.
  const fromCode = filesUnder(codeClient);
  await Promise.all(fromCode.map((file) => place(file, join(client, relative(codeClient, file)))));
  step(`code build's ${fromCode.length} files linked`);

  // The hero photos in their sizes and formats; an unchanged upload's files are copied from the
  // reused release, never encoded again.
  let photosMade = 0;
  const heroPhotos = await heroImages(contentDir, client, {
    reuseFrom: previous && join(previous.dir, releaseClient),
    signal,
    report: ({ reused }) => {
      if (!reused) photosMade++;
    },
  });
  const site: PageContent = {
    content: read.content,
    company: read.company,
    packagePrices: read.packagePrices,
    heroPhotos,
    siteUrl,
  };
  step(`hero photos (${photosMade} made)`);

  const reuse = async (path: string, key: string) => {
    if (!previous || previous.manifest.reusable[path] !== key) return false;
    try {
      await place(join(previous.dir, releaseClient, path), join(client, path));
      return true;
    } catch {
      return false;
    }
  };
  const { build, pageContent } = await serverBundle(codeDir);
  const stylesheet = build.assets.routes.root?.css?.[0];
  if (!stylesheet) throw new Error("The code build's root route has no stylesheet");
  const css = await readFile(join(codeClient, stylesheet), "utf8");
  // The text pages show: not the markup of an inline drawing, nor the origin.
  const fonts = await buildFonts(
    { content: site.content, company: site.company },
    css,
    client,
    reuse,
  );
  step(`fonts (${fonts.cut} cut, ${Object.keys(fonts.keys).length - fonts.cut} reused)`);
  // The whole stylesheet as a cached file: what a page's first screen does not need.
  const siteStylesheet = await writeSiteStylesheet(client, css, reuse);

  // Every page, rendered by the server bundle with this content, unless the release reused
  // holds it made from the same inputs (code, settings, fonts, its language's content).
  const handler = createRequestHandler(build, "production");
  const problems: string[] = [];
  const written: string[] = [];
  const pageKeys: Record<string, string> = {};
  const pages = [
    ...pageRoutes.map(({ path }) => path),
    // The not-found page of each language, at a path of its own (React Router's catch-all).
    ...Object.values(notFoundPaths),
  ];
  for (const path of pages) {
    const file = htmlFileOf(path);
    const language = languageOfPath(path);
    const key = hashOf([
      code.version,
      pageCode,
      siteUrl,
      path,
      // The footer's copyright year.
      new Date().getFullYear(),
      fonts.keys,
      fonts.ranges,
      fonts.urls,
      siteStylesheet.url,
      site.content[language],
      site.company,
      site.packagePrices,
      site.heroPhotos,
    ]);
    const variants = [file, `${file}.br`, `${file}.gz`];
    for (const variant of variants) pageKeys[variant] = key;
    const kept = await Promise.all(variants.map((variant) => reuse(variant, key)));
    if (kept.every(Boolean)) continue;
    // Links to the reused release's files are never written through: that release may be live.
    await Promise.all(variants.map((variant) => rm(join(client, variant), { force: true })));
    const context = new RouterContextProvider();
    context.set(pageContent, site);
    const { response, html, logged } = await quietly(async () => {
      const response = await handler(new Request(new URL(path, `${siteUrl}/`)), context);
      return { response, html: await response.text() };
    });
    if (response.status !== 200) {
      const reason = logged[0] ? `: ${logged[0]}` : "";
      problems.push(`${path}: the page did not render (status ${response.status})${reason}`);
      continue;
    }
    await mkdir(dirname(join(client, file)), { recursive: true });
    await writeFile(join(client, file), html);
    written.push(join(client, file));
  }
  if (problems.length > 0) return { ok: false, problems };
  step(`pages (${written.length} rendered, ${pages.length - written.length} reused)`);

  await optimizeHtml({
    files: written,
    dir: client,
    pageScript: code.page,
    fonts,
    siteStylesheet: siteStylesheet.url,
    stylesheetsDir: codeClient,
  });
  step("pages made self-contained");
  const images = await buildImages(site, siteUrl, client, reuse);
  step(`images (${images.drawn} drawn, ${Object.keys(images.keys).length - images.drawn} reused)`);

  const generated = [
    ["sitemap.xml", sitemapXml(siteUrl, new Date().toISOString().slice(0, 10))],
    ["robots.txt", robotsTxt(siteUrl)],
    [securityTxtPath.slice(1), securityTxt(site.company.email, siteUrl)],
  ] as const;
  for (const [path, text] of generated) {
    await mkdir(dirname(join(client, path)), { recursive: true });
    // Unlinked first: a file of public/ by that name is a link into the code build.
    await rm(join(client, path), { force: true });
    await writeFile(join(client, path), text);
  }
  const compressed = await precompress(
    generated.map(([path]) => join(client, path)),
    client,
    reuse,
  );
  await compressFiles(written, { brotliQuality: pageQuality });
  step(
    `precompressed (${written.length + compressed.count} compressed, ${compressed.reused} reused)`,
  );

  const manifest: ReleaseManifest = {
    codeVersion: code.version,
    contentVersion: contentVersion(contentDir),
    siteUrl,
    retentionDays,
    madeAt: new Date().toISOString(),
    reusable: {
      ...fonts.keys,
      ...siteStylesheet.keys,
      ...images.keys,
      ...compressed.keys,
      ...pageKeys,
    },
    runtime: runtimeOf(site),
  };
  await writeFile(join(outDir, releaseRecord), `${JSON.stringify(manifest, null, 2)}\n`);
  return { ok: true, manifest, warnings: fonts.warnings };
}

/**
 * Runs `task` with React Router's error log (console.error, with stack traces) caught: a page
 * that fails is one line of the release's problems, its error's first line.
 */
async function quietly<T>(task: () => Promise<T>): Promise<T & { logged: string[] }> {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...values: unknown[]) => {
    const [first] = values;
    const text = first instanceof Error ? first.message : String(first);
    logged.push(text.split("\n")[0] ?? "");
  };
  try {
    return { ...(await task()), logged };
  } finally {
    console.error = original;
  }
}

/**
 * Brotli's quality for the pages a publish renders. Quality 6 makes them 5 % larger than 10 or
 * 11 (about 1.5 KB on a 31 KB page), at a twentieth of the time: ten pages took 1.4 s at 10 and
 * 61 ms at 6 on a busy two-core machine, most of a publish's release step. 7–9 buy under 1 %
 * for four to eight times 6's time. The code build's files keep quality 11 (compress.ts).
 */
const pageQuality = 6;

const hashOf = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);

/**
 * Precompresses `files` (under `client`). A file whose bytes an earlier release compressed
 * already (same hash) gets that release's variants.
 */
async function precompress(
  files: readonly string[],
  client: string,
  reuse: (path: string, key: string) => Promise<boolean>,
): Promise<{ keys: Record<string, string>; count: number; reused: number }> {
  const keys: Record<string, string> = {};
  const fresh: string[] = [];
  let reused = 0;
  for (const file of files) {
    const path = relative(client, file);
    const key = createHash("sha256")
      .update(await readFile(file))
      .digest("hex")
      .slice(0, 32);
    const variants = [`${path}.br`, `${path}.gz`];
    for (const variant of variants) keys[variant] = key;
    const found = await Promise.all(variants.map((variant) => reuse(variant, key)));
    if (found.every(Boolean)) reused++;
    else {
      await Promise.all(variants.map((variant) => rm(join(client, variant), { force: true })));
      fresh.push(file);
    }
  }
  const count = await compressFiles(fresh, { brotliQuality: pageQuality });
  // A variant not written (no smaller than its file) is no variant to lend.
  for (const file of fresh) {
    for (const suffix of [".br", ".gz"]) {
      if (!(await exists(`${file}${suffix}`))) delete keys[`${relative(client, file)}${suffix}`];
    }
  }
  return { keys, count, reused };
}

function tryReadRelease(dir: string): { dir: string; manifest: ReleaseManifest } | undefined {
  try {
    return { dir, manifest: readRelease(dir) };
  } catch {
    return undefined;
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
