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
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { readContent } from "../../app/content/index.server.ts";
import type { PageContent } from "../../app/content/page-content.ts";
import { ContentError } from "../../app/content/problems.ts";
import { filesUnder } from "../shared/files-under.ts";
import { serverBundle } from "./code.ts";
import { buildFonts } from "./fonts.ts";
import { heroImages } from "./hero-images.ts";
import { buildImages } from "./images.ts";
import { type Making, place, type ReleaseOptions, startMaking } from "./making.ts";
import { type ReleaseManifest, releaseRecord, runtimeOf } from "./manifest.ts";
import { optimizeHtml, writeSiteStylesheet } from "./optimize-html.ts";
import { type PageMaterials, type RenderedPages, renderPages } from "./render-pages.ts";
import { isOutOfMemory } from "./step-result.ts";
import { type Precompressed, precompress, writeGeneratedFiles } from "./text-files.ts";
import { contentVersion } from "./versions.ts";

export type { ReleaseOptions } from "./making.ts";

export type ReleaseResult =
  | { ok: true; manifest: ReleaseManifest; warnings: string[] }
  | { ok: false; problems: string[]; outOfMemory?: boolean };

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

/** The steps, in order; each logs its time. */
async function make(options: ReleaseOptions): Promise<ReleaseResult> {
  const making = startMaking(options);
  const read = await readContent(options.contentDir, options.retentionDays);
  making.step("content read");
  await linkCodeBuild(making);
  const site = await makeHeroPhotos(making, read);
  const materials = await cutFontsAndStylesheet(making, site);
  const rendered = await renderPages(making, site, materials);
  if (rendered.problems.length > 0) return { ok: false, problems: rendered.problems };
  const { pages, files, written } = rendered;
  making.step(
    `pages (${rendered.rendered} rendered, ${pages.length - rendered.rendered} reused; ${written.length} changed)`,
  );
  const copies = await makePagesSelfContained(making, written, files, materials);
  const images = await buildImages(site, site.siteUrl, making.client, making.reuse);
  making.step(
    `images (${images.drawn} drawn, ${Object.keys(images.keys).length - images.drawn} reused)`,
  );
  const generated = await writeGeneratedFiles(making.client, site);
  const copyFiles = Object.keys(copies).map((path) => join(making.client, path));
  const compressed = await precompress(
    [...generated, ...files, ...copyFiles],
    making.client,
    making.reuse,
  );
  making.step(`precompressed (${compressed.count} compressed, ${compressed.reused} reused)`);
  const reusable = { ...images.keys, ...compressed.keys, ...rendered.pageKeys, ...copies };
  const manifest = await writeManifest(making, site, materials, reusable);
  return { ok: true, manifest, warnings: materials.fonts.warnings };
}

/**
 * Empties the release's client folder and links the code build's files into it: what pages
 * load (the page script, the island, images), public/'s files.
 */
async function linkCodeBuild({ client, codeClient, step }: Making): Promise<void> {
  await rm(client, { recursive: true, force: true });
  await mkdir(client, { recursive: true });
  const fromCode = filesUnder(codeClient);
  await Promise.all(fromCode.map((file) => place(file, join(client, relative(codeClient, file)))));
  step(`code build's ${fromCode.length} files linked`);
}

/**
 * The hero photos in their sizes and formats; an unchanged upload's files are copied from the
 * reused release, never encoded again. Returns everything a page is rendered from.
 */
async function makeHeroPhotos(
  { options, client, reusedClient, step }: Making,
  read: Awaited<ReturnType<typeof readContent>>,
): Promise<PageContent> {
  let photosMade = 0;
  const heroPhotos = await heroImages(options.contentDir, client, {
    reuseFrom: reusedClient,
    signal: options.signal,
    report: ({ reused }) => {
      if (!reused) photosMade++;
    },
  });
  step(`hero photos (${photosMade} made)`);
  return {
    content: read.content,
    company: read.company,
    packagePrices: read.packagePrices,
    heroPhotos,
    siteUrl: options.siteUrl,
  };
}

/**
 * The fonts cut for the text pages show (not the markup of an inline drawing, nor the origin),
 * and the whole stylesheet as a cached file: what a page's first screen does not need.
 */
async function cutFontsAndStylesheet(
  { codeDir, codeClient, client, reuse, step }: Making,
  site: PageContent,
): Promise<PageMaterials & { siteStylesheet: { keys: Record<string, string> } }> {
  const bundle = await serverBundle(codeDir);
  const stylesheet = bundle.build.assets.routes.root?.css?.[0];
  if (!stylesheet) throw new Error("The code build's root route has no stylesheet");
  const css = await readFile(join(codeClient, stylesheet), "utf8");
  const fonts = await buildFonts(
    { content: site.content, company: site.company },
    css,
    client,
    reuse,
  );
  step(`fonts (${fonts.cut} cut, ${Object.keys(fonts.keys).length - fonts.cut} reused)`);
  const siteStylesheet = await writeSiteStylesheet(client, css, reuse);
  return { bundle, fonts, siteStylesheet };
}

/**
 * The pages rendered now, made self-contained (optimize-html.ts). Returns the contact island's
 * copy files every page names (path → key): those of the pages rendered now are written, a
 * reused page's is linked from the release it came from, as the page was.
 */
async function makePagesSelfContained(
  { client, code, codeClient, reuse, step }: Making,
  written: RenderedPages["written"],
  files: RenderedPages["files"],
  { fonts, siteStylesheet }: PageMaterials,
): Promise<Record<string, string>> {
  const { copies } = await optimizeHtml({
    files: written,
    dir: client,
    pageScript: code.page,
    fonts,
    siteStylesheet: siteStylesheet.url,
    stylesheetsDir: codeClient,
  });
  const keys: Record<string, string> = Object.fromEntries(copies.map((c) => [c.path, c.hash]));
  for (const file of files) {
    const named = (await readFile(file, "utf8")).match(
      /data-copy="\/(assets\/contact\.([0-9a-f]{16})\.json)"/,
    );
    if (!named?.[1] || !named[2] || keys[named[1]]) continue;
    if (!(await reuse(named[1], named[2])))
      throw new Error(`${relative(client, file)} names /${named[1]}, which no release has`);
    keys[named[1]] = named[2];
  }
  step("pages made self-contained");
  return keys;
}

/** Writes release.json: the versions, the settings, and the key of every reusable file. */
async function writeManifest(
  { options, code }: Making,
  site: PageContent,
  { fonts, siteStylesheet }: Awaited<ReturnType<typeof cutFontsAndStylesheet>>,
  reusable: Precompressed["keys"],
): Promise<ReleaseManifest> {
  const manifest: ReleaseManifest = {
    codeVersion: code.version,
    contentVersion: contentVersion(options.contentDir),
    siteUrl: options.siteUrl,
    retentionDays: options.retentionDays,
    madeAt: new Date().toISOString(),
    reusable: { ...fonts.keys, ...siteStylesheet.keys, ...reusable },
    runtime: runtimeOf(site),
  };
  await writeFile(join(options.outDir, releaseRecord), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
