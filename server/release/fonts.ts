/**
 * Cuts the variable Manrope font down to the characters a release uses. The characters come
 * from the content itself (every string, the company facts, formatted prices, the quotation
 * marks around testimonials, the copyright sign) plus the printable ASCII a visitor types where
 * the stylesheet gives it a face, so any character a person types into the editor is cut in.
 *
 * Each character goes to a face of the code build's stylesheet (app/app.css): the first whose
 * unicode-range has it, else the face whose file draws from the font package's file (latin,
 * latin-ext, …) that has it. Each face's unicode-range is then narrowed to exactly the
 * characters cut into its file (`ranges`), so a page never names a face for a character its
 * file lacks. A character Manrope does not have (an emoji) is cut nowhere and shows in the
 * fallback sans: a warning, never a failure. So is the text font growing past its budget.
 *
 * A file is keyed by a hash of its characters and this code: a file of an earlier release
 * with the same key is reused, not cut again.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import {
  copyrightSign,
  formatPrice,
  languageNames,
  languages,
  quoteMarks,
} from "../../app/site/language.ts";

const require = createRequire(import.meta.url);
const packageDir = "@fontsource-variable/manrope";

/** The package's files in the order a character is looked up (Latin first). */
const fileOrder = ["latin", "latin-ext", "vietnamese", "greek", "cyrillic", "cyrillic-ext"];

/**
 * The file with the text of every page is what a first visit loads besides the page
 * (preloaded, optimize-html.ts): past this budget, a release warns.
 */
export const textFont = "/fonts/manrope-latin.woff2";
export const textFontBudget = 13_500;

/**
 * OpenType features kept: what shaping applies by default (kerning, marks, contextual forms,
 * the variable font's substitutions) and `tnum` for the `tabular-nums` figures.
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

/** Code points as a CSS unicode-range, runs joined (`U+20-22,U+41-5A`). */
export function unicodeRange(codes: Iterable<number>): string {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const code of sorted) {
    const last = runs.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else runs.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return runs.map(([from, to]) => `U+${hex(from)}${to > from ? `-${hex(to)}` : ""}`).join(",");
}

/** An @font-face rule: its text, the family it declares, the file it loads, what it covers. */
export interface FontFace {
  rule: string;
  family: string;
  file: string;
  covers: (code: number) => boolean;
}

/**
 * The @font-face rules of a stylesheet that load a file, as written or minified (a face of a
 * local font, the metric-matched fallback, is none of them).
 */
export function fontFaces(css: string): FontFace[] {
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].filter(
    ([, body = ""]) => !/src:\s*local\(/.test(body),
  );
  return faces.map(([rule, body = ""]) => {
    const family = body.match(/font-family:\s*["']?([^"';}]+)/)?.[1];
    const file = body.match(/url\(["']?([^"')]+)["']?\)/)?.[1];
    const range = body.match(/unicode-range:([^;}]+)/)?.[1];
    if (!family || !file || !range)
      throw new Error(`An @font-face without font-family, url or unicode-range: ${rule}`);
    return { rule, family, file, covers: rangeTest(range) };
  });
}

/** Every character a page can show, from the release's content, sorted. */
export function siteCharacters(content: unknown, faces: readonly FontFace[]): string[] {
  const text: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") text.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(content);
  collect(languageNames);
  collect(quoteMarks);
  collect(copyrightSign);
  for (const language of languages) text.push(formatPrice(language, 1_234_567_890));
  // What visitors type, where the stylesheet gives it a face. The ASCII signs it leaves out
  // come in only when the copy uses them (decision 007: a face no page needs costs layout).
  for (let code = 0x20; code <= 0x7e; code++) {
    if (faces.some(({ covers }) => covers(code))) text.push(String.fromCodePoint(code));
  }
  const characters = new Set([...text.join("")].filter((char) => !/[\n\r\t]/.test(char)));
  return [...characters].sort();
}

/** What a release's fonts are: each file's key, each face's characters, and the warnings. */
export interface CutFonts {
  /** Font file under client/ (`fonts/….woff2`) → the key of its inputs. */
  keys: Record<string, string>;
  /** Font file path → the unicode-range of exactly the characters cut into it. */
  ranges: Record<string, string>;
  /** Font file path → the URL of the cut file under a name of its content's hash. */
  urls: Record<string, string>;
  warnings: string[];
  cut: number;
}

const codeHash = createHash("sha256")
  .update(readFileSync(import.meta.filename))
  .digest("hex");
const label = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return `${char} (U+${code.toString(16).toUpperCase().padStart(4, "0")})`;
};

/**
 * Cuts the font files the stylesheet `css` names into `clientDir` for the characters of
 * `content`; `reuse(path, key)` writes an earlier release's file with the same key.
 */
export async function buildFonts(
  content: unknown,
  css: string,
  clientDir: string,
  reuse: (path: string, key: string) => Promise<boolean>,
): Promise<CutFonts> {
  const packageRanges = JSON.parse(
    await readFile(require.resolve(`${packageDir}/unicode.json`), "utf8"),
  ) as Record<string, string>;
  const sources = fileOrder.map((name) => ({ name, covers: rangeTest(packageRanges[name] ?? "") }));
  const faces = fontFaces(css);
  const sourceOfFace = new Map<string, string>();
  const byFile = new Map<string, { source: string; characters: string[] }>();
  const fallback: string[] = [];
  const conflicts: string[] = [];
  const characters = siteCharacters(content, faces);
  // Faces whose range decides first, then the rest by the package file they draw from.
  const placed: Array<[string, string, string]> = [];
  for (const char of characters) {
    const code = char.codePointAt(0) ?? 0;
    const source = sources.find(({ covers }) => covers(code))?.name;
    const face = faces.find(({ covers }) => covers(code));
    if (source && face) {
      const known = sourceOfFace.get(face.file);
      if (known && known !== source) conflicts.push(label(char));
      else {
        sourceOfFace.set(face.file, source);
        placed.push([char, face.file, source]);
      }
    } else if (source) placed.push([char, "", source]);
    else fallback.push(label(char));
  }
  for (const [char, file, source] of placed) {
    const target =
      file || [...sourceOfFace].find(([, faceSource]) => faceSource === source)?.[0] || "";
    if (!target) {
      fallback.push(label(char));
      continue;
    }
    const entry = byFile.get(target) ?? { source, characters: [] };
    if (entry.source !== source) {
      conflicts.push(label(char));
      continue;
    }
    entry.characters.push(char);
    byFile.set(target, entry);
  }
  const warnings: string[] = [];
  if (fallback.length > 0)
    warnings.push(`no web font has ${fallback.join(", ")}: shown in the fallback sans`);
  if (conflicts.length > 0)
    warnings.push(
      `${conflicts.join(", ")}: its face draws from another file of Manrope; shown in the fallback sans`,
    );

  const result: CutFonts = { keys: {}, ranges: {}, urls: {}, warnings, cut: 0 };
  for (const [file, { source, characters: chars }] of byFile) {
    const text = chars.join("");
    const key = createHash("sha256")
      .update(JSON.stringify([codeHash, source, text]))
      .digest("hex")
      .slice(0, 32);
    const path = file.slice(1);
    result.keys[path] = key;
    result.ranges[file] = unicodeRange(chars.map((char) => char.codePointAt(0) ?? 0));
    if (!(await reuse(path, key))) {
      // Loaded when a file is cut, not when every file is reused (it takes a while to load).
      const { default: subsetFont } = await import("subset-font");
      const woff2 = await subsetFont(
        await readFile(require.resolve(`${packageDir}/files/manrope-${source}-wght-normal.woff2`)),
        text,
        { targetFormat: "woff2", variationAxes: { wght: { min: 400, max: 800 } }, keepFeatures },
      );
      await mkdir(dirname(join(clientDir, path)), { recursive: true });
      await rm(join(clientDir, path), { force: true });
      await writeFile(join(clientDir, path), woff2);
      result.cut++;
    }
    const bytes = await readFile(join(clientDir, path));
    const size = bytes.length;
    // The name pages load it by, from its bytes: served as immutable, cached for good.
    const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
    const hashed = path.replace(/\.woff2$/, `.${hash}.woff2`);
    await rm(join(clientDir, hashed), { force: true });
    await link(join(clientDir, path), join(clientDir, hashed)).catch(() =>
      writeFile(join(clientDir, hashed), bytes),
    );
    result.urls[file] = `/${hashed}`;
    if (file === textFont && size > textFontBudget)
      warnings.push(
        `${file} is ${size} bytes, over its budget of ${textFontBudget}: every page carries it. Move characters the copy rarely uses to another @font-face in app/app.css.`,
      );
  }
  return result;
}
