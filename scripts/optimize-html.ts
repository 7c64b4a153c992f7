/**
 * Rewrites each prerendered page so the first paint waits for the HTML alone, and adds the
 * page's only script:
 *
 * 1. React Router's scripts go (its hydration context, route module imports and preloads):
 *    pages ship no framework runtime. React Router insists on rendering them (root.tsx).
 * 2. The stylesheet goes inside the page (<style>) and its <link> goes: nothing hydrates the
 *    document, so nothing needs the link to match.
 * 3. A font file is preloaded only where the page's text has a character in its
 *    unicode-range (Hungarian ő and ű are in a file of their own).
 * 4. The page script (app/browser/page.ts, under a kilobyte) is inlined as a module script:
 *    no request, and a module never blocks parsing or paint. It loads the contact island
 *    when the form is near.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { rangeTest } from "./build-fonts.ts";

const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const reactRouterScripts = [
  /<link rel="modulepreload" href="[^"]+"\/>/g,
  /<script>window\.__reactRouter[\s\S]*?<\/script>/g,
  /<script type="module" async="">[\s\S]*?<\/script>/g,
];
/** Scripts a page may keep: data for search engines and the speculation rules. */
const keptScript = /^<script type="(application\/ld\+json|speculationrules)">/;

const fontPreload = /<link rel="preload" href="([^"]+)" as="font"[^>]*\/>/g;

/** Drops the preload of each font file none of the page's text needs. */
function preloadUsedFonts(html: string, css: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
  const codes = [...new Set(text)].map((char) => char.codePointAt(0) ?? 0);
  return html.replace(fontPreload, (link, href: string) => {
    const face = css.match(new RegExp(`url\\(["']?${href}["']?\\)[^}]*unicode-range:([^;}]+)`));
    if (!face?.[1]) return link;
    const inRange = rangeTest(face[1]);
    return codes.some(inRange) ? link : "";
  });
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
    const css = [...html.matchAll(stylesheet)].map(([, href = ""]) => styles.get(href)).join("");
    const optimized = preloadUsedFonts(html, css)
      .replace(stylesheet, (_link, href: string) => {
        const css = styles.get(href) ?? "";
        if (css.includes("</style"))
          throw new Error(`${href} cannot be inlined: it contains "</style"`);
        return `<style>${css}</style>`;
      })
      .replace("</head>", `${script}</head>`);
    await writeFile(file, optimized);
    pages++;
  }
  console.log(`optimized ${pages} pages (stylesheet and page script ${pageScript} inlined)`);
  return pages;
}
