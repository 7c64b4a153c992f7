/**
 * `npm run bench:export`: the site beside an export of 10,000 inquiries, on 127.0.0.1.
 *
 * The server runs as a child process (as in production) with the editor on and 10,000
 * inquiries of this month in its SQLite file; an account with the right downloads them as
 * Excel (this month, and all) and as CSV (all), three runs each, with curl in a process of its
 * own, while 10 keep-alive connections here ask for `/` one request at a time each. Printed per run: the export's time
 * and size, `/`'s p50 and p99 during it, and the server's resident memory before and at its
 * peak; then the medians, and p99 during an export over p99 idle (the bound: 3×). Exits
 * non-zero when the median ratio of a kind is over 3.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedInquiries } from "../test/inquiry-seed.ts";
import { loadDuring as load, median, type PageLoad, recordLatest } from "./bench-figures.ts";
import { editorEnv, signInBenchAccount, startEditorServer } from "./bench-server.ts";
import { assertBuilt, buildDir } from "./page-assets.ts";

const runs = 3;
const inquiries = 10_000;
const bound = 3;
const work = mkdtempSync(join(tmpdir(), "dp-bench-export-"));

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
let server: ChildProcess | undefined;
let finished = false;

const env = editorEnv(work, buildDir);

/** 10,000 inquiries of this month, written beside the running server in one transaction. */
function fill(): void {
  const now = new Date();
  const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 2);
  seedInquiries(env.DATABASE_PATH ?? "", {
    count: inquiries,
    from,
    stepMs: Math.max(1, Math.floor((now.getTime() - from) / inquiries)),
    fields: (i) => ({
      name: `Ügyfél ${i} Szabó`,
      email: `ugyfel${i}@pelda.hu`,
      phone: "+36 30 123 4567",
      service: "security",
      message: "Érdeklődnék a vagyonvédelmi szolgáltatásukról egy irodaházhoz. ".repeat(4),
    }),
  });
}

/** The server's resident memory in MB, from /proc. */
function residentMb(): number {
  const status = readFileSync(`/proc/${server?.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

interface Run {
  ms: number;
  bytes: number;
  during: PageLoad;
  before: number;
  peak: number;
}

/**
 * The export, downloaded by curl in a process of its own: reading megabytes here would hold up
 * this process's own measurement of `/`. Its size in bytes.
 */
function download(url: string, cookie: string, fields: Record<string, string>): Promise<number> {
  const curl = spawn("curl", [
    "--silent",
    "--output",
    "/dev/null",
    "--write-out",
    "%{http_code} %{size_download}",
    "--header",
    `Cookie: ${cookie}`,
    "--header",
    `Origin: ${url}`,
    "--header",
    "Sec-Fetch-Site: same-origin",
    "--data",
    new URLSearchParams(fields).toString(),
    `${url}/admin/inquiries/download`,
  ]);
  let out = "";
  curl.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((done, fail) => {
    curl.once("error", fail);
    curl.once("close", () => {
      const [status, size] = out.split(" ");
      if (status === "200") done(Number(size));
      else fail(new Error(`the export answered ${status}`));
    });
  });
}

/** One export with `/` under load and the server's memory sampled meanwhile. */
async function exportRun(url: string, cookie: string, fields: Record<string, string>) {
  const before = residentMb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb());
  }, 20);
  const started = performance.now();
  const file = download(url, cookie, fields);
  const during = await load(url, file);
  const bytes = await file;
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { ms, bytes, during, before, peak } satisfies Run;
}

const kinds = [
  { label: "this month, .xlsx", fields: { period: "this-month", format: "xlsx" } },
  { label: "all, .xlsx", fields: { period: "all", format: "xlsx" } },
  { label: "all, .csv", fields: { period: "all", format: "csv" } },
] as const;

try {
  assertBuilt();
  const started = await startEditorServer(work, env);
  server = started.child;
  const url = started.url;
  fill();
  const cookie = await signInBenchAccount(url, env, "bench-export-password", { inquiries: true });
  await load(url, sleep(1000));
  const idleRuns: PageLoad[] = [];
  for (let run = 0; run < runs; run++) idleRuns.push(await load(url, sleep(3000)));
  const idle = median(idleRuns.map((r) => r.p99));
  console.log(
    `Idle: / p50 ${median(idleRuns.map((r) => r.p50)).toFixed(1)} ms, p99 ${idle.toFixed(1)} ms (median of ${runs} runs of 3 s)`,
  );
  const summary: string[] = [];
  let over = false;
  for (const kind of kinds) {
    console.log(`\n${inquiries.toLocaleString("en")} inquiries, ${kind.label}`);
    const results: Run[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await exportRun(url, cookie, kind.fields);
      results.push(result);
      console.log(
        `  run ${run}: ${Math.round(result.ms)} ms, ${(result.bytes / 1e6).toFixed(2)} MB; / p50 ${result.during.p50.toFixed(1)} ms, p99 ${result.during.p99.toFixed(1)} ms (${result.during.count} requests, ${result.during.errors} errors); memory ${Math.round(result.before)} → ${Math.round(result.peak)} MB`,
      );
      await sleep(500);
    }
    const p99 = median(results.map((r) => r.during.p99));
    const ratio = p99 / idle;
    over ||= ratio > bound;
    const ms = median(results.map((r) => r.ms));
    const growth = median(results.map((r) => r.peak - r.before));
    console.log(
      `  median: ${Math.round(ms)} ms; / p99 ${p99.toFixed(1)} ms = ${ratio.toFixed(2)}× idle (bound ${bound}×); memory +${Math.round(growth)} MB`,
    );
    summary.push(
      `${kind.label} ${Math.round(ms)} ms, \`/\` p99 ${p99.toFixed(1)} ms (${ratio.toFixed(2)}× idle), memory +${Math.round(growth)} MB`,
    );
  }
  recordLatest(
    "bench:export",
    `idle \`/\` p99 ${idle.toFixed(1)} ms; ${summary.join("; ")} (medians of ${runs} runs, ${inquiries.toLocaleString("en")} inquiries).`,
  );
  finished = true;
  if (over) {
    console.error(`\nA median p99 during an export is over ${bound}× idle.`);
    process.exitCode = 1;
  }
} finally {
  server?.kill("SIGTERM");
  await sleep(500);
  if (finished) rmSync(work, { recursive: true, force: true });
  else console.error(`The server's log is kept in ${work}`);
}
