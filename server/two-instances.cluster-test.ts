/**
 * Two instances on one PostgreSQL behind HAProxy (test/cluster.ts), as in production: each
 * with only a scratch folder of its own, so whatever they share must come from the database.
 * Visitors go through HAProxy; the back office and the attacks go to each instance directly.
 * The tests share one cluster and run in order; each leaves both instances up.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  editorName,
  editorPassword,
  formPost,
  keystaticSave,
  saveAndPublish,
  signIn,
} from "../test/admin-client.ts";
import { aliasBomb, timedGet } from "../test/attacks.ts";
import { type Cluster, codeBuild, pageFacts, startCluster } from "../test/cluster.ts";
import { postJson, tempDir, until, WebhookReceiver } from "../test/support.ts";
import { PostgresContentStore } from "./content-store/index.ts";
import { openPostgres } from "./shared/postgres.ts";

const browser = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
let cluster: Cluster;
/** Where the YAML alias bomb is saved. */
const bombFile = "services/security/hu.yaml";
const hook = new WebhookReceiver();
const webhookTimeoutMs = 2_000;
/** How many deliveries one instance's webhook deliverer has in flight at most. */
const deliveriesAtOnce = 4;
/** How long a claimed delivery of a killed instance waits for another to take it over. */
const leaseMs = webhookTimeoutMs + 30_000;
/** The content version the publish test put live (the rolling deploy must keep it). */
let published = "";

beforeAll(async () => {
  await hook.listen();
  cluster = await startCluster({
    adminUrl: inject("postgresUrl"),
    env: {
      CONTACT_WEBHOOK_URL: hook.url,
      // A delivery the killed instance had claimed is taken over when its lease (this time-out
      // plus 30 s) runs out; a short time-out keeps that wait short.
      WEBHOOK_TIMEOUT_MS: String(webhookTimeoutMs),
      // The flood comes from one client; the contact limit is not what is tested here.
      RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_HOUR: "100000",
    },
  });
  cluster.addEditor(editorName, editorPassword);
  // Beside other work (a load of 20–45 on two cores) the cluster's start took over a minute.
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await hook.close();
});

const instance = (index: number) => {
  const found = cluster.instances[index];
  if (!found) throw new Error(`no instance ${index}`);
  return found;
};

/** An inquiry whose name tells the calls at the webhook apart. */
const inquiry = (name: string) => ({ name, email: "anna@example.com", page: "/" });
const namesAtHook = () =>
  [...hook.byKey.values()].flat().map((body) => (body as { name: string }).name);

describe("two instances on one PostgreSQL", () => {
  it("accept a session made on one instance on the other", async () => {
    const cookie = await signIn(instance(0).url);
    for (const { url } of cluster.instances) {
      const admin = await fetch(`${url}/admin`, {
        headers: { Cookie: cookie },
        redirect: "manual",
      });
      expect(admin.status, url).toBe(200);
    }
  });

  it("check at most 5 of 300 wrong sign-ins spread over both instances", async () => {
    const attacker = { "X-Forwarded-For": "203.0.113.50" };
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        formPost(
          `${instance(i % 2).url}/admin/sign-in`,
          { name: editorName, password: `rossz jelszó ${i}` },
          attacker,
        ).then((response) => response.status),
      ),
    );
    // A 401 is a password that was checked; a 429 was refused before its check.
    const checked = statuses.filter((status) => status !== 429).length;
    expect(checked).toBeLessThanOrEqual(5);
  });

  it("add up their counts: 3 + 3 views are 6 in the report", async () => {
    for (const index of [0, 1, 0, 1, 0, 1]) {
      const page = await fetch(`${instance(index).url}/de`, { headers: { "User-Agent": browser } });
      expect(page.status).toBe(200);
    }
    const views = () => {
      const report = JSON.parse(
        execFileSync(process.execPath, ["server/cli/report.ts", "--days", "1", "--json"], {
          env: { ...process.env, ...instance(0).env },
          encoding: "utf8",
        }),
      ) as { pages: Array<{ label: string; current: { view: number } }> };
      return report.pages.find((page) => page.label === "/de")?.current.view ?? 0;
    };
    // Counts are written every 200 ms here (ANALYTICS_FLUSH_MS).
    await until(() => views() >= 6, 3_000, 200).catch(() => {});
    expect(views()).toBe(6);
  });

  it("put a publish on one live on the other within 5 s (sign in, save, publish)", async () => {
    const first = instance(0);
    const cookie = await signIn(first.url);
    const before = pageFacts(await (await fetch(`${instance(1).url}/`)).text()).content;
    const publish = await saveAndPublish(first.url, cookie, {
      "company.yaml": `name: Közzétéve ${Date.now()}\n`,
    });
    expect(publish.status).toBe(200);
    const publishedAt = performance.now();
    published = pageFacts(await (await fetch(`${first.url}/`)).text()).content;
    expect(published).not.toBe(before);
    const onOther = async () =>
      pageFacts(await (await fetch(`${instance(1).url}/`)).text()).content === published;
    await until(onOther, 5_000, 50).catch(() => {});
    expect(await onOther()).toBe(true);
    expect(performance.now() - publishedAt).toBeLessThanOrEqual(5_000);
  });

  it("refuse the alias bomb saved on one, and keep the other's back office and pages answering; a bomb put in the working copy directly is offered for discard on the other", async () => {
    const [first, second] = [instance(0), instance(1)];
    const cookie = await signIn(first.url);
    const saved = await keystaticSave(first.url, cookie, { [bombFile]: aliasBomb() });
    expect(saved.status).toBe(422);
    expect(saved.text).toContain("Magyar · Biztonságtechnika");
    const during = await Promise.all([
      timedGet(`${second.url}/admin`, cookie),
      timedGet(`${second.url}/biztonsag`),
      timedGet(`${cluster.url}/biztonsag`),
    ]);
    expect(during.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(during[0]?.ms).toBeLessThan(5_000);
    expect(Math.max(during[1]?.ms ?? 0, during[2]?.ms ?? 0)).toBeLessThan(1_000);

    // Not through the API: a row of the shared working copy written directly.
    const pool = openPostgres(cluster.databaseUrl, { max: 1 });
    try {
      const content = new PostgresContentStore(pool, { contentDir: tempDir("dp-bomb-") });
      const base = new Map([...(await content.files())].filter(([path]) => path === bombFile));
      const written = await content.save(
        "Kézzel",
        [{ path: bombFile, contents: Buffer.from(aliasBomb()) }],
        base,
      );
      expect(written.ok).toBe(true);
    } finally {
      await pool.end();
    }
    const [admin, page] = await Promise.all([
      timedGet(`${second.url}/admin`, cookie),
      timedGet(`${cluster.url}/biztonsag`),
    ]);
    expect(admin.status).toBe(200);
    expect(admin.ms).toBeLessThan(5_000);
    expect(admin.text).toContain(`name="fajl" value="${bombFile}"`);
    expect(page.status).toBe(200);
    expect(page.ms).toBeLessThan(1_000);
    const discarded = await formPost(
      `${second.url}/admin/discard`,
      { fajl: bombFile },
      { Cookie: cookie },
    );
    expect(discarded.status).toBe(303);
    const after = await timedGet(`${first.url}/admin`, cookie);
    expect(after.text).not.toContain("Olvashatatlan piszkozat");
  });

  it("deliver every accepted inquiry of a flood exactly once when one instance is killed during it", async () => {
    // Each delivery takes 50 ms, so some are in flight when the instance dies.
    hook.delayMs = 50;
    const total = 200;
    const accepted: string[] = [];
    const refused: string[] = [];
    let sent = 0;
    let killed: Promise<void> | undefined;
    const worker = async () => {
      while (sent < total) {
        const name = `Áradat ${sent++}`;
        if (sent === 60) killed = cluster.kill(1);
        const answer = await postJson(`${cluster.url}/api/contact`, inquiry(name)).then(
          (response) => response.status,
          (error: unknown) => String(error),
        );
        if (answer === 200) accepted.push(name);
        else refused.push(`${name}: ${answer}`);
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    await killed;
    const flood = () => namesAtHook().filter((name) => name.startsWith("Áradat "));
    await until(
      () => accepted.every((name) => flood().includes(name)),
      leaseMs + 10_000,
      100,
    ).catch(() => {});
    hook.delayMs = 0;
    await cluster.restart(1);
    // Only requests in flight at the kill may fail.
    expect(refused.length, refused.join("\n")).toBeLessThanOrEqual(10);
    const lost = accepted.filter((name) => !flood().includes(name));
    expect(lost).toEqual([]);
    // No inquiry under two keys. A key comes twice only for an attempt the killed instance had
    // in flight (the receiver saw it, its answer died with the instance): sent once more, with
    // the same key, when its lease ran out — at most once each, and at most as many as one
    // deliverer sends at a time.
    const keysByName = new Map<string, Set<string>>();
    let repeated = 0;
    for (const [key, bodies] of hook.byKey) {
      expect(bodies.length, key).toBeLessThanOrEqual(2);
      repeated += bodies.length - 1;
      for (const body of bodies) {
        const { name } = body as { name: string };
        keysByName.set(name, (keysByName.get(name) ?? new Set()).add(key));
      }
    }
    expect([...keysByName.values()].filter((keys) => keys.size > 1)).toEqual([]);
    expect(repeated).toBeLessThanOrEqual(deliveriesAtOnce);
    const stored = JSON.parse(
      execFileSync(process.execPath, ["server/cli/inquiries.ts", "--all", "--json"], {
        env: { ...process.env, ...instance(0).env },
        encoding: "utf8",
      }),
    ) as { inquiries: unknown[] };
    // Stored: every accepted one, and at most the few answered by no one when the kill came.
    expect(stored.inquiries.length).toBeGreaterThanOrEqual(accepted.length);
    expect(stored.inquiries.length).toBeLessThanOrEqual(sent);
  }, 120_000);

  it("take a stopping instance out of HAProxy while it still serves, then let it go", async () => {
    const stopping = instance(0);
    const pid = stopping.pid;
    if (!pid) throw new Error("instance 0 is not running");
    process.kill(pid, "SIGTERM");
    await until(async () => !(await cluster.upInBalancer())[0], 5_000, 25);
    // Out of the balancer, and still answering what reaches it.
    expect((await fetch(`${stopping.url}/en`)).status).toBe(200);
    const running = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await until(() => !running(), 10_000, 50);
    await cluster.restart(0);
  });

  describe("a rolling deploy", () => {
    const failures: string[] = [];
    const posted: string[] = [];

    it("restarts the instances one at a time on new code with not one request failed", async () => {
      const next = codeBuild("v2");
      let deploying = true;
      const client = async (work: (round: number) => Promise<void>) => {
        for (let round = 0; deploying; round++) {
          await work(round).catch((error: unknown) => failures.push(String(error)));
        }
      };
      const pages = client(async (round) => {
        const path = ["/", "/en", "/de"][round % 3];
        const answer = await fetch(`${cluster.url}${path}`);
        await answer.text();
        if (answer.status !== 200) failures.push(`${path}: ${answer.status}`);
      });
      const form = client(async (round) => {
        const name = `Telepítés ${round}`;
        const answer = await postJson(`${cluster.url}/api/contact`, inquiry(name));
        if (answer.status === 200) posted.push(name);
        else failures.push(`inquiry: ${answer.status}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      // What each instance serves the moment HAProxy has it up again.
      const codes: string[] = [];
      for (const index of [0, 1]) {
        await cluster.restart(index, { code: next });
        codes.push(pageFacts(await (await fetch(`${instance(index).url}/en`)).text()).code);
      }
      deploying = false;
      await Promise.all([pages, form]);
      expect(failures).toEqual([]);
      expect(posted.length).toBeGreaterThan(10);
      expect(codes).toEqual(["v2", "v2"]);
      await until(() => posted.every((name) => namesAtHook().includes(name)), 10_000, 100);
    });

    it("ends with every instance serving the published content", async () => {
      expect(published).not.toBe("");
      for (const { url } of cluster.instances) {
        const facts = pageFacts(await (await fetch(`${url}/`)).text());
        expect(facts.content, url).toBe(published);
      }
    });
  });
});
