/**
 * Cuts the variable Manrope font down to the characters the site actually uses and writes the
 * files app/app.css names to public/fonts/ (generated, not committed). The characters come from
 * the copy itself (every string of app/content in every language, the company facts, formatted
 * prices, the quotation marks around testimonials, the copyright sign) plus the printable ASCII
 * visitors type, so a new language or a new word brings its letters along. Each character goes
 * to the first @font-face in app.css whose unicode-range has it; its glyphs come from the font
 * package's file (latin, latin-ext, …) that covers it. The build stops if the copy uses a
 * character Manrope does not have or no face takes, and if the file every page carries grows
 * past its budget (`textFontBudget`).
 */
import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { company, siteContent } from "../app/content/index.server.ts";
import {
  copyrightSign,
  formatPrice,
  languageNames,
  languages,
  quoteMarks,
} from "../app/site/language.ts";

const require = createRequire(import.meta.url);
const packageDir = "@fontsource-variable/manrope";

/** The package's files in the order a character is looked up (Latin first). */
const fileOrder = ["latin", "latin-ext", "vietnamese", "greek", "cyrillic", "cyrillic-ext"];

/**
 * The file with the text of every page rides inside every page (scripts/optimize-html.ts), so
 * its bytes are paid on each first visit: this keeps the largest page within two TCP round
 * trips (the initial window of 14,600 bytes, then twice that).
 */
export const textFont = "/fonts/manrope-latin.woff2";
export const textFontBudget = 13_500;

/**
 * OpenType features kept: what shaping applies by default (kerning, marks, contextual forms,
 * the variable font's substitutions) and `tnum` for the `tabular-nums` figures. Stylistic sets,
 * fractions and the like stay out; nothing on the site asks for them.
 */
const keepFeatures = [
  "kern",
  "liga",
  "calt",
  "clig",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rvrn",
  "tnum",
];

/** Every character a page can show, sorted. */
export function siteCharacters(): string[] {
  const text: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") text.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(siteContent);
  collect(company);
  collect(languageNames);
  collect(quoteMarks);
  collect(copyrightSign);
  for (const language of languages) text.push(formatPrice(language, 1_234_567_890));
  // What visitors type, where app.css gives it a face. The ASCII signs the copy never uses
  // have none: a face no page loads would make Chrome prepare every fallback font for each
  // size the page sets (decision 007), so a visitor who types one sees it in the fallback sans.
  const faces = siteFontFaces();
  for (let code = 0x20; code <= 0x7e; code++) {
    if (faces.some(({ covers }) => covers(code))) text.push(String.fromCodePoint(code));
  }
  const characters = new Set([...text.join("")].filter((char) => !/[\n\r\t]/.test(char)));
  return [...characters].sort();
}

/** `U+0100-02BA,U+0304` (a CSS unicode-range) → a test for one code point. */
export function rangeTest(ranges: string): (code: number) => boolean {
  const bounds = ranges.split(",").map((range) => {
    const [from = "", to = from] = range.trim().replace(/^U\+/i, "").split("-");
    // `U+4??` is a wildcard range (U+400-4FF), as minifiers write it.
    return [
      Number.parseInt(from.replaceAll("?", "0"), 16),
      Number.parseInt(to.replaceAll("?", "F"), 16),
    ] as const;
  });
  return (code) => bounds.some(([from, to]) => code >= from && code <= to);
}

/** An @font-face rule: its text, the family it declares, the file it loads, what it covers. */
export interface FontFace {
  rule: string;
  family: string;
  file: string;
  covers: (code: number) => boolean;
}

/** The @font-face rules of app/app.css, which decide what goes into each font file. */
export function siteFontFaces(): FontFace[] {
  return fontFaces(readFileSync("app/app.css", "utf8"));
}

/** The @font-face rules of a stylesheet, as written or minified. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([rule, body = ""]) => {
    const family = body.match(/font-family:\s*["']?([^"';}]+)/)?.[1];
    const file = body.match(/url\(["']?([^"')]+)["']?\)/)?.[1];
    const range = body.match(/unicode-range:([^;}]+)/)?.[1];
    if (!family || !file || !range)
      throw new Error(`An @font-face without font-family, url or unicode-range: ${rule}`);
    return { rule, family, file, covers: rangeTest(range) };
  });
}

export async function buildFonts(): Promise<void> {
  const packageRanges = JSON.parse(
    await readFile(require.resolve(`${packageDir}/unicode.json`), "utf8"),
  ) as Record<string, string>;
  const sources = fileOrder.map((name) => ({ name, covers: rangeTest(packageRanges[name] ?? "") }));
  const faces = siteFontFaces();
  const byFile = new Map<string, { source: string; characters: string[] }>();
  const missing: string[] = [];
  for (const char of siteCharacters()) {
    const code = char.codePointAt(0) ?? 0;
    const label = `${char} (U+${code.toString(16).toUpperCase().padStart(4, "0")})`;
    const source = sources.find(({ covers }) => covers(code))?.name;
    if (!source) {
      missing.push(label);
      continue;
    }
    const face = faces.find(({ covers }) => covers(code));
    if (!face)
      throw new Error(`No @font-face in app/app.css covers ${label}: widen a unicode-range`);
    const entry = byFile.get(face.file) ?? { source, characters: [] };
    if (entry.source !== source)
      throw new Error(
        `${face.file} would need glyphs from two of the font's files (${entry.source}, ${source}): split its unicode-range`,
      );
    entry.characters.push(char);
    byFile.set(face.file, entry);
  }
  if (missing.length > 0)
    throw new Error(`Manrope has no glyphs for characters the copy uses: ${missing.join(", ")}`);

  // Files of faces app.css no longer declares go with the rest.
  await rm("public/fonts", { recursive: true, force: true });
  await mkdir("public/fonts", { recursive: true });
  for (const [file, { source, characters }] of byFile) {
    const woff2 = await subsetFont(
      await readFile(require.resolve(`${packageDir}/files/manrope-${source}-wght-normal.woff2`)),
      characters.join(""),
      { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 800 } }, keepFeatures },
    );
    await writeFile(`public${file}`, woff2);
    console.log(
      `font ${file}: ${characters.length} characters, ${(woff2.length / 1024).toFixed(1)} KB`,
    );
    if (file === textFont && woff2.length > textFontBudget)
      throw new Error(
        `${file} is ${woff2.length} bytes, over its budget of ${textFontBudget}: every page carries it. Move characters the copy rarely uses to another @font-face in app/app.css.`,
      );
  }
}

if (import.meta.main) await buildFonts();
