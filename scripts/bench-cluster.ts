/**
 * `npm run bench:cluster`: the site as several instances on one PostgreSQL behind HAProxy
 * (test/cluster.ts, deploy/haproxy.cfg), on 127.0.0.1, a few minutes in all.
 *
 *   a. Pages per second through HAProxy with one and with two instances (server/main.ts over
 *      build/client, page views counted), beside one instance without HAProxy and a plain
 *      static file server over the same files, in short alternating rounds; medians, and each
 *      round's ratio's median.
 *   b. A flood of inquiries through HAProxy while one of two instances is killed (kill -9):
 *      accepted, refused, lost (accepted and never at the webhook), keys delivered twice.
 *   c. Publish-to-live: a save and a publish on one instance, until the other serves it;
 *      median of 5.
 *   d. Rolling deploys: both instances restarted one at a time on new code while a client
 *      requests pages and posts inquiries through HAProxy; failed requests, median of 3.
 *
 * b–d run the editor's instances with the tests' small release step (test/serve.ts), so they
 * measure the cluster, not the release. On a machine shared with other work, read the ratios
 * more than the absolute figures; `uptime` is printed before and after. Writes its figures into
 * docs/figures.md.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { textTable as table } from "../server/shared/text-table.ts";
import { editorName, editorPassword, saveAndPublish, signIn } from "../test/admin-client.ts";
import { type Cluster, codeBuild, pageFacts, startCluster } from "../test/cluster.ts";
import { startPostgres } from "../test/postgres.ts";
import { until, unusedPort, WebhookReceiver } from "../test/servers.ts";
import { median, plainStaticServer, recordLatest, visitorHeaders } from "./bench-figures.ts";
import { assertBuilt, buildDir } from "./page-assets.ts";

assertBuilt();
const load = () => execFileSync("uptime", { encoding: "utf8" }).trim();
console.log(`load before: ${load()}`);
const postgres = await startPostgres();
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "—");
/** The run's figures, part by part, for docs/figures.md. */
const latest: string[] = [];
const manyInquiries = { RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_PER_HOUR: "1000000" };

/** (a) Pages per second: HAProxy in front of one and of two instances, and the plain server. */
async function pages(): Promise<void> {
  const rounds = 5;
  const seconds = 2;
  console.log(`\n(a) Pages per second, / and /en in turn, ${rounds} rounds of ${seconds} s each`);
  const site = (instances: number) =>
    startCluster({
      adminUrl: postgres.adminUrl,
      instances,
      editor: false,
      env: { BUILD_DIR: resolve(buildDir), LOG_LEVEL: "error" },
    });
  const one = await site(1);
  const two = await site(2);
  const plain = await startPlain();
  const targets: Array<[string, string]> = [
    ["1 instance, no HAProxy", one.instances[0]?.url ?? ""],
    ["HAProxy → 1 instance", one.url],
    ["HAProxy → 2 instances", two.url],
    ["plain static file server", plain.url],
  ];
  const results = new Map<string, number[]>(targets.map(([label]) => [label, []]));
  const failed = new Map<string, number>();
  try {
    for (let round = 0; round < rounds; round++) {
      // A rotating order: load from elsewhere falls on each alike.
      for (let i = 0; i < targets.length; i++) {
        const [label, url] = targets[(round + i) % targets.length] as [string, string];
        const result = await autocannon({
          url: `${url}${round % 2 ? "/en" : "/"}`,
          connections: 32,
          duration: seconds,
          headers: visitorHeaders,
        });
        results.get(label)?.push(result.requests.average);
        failed.set(label, (failed.get(label) ?? 0) + result.non2xx + result.errors);
      }
    }
  } finally {
    await Promise.all([one.stop(), two.stop(), plain.stop()]);
  }
  const plainRuns = results.get("plain static file server") ?? [];
  const rows = targets.map(([label]) => {
    const runs = results.get(label) ?? [];
    const ratio = median(runs.map((value, i) => value / (plainRuns[i] ?? Number.NaN)));
    return [label, fixed(median(runs)), `${fixed(ratio, 2)}×`, failed.get(label) ?? 0];
  });
  const ones = results.get("HAProxy → 1 instance") ?? [];
  const twos = results.get("HAProxy → 2 instances") ?? [];
  const scaling = median(twos.map((value, i) => value / (ones[i] ?? Number.NaN)));
  console.log(table(["server", "req/s (median)", "÷ plain", "failed"], rows));
  console.log(`two instances ÷ one: ${fixed(scaling, 2)}× (on ${cores()} cores)`);
  latest.push(
    `Pages (medians of ${rounds} rounds, req/s and ÷ plain): ${rows.map(([label, perSecond, ratio, failures]) => `${label} ${perSecond} (${ratio}, ${failures} failed)`).join(", ")}; two instances ÷ one ${fixed(scaling, 2)}× on ${cores()} cores.`,
  );
}

/** (b) The flood with an instance killed a third of the way in. */
async function flood(cluster: Cluster, hook: WebhookReceiver): Promise<void> {
  const total = 600;
  console.log(`\n(b) ${total} inquiries through HAProxy, 20 at a time; kill -9 of one instance`);
  hook.delayMs = 50;
  const accepted: string[] = [];
  let refused = 0;
  let sent = 0;
  let killed: Promise<void> | undefined;
  const started = performance.now();
  const worker = async () => {
    while (sent < total) {
      const name = `Bench ${sent++}`;
      if (sent === total / 3) killed = cluster.kill(1);
      const status = await post(cluster.url, name);
      if (status === 200) accepted.push(name);
      else refused++;
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  const seconds = (performance.now() - started) / 1000;
  await killed;
  const delivered = () => new Set(namesAt(hook));
  // Past the lease of a delivery the killed instance had claimed (2 s time-out + 30 s).
  await until(() => accepted.every((name) => delivered().has(name)), 45_000, 200).catch(() => {});
  const lost = accepted.filter((name) => !delivered().has(name)).length;
  const repeated = [...hook.byKey.values()].reduce((sum, bodies) => sum + bodies.length - 1, 0);
  hook.delayMs = 0;
  await cluster.restart(1);
  console.log(
    table(
      ["sent", "accepted", "refused", "inquiries/s", "lost", "keys delivered twice"],
      [[total, accepted.length, refused, fixed(total / seconds), lost, repeated]],
    ),
  );
  latest.push(
    `A flood of ${total} inquiries, 20 at a time, one of two instances killed a third of the way: ${accepted.length} accepted, ${refused} refused, ${lost} accepted and never delivered, ${repeated} keys delivered twice.`,
  );
}

/** (c) Publish on the first instance, until the second serves it; median of 5. */
async function publishToLive(cluster: Cluster): Promise<void> {
  console.log(
    "\n(c) Publish on one instance → live on the other (save, publish, poll every 25 ms)",
  );
  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error("two instances needed");
  const cookie = await signIn(first.url);
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    const answer = await saveAndPublish(first.url, cookie, {
      "company.yaml": `name: Bench ${Date.now()}\n`,
    });
    if (answer.status !== 200) throw new Error(`the publish got ${answer.status}`);
    const published = pageFacts(await (await fetch(`${first.url}/`)).text()).content;
    const live = async () =>
      pageFacts(await (await fetch(`${second.url}/`)).text()).content === published;
    const reached = await until(live, 10_000, 25).then(
      () => true,
      () => false,
    );
    if (!reached) {
      console.log(`run ${run + 1}: not live on the other instance within 10 s; no further runs`);
      latest.push(`Publish: run ${run + 1} **not live on the other instance within 10 s**.`);
      return;
    }
    times.push(performance.now() - started);
  }
  console.log(
    `save + publish + live on the other: median ${fixed(median(times))} ms (runs: ${times.map((t) => fixed(t)).join(", ")} ms)`,
  );
  latest.push(
    `Save, publish and live on the other instance: median ${fixed(median(times))} ms (runs ${times.map((t) => fixed(t)).join(", ")} ms).`,
  );
}

/** (d) Rolling deploys while a client keeps requesting; failed requests, median of 3. */
async function rollingDeploys(cluster: Cluster): Promise<void> {
  console.log("\n(d) Rolling deploys: each instance in turn restarted on new code under traffic");
  const rows: Array<Array<string | number>> = [];
  const failures: number[] = [];
  for (let deploy = 1; deploy <= 3; deploy++) {
    const code = codeBuild(`v${deploy + 1}`);
    let deploying = true;
    let requests = 0;
    let failed = 0;
    const client = async (one: (round: number) => Promise<boolean>) => {
      for (let round = 0; deploying; round++) {
        requests++;
        if (!(await one(round).catch(() => false))) failed++;
      }
    };
    const started = performance.now();
    const traffic = Promise.all([
      client(async (round) => {
        const answer = await fetch(`${cluster.url}${["/", "/en", "/de"][round % 3]}`);
        await answer.arrayBuffer();
        return answer.status === 200;
      }),
      client(async (round) => (await post(cluster.url, `Deploy ${deploy}.${round}`)) === 200),
    ]);
    for (const index of cluster.instances.keys()) await cluster.restart(index, { code });
    deploying = false;
    await traffic;
    failures.push(failed);
    rows.push([`v${deploy + 1}`, requests, failed, fixed((performance.now() - started) / 1000, 1)]);
  }
  console.log(table(["deploy", "requests", "failed", "seconds"], rows));
  console.log(`failed requests per deploy: median ${median(failures)}`);
  latest.push(
    `Rolling deploys: ${rows.map(([deploy, requests, failed, seconds]) => `${deploy} ${failed} failed of ${requests} requests in ${seconds} s`).join(", ")}.`,
  );
}

function post(url: string, name: string): Promise<number | string> {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ name, email: "anna@example.com", page: "/" }),
  }).then(
    async (answer) => {
      await answer.arrayBuffer();
      return answer.status;
    },
    (error: unknown) => String(error),
  );
}

function namesAt(hook: WebhookReceiver): string[] {
  return [...hook.byKey.values()].flat().map((body) => (body as { name: string }).name);
}

function cores(): number {
  return Number(execFileSync("nproc", { encoding: "utf8" }).trim());
}

async function startPlain(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await unusedPort();
  const child: ChildProcess = spawn(
    process.execPath,
    ["--input-type=module", "-e", plainStaticServer],
    {
      env: { ...process.env, ROOT: resolve(buildDir), PORT: String(port), HOST: "127.0.0.1" },
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      ),
    10_000,
    50,
  );
  return {
    url,
    stop: async () => {
      const gone = new Promise((done) => child.once("exit", done));
      if (child.pid) process.kill(child.pid, "SIGTERM");
      await gone;
    },
  };
}

try {
  await pages();
  const hook = new WebhookReceiver();
  await hook.listen();
  const cluster = await startCluster({
    adminUrl: postgres.adminUrl,
    env: {
      CONTACT_WEBHOOK_URL: hook.url,
      // A delivery the killed instance had claimed waits for its lease (time-out + 30 s).
      WEBHOOK_TIMEOUT_MS: "2000",
      LOG_LEVEL: "error",
      ...manyInquiries,
    },
  });
  try {
    cluster.addEditor(editorName, editorPassword);
    await flood(cluster, hook);
    await publishToLive(cluster);
    await rollingDeploys(cluster);
  } finally {
    await cluster.stop();
    await hook.close();
  }
  recordLatest("bench:cluster", latest.join(" "));
} finally {
  await postgres.stop();
  console.log(`\nload after: ${load()}`);
}
