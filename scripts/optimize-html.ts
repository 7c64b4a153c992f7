/**
 * Rewrites each prerendered page so the first paint waits for the HTML alone, and adds the
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
import { join } from "node:path";
import { fontFaces, siteCharacters } from "./build-fonts.ts";

const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const reactRouterScripts = [
  /<link rel="modulepreload" href="[^"]+"\/>/g,
  /<script>window\.__reactRouter[\s\S]*?<\/script>/g,
  /<script type="module" async="">[\s\S]*?<\/script>/g,
];
/** Scripts a page may keep: data for search engines and the speculation rules. */
const keptScript = /^<script type="(application\/ld\+json|speculationrules)">/;

/** The characters a visitor sees on the page (text and form placeholders). */
function visibleCharacters(html: string): number[] {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]*\bplaceholder="([^"]*)"[^>]*>/g, " $1 ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(
      /&(amp|lt|gt|quot);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name] ?? "",
    );
  return [...new Set(text)].map((char) => char.codePointAt(0) ?? 0);
}

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
): Promise<string> {
  let result = css;
  const samples = new Map<string, string>();
  for (const face of fontFaces(css)) {
    const code = codes.find((candidate) => candidate > 0x20 && face.covers(candidate));
    if (code === undefined) {
      result = result.replace(face.rule, "");
      continue;
    }
    const data = (await readFile(join(dir, face.file))).toString("base64");
    result = result.replace(
      face.rule,
      face.rule.replace(/url\([^)]*\)/, `url(data:font/woff2;base64,${data})`),
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

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith(".html") && !entry.name.startsWith("__")) yield path;
  }
}

export async function optimizeHtml(pageScript: string, dir = "build/client"): Promise<number> {
  const script = await inlinePageScript(dir, pageScript);
  const styles = new Map<string, string>();
  const fontCharacters = new Set(siteCharacters().map((char) => char.codePointAt(0)));
  let pages = 0;
  for await (const file of htmlFiles(dir)) {
    const html = reactRouterScripts.reduce(
      (page, pattern) => page.replace(pattern, ""),
      await readFile(file, "utf8"),
    );
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      if (!keptScript.test(tag)) throw new Error(`${file}: unexpected script left: ${tag}`);
    }
    for (const [, href = ""] of html.matchAll(stylesheet)) {
      if (!styles.has(href)) styles.set(href, (await readFile(join(dir, href), "utf8")).trim());
    }
    const codes = visibleCharacters(html);
    const unknown = codes.filter((code) => code > 0x20 && !fontCharacters.has(code));
    if (unknown.length > 0)
      throw new Error(
        `${file} shows characters the font was not cut with (${String.fromCodePoint(...unknown)}): add them to siteCharacters() in scripts/build-fonts.ts`,
      );
    let optimized = html.replace("</head>", `${script}</head>`);
    for (const [link, href = ""] of html.matchAll(stylesheet)) {
      const inline = await inlineStylesheet(href, styles.get(href) ?? "", codes, dir);
      optimized = optimized.replace(link, () => inline);
    }
    await writeFile(file, optimized);
    pages++;
  }
  console.log(
    `optimized ${pages} pages (stylesheet, the fonts its text needs and page script ${pageScript} inlined)`,
  );
  return pages;
}
