/**
 * `npm run bench:height [--no-build]`: builds, starts the production server on 127.0.0.1 and,
 * for every page of the route table at both test widths, prints its height when parsed (before
 * any section has rendered), its height with every section rendered, and their ratio. Exits
 * non-zero where a page is more than `heightRatioBar` times its height before rendering.
 * Writes its figures into docs/figures.md.
 * `BENCH_PORT` moves the server (default 4392).
 */
import { spawnSync } from "node:child_process";
import { chromium } from "playwright-core";
import { pageRoutes } from "../app/site/pages.ts";
import { chromiumArgs, chromiumPath } from "../e2e/chromium.ts";
import {
  heightRatio,
  heightRatioBar,
  measurePageHeight,
  type PageHeight,
} from "../e2e/page-height.ts";
import { viewports } from "../e2e/viewports.ts";
import { recordLatest } from "./bench-figures.ts";
import { startBenchServer } from "./bench-server.ts";
import { buildDir } from "./page-assets.ts";
import { ensureSystemPackages, fullBrowser } from "./system-packages.ts";

// Debian's full Chromium, installed here when missing and allowed.
ensureSystemPackages([fullBrowser], "npm run bench:height");
const port = Number(process.env.BENCH_PORT) || 4392;

if (!process.argv.includes("--no-build")) {
  const build = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await startBenchServer(port, buildDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const widths = Object.values(viewports);
const heights = new Map<string, PageHeight[]>();
try {
  for (const options of widths) {
    const context = await browser.newContext({ ...options, baseURL: `http://127.0.0.1:${port}` });
    for (const { path } of pageRoutes) {
      const page = await context.newPage();
      heights.set(path, [...(heights.get(path) ?? []), await measurePageHeight(page, path)]);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
}

const cell = (text: string, width: number) => text.padStart(width);
console.log(
  `\n${"page".padEnd(22)}${widths
    .map(
      ({ viewport }) =>
        cell(`${viewport.width} px: before`, 18) + cell("rendered", 10) + cell("ratio", 7),
    )
    .join("")}`,
);
const failures: string[] = [];
for (const [path, measured] of heights) {
  const cells = measured.map((height, index) => {
    const ratio = heightRatio(height);
    if (!(ratio <= heightRatioBar))
      failures.push(`${path} at ${widths[index]?.viewport.width} px: ${ratio.toFixed(2)}×`);
    return (
      cell(String(height.initial), 18) +
      cell(String(height.rendered), 10) +
      cell(`${ratio.toFixed(2)}×`, 7)
    );
  });
  console.log(path.padEnd(22) + cells.join(""));
}
const ratios = [...heights.values()].flat().map(heightRatio);
console.log(
  `\nBefore rendering, pages are ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× their rendered height.`,
);
recordLatest(
  "bench:height",
  `Before rendering, ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}× the rendered height on all ${heights.size} pages at ${widths.map(({ viewport }) => `${viewport.width}`).join(" and ")} px (bar ${heightRatioBar}×)${failures.length > 0 ? `; **over the bar**: ${failures.join(", ")}` : ""}.`,
);
if (failures.length > 0) {
  console.error(`\nMore than ${heightRatioBar}× their rendered height:\n${failures.join("\n")}`);
  process.exit(1);
}
