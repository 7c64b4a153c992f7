/**
 * The release's pages: every page of the route table and the not-found pages, rendered by the
 * code build's server bundle from the content, unless the release reused holds the page made
 * from the same inputs (code, settings, fonts, its language's content). Their compressed
 * variants are keyed by the page's bytes (text-files.ts): a page rendered anew that comes out
 * the same is not compressed again.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createRequestHandler, RouterContextProvider } from "react-router";
import type { PageContent } from "../../app/content/page-content.ts";
import { languageOfPath, notFoundPaths, pageRoutes } from "../../app/site/pages.ts";
import type { ServerBundle } from "./code.ts";
import type { CutFonts } from "./fonts.ts";
import type { Making } from "./making.ts";

/** This step's own code that shapes a page: a page made by other code is made again. */
const pageCode = createHash("sha256")
  .update(
    ["optimize-html.ts", "page-css.ts", "page-markup.ts", "theme-values.ts", "html.ts"]
      .map((name) => readFileSync(join(import.meta.dirname, name), "utf8"))
      .join("\0"),
  )
  .digest("hex");

const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/** The manifest's name for the key of a page's rendered markup (no file of that name). */
const renderedKeyOf = (file: string) => `${file}#rendered`;

export const hashOf = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 32);

export interface RenderedPages {
  /** Every page's path. */
  pages: string[];
  /** Every page's file in the release's client folder. */
  files: string[];
  /** How many pages were rendered now (the others' inputs were the reused release's). */
  rendered: number;
  /** The files rendered now to other markup than in the reused release: to make self-contained. */
  written: string[];
  /** Each page file → the key of its inputs; `file#rendered` → the key of its markup. */
  pageKeys: Record<string, string>;
  /** A line per page that did not render. */
  problems: string[];
}

/** What a page is made with besides the content: the server bundle, fonts and stylesheet. */
export interface PageMaterials {
  bundle: ServerBundle;
  fonts: CutFonts;
  siteStylesheet: { url: string };
}

/** Renders (or reuses) every page into the release's client folder. */
export async function renderPages(
  making: Making,
  site: PageContent,
  { bundle, fonts, siteStylesheet }: PageMaterials,
): Promise<RenderedPages> {
  const { client, code, reuse } = making;
  const { siteUrl } = site;
  const handler = createRequestHandler(bundle.build, "production");
  const problems: string[] = [];
  const files: string[] = [];
  const written: string[] = [];
  let rendered = 0;
  const pageKeys: Record<string, string> = {};
  const pages = [
    ...pageRoutes.map(({ path }) => path),
    // The not-found page of each language, at a path of its own (React Router's catch-all).
    ...Object.values(notFoundPaths),
  ];
  // What shapes a page besides what it renders: the code and the fonts and stylesheet that
  // making it self-contained writes in.
  const shapedBy = [
    code.version,
    pageCode,
    fonts.keys,
    fonts.ranges,
    fonts.urls,
    siteStylesheet.url,
  ];
  for (const path of pages) {
    const file = htmlFileOf(path);
    const language = languageOfPath(path);
    const key = hashOf([
      ...shapedBy,
      siteUrl,
      path,
      // The footer's copyright year.
      new Date().getFullYear(),
      site.content[language],
      site.company,
      site.packagePrices,
      site.heroPhotos,
    ]);
    pageKeys[file] = key;
    files.push(join(client, file));
    if (await reuse(file, key)) {
      const markup = making.reusedKey(renderedKeyOf(file));
      if (markup) pageKeys[renderedKeyOf(file)] = markup;
      continue;
    }
    // Links to the reused release's files are never written through: that release may be live.
    const variants = [file, `${file}.br`, `${file}.gz`];
    await Promise.all(variants.map((variant) => rm(join(client, variant), { force: true })));
    rendered++;
    const context = new RouterContextProvider();
    context.set(bundle.pageContent, site);
    const { response, html, logged } = await quietly(async () => {
      const response = await handler(new Request(new URL(path, `${siteUrl}/`)), context);
      return { response, html: await response.text() };
    });
    if (response.status !== 200) {
      const reason = logged[0] ? `: ${logged[0]}` : "";
      problems.push(`${path}: the page did not render (status ${response.status})${reason}`);
      continue;
    }
    // A page rendered to the same markup as in the reused release (a price on other pages, a
    // field of another page in its language) is that release's self-contained file.
    const renderedKey = hashOf([...shapedBy, createHash("sha256").update(html).digest("hex")]);
    pageKeys[renderedKeyOf(file)] = renderedKey;
    if (await reuse(file, renderedKey, renderedKeyOf(file))) continue;
    await mkdir(dirname(join(client, file)), { recursive: true });
    await writeFile(join(client, file), html);
    written.push(join(client, file));
  }
  return { pages, files, rendered, written, pageKeys, problems };
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
