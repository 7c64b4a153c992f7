/**
 * `node scripts/font-fallback.ts <six .ttf files>`: the metric-matched fallback faces of
 * app/app.css, computed from the fonts themselves. Manrope (the package's Latin file, at 400
 * and 700) and each local font below (regular and bold: Liberation Sans, which has Arial's
 * advance widths and vertical metrics, from Debian's fonts-liberation; Roboto from
 * fonts-roboto-unhinted; DejaVu Sans from fonts-dejavu-core) shape the site's own text, every
 * string of content/; `size-adjust` makes the fallback's line of that text as long as Manrope's, and the
 * overrides give its line box Manrope's ascent, descent and line gap (hhea), as the
 * size-adjusted font would otherwise not. Prints the rules to paste over the old ones.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import { readContent } from "../app/content/index.server.ts";

const require = createRequire(import.meta.url);
const fontverter = require("fontverter") as {
  convert: (font: Buffer, to: "truetype") => Promise<Buffer>;
};
/**
 * The local fonts a fallback face may stand on, each a family of its own in the stack (a face
 * whose local font is missing fails, and the browser tries the next family): an
 * Arial-compatible font (Windows, macOS; Liberation Sans and Arimo on Linux share Arial's
 * metrics), Roboto (Android, ChromeOS), DejaVu Sans (other Linux systems).
 */
const locals = [
  {
    family: "Manrope Fallback",
    names: {
      400: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans", "Arimo"],
      700: [
        "Arial Bold",
        "Arial-BoldMT",
        "Liberation Sans Bold",
        "LiberationSans-Bold",
        "Arimo Bold",
      ],
    },
  },
  {
    family: "Manrope Fallback Roboto",
    names: {
      400: ["Roboto", "Roboto Regular", "Roboto-Regular"],
      700: ["Roboto Bold", "Roboto-Bold"],
    },
  },
  {
    family: "Manrope Fallback DejaVu",
    names: { 400: ["DejaVu Sans", "DejaVuSans"], 700: ["DejaVu Sans Bold", "DejaVuSans-Bold"] },
  },
] as const;

const files = process.argv.slice(2);
if (files.length !== locals.length * 2) {
  console.error(
    "usage: node scripts/font-fallback.ts <Liberation Sans regular.ttf> <bold.ttf> <Roboto regular.ttf> <bold.ttf> <DejaVu Sans regular.ttf> <bold.ttf>",
  );
  process.exit(2);
}
const read = await readContent("content", 365);
const strings: string[] = [];
const collect = (value: unknown) => {
  if (typeof value === "string") strings.push(value);
  else if (value && typeof value === "object") Object.values(value).forEach(collect);
};
collect(read.content);
const text = strings.join(" ").replace(/\s+/g, " ");

function measure(bytes: Uint8Array, weight?: number) {
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const width = buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
  const extents = font.hExtents();
  return {
    upem: face.upem,
    width: width / face.upem,
    ascent: extents.ascender / face.upem,
    descent: -extents.descender / face.upem,
    lineGap: extents.lineGap / face.upem,
  };
}

const manropeFile = require.resolve(
  "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2",
);
const manrope = new Uint8Array(await fontverter.convert(readFileSync(manropeFile), "truetype"));
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
for (const [index, { family, names }] of locals.entries()) {
  for (const weight of [400, 700] as const) {
    const main = measure(manrope, weight);
    const fallback = measure(
      new Uint8Array(readFileSync(files[index * 2 + (weight === 700 ? 1 : 0)] ?? "")),
    );
    const sizeAdjust = main.width / fallback.width;
    console.log(`@font-face {
  font-family: "${family}";
  font-weight: ${weight};
  src: ${names[weight].map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(main.ascent / sizeAdjust)};
  descent-override: ${percent(main.descent / sizeAdjust)};
  line-gap-override: ${percent(main.lineGap / sizeAdjust)};
}`);
  }
}
