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
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { signIn as signInWithSecondStep } from "../test/admin-client.ts";
import { unusedPort } from "../test/servers.ts";
import { loadDuring as load, recordLatest } from "./bench-figures.ts";
import { assertBuilt, buildDir } from "./page-assets.ts";

const host = "127.0.0.1";
const runs = 5;
const work = mkdtempSync(join(tmpdir(), "dp-bench-publish-"));
const homeFile = join(work, "content", "home", "hu.yaml");
const anchor = "  eyebrow: Biztonsági és üzleti szolgáltatások Budapesten";
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
let server: ChildProcess | undefined;
let finished = false;

const env = {
  ...process.env,
  CONTENT_EDITOR: "on",
  CONTENT_DIR: join(work, "content"),
  DATABASE_PATH: join(work, "data", "inquiries.sqlite"),
  BUILD_DIR: resolve(buildDir),
  HSTS: "false",
  LOG_LEVEL: "warn",
};

async function startServer(): Promise<string> {
  const port = await unusedPort();
  const log = openSync(join(work, "server.log"), "a");
  server = spawn(process.execPath, ["server/main.ts"], {
    env: { ...env, PORT: String(port), HOST: host },
    stdio: ["ignore", log, log],
  });
  const url = `http://${host}:${port}`;
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return url;
    await sleep(100);
  }
  throw new Error(`the server did not start; see ${join(work, "server.log")}`);
}

async function signIn(url: string): Promise<string> {
  const password = "bench-publish-password";
  execFileSync(process.execPath, ["server/cli/editors.ts", "add", "Mérés"], {
    env,
    input: `${password}\n`,
  });
  // The tests' second factor, so that sign-in passes the second step (test/second-factor.ts).
  execFileSync(process.execPath, ["test/enrol-test-factor.ts", "Mérés"], { env });
  return signInWithSecondStep(url, "Mérés", password);
}

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

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  assertBuilt();
  cpSync("content", join(work, "content"), { recursive: true });
  mkdirSync(join(work, "data"));
  const url = await startServer();
  const cookie = await signIn(url);

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
