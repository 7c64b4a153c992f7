/**
 * `npm run bench:publish`: publishing from the content editor, on 127.0.0.1, over a temporary
 * copy of content/ (its own content repository and builds).
 *
 *   a. Time from "publish" to the live home page showing the change: five publishes, each
 *      a one-line edit of content/home/hu.yaml; the median and every run.
 *   b. Home page latency (p50, p99) while idle, and while a publish builds.
 *
 * The server runs as a child process (as in production) with the editor on; the load
 * generator (autocannon, 10 connections) runs here.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
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
import autocannon, { type Result } from "autocannon";
import { unusedPort } from "../test/servers.ts";
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
  const response = await fetch(`${url}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ name: "Mérés", password }).toString(),
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
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

const load = (url: string, duration: number): Promise<Result> =>
  autocannon({ url, connections: 10, duration, headers: { "accept-encoding": "br" } });

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

  console.log("\n(b) Home page latency, 10 connections");
  await load(url, 1);
  const idle = await load(url, 10);
  edit("terhelés alatt");
  const publishing = publish(url, cookie);
  await sleep(500);
  const during = await load(url, 10);
  const published = await publishing;
  const rows = [
    ["idle", idle],
    ["during a publish", during],
  ] as const;
  for (const [label, result] of rows) {
    console.log(
      `  ${label.padEnd(17)} p50 ${result.latency.p50.toFixed(1).padStart(6)} ms  p99 ${result.latency.p99.toFixed(1).padStart(6)} ms  ${Math.round(result.requests.average)} req/s  errors ${result.errors + result.non2xx}`,
    );
  }
  console.log(`  (the publish under load answered ${published.status})`);
  finished = true;
} finally {
  server?.kill("SIGTERM");
  await sleep(500);
  if (finished) rmSync(work, { recursive: true, force: true });
  else console.error(`The server's log and the copy of the content are kept in ${work}`);
}
