/**
 * Rewrites each rendered page of a release so the first paint waits for the HTML alone, and adds the
 * page's two small scripts (3 and 4):
 *
 * 1. React Router's scripts go (its hydration context, route module imports and preloads):
 *    pages ship no framework runtime. React Router insists on rendering them (root.tsx).
 * 2. The stylesheet goes inside the page (<style>) and its <link> goes: nothing hydrates the
 *    document, so nothing needs the link to match.
 * 3. Each font file the page's text needs goes inside that stylesheet as a data: URL, so the
 *    first paint has the brand font with no request and nothing swaps later. The faces of
 *    files the text does not need leave the page's stylesheet: while a family has a face that
 *    is not loaded, Chrome prepares every fallback font of the stack for each size and weight
 *    the page sets, which doubled the layout before the first paint. A character a visitor
 *    types from such a file shows in the fallback sans. A line of script after the stylesheet
 *    starts decoding the page's font files.
 * 4. The page script (app/browser/page.ts, under a kilobyte) is inlined as a module script:
 *    no request, and a module never blocks parsing or paint. It loads the contact island
 *    when the form is near.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { fontFaces, rangeTest } from "./fonts.ts";
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
  for (const element of elementsOf(document)) {
    if (element.tagName === "head") headEnd = element.sourceCodeLocation?.endTag?.startOffset;
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
  return { document, dropped, stylesheets, headEnd };
}

/** The characters a visitor sees on the page (text and form placeholders), in order. */
export function visibleCharacters(document: ParentNode): number[] {
  const text = textOf(document, { skip: new Set(["script", "style"]), shown: "placeholder" });
  return [...new Set(text)].map((char) => char.codePointAt(0) ?? 0);
}

/** Font file path → the unicode-range of the characters cut into it (fonts.ts). */
export type FontRanges = Readonly<Record<string, string>>;

/**
 * The stylesheet `href` as a <style>, with each font file the page's characters need as a
 * data: URL and the faces of the others removed, followed by the head script: a line that
 * starts decoding those font files while the rest of the page is still arriving. Otherwise Chrome starts decoding only when it first styles text,
 * finishes after the first layout and lays the whole page out again. The script names, per
 * family, one of the page's characters from each of its files.
 */
async function inlineStylesheet(
  href: string,
  css: string,
  codes: number[],
  dir: string,
  ranges: FontRanges,
): Promise<string> {
  let result = css;
  const samples = new Map<string, string>();
  for (const face of fontFaces(css)) {
    // The face covers what its file was cut with for this release, and nothing else.
    const range = ranges[face.file];
    const covers = range === undefined ? () => false : rangeTest(range);
    const code = codes.find((candidate) => candidate > 0x20 && covers(candidate));
    if (code === undefined) {
      result = result.replace(face.rule, "");
      continue;
    }
    const data = (await readFile(join(dir, face.file))).toString("base64");
    result = result.replace(
      face.rule,
      face.rule
        .replace(/url\([^)]*\)/, `url(data:font/woff2;base64,${data})`)
        .replace(/unicode-range:[^;}]+/, `unicode-range:${range}`),
    );
    samples.set(face.family, (samples.get(face.family) ?? "") + String.fromCodePoint(code));
  }
  if (result.includes("</style"))
    throw new Error(`${href} cannot be inlined: it contains "</style"`);
  const loads = [...samples].map(
    ([family, sample]) =>
      `document.fonts.load(${JSON.stringify(`1em ${family}`)},${JSON.stringify(sample)})`,
  );
  return `<style>${result}</style><script>${loads.join(";")}</script>`;
}

/** The page script as an inline module; it imports nothing at load time. */
async function inlinePageScript(dir: string, src: string): Promise<string> {
  const code = (await readFile(join(dir, src), "utf8")).trim();
  if (/\bimport\s*[{*"'`\w]|<\/script/i.test(code.replace(/\bimport\(/g, "")))
    throw new Error(`${src} cannot be inlined: it has a static import or "</script"`);
  return `<script type="module">${code}</script>`;
}

/** The prerendered pages under `dir` (React Router's SPA fallback, `__…`, is none). */
async function htmlFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files
    .filter((file) => file.endsWith(".html") && !basename(file).startsWith("__"))
    .map((file) => join(dir, file));
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
  ranges: FontRanges;
  stylesheetsDir?: string;
}): Promise<number> {
  const { dir, pageScript, ranges, stylesheetsDir = dir } = options;
  const script = await inlinePageScript(stylesheetsDir, pageScript);
  const styles = new Map<string, string>();
  const files = options.files ?? (await htmlFiles(dir));
  for (const file of files) {
    const html = await readFile(file, "utf8");
    const { document, dropped, stylesheets, headEnd } = pageParts(html, file);
    const codes = visibleCharacters(document);
    const edits: Edit[] = dropped.map((element) => ({ ...spanOf(element), text: "" }));
    edits.push({ start: headEnd, end: headEnd, text: script });
    for (const link of stylesheets) {
      const href = attributeOf(link, "href") ?? "";
      if (!styles.has(href))
        styles.set(href, (await readFile(join(stylesheetsDir, href), "utf8")).trim());
      const inline = await inlineStylesheet(href, styles.get(href) ?? "", codes, dir, ranges);
      edits.push({ ...spanOf(link), text: inline });
    }
    await writeFile(file, applyEdits(html, edits));
  }
  return files.length;
}
