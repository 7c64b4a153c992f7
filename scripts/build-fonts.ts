/**
 * Cuts the variable Manrope font down to the characters our Hungarian, English and German
 * copy uses and writes it to public/fonts/ (generated, not committed). Two files, because the
 * font package ships Basic Latin and Latin Extended-A (Hungarian ő ű) separately; the CSS
 * joins them with unicode-range.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

const codePoints = (ranges: ReadonlyArray<readonly [number, number]>): string =>
  ranges
    .flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
    .join("");

export const fontSubsets = [
  {
    source: "manrope-latin-wght-normal.woff2",
    output: "public/fonts/manrope-latin.woff2",
    text: codePoints([
      [0x20, 0x7e], // Basic Latin
      [0xa0, 0xff], // Latin-1: á é í ó ö ú ü, ä ß, «», ×
      [0x2013, 0x2014], // en and em dash
      [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
      [0x2022, 0x2022], // •
      [0x2026, 0x2026], // …
      [0x20ac, 0x20ac], // €
    ]),
  },
  {
    source: "manrope-latin-ext-wght-normal.woff2",
    output: "public/fonts/manrope-latin-ext.woff2",
    text: "ŐőŰű",
  },
] as const;

export async function buildFonts(): Promise<void> {
  await mkdir("public/fonts", { recursive: true });
  for (const subset of fontSubsets) {
    const source = await readFile(
      require.resolve(`@fontsource-variable/manrope/files/${subset.source}`),
    );
    const woff2 = await subsetFont(source, subset.text, {
      targetFormat: "woff2",
      variationAxes: { wght: { min: 400, max: 800 } },
    });
    await writeFile(subset.output, woff2);
    console.log(`font ${subset.output}: ${(woff2.length / 1024).toFixed(1)} KB`);
  }
}

if (import.meta.main) await buildFonts();
