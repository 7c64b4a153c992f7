/**
 * `npm run bench:bundle`: gzip size of all JavaScript a first visit to each page loads,
 * read from the prerendered HTML, against the 130 KB budget (PRODUCT.md §6).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import {
  assertBuilt,
  buildDir,
  gzipSize,
  htmlFileFor,
  scriptsOf,
  stylesOf,
} from "./page-assets.ts";

const budgetKb = 130;
assertBuilt();

const rows = [...pageRoutes.map((route) => route.path), ...Object.values(notFoundPaths)].map(
  (path) => {
    const html = readFileSync(htmlFileFor(path), "utf8");
    const scripts = scriptsOf(html);
    const js = scripts.reduce((sum, src) => sum + gzipSize(join(buildDir, src)), 0);
    const css = stylesOf(html).reduce((sum, href) => sum + gzipSize(join(buildDir, href)), 0);
    const htmlGz = gzipSize(htmlFileFor(path));
    return { path, files: scripts.length, js, css, html: htmlGz };
  },
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `${"page".padEnd(28)} ${"JS files".padStart(8)} ${"JS KB gz".padStart(9)} ${"CSS KB gz".padStart(10)} ${"HTML KB gz".padStart(11)}`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(28)} ${String(row.files).padStart(8)} ${kb(row.js).padStart(9)} ${kb(row.css).padStart(10)} ${kb(row.html).padStart(11)}`,
  );
}
const worst = rows.reduce((max, row) => (row.js > max.js ? row : max));
console.log(
  `\nlargest first-visit JavaScript: ${kb(worst.js)} KB gzip on ${worst.path} (budget ${budgetKb} KB)`,
);
if (worst.js > budgetKb * 1024) {
  console.error(`over budget by ${kb(worst.js - budgetKb * 1024)} KB`);
  process.exit(1);
}
