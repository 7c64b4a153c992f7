/**
 * `npm run bench:bundle`: gzip size of the JavaScript each page sends, read from the
 * prerendered HTML, against two budgets:
 * - first visit: what loads without scrolling or interacting (the page script), ≤ 15 KB;
 * - the contact island with everything it loads (React included, and its copy), ≤ 70 KB, counted apart
 *   because it loads only when the form comes near or is touched;
 * and each page's HTML as the server sends it (brotli, the release's `.br` file) against the
 * first flight, ≤ 16 KB (docs/decisions/024), beside the files every page loads after it
 * once for the whole site (the fonts, the whole stylesheet, the page script: brotli). Writes
 * its figures into docs/figures.md.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { notFoundPaths, pageKind, pageRoutes } from "../app/site/pages.ts";
import { recordLatest } from "./bench-figures.ts";
import {
  assertBuilt,
  buildDir,
  deferredScriptsOf,
  gzipBytes,
  gzipSize,
  htmlFileFor,
  inlineScriptsOf,
  scriptsOf,
} from "./page-assets.ts";

const budgets = { firstVisit: 15, island: 70, html: 16 };
assertBuilt();

const sizeOf = (scripts: string[]) =>
  scripts.reduce((sum, src) => sum + gzipSize(join(buildDir, src)), 0);

const rows = [...pageRoutes.map((route) => route.path), ...Object.values(notFoundPaths)].map(
  (path) => {
    const html = readFileSync(htmlFileFor(path), "utf8");
    const scripts = scriptsOf(html);
    // Only a page with the contact form ever loads the island, with its language's copy.
    const copy = /data-copy="(\/assets\/contact\.[0-9a-f]{16}\.json)"/.exec(html)?.[1];
    const island = html.includes('id="contact-island"')
      ? [...deferredScriptsOf(html), ...(copy ? [copy] : [])]
      : [];
    return {
      path,
      files: scripts.length,
      inline: inlineScriptsOf(html).length,
      // Inline code counts as if it were a file of its own.
      js: sizeOf(scripts) + inlineScriptsOf(html).reduce((sum, code) => sum + gzipBytes(code), 0),
      island: sizeOf(island),
      html: gzipSize(htmlFileFor(path)),
      htmlBr: statSync(`${htmlFileFor(path)}.br`).size,
    };
  },
);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  `${"page".padEnd(28)} ${"JS files+inline".padStart(15)} ${"JS KB gz".padStart(9)} ${"island KB gz".padStart(13)} ${"HTML KB gz".padStart(11)} ${"HTML KB br".padStart(11)}`,
);
for (const row of rows) {
  console.log(
    `${row.path.padEnd(28)} ${`${row.files}+${row.inline}`.padStart(15)} ${kb(row.js).padStart(9)} ${(row.island ? kb(row.island) : "–").padStart(13)} ${kb(row.html).padStart(11)} ${kb(row.htmlBr).padStart(11)}`,
  );
}
console.log(
  "(HTML includes the first screen's inline styles; the island loads when the form is near)",
);
// What every page loads after its HTML, once for the whole site: cached for good.
const shared = [
  ...readdirSync(join(buildDir, "fonts"))
    .filter((file) => /\.[0-9a-f]{16}\.woff2$/.test(file))
    .map((file) => join("fonts", file)),
  ...readdirSync(join(buildDir, "assets"))
    .filter((file) => /^(site\..*\.css|page-.*\.js)$/.test(file))
    .map((file) => join("assets", file)),
];
const sharedSizes = shared.map((file) => {
  const full = join(buildDir, file);
  const sent = file.endsWith(".woff2") ? statSync(full).size : statSync(`${full}.br`).size;
  return `/${file} ${kb(sent)} KB${file.endsWith(".woff2") ? "" : " br"}`;
});
for (const size of sharedSizes) console.log(`cached once for the site: ${size}`);

let over = false;
const largest: string[] = [];
for (const [label, key, budget] of [
  ["first-visit JavaScript", "js", budgets.firstVisit],
  ["contact island (everything it loads)", "island", budgets.island],
  ["HTML as sent (brotli)", "htmlBr", budgets.html],
] as const) {
  const worst = rows.reduce((max, row) => (row[key] > max[key] ? row : max));
  console.log(
    `largest ${label}: ${kb(worst[key])} KB${key === "htmlBr" ? "" : " gzip"} on ${worst.path} (budget ${budget} KB)`,
  );
  largest.push(
    `${label} at most ${kb(worst[key])} KB${key === "htmlBr" ? "" : " gzip"} (${worst.path}; budget ${budget} KB)`,
  );
  if (worst[key] > budget * 1024) {
    console.error(`  over budget by ${kb(worst[key] - budget * 1024)} KB`);
    over = true;
  }
}

// The HTML as sent, by kind of page.
const kindOfPath = (path: string) => {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  return route ? `${pageKind(route.page)} pages` : "not-found pages";
};
const byKind = Map.groupBy(rows, (row) => kindOfPath(row.path));
const spread = (values: number[]) => `${kb(Math.min(...values))}–${kb(Math.max(...values))} KB`;
recordLatest(
  "bench:bundle",
  [
    `HTML as sent (brotli): ${[...byKind]
      .map(([kind, pages]) => `${kind} ${spread(pages.map((row) => row.htmlBr))}`)
      .join(", ")}.`,
    `Largest: ${largest.join("; ")}: ${over ? "**over a budget**" : "every budget met"}.`,
    `Cached once for the site: ${sharedSizes.join(", ")}.`,
  ].join(" "),
);
if (over) process.exit(1);
