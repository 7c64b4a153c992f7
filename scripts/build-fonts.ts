/**
 * Cuts the variable Manrope font down to the characters the site's copy actually uses and
 * writes it to public/fonts/ (generated, not committed). The characters come from the copy
 * itself (every string of app/content in every language, the company facts, formatted
 * prices) plus printable ASCII for what visitors type, so a new language or a new word brings
 * its letters along. The font package ships the font cut by script (latin, latin-ext, …);
 * each character goes to the first file that covers it, and app.css joins the files with
 * their unicode-range. The build stops if the copy uses a character Manrope does not have,
 * or one whose file app.css does not load.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { siteContent } from "../app/content/index.server.ts";
import { brand } from "../app/site/brand.ts";
import { formatPrice, languageNames, languages } from "../app/site/language.ts";

const require = createRequire(import.meta.url);
const packageDir = "@fontsource-variable/manrope";

/** The package's files in the order a character is looked up (Latin first). */
const fileOrder = ["latin", "latin-ext", "vietnamese", "greek", "cyrillic", "cyrillic-ext"];

/** Every character a page can show, sorted. */
export function siteCharacters(): string[] {
  const text: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") text.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  collect(siteContent);
  collect(brand);
  collect(languageNames);
  for (const language of languages) text.push(formatPrice(language, 1_234_567_890));
  for (let code = 0x20; code <= 0x7e; code++) text.push(String.fromCodePoint(code));
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

export async function buildFonts(): Promise<void> {
  const unicodeRanges = JSON.parse(
    await readFile(require.resolve(`${packageDir}/unicode.json`), "utf8"),
  ) as Record<string, string>;
  const covers = fileOrder.map((name) => [name, rangeTest(unicodeRanges[name] ?? "")] as const);
  const byFile = new Map<string, string[]>();
  const missing: string[] = [];
  for (const char of siteCharacters()) {
    const code = char.codePointAt(0) ?? 0;
    const file = covers.find(([, test]) => test(code))?.[0];
    if (file) byFile.set(file, [...(byFile.get(file) ?? []), char]);
    else missing.push(`${char} (U+${code.toString(16).toUpperCase().padStart(4, "0")})`);
  }
  if (missing.length > 0)
    throw new Error(`Manrope has no glyphs for characters the copy uses: ${missing.join(", ")}`);

  const css = await readFile("app/app.css", "utf8");
  await mkdir("public/fonts", { recursive: true });
  for (const [name, characters] of byFile) {
    const output = `/fonts/manrope-${name}.woff2`;
    if (!css.includes(output))
      throw new Error(`The copy uses ${characters.join("")}: add an @font-face for ${output}`);
    const source = await readFile(
      require.resolve(`${packageDir}/files/manrope-${name}-wght-normal.woff2`),
    );
    const woff2 = await subsetFont(source, characters.join(""), {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 800 } },
    });
    await writeFile(`public${output}`, woff2);
    console.log(
      `font ${output}: ${characters.length} characters, ${(woff2.length / 1024).toFixed(1)} KB`,
    );
  }
}

if (import.meta.main) await buildFonts();
