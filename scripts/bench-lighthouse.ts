/**
 * `npm run bench:lighthouse [--quick] [--runs N] [--no-build] [--plain] [PATH…]`: builds, starts
 * the production server on 127.0.0.1 behind an HTTPS front with HTTP/2 (https-front.ts: as
 * visitors reach it through the proxy that terminates TLS), runs Lighthouse (mobile, simulated
 * throttling) in Debian's Chromium on every URL of the route table, prints the medians and
 * exits non-zero where a bar is missed. `--quick` audits one page per page type, listed PATHs
 * only those pages; `--plain` leaves the front out (the server's own HTTP/1.1). `BENCH_PORT`
 * moves the fronts (default 4390/4391; the servers behind them take the next two ports).
 *
 * The floor: for each page type, the same page from this build with every script and the web
 * font removed (its preloads and faces: the page shows in the local fallback), served by a
 * second server in the same way and measured in the same rounds, so a busy machine moves both
 * alike. A page's LCP may be at most 1.15× its type's floor.
 *
 * Beside Lighthouse's figures, each page's HTML as sent (brotli) and what a second page view
 * transfers: in a fresh Chromium profile, another page of the site first, then this one, the
 * bytes of every response (CDP `Network.loadingFinished`), the page itself and apart from it.
 *
 * Runs go in rounds, each page once a round, and the table gives each page's median.
 *
 * "late paints" counts the runs in which Chrome showed the first paint 0.5 s or more after the
 * load event: the reason single runs vary (decision 007).
 *
 * Lighthouse slows every task it observed by the same factor whatever the machine, so a slower
 * or busier machine reports more blocking time for the same page. The closing lines give
 * Lighthouse's benchmark index of this machine (higher is faster) across the run, so that
 * figures from different machines or moments can be told apart.
 *
 * Writes its figures into docs/figures.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type PageKind, pageKind, pageKinds, pageRoutes } from "../app/site/pages.ts";
import { chromiumArgs, chromiumPath } from "../e2e/chromium.ts";
import { compressBuild } from "../server/release/index.ts";
import { recordLatest } from "./bench-figures.ts";
import { startBenchServer } from "./bench-server.ts";
import { startHttpsFront } from "./https-front.ts";
import { buildDir, htmlFileFor } from "./page-assets.ts";
import { ensureSystemPackages, fullBrowser } from "./system-packages.ts";

const { options, listed, runs } = readArguments();
// Debian's full Chromium, installed here when missing and allowed.
ensureSystemPackages([fullBrowser], "npm run bench:lighthouse");
const startLoad = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ");
const port = Number(process.env.BENCH_PORT) || 4390;
// HTTPS with HTTP/2 in front of both servers, as visitors reach the site; `--plain`: the
// servers themselves, HTTP/1.1.
const scheme = options.plain ? "http" : "https";
const origin = `${scheme}://127.0.0.1:${port}`;
const floorOrigin = `${scheme}://127.0.0.1:${port + 1}`;

const bars = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcp: 1200,
  lcpOverFloor: 1.15,
  tbt: 100,
  cls: 0,
};

const firstOfKind = (kind: PageKind) =>
  pageRoutes.find((route) => pageKind(route.page) === kind)?.path ?? "/";
const kindOf = (path: string) =>
  pageKind(pageRoutes.find((route) => route.path === path)?.page ?? "home");
const paths =
  listed.length > 0
    ? listed
    : options.quick
      ? pageKinds.map(firstOfKind)
      : pageRoutes.map((route) => route.path);

if (!options["no-build"]) {
  const build = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * A copy of the release whose floor pages have no scripts and no web font (no preload, no
 * face that loads a file), with the release's record beside it, as the server wants.
 */
async function buildFloor(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "dp-lh-floor-"));
  const dir = join(root, "client");
  await cp(buildDir, dir, { recursive: true });
  await cp(join(dirname(buildDir), "release.json"), join(root, "release.json"));
  for (const kind of pageKinds) {
    const file = htmlFileFor(firstOfKind(kind)).replace(buildDir, dir);
    const html = (await readFile(file, "utf8"))
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, "")
      .replace(/@font-face\{[^}]*url\([^}]*\}/g, "");
    await writeFile(file, html);
  }
  await compressBuild(dir);
  return dir;
}

const floorDir = await buildFloor();
const upstream = options.plain ? port : port + 2;
const server = await startBenchServer(upstream, buildDir);
const floorServer = await startBenchServer(upstream + 1, floorDir);
const fronts = options.plain
  ? []
  : await Promise.all([
      startHttpsFront(port, upstream),
      startHttpsFront(port + 1, upstream + 1),
    ]).catch((error: unknown) => {
      server.kill("SIGTERM");
      floorServer.kill("SIGTERM");
      throw error;
    });
const stopServers = async () => {
  await Promise.all(fronts.map((front) => front.close()));
  server.kill("SIGTERM");
  floorServer.kill("SIGTERM");
};
const secondViews = await measureSecondViews(paths).catch(async (error: unknown) => {
  await stopServers();
  throw error;
});

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumArgs, "--ignore-certificate-errors"],
});

interface Sample {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  fcp: number;
  lcp: number;
  si: number;
  tbt: number;
  cls: number;
  /** 1 when Chrome showed the first paint ≥ 0.5 s after the load event (see `latePaint`). */
  late: number;
  jsKb: number;
  totalKb: number;
  /** Lighthouse's measure of this machine's speed, taken as this Lighthouse run began (higher is faster). */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const targets = [
  ...pageKinds.map((kind) => ({ url: `${floorOrigin}${firstOfKind(kind)}`, floor: kind })),
  ...paths.map((path) => ({ url: `${origin}${path}`, floor: undefined })),
].map((target) => ({
  ...target,
  path: target.floor ? `floor: ${new URL(target.url).pathname}` : new URL(target.url).pathname,
  samples: [] as Sample[],
}));
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: Array<{ path: string; floor?: PageKind; median: Sample; samples: Sample[] }> = [];
const floors = new Map<PageKind, Sample>();
let failedRuns = 0;
try {
  // Round by round, every page once a round: a page's runs lie minutes apart, so a spell of
  // load on the machine costs one run of many pages rather than every run of one, and the
  // floors are measured throughout the run, not only at its start.
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      const sample = await audit(target.url, target.path, run);
      if (!sample) continue;
      target.samples.push(sample);
      console.log(
        `run ${run + 1}/${runs} ${target.path}: perf ${sample.performance}, TBT ${Math.round(sample.tbt)} ms, LCP ${Math.round(sample.lcp)} ms`,
      );
    }
  }
  for (const { path, floor, samples } of targets) {
    if (samples.length === 0) throw new Error(`every Lighthouse run of ${path} failed`);
    const keys = Object.keys(samples[0] ?? {}) as Array<keyof Sample>;
    const med = Object.fromEntries(
      keys.map((key) => [key, median(samples.map((s) => s[key]))]),
    ) as unknown as Sample;
    if (floor) floors.set(floor, med);
    rows.push({ path, floor, median: med, samples });
  }
} finally {
  await chrome.kill();
  await stopServers();
  await rm(dirname(floorDir), { recursive: true, force: true });
}

const head = [
  "page",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "SI ms",
  "TBT ms",
  "CLS",
  "JS KB",
  "total KB",
  "perf min–max",
  "TBT min–max",
  "LCP/floor",
  "late paints",
  "HTML KB br",
  "2nd view KB",
  "2nd view other KB",
];
const widths = [28, 5, 5, 5, 5, 7, 7, 7, 7, 6, 6, 9, 13, 12, 10, 12, 11, 12, 18];
const line = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 8) : cell.padStart(widths[i] ?? 8)))
    .join(" ");
console.log(`\nLighthouse ${runs} run(s) per page, medians (mobile, simulated throttling)\n`);
console.log(line(head));
const failures: string[] = [];
for (const { path, floor, median: m, samples } of rows) {
  const spread = (values: number[]) =>
    `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  const isFloor = floor !== undefined;
  const floorLcp = floors.get(kindOf(path))?.lcp ?? Number.NaN;
  const overFloor = m.lcp / floorLcp;
  console.log(
    line([
      path,
      String(m.performance),
      String(m.accessibility),
      String(m["best-practices"]),
      String(m.seo),
      String(Math.round(m.fcp)),
      String(Math.round(m.lcp)),
      String(Math.round(m.si)),
      String(Math.round(m.tbt)),
      m.cls.toFixed(3),
      m.jsKb.toFixed(1),
      m.totalKb.toFixed(1),
      spread(samples.map((s) => s.performance)),
      spread(samples.map((s) => s.tbt)),
      isFloor ? "–" : `${overFloor.toFixed(2)}×`,
      `${lateRuns(samples)}/${samples.length}`,
      isFloor ? "–" : kb(brotliSize(path)),
      isFloor ? "–" : kb(secondViews.get(path)?.total ?? Number.NaN),
      isFloor ? "–" : kb(secondViews.get(path)?.other ?? Number.NaN),
    ]),
  );
  if (isFloor) continue;
  if (!(overFloor <= bars.lcpOverFloor))
    failures.push(`${path}: LCP ${overFloor.toFixed(2)}× the floor > ${bars.lcpOverFloor}×`);
  for (const category of ["performance", "accessibility", "best-practices", "seo"] as const) {
    if (m[category] < bars[category])
      failures.push(`${path}: ${category} ${m[category]} < ${bars[category]}`);
  }
  if (m.lcp > bars.lcp) failures.push(`${path}: LCP ${Math.round(m.lcp)} ms > ${bars.lcp} ms`);
  if (m.tbt > bars.tbt) failures.push(`${path}: TBT ${Math.round(m.tbt)} ms > ${bars.tbt} ms`);
  // CLS as Lighthouse reports it, to three decimals.
  if (Number(m.cls.toFixed(3)) > bars.cls)
    failures.push(`${path}: CLS ${m.cls.toFixed(3)} > ${bars.cls}`);
}
const loads = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(", ");
console.log(`\nLoad average at the end of the run: ${loads} (at its start: ${startLoad}).`);
console.log(
  options.plain
    ? "Served by the servers themselves over HTTP/1.1 (--plain)."
    : "Served over HTTPS with HTTP/2 by the front, as visitors reach the site.",
);
console.log(
  "2nd view: what the page transfers after another page of the site, in all and besides the page itself (fonts, stylesheets, scripts, icons).",
);
const pageRuns = rows.filter((row) => row.floor === undefined).flatMap((row) => row.samples);
console.log(
  `\n${pageRuns.filter((sample) => sample.performance >= bars.performance).length} of ${pageRuns.length} single page runs scored performance ${bars.performance}.`,
);
const indices = rows.flatMap((row) => row.samples.map((sample) => sample.benchmarkIndex));
console.log(
  `Lighthouse's benchmark index of this machine: median ${Math.round(median(indices))}, ` +
    `${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))} across the run (higher is faster).`,
);
const late = rows.reduce((sum, row) => sum + lateRuns(row.samples), 0);
if (late > 0)
  console.log(
    `\n${late} run(s) had a late first paint: Chrome showed it 0.5 s or more after the load event.` +
      " That raises Speed Index, and can cost the score a point, while FCP, LCP and TBT barely move." +
      " docs/decisions/007-static-pages-and-one-island.md says why Chrome does that.",
  );
if (failedRuns > 0)
  console.warn(`\n${failedRuns} run(s) failed inside Lighthouse and were left out.`);
recordLatest("bench:lighthouse", figures());
if (failures.length > 0) {
  console.error(`\nBars missed:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("\nEvery page meets the bars.");

/** The run's figures in a paragraph, for docs/figures.md. */
function figures(): string {
  const pages = rows.filter((row) => row.floor === undefined);
  const range = (values: number[], digits = 0) => {
    const [low, high] = [Math.min(...values), Math.max(...values)].map((value) =>
      value.toFixed(digits),
    );
    return low === high ? `${low}` : `${low}–${high}`;
  };
  const byKind = pageKinds.flatMap((kind) => {
    const ofKind = pages.filter((row) => kindOf(row.path) === kind);
    if (ofKind.length === 0) return [];
    const floor = floors.get(kind)?.lcp ?? Number.NaN;
    return `${range(
      ofKind.map((row) => row.median.lcp / floor),
      2,
    )}× on the ${kind} pages (${range(ofKind.map((row) => row.median.lcp))} ms against ${Math.round(floor)})`;
  });
  const second = pages.map((row) => secondViews.get(row.path));
  return [
    `${pages.length} pages, ${runs} run(s) each, ${options.plain ? "HTTP/1.1 from the server itself (`--plain`)" : "over HTTPS and HTTP/2"};`,
    `load average ${startLoad} at the start and ${loads} at the end; Lighthouse's benchmark index ${Math.round(Math.min(...indices))}–${Math.round(Math.max(...indices))}, median ${Math.round(median(indices))}.`,
    failures.length > 0
      ? `**Bars missed**: ${failures.join("; ")}.`
      : "**Every page meets its bars.**",
    `Performance ${bars.performance} in ${pageRuns.filter((sample) => sample.performance >= bars.performance).length} of ${pageRuns.length} runs;`,
    `CLS ${range(
      pages.map((row) => row.median.cls),
      3,
    )}; LCP over its floor ${byKind.join(", ")}.`,
    `Blocking time ${range(pages.map((row) => row.median.tbt))} ms medians, the floors' ${range([...floors.values()].map((floor) => floor.tbt))} ms;`,
    `HTML ${range(
      pages.map((row) => brotliSize(row.path) / 1024),
      1,
    )} KB brotli; a second page view transfers ${range(
      second.map((view) => (view?.total ?? Number.NaN) / 1024),
      1,
    )} KB, of which ${range(
      second.map((view) => (view?.other ?? Number.NaN) / 1024),
      1,
    )} KB besides the page; ${late} late first paint(s).`,
  ].join(" ");
}

/** One Lighthouse run of `url`, or undefined when Lighthouse itself could not finish it. */
async function audit(url: string, path: string, run: number): Promise<Sample | undefined> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  if (result.lhr.runtimeError) {
    // A run Lighthouse itself could not finish (e.g. a lost trace) says nothing about the
    // page; it is reported and left out of the medians.
    console.warn(`${path}: run ${run + 1} failed: ${result.lhr.runtimeError.code}`);
    failedRuns++;
    return undefined;
  }
  const { categories, audits } = result.lhr;
  const observed =
    (audits.metrics?.details as { items?: Array<Record<string, number>> })?.items?.[0] ?? {};
  const bytes = (
    audits["resource-summary"]?.details as {
      items?: Array<{ resourceType: string; transferSize: number }>;
    }
  )?.items;
  const size = (type: string) =>
    (bytes?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    "best-practices": Math.round((categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    si: audits["speed-index"]?.numericValue ?? Number.NaN,
    tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    late: latePaint(observed.observedFirstPaint, observed.observedLoad) ? 1 : 0,
    jsKb: size("script"),
    totalKb: size("total"),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

/**
 * Lighthouse simulates FCP, LCP and TBT, but its Speed Index starts from the paints Chrome really
 * showed. A first paint this long after the load event is Chrome waiting, not the page working.
 */
function latePaint(firstPaint: number | undefined, load: number | undefined): boolean {
  return firstPaint !== undefined && load !== undefined && firstPaint - load >= 500;
}

function lateRuns(samples: Sample[]): number {
  return samples.filter((sample) => sample.late).length;
}

/** The page's HTML as the server sends it to a browser that accepts brotli. */
function brotliSize(path: string): number {
  try {
    return statSync(`${htmlFileFor(path)}.br`).size;
  } catch {
    return Number.NaN;
  }
}

/**
 * What each page transfers when it is the second page a visitor opens: in a fresh profile, the
 * home page (or, for the home page, the English one) first, then the page, with the bytes of
 * every response counted as they came over the wire (0 for a file from the cache).
 */
async function measureSecondViews(
  pagePaths: readonly string[],
): Promise<Map<string, { total: number; other: number }>> {
  const result = new Map<string, { total: number; other: number }>();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const path of pagePaths) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const urls = new Map<string, string>();
      const bytes: Array<{ url: string; size: number }> = [];
      cdp.on("Network.requestWillBeSent", (event) => urls.set(event.requestId, event.request.url));
      cdp.on("Network.loadingFinished", (event) =>
        bytes.push({ url: urls.get(event.requestId) ?? "", size: event.encodedDataLength }),
      );
      await page.goto(`${origin}${path === "/" ? "/en" : "/"}`, { waitUntil: "load" });
      await page.waitForTimeout(500);
      bytes.length = 0;
      await page.goto(`${origin}${path}`, { waitUntil: "load" });
      await page.waitForTimeout(500);
      const total = bytes.reduce((sum, { size }) => sum + size, 0);
      const other = bytes
        .filter(({ url }) => new URL(url).pathname !== path)
        .reduce((sum, { size }) => sum + size, 0);
      result.set(path, { total, other });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

/** The command line, checked: a mistyped option or page stops the bench before it builds. */
function readArguments() {
  const refuse = (message: string): never => {
    console.error(
      `${message}\nusage: npm run bench:lighthouse -- [--quick] [--runs N] [--no-build] [--plain] [PATH…]`,
    );
    process.exit(2);
  };
  try {
    const { values: options, positionals: listed } = parseArgs({
      options: {
        quick: { type: "boolean", default: false },
        runs: { type: "string", default: "3" },
        "no-build": { type: "boolean", default: false },
        plain: { type: "boolean", default: false },
      },
      allowPositionals: true,
    });
    const runs = Number(options.runs);
    if (!Number.isInteger(runs) || runs < 1)
      refuse(`--runs wants a whole number, not ${options.runs}`);
    const unlisted = listed.filter((path) => !pageRoutes.some((route) => route.path === path));
    if (unlisted.length > 0) refuse(`not in the route table: ${unlisted.join(", ")}`);
    return { options, listed, runs };
  } catch (error) {
    return refuse((error as Error).message);
  }
}
