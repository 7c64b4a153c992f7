/**
 * `npm run bench:publish`: publishing from the content editor, on 127.0.0.1, over a temporary
 * copy of content/ (its own content repository and releases), with the code build of
 * `npm run build` (build/code).
 *
 *   a. Time from "publish" to the live home page showing the change: five publishes, each
 *      a one-line edit of content/home/hu.yaml; the median and every run.
 *   b. Time of a preview of the working content (three runs, the median).
 *   c. Where a release's time goes: one release step alone, each step's time.
 *   d. Home page latency (p50, p99) while idle, and while a publish makes its release.
 *
 * The server runs as a child process (as in production) with the editor on; the load
 * generator (10 keep-alive connections, one request at a time each) runs here, the same for
 * both measurements, and runs during a publish for exactly as long as the publish does.
 * Writes its figures into docs/figures.md.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadDuring as load, median, recordLatest } from "./bench-figures.ts";
import { editorEnv, signInBenchAccount, startEditorServer } from "./bench-server.ts";
import { assertBuilt, buildDir } from "./page-assets.ts";

const runs = 5;
const work = mkdtempSync(join(tmpdir(), "dp-bench-publish-"));
const homeFile = join(work, "content", "home", "hu.yaml");
const anchor = "  eyebrow: Biztonsági és üzleti szolgáltatások Budapesten";
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
let server: ChildProcess | undefined;
let finished = false;

const env = editorEnv(work, buildDir);

function edit(marker: string): void {
  const source = readFileSync(homeFile, "utf8");
  const line = source.split("\n").find((l) => l.includes(anchor));
  if (!line) throw new Error(`${homeFile} no longer has the line the bench edits (${anchor}…)`);
  writeFileSync(homeFile, source.replace(line, `${anchor} – ${marker}`));
}

function publish(url: string, cookie: string): Promise<Response> {
  return fetch(`${url}/admin/api/publish`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: url, Accept: "application/json" },
  });
}

/** Seconds from the publish request until the live home page shows `marker`. */
async function timeToLive(url: string, cookie: string, marker: string): Promise<number> {
  edit(marker);
  const started = performance.now();
  const answer = publish(url, cookie);
  let failed: string | undefined;
  void answer.then(async (r) => {
    if (!r.ok) failed = await r.text();
  });
  while (!(await fetch(url).then((r) => r.text())).includes(marker)) {
    if (failed) throw new Error(`publish failed: ${failed}`);
    if (performance.now() - started > 600_000) throw new Error("not live after 10 minutes");
    await sleep(100);
  }
  const seconds = (performance.now() - started) / 1000;
  await answer;
  return seconds;
}

/** Seconds of one preview of the working content (its answer comes when it is made). */
async function previewTime(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/admin/preview`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" },
  });
  const location = response.headers.get("location") ?? "";
  if (response.status !== 303 || !location.endsWith("#preview"))
    throw new Error(`preview answered ${response.status} ${location}`);
  return (performance.now() - started) / 1000;
}

try {
  assertBuilt();
  const started = await startEditorServer(work, env);
  server = started.child;
  const url = started.url;
  const cookie = await signInBenchAccount(url, env, "bench-publish-password");

  console.log(`(a) Publish to live, ${runs} runs (one-line edit of content/home/hu.yaml)`);
  const times: number[] = [];
  for (let run = 1; run <= runs; run++) {
    times.push(await timeToLive(url, cookie, `mérés ${run}`));
    console.log(`  run ${run}: ${times.at(-1)?.toFixed(1)} s`);
  }
  console.log(
    `  median: ${median(times).toFixed(1)} s (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
  );

  console.log("\n(b) Preview of the working content, 3 runs");
  edit("előnézet");
  const previews: number[] = [];
  for (let run = 1; run <= 3; run++) {
    previews.push(await previewTime(url, cookie));
    console.log(`  run ${run}: ${previews.at(-1)?.toFixed(1)} s`);
  }
  console.log(`  median: ${median(previews).toFixed(1)} s`);

  console.log("\n(c) One release step alone, reusing the live release's unchanged files");
  edit("lépések");
  const release = spawnSync(
    process.execPath,
    [
      "server/release/cli.ts",
      "--content",
      join(work, "content"),
      "--out",
      join(work, "release-steps"),
      "--reuse",
      join(work, "data", "releases", "current"),
    ],
    { env, encoding: "utf8" },
  );
  if (release.status !== 0) throw new Error(`the release failed: ${release.stderr}`);
  console.log(release.stdout.trimEnd());

  console.log("\n(d) Home page latency, 10 connections");
  await load(url, sleep(1000));
  const idle = await load(url, sleep(10_000));
  edit("terhelés alatt");
  const publishing = publish(url, cookie);
  const during = await load(url, publishing);
  const published = await publishing;
  const rows = [
    ["idle", idle],
    ["during a publish", during],
  ] as const;
  for (const [label, result] of rows) {
    console.log(
      `  ${label.padEnd(17)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  ${Math.round(result.perSecond)} req/s  errors ${result.errors}`,
    );
  }
  console.log(
    `  p99 during a publish / idle: ${(during.p99 / idle.p99).toFixed(2)} (the publish answered ${published.status})`,
  );
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  const ms = (value: number) => value.toFixed(1);
  recordLatest(
    "bench:publish",
    `publish to live ${seconds(Math.min(...times))}–${seconds(Math.max(...times))}, median ${seconds(median(times))} (${runs} runs); preview median ${seconds(median(previews))}; home page p50/p99 ${ms(idle.p50)}/${ms(idle.p99)} ms idle and ${ms(during.p50)}/${ms(during.p99)} ms during a publish, ${idle.errors + during.errors} errors.`,
  );
  finished = true;
} finally {
  server?.kill("SIGTERM");
  await sleep(500);
  if (finished) rmSync(work, { recursive: true, force: true });
  else console.error(`The server's log and the copy of the content are kept in ${work}`);
}
