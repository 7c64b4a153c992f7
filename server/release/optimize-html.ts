/**
 * Rewrites each rendered page of a release so its first screen arrives in the first flight (its
 * HTML at most 16 KB brotli) and shows with nothing else (docs/decisions/024):
 *
 * 1. React Router's scripts go (its hydration context, route module imports and preloads):
 *    pages ship no framework runtime. React Router insists on rendering them (root.tsx).
 * 2. The stylesheet's <link> becomes a <style> of what the first screen needs (page-css.ts):
 *    the rules of the skip link, the header and the first section, and the font faces the
 *    page's text needs, each pointing at the cut file's content-hashed name and preloaded.
 *    The faces of files the text does not need go: while a family has a face that is not
 *    loaded, Chrome prepares every fallback font of the stack for each size and weight the
 *    page sets. A character a visitor types from such a file shows in the fallback sans.
 * 3. After the page: the whole stylesheet (`writeSiteStylesheet`) and the page script
 *    (app/browser/page.ts, a module that loads the contact island when the form is near),
 *    both immutable files a second page finds in the cache, both asked for at low priority.
 *    The first paint waits for neither.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { islandRootId } from "../../app/contact/island-protocol.ts";
import { earlyPrefillKey, prefillAttributes } from "../../app/contact/prefill.ts";
import { compressFiles } from "./compress.ts";
import { type FontFace, fontFaces, rangeTest } from "./fonts.ts";
import {
  applyEdits,
  attributeOf,
  type Edit,
  type Element,
  elementsOf,
  type ParentNode,
  parseHtml,
  sourceOf,
  spanOf,
  textOf,
} from "./html.ts";
import { firstScreenStylesheet, type Present } from "./page-css.ts";
import { type IslandCopy, islandCopyEdit, svgEdits } from "./page-markup.ts";

/** Scripts a page may keep: data for search engines and the speculation rules. */
const keptScriptTypes = new Set(["application/ld+json", "speculationrules"]);
/** Every script React Router renders (context, route modules, stream) names its globals. */
const isReactRouters = (script: Element) => textOf(script).includes("window.__reactRouter");

/** What a page drops (React Router's scripts and preloads) and the stylesheets it inlines. */
function pageParts(html: string, file: string) {
  const document = parseHtml(html);
  const dropped: Element[] = [];
  const stylesheets: Element[] = [];
  let headEnd: number | undefined;
  let bodyEnd: number | undefined;
  for (const element of elementsOf(document)) {
    if (element.tagName === "head") headEnd = element.sourceCodeLocation?.endTag?.startOffset;
    if (element.tagName === "body") bodyEnd = element.sourceCodeLocation?.endTag?.startOffset;
    const rel = element.tagName === "link" ? attributeOf(element, "rel") : undefined;
    if (rel === "modulepreload") dropped.push(element);
    if (rel === "stylesheet") stylesheets.push(element);
    if (element.tagName !== "script" || keptScriptTypes.has(attributeOf(element, "type") ?? ""))
      continue;
    if (!isReactRouters(element))
      throw new Error(`${file}: unexpected script left: ${sourceOf(html, element)}`);
    dropped.push(element);
  }
  if (headEnd === undefined) throw new Error(`${file} has no </head>`);
  if (bodyEnd === undefined) throw new Error(`${file} has no </body>`);
  return { document, dropped, stylesheets, headEnd, bodyEnd };
}

/** The characters a visitor sees on the page (text and form placeholders), in order. */
export function visibleCharacters(document: ParentNode): number[] {
  const text = textOf(document, { skip: new Set(["script", "style"]), shown: "placeholder" });
  return [...new Set(text)].map((char) => char.codePointAt(0) ?? 0);
}

/** Font file path → the unicode-range of the characters cut into it (fonts.ts). */
export type FontRanges = Readonly<Record<string, string>>;

/**
 * The @font-face rules of `css` for this release: each face whose file was cut points at the
 * file's content-hashed name and covers exactly what the file was cut with; a face of
 * `needed` false (its characters absent from the page) or whose file was not cut goes.
 */
function releaseFaces(
  css: string,
  fonts: ReleaseFonts,
  needed: (face: FontFace, covers: (code: number) => boolean) => boolean,
): { css: string; preloads: string[] } {
  let result = css;
  const preloads: string[] = [];
  for (const face of fontFaces(css)) {
    const range = fonts.ranges[face.file];
    const url = fonts.urls[face.file];
    if (range === undefined || url === undefined || !needed(face, rangeTest(range))) {
      result = result.replace(face.rule, "");
      continue;
    }
    result = result.replace(
      face.rule,
      face.rule
        .replace(/url\([^)]*\)/, `url(${url})`)
        .replace(/unicode-range:[^;}]+/, `unicode-range:${range}`),
    );
    preloads.push(url);
  }
  return { css: result, preloads };
}

/**
 * The whole stylesheet as one cached file of the release (`assets/site.<hash>.css`, immutable):
 * what a page's first screen does not need arrives with it, once for the whole site. Its font
 * faces go: each page names those its own text needs, inline. An earlier release's file of the
 * same bytes is reused (`reuse`), with its compressed variants.
 */
export async function writeSiteStylesheet(
  dir: string,
  css: string,
  reuse: (path: string, key: string) => Promise<boolean>,
): Promise<{ url: string; keys: Record<string, string> }> {
  const text = fontFaces(css).reduce((rest, face) => rest.replace(face.rule, ""), css);
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const path = `assets/site.${hash}.css`;
  const variants = [path, `${path}.br`, `${path}.gz`];
  const keys = Object.fromEntries(variants.map((variant) => [variant, hash]));
  const kept = await Promise.all(variants.map((variant) => reuse(variant, hash)));
  if (!kept.every(Boolean)) {
    await mkdir(join(dir, "assets"), { recursive: true });
    await Promise.all(variants.map((variant) => rm(join(dir, variant), { force: true })));
    await writeFile(join(dir, path), text);
    await compressFiles([join(dir, path)]);
  }
  return { url: `/${path}`, keys };
}

/**
 * What the page's first screen can show: every element before the third child of <main> (the
 * skip link, the header, the first section, and the second, whose top shows under a hero on a
 * wide screen), less the closed menu and popovers, which only a visitor opens.
 */
export function firstScreen(document: ParentNode): Present {
  const classes = new Set<string>();
  const tags = new Set<string>();
  const main = [...elementsOf(document)].find((element) => element.tagName === "main");
  const third = main?.childNodes.filter((node): node is Element => "tagName" in node)[2];
  const end = third?.sourceCodeLocation?.startOffset ?? Number.POSITIVE_INFINITY;
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      if ((child.sourceCodeLocation?.startOffset ?? 0) >= end) return;
      if (child.tagName === "dialog" || attributeOf(child, "popover") !== undefined) continue;
      tags.add(child.tagName);
      for (const token of (attributeOf(child, "class") ?? "").split(/\s+/))
        if (token) classes.add(token);
      walk(
        child.tagName === "template"
          ? (child as unknown as { content: ParentNode }).content
          : child,
      );
    }
  };
  walk(document);
  return { classes, tags };
}

/** The page script imports nothing at load time: one request, no chain of them. */
async function checkPageScript(dir: string, src: string): Promise<void> {
  const code = (await readFile(join(dir, src), "utf8")).trim();
  if (/\bimport\s*[{*"'`\w]/i.test(code.replace(/\bimport\(/g, "")))
    throw new Error(`${src} has a static import: the page script must load alone`);
}

/**
 * The inline line that starts the page script once the page has loaded and painted (the
 * frame after the load event): what the first screen shows never shares the connection with
 * it, and nothing a page needs waits for it: the menu, popovers, links and the form are HTML
 * that works without script, and the contact island starts only as the form nears.
 */
export function pageScriptLoader(pageScript: string): string {
  const src = JSON.stringify(`/${pageScript.replace(/^\//, "")}`);
  // Until then a package's order button clicked is kept for the script (app/contact/prefill.ts).
  const link = JSON.stringify(`[${prefillAttributes.service}]`);
  const keep = `addEventListener("click",e=>{const l=e.target.closest?.(${link});if(l)self.${earlyPrefillKey}=l},true);`;
  return `<script type="module">${keep}addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>import(${src}))),{once:true})</script>`;
}

/** The prerendered pages under `dir` (React Router's SPA fallback, `__…`, is none). */
async function htmlFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith(".html") && !basename(file).startsWith("__"))
    .map((file) => join(dir, file));
}

/** The release's font files (fonts.ts): what each face's file was cut with, and its name. */
export interface ReleaseFonts {
  /** Face file (`/fonts/manrope-latin.woff2`) → the unicode-range of what it was cut with. */
  ranges: FontRanges;
  /** Face file → the cut file's content-hashed URL (`/fonts/manrope-latin.<hash>.woff2`). */
  urls: Readonly<Record<string, string>>;
}

/**
 * Rewrites the pages under `dir`; `stylesheetsDir` holds the stylesheets they link (the code
 * build's client folder), `dir` the page script and the release's font files.
 */
export async function optimizeHtml(options: {
  /** The pages to rewrite; every page under `dir` when not given. */
  files?: readonly string[];
  dir: string;
  pageScript: string;
  fonts: ReleaseFonts;
  /** The whole stylesheet's URL in the release (`writeSiteStylesheet`). */
  siteStylesheet: string;
  stylesheetsDir?: string;
}): Promise<{ count: number; copies: IslandCopy[] }> {
  const { dir, pageScript, fonts, siteStylesheet, stylesheetsDir = dir } = options;
  await checkPageScript(stylesheetsDir, pageScript);
  const sheets = new Map<string, string>();
  const files = options.files ?? (await htmlFiles(dir));
  const copies = new Map<string, IslandCopy>();
  for (const file of files) {
    const html = await readFile(file, "utf8");
    const { document, dropped, stylesheets, bodyEnd } = pageParts(html, file);
    const codes = visibleCharacters(document);
    const edits: Edit[] = dropped.map((element) => ({ ...spanOf(element), text: "" }));
    const island = [...elementsOf(document)].find(
      (element) => attributeOf(element, "id") === islandRootId,
    );
    edits.push(...svgEdits(document, island));
    const cut = island && islandCopyEdit(island);
    if (cut) {
      edits.push(cut.edit);
      copies.set(cut.copy.path, cut.copy);
    }
    const screen = firstScreen(document);
    for (const link of stylesheets) {
      const href = attributeOf(link, "href") ?? "";
      let sheet = sheets.get(href);
      if (sheet === undefined) {
        sheet = (await readFile(join(stylesheetsDir, href), "utf8")).trim();
        sheets.set(href, sheet);
      }
      // The faces of the files this page's characters need, each preloaded: the text font
      // on every page, the Latin Extended file where the text has ő or ű.
      const { css, preloads } = releaseFaces(
        firstScreenStylesheet(sheet, screen),
        fonts,
        (_, covers) => codes.some((code) => code > 0x20 && covers(code)),
      );
      if (css.includes("</style"))
        throw new Error(`${href} cannot be inlined: it contains "</style"`);
      const preloadLinks = preloads.map(
        (url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin/>`,
      );
      edits.push({ ...spanOf(link), text: `${preloadLinks.join("")}<style>${css}</style>` });
    }
    // After the page: the rest of the stylesheet, which never holds up the first paint (a
    // cached file at a low priority: the first screen and its fonts come first), and the
    // page script, asked for once the page has loaded and shown its first frame (cached too).
    const after =
      stylesheets.length > 0
        ? [`<link rel="stylesheet" href="${siteStylesheet}" fetchpriority="low"/>`]
        : [];
    after.push(pageScriptLoader(pageScript));
    edits.push({ start: bodyEnd, end: bodyEnd, text: after.join("") });
    await writeFile(file, applyEdits(html, edits));
  }
  await writeIslandCopies(dir, [...copies.values()]);
  return { count: files.length, copies: [...copies.values()] };
}

/** Writes each copy module under `dir` (a new file each: one linked from a release stays). */
async function writeIslandCopies(dir: string, copies: readonly IslandCopy[]): Promise<void> {
  for (const copy of copies) {
    const file = join(dir, copy.path);
    await mkdir(dirname(file), { recursive: true });
    await rm(file, { force: true });
    await writeFile(file, copy.text);
  }
}
