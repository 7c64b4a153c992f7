/**
 * `npm run bench:attack [-- --root DIR]`: the editor attacked from outside, on 127.0.0.1, over a
 * temporary copy of content/. The server runs as a child process (as in production) from this
 * checkout, or from DIR (another checkout, e.g. an older commit, with its node_modules), so
 * two versions can be measured in one run.
 *
 *   a. 300 sign-ins at once with wrong passwords for one account (the right one among them):
 *      how many passwords were checked (answered 401 or 303, not 429), and whether the right
 *      one got in; the window is a minute, so that is the checks per minute.
 *   b. Every spelling of the update route: a stale save (409 when guarded).
 *   c. One save of 20,000 files: its answer and time; then whether the tree still answers.
 *   d. The server's resident memory (RSS) before (a) and after (c).
 *
 * Bounded: every request has a time-out, the save one of 60 s; the server is stopped and the
 * folder removed at the end.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type RawAnswer, readAnswer, unusedPort } from "../test/servers.ts";

const { values } = parseArgs({
  options: { root: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log(
    "usage: npm run bench:attack [-- --root DIR]\n\nRepeats the attacks on the editor listed at the top of scripts/bench-attack.ts against a\nserver started from this checkout, or from DIR, and prints the figures.",
  );
  process.exit(0);
}
const root = resolve(values.root ?? ".");
const host = "127.0.0.1";
const name = "Kovács Anna";
const password = "hosszú-jelszó-2025";
const work = mkdtempSync(join(tmpdir(), "dp-bench-attack-"));
const port = await unusedPort();
let server: ChildProcess | undefined;

/** One request exactly as given (no URL normalisation), with a time-out. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<RawAnswer> {
  return new Promise((done) => {
    const failed = (error: unknown) => done({ status: 0, body: String(error), headers: {} });
    const req = request(
      {
        host,
        port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => void readAnswer(res).then(done, failed),
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", failed);
    req.end(options.body);
  });
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: {
    "Content-Type": "application/x-www-form-urlencoded",
    "Sec-Fetch-Site": "same-origin",
  },
  body: new URLSearchParams(fields).toString(),
});

const api = (cookie: string) => ({
  Cookie: cookie,
  "no-cors": "1",
  "Content-Type": "application/json",
  "Sec-Fetch-Site": "same-origin",
});

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

async function signIn(who: string): Promise<string> {
  const answer = await send("/admin/sign-in", form({ name: who, password }));
  const cookie = String(answer.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  if (answer.status !== 303 || !cookie) throw new Error(`sign-in of ${who}: ${answer.status}`);
  return cookie;
}

try {
  cpSync("content", join(work, "content"), { recursive: true });
  const env = {
    ...process.env,
    CONTENT_EDITOR: "on",
    CONTENT_DIR: join(work, "content"),
    DATABASE_PATH: join(work, "data", "inquiries.sqlite"),
    ANALYTICS: "off",
    HOST: host,
    PORT: String(port),
    HSTS: "false",
    LOG_LEVEL: "error",
  };
  for (const who of [name, "Nagy Béla"])
    execFileSync(process.execPath, ["server/cli/editors.ts", "add", who], {
      cwd: root,
      env,
      input: `${password}\n`,
    });
  server = spawn(process.execPath, ["server/main.ts"], { cwd: root, env, stdio: "ignore" });
  const pid = server.pid ?? 0;
  for (let i = 0; (await send("/healthz", { timeoutMs: 1_000 })).status !== 200; i++) {
    if (i > 300) throw new Error("the server did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
  // Sessions first: the wave below locks the account for this client for a minute.
  const anna = await signIn(name);
  const bela = await signIn("Nagy Béla");
  await send("/api/keystatic/tree", { headers: api(anna) });
  await send("/api/keystatic/tree", { headers: api(bela) });
  const rssBefore = rssMb(pid);

  // a. 300 sign-ins at once.
  const waveStarted = performance.now();
  const wave = await Promise.all(
    Array.from({ length: 300 }, (_, i) =>
      send("/admin/sign-in", form({ name, password: i === 150 ? password : `rossz jelszó ${i}` })),
    ),
  );
  const waveMs = performance.now() - waveStarted;
  const checked = wave.filter((answer) => answer.status === 401 || answer.status === 303).length;
  const rightGotIn = wave[150]?.status === 303;

  // b. Every spelling of the update route, a stale save each.
  const spellings: Record<string, number> = {};
  for (const [i, path] of [
    "/api/keystatic/update",
    "/api/keystatic/update/",
    "/api/keystatic//update",
    "/api/keystatic/%75pdate",
    "/api/keystatic/update?x",
  ].entries()) {
    const file = "testimonials.yaml";
    const body = (text: string) =>
      JSON.stringify({
        additions: [{ path: file, contents: Buffer.from(text).toString("base64") }],
        deletions: [],
      });
    await send("/api/keystatic/tree", { headers: api(anna) });
    await send("/api/keystatic/tree", { headers: api(bela) });
    const original = readFileSync(join(work, "content", file), "utf8");
    await send(path, { method: "POST", headers: api(anna), body: body(`${original}# ${i}a\n`) });
    const stale = await send(path, {
      method: "POST",
      headers: api(bela),
      body: body(`${original}# ${i}b\n`),
    });
    spellings[path] = stale.status;
  }

  // c. 20,000 files in one save (paths Keystatic itself would accept), through a spelling.
  const additions = Array.from({ length: 20_000 }, (_, i) => ({
    path: `home/hu/${i}.yaml`,
    contents: Buffer.from(`n: ${i}\n`).toString("base64"),
  }));
  const saveStarted = performance.now();
  const save = await send("/api/keystatic/update/", {
    method: "POST",
    headers: api(anna),
    body: JSON.stringify({ additions, deletions: [] }),
    timeoutMs: 60_000,
  });
  const saveMs = performance.now() - saveStarted;
  const tree = await send("/api/keystatic/tree", { headers: api(anna), timeoutMs: 60_000 });
  const rssAfter = rssMb(pid);

  const result = {
    root,
    signIns: {
      sent: 300,
      checked,
      refusedBeforeCheck: wave.filter((answer) => answer.status === 429).length,
      rightPasswordGotIn: rightGotIn,
      waveSeconds: Number((waveMs / 1000).toFixed(2)),
    },
    staleSaveStatusBySpelling: spellings,
    save20000: { status: save.status, ms: Math.round(saveMs), treeAfter: tree.status },
    rssMb: { before: rssBefore, after: rssAfter },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  server?.kill("SIGTERM");
  await new Promise((done) => setTimeout(done, 300));
  rmSync(work, { recursive: true, force: true });
}
