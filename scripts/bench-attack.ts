/**
 * `npm run bench:attack [-- --root DIR] [--no-publish] [--content-only] [--runs N] [--fuzz-seconds S]`: the editor attacked from outside, on 127.0.0.1, over a
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
 *   e. photos.yaml naming files outside content/photos/ (`../`, absolute, /dev/zero, a sibling
 *      folder, a sub-folder), each saved: its answer (422 when guarded).
 *   f. Pixel bombs (PNG, JPEG and WebP headers of 30,000² to 100,000² pixels) saved: answers.
 *   g. The same written on disk directly, then published: the answer, its time and the peak
 *      memory of the server and its child processes (the release step). Run this part only
 *      against a checkout whose release opens photos safely: an older one reads /dev/zero
 *      until the machine runs out of memory. `--no-publish` leaves it out.
 *   h. 20 saves at once of the largest body the route takes (both photos at the photo limit):
 *      their answers, the time and the server's peak RSS (VmHWM) while they run.
 *   i. What an editor writes (`--content-only` runs this part alone): the latency of
 *      `/` (p50, p99 of 200 requests, 4 at a time; the median of `--runs`, default 3, runs)
 *      alone, then while the worst staff requests run in a loop — the YAML alias bomb saved
 *      through the API, and with the bomb in the working copy `/admin` and `/admin/languages`
 *      — with those requests' statuses and slowest time; then the fuzzer (test/fuzz-content.ts)
 *      for `--fuzz-seconds` (default 60): its saves by status, the slowest, the 5xx (none
 *      allowed) and the server's peak RSS. The bound stated (docs/quality.md): p99 of `/` at
 *      most 50 ms while the staff requests run.
 *
 * Writes its figures into docs/figures.md (not with `--root`: those are another checkout's).
 *
 * Bounded: every request has a time-out, the save one of 60 s; the server is stopped and the
 * folder removed at the end.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { crc32, deflateSync } from "node:zlib";
import fc from "fast-check";
import { heroPhotoMaxBytes } from "../app/site/hero-photos.ts";
import { maxUpdateBytes } from "../server/back-office/index.ts";
import { aliasBomb } from "../test/attacks.ts";
import { generatedSave } from "../test/fuzz-content.ts";
import { bombSizes, pixelBomb } from "../test/pixel-bombs.ts";
import { nextTestRecoveryCode } from "../test/second-factor.ts";
import { type RawAnswer, readAnswer, unusedPort } from "../test/servers.ts";
import { recordLatest } from "./bench-figures.ts";

const { values } = parseArgs({
  options: {
    root: { type: "string" },
    "no-publish": { type: "boolean" },
    "content-only": { type: "boolean" },
    runs: { type: "string" },
    "fuzz-seconds": { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    "usage: npm run bench:attack [-- --root DIR] [--no-publish] [--content-only] [--runs N] [--fuzz-seconds S]\n\nRepeats the attacks on the editor listed at the top of scripts/bench-attack.ts against a\nserver started from this checkout, or from DIR, and prints the figures.",
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

/** The peak RSS since the last reset (VmHWM), and a reset of it (clear_refs 5). */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB$/m);
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** A process and all its descendants (those still running). */
function processTree(pid: number): number[] {
  try {
    const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean),
    );
    return [pid, ...children.flatMap((child) => processTree(Number(child)))];
  } catch {
    return [];
  }
}

/** Runs `task`, sampling the RSS of `pid` and its children every 50 ms: the largest sum seen. */
async function withTreePeak<T>(pid: number, task: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const sample = () => {
    let sum = 0;
    for (const each of processTree(pid)) {
      try {
        sum += rssMb(each);
      } catch {}
    }
    peak = Math.max(peak, sum);
  };
  const timer = setInterval(sample, 50);
  try {
    return [await task(), peak];
  } finally {
    clearInterval(timer);
  }
}

/** A PNG of `width` × `height` whose pixels are one zero row repeated: a real deflate bomb. */
function deflateBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit grey: one row is width / 8 bytes and a filter byte
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG header of `width` × `height` padded with a private chunk to `bytes`: what a guard reads. */
function paddedPhoto(width: number, height: number, bytes: number): Buffer {
  const head = Buffer.from(pixelBomb("png", width, height));
  const end = head.subarray(head.length - 12); // IEND
  const pad = Buffer.alloc(bytes - head.length);
  pad.writeUInt32BE(pad.length - 12, 0);
  pad.write("prVt", 4, "latin1");
  return Buffer.concat([head.subarray(0, head.length - 12), pad, end]);
}

/** The p-th percentile (0–100) of `values`. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const median = (values: readonly number[]) => percentile(values, 50);
const round = (ms: number) => Number(ms.toFixed(1));

/** 200 GETs of `/`, 4 at a time: p50 and p99 in ms, and any answer that was not 200. */
async function publicLatency(): Promise<{ p50: number; p99: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next++ < 200) {
        const started = performance.now();
        const answer = await send("/", { timeoutMs: 10_000 });
        times.push(performance.now() - started);
        if (answer.status !== 200) failed++;
      }
    }),
  );
  return { p50: percentile(times, 50), p99: percentile(times, 99), failed };
}

/** Section i: public latency alone and beside the worst staff requests, then the fuzzer. */
async function contentAttack(cookie: string, pid: number) {
  const runs = Number(values.runs ?? 3);
  const bombPath = join(work, "content", "services", "security", "hu.yaml");
  const original = readFileSync(bombPath, "utf8");
  const alone: Array<{ p50: number; p99: number }> = [];
  const beside: Array<{ p50: number; p99: number }> = [];
  const staff = { statuses: {} as Record<string, number>, slowestMs: 0 };
  let failedPublic = 0;
  for (let run = 0; run < runs; run++) {
    alone.push(await publicLatency());
    // The bomb in the working copy, as if written on the server; and saved through the API.
    writeFileSync(bombPath, aliasBomb());
    let attacking = true;
    const attacker = async (path: string, save: boolean) => {
      while (attacking) {
        const started = performance.now();
        const answer = save
          ? await send("/api/keystatic/update", {
              method: "POST",
              headers: api(cookie),
              body: JSON.stringify({
                additions: [
                  {
                    path: "services/security/hu.yaml",
                    contents: Buffer.from(aliasBomb()).toString("base64"),
                  },
                ],
                deletions: [],
              }),
              timeoutMs: 60_000,
            })
          : await send(path, { headers: { Cookie: cookie }, timeoutMs: 60_000 });
        const key = `${save ? "save" : path} ${answer.status}`;
        staff.statuses[key] = (staff.statuses[key] ?? 0) + 1;
        staff.slowestMs = Math.max(staff.slowestMs, performance.now() - started);
      }
    };
    await send("/api/keystatic/tree", { headers: api(cookie) });
    const attackers = [
      attacker("/admin", false),
      attacker("/admin/languages", false),
      attacker("save", true),
    ];
    await new Promise((done) => setTimeout(done, 200));
    const measured = await publicLatency();
    failedPublic += measured.failed;
    beside.push(measured);
    attacking = false;
    await Promise.all(attackers);
    writeFileSync(bombPath, original);
  }

  // The fuzzer: generated saves for a while, each counted by its answer.
  const seconds = Number(values["fuzz-seconds"] ?? 60);
  const fuzz = { saves: 0, byStatus: {} as Record<string, number>, slowestMs: 0, serverErrors: 0 };
  resetPeak(pid);
  const until = Date.now() + seconds * 1000;
  // Drawn 50 at a time (a seed each batch, so a run can be repeated), until the time is up.
  for (let batch = 0; Date.now() < until; batch++)
    for (const files of fc.sample(generatedSave, { numRuns: 50, seed: 53 + batch })) {
      if (Date.now() > until) break;
      await send("/api/keystatic/tree", { headers: api(cookie) });
      const started = performance.now();
      const answer = await send("/api/keystatic/update", {
        method: "POST",
        headers: api(cookie),
        body: JSON.stringify({
          additions: Object.entries(files).map(([path, text]) => ({
            path,
            contents: Buffer.from(text).toString("base64"),
          })),
          deletions: [],
        }),
        timeoutMs: 60_000,
      });
      fuzz.saves++;
      fuzz.byStatus[answer.status] = (fuzz.byStatus[answer.status] ?? 0) + 1;
      if (answer.status >= 500 || answer.status === 0) fuzz.serverErrors++;
      fuzz.slowestMs = Math.max(fuzz.slowestMs, performance.now() - started);
    }
  const admin = await send("/admin", { headers: { Cookie: cookie }, timeoutMs: 60_000 });
  return {
    runs,
    publicAlone: {
      p50Ms: round(median(alone.map((r) => r.p50))),
      p99Ms: round(median(alone.map((r) => r.p99))),
    },
    publicBesideStaff: {
      p50Ms: round(median(beside.map((r) => r.p50))),
      p99Ms: round(median(beside.map((r) => r.p99))),
      p99EachRunMs: beside.map((r) => round(r.p99)),
      failed: failedPublic,
      boundP99Ms: 50,
    },
    staffRequests: { ...staff, slowestMs: Math.round(staff.slowestMs) },
    fuzzer: {
      seconds,
      ...fuzz,
      slowestMs: Math.round(fuzz.slowestMs),
      serverPeakRssMb: peakRssMb(pid),
      adminAfter: admin.status,
    },
  };
}

/** Section i's figures in a sentence, for docs/figures.md. */
function contentFigures(content: Awaited<ReturnType<typeof contentAttack>>): string {
  const { publicAlone: alone, publicBesideStaff: beside, staffRequests, fuzzer } = content;
  const counts = (byStatus: Record<string, number>) =>
    Object.entries(byStatus)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
  const met = beside.p99Ms <= beside.boundP99Ms && beside.failed === 0;
  return [
    `What an editor writes (${content.runs} runs, medians): \`/\` alone p50/p99 ${alone.p50Ms}/${alone.p99Ms} ms;`,
    `beside the staff requests p50/p99 ${beside.p50Ms}/${beside.p99Ms} ms (runs ${beside.p99EachRunMs.join(", ")} ms),`,
    `${beside.failed} requests failed; staff requests ${counts(staffRequests.statuses)}, the slowest ${staffRequests.slowestMs} ms.`,
    `The fuzzer, ${fuzzer.seconds} s: ${fuzzer.saves} saves (${counts(fuzzer.byStatus)}), ${fuzzer.serverErrors} 5xx, the slowest ${fuzzer.slowestMs} ms,`,
    `the server's peak RSS ${fuzzer.serverPeakRssMb} MB, \`/admin\` ${fuzzer.adminAfter} after.`,
    met
      ? `**The ${beside.boundP99Ms} ms bound is met.**`
      : `**Over the ${beside.boundP99Ms} ms bound** (or a request failed).`,
  ].join(" ");
}

/** A run against this checkout writes its figures; one against another (`--root`) does not. */
function record(figures: string): void {
  if (values.root)
    console.log("(--root: another checkout's figures, not written to docs/figures.md)");
  else recordLatest("bench:attack", figures);
}

async function signIn(who: string): Promise<string> {
  const answer = await send("/admin/sign-in", form({ name: who, password }));
  const half = String(answer.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  if (answer.status !== 303 || !half) throw new Error(`sign-in of ${who}: ${answer.status}`);
  // The second step, with one of the tests' recovery codes (test/second-factor.ts).
  const step = await send("/admin/second-step/code", {
    ...form({ code: nextTestRecoveryCode() }),
    headers: { ...form({}).headers, Cookie: half },
  });
  const cookie = String(step.headers["set-cookie"] ?? "").split(";")[0] ?? "";
  if (step.status !== 303 || !cookie) throw new Error(`second step of ${who}: ${step.status}`);
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
  execFileSync(process.execPath, ["test/enrol-test-factor.ts", name, "Nagy Béla"], {
    cwd: root,
    env,
  });
  // Its errors shown: a checkout without a release (`npm run build`) stops at once.
  server = spawn(process.execPath, ["server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const pid = server.pid ?? 0;
  for (let i = 0; (await send("/healthz", { timeoutMs: 1_000 })).status !== 200; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    if (i > 1_800) throw new Error("the server did not start");
    await new Promise((done) => setTimeout(done, 100));
  }
  // Sessions first: the wave below locks the account for this client for a minute.
  const anna = await signIn(name);
  const bela = await signIn("Nagy Béla");
  await send("/api/keystatic/tree", { headers: api(anna) });
  await send("/api/keystatic/tree", { headers: api(bela) });
  const rssBefore = rssMb(pid);

  if (values["content-only"]) {
    const content = await contentAttack(anna, pid);
    console.log(JSON.stringify({ root, contentAttack: content }, null, 2));
    record(contentFigures(content));
  } else {
    // a. 300 sign-ins at once.
    const waveStarted = performance.now();
    const wave = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        send(
          "/admin/sign-in",
          form({ name, password: i === 150 ? password : `rossz jelszó ${i}` }),
        ),
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

    const saveOf = (files: Record<string, Uint8Array | string>) =>
      JSON.stringify({
        additions: Object.entries(files).map(([path, contents]) => ({
          path,
          contents: Buffer.from(contents).toString("base64"),
        })),
        deletions: [],
      });
    const photosEntry = readFileSync(join(work, "content", "photos.yaml"), "utf8");

    // e. photos.yaml naming files outside content/photos/, saved.
    await send("/api/keystatic/tree", { headers: api(anna) });
    const photoReferences: Record<string, number> = {};
    for (const reference of [
      "../x.jpg",
      "/etc/hostname",
      "/dev/zero",
      "../../../../../../dev/zero",
      "../photos-evil/x.jpg",
      "sub/x.jpg",
    ]) {
      const entry = photosEntry.replace(
        /^security: .*$/m,
        `security: ${JSON.stringify(reference)}`,
      );
      const answer = await send("/api/keystatic/update", {
        method: "POST",
        headers: api(anna),
        body: saveOf({ "photos.yaml": entry }),
      });
      photoReferences[reference] = answer.status;
    }

    // f. Pixel bombs, saved.
    const pixelBombs: Record<string, { status: number; ms: number }> = {};
    for (const [format, side] of bombSizes) {
      const started = performance.now();
      const answer = await send("/api/keystatic/update", {
        method: "POST",
        headers: api(anna),
        body: saveOf({ [`photos/security.${format}`]: pixelBomb(format, side, side) }),
      });
      pixelBombs[`${format} ${side}²`] = {
        status: answer.status,
        ms: Math.round(performance.now() - started),
      };
    }

    // g. The same written on disk directly, then published.
    const photos = join(work, "content", "photos");
    const onDisk = (reference: string, file?: Buffer) => () => {
      if (file) writeFileSync(join(photos, reference), file);
      writeFileSync(
        join(work, "content", "photos.yaml"),
        photosEntry.replace(/^security: .*$/m, `security: ${JSON.stringify(reference)}`),
      );
    };
    const published: Record<string, { status: number; seconds: number; peakMb: number }> = {};
    for (const [label, write] of [
      ["../../../../../../dev/zero", onDisk("../../../../../../dev/zero")],
      ["/etc/hostname", onDisk("/etc/hostname")],
      ["../photos-evil/x.jpg", onDisk("../photos-evil/x.jpg")],
      [
        "a link out of content/photos",
        () => {
          symlinkSync("/dev/zero", join(photos, "linked.jpg"));
          onDisk("linked.jpg")();
        },
      ],
      ["PNG of 30,000² (a real deflate bomb)", onDisk("bomb.png", deflateBomb(30_000, 30_000))],
      [
        "PNG header of 100,000²",
        onDisk("bomb.png", Buffer.from(pixelBomb("png", 100_000, 100_000))),
      ],
    ] as const) {
      if (values["no-publish"]) break;
      mkdirSync(join(work, "content", "photos-evil"), { recursive: true });
      writeFileSync(join(work, "content", "photos-evil", "x.jpg"), paddedPhoto(1920, 1080, 4096));
      write();
      const started = performance.now();
      const [answer, peakMb] = await withTreePeak(pid, () =>
        send("/admin/api/publish", {
          method: "POST",
          headers: { Cookie: anna, "Sec-Fetch-Site": "same-origin", Accept: "application/json" },
          body: "",
          timeoutMs: 300_000,
        }),
      );
      published[label] = {
        status: answer.status,
        seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        peakMb,
      };
      writeFileSync(join(work, "content", "photos.yaml"), photosEntry);
      rmSync(join(photos, "linked.jpg"), { force: true });
      rmSync(join(photos, "bomb.png"), { force: true });
      rmSync(join(work, "content", "photos-evil"), { recursive: true, force: true });
    }

    // h. 20 saves at once of the largest body the route takes.
    await send("/api/keystatic/tree", { headers: api(anna) });
    const largest = saveOf({
      "photos/security.png": paddedPhoto(1920, 1080, heroPhotoMaxBytes),
      "photos/property-protection.png": paddedPhoto(1200, 960, heroPhotoMaxBytes),
      "photos.yaml": "security: security.png\nproperty-protection: property-protection.png\n",
    });
    const body = largest.padEnd(maxUpdateBytes, " ");
    await new Promise((done) => setTimeout(done, 2_000));
    const rssBeforeSaves = rssMb(pid);
    resetPeak(pid);
    const savesStarted = performance.now();
    const saves = await Promise.all(
      Array.from({ length: 20 }, () =>
        send("/api/keystatic/update", {
          method: "POST",
          headers: api(anna),
          body,
          timeoutMs: 120_000,
        }),
      ),
    );
    const savesMs = performance.now() - savesStarted;
    const peakDuringSaves = peakRssMb(pid);
    await new Promise((done) => setTimeout(done, 2_000));

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
      photoReferencesSaved: photoReferences,
      pixelBombsSaved: pixelBombs,
      publishedFromDisk: published,
      largestSaves: {
        sent: 20,
        bytesEach: body.length,
        statuses: Object.fromEntries(
          [...new Set(saves.map((save) => save.status))].map((status) => [
            status,
            saves.filter((save) => save.status === status).length,
          ]),
        ),
        seconds: Number((savesMs / 1000).toFixed(1)),
        rssMb: { before: rssBeforeSaves, peak: peakDuringSaves, after: rssMb(pid) },
      },
    };
    const content = await contentAttack(anna, pid);
    console.log(JSON.stringify({ ...result, contentAttack: content }, null, 2));
    const { signIns, save20000, largestSaves } = result;
    record(
      `${[
        `Sign-in wave: ${signIns.sent} at once, ${signIns.checked} passwords checked, ${signIns.refusedBeforeCheck} refused before a check, the right one ${signIns.rightPasswordGotIn ? "got in" : "did not get in"} (${signIns.waveSeconds} s).`,
        `A stale save by each spelling of the update route: ${Object.values(spellings).join(", ")}.`,
        `One save of 20,000 files: ${save20000.status} in ${save20000.ms} ms, the tree ${save20000.treeAfter} after;`,
        `RSS ${result.rssMb.before} MB before, ${result.rssMb.after} MB after.`,
        `Photo references outside content/photos saved: ${Object.values(photoReferences).join(", ")}; pixel bombs saved: ${Object.values(
          pixelBombs,
        )
          .map((bomb) => bomb.status)
          .join(", ")}; published from disk: ${
          Object.values(published)
            .map((answer) => `${answer.status} (${answer.seconds} s, peak ${answer.peakMb} MB)`)
            .join(", ") || "not run (`--no-publish`)"
        }.`,
        `${largestSaves.sent} largest saves at once: ${Object.entries(largestSaves.statuses)
          .map(([status, count]) => `${count} × ${status}`)
          .join(", ")} in ${largestSaves.seconds} s, peak RSS ${largestSaves.rssMb.peak} MB.`,
      ].join(" ")}\n\n${contentFigures(content)}`,
    );
  }
} finally {
  server?.kill("SIGTERM");
  await new Promise((done) => setTimeout(done, 300));
  rmSync(work, { recursive: true, force: true });
}
