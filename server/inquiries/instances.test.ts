/**
 * Two instances on one PostgreSQL database, as two machines behind a load balancer have it:
 * a burst of inquiries delivered by both at once reaches the webhook once each; a deliverer
 * killed (SIGKILL) while the webhook holds its requests loses nothing, and its deliveries go
 * out from the other instance once their leases run out, with the same Idempotency-Key; the
 * retention sweep and the delivery alert run on one instance only.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { configOn } from "../../test/backends.ts";
import { perTest, sampleInquiry, until } from "../../test/support.ts";
import { createLogger } from "../shared/log.ts";
import { Deliverer } from "./deliverer.ts";
import { DeliveryMonitor } from "./monitor.ts";
import { openInquiryStore } from "./open-store.ts";
import { RetentionSweep } from "./retention.ts";
import type { InquiryStore } from "./store.ts";
import { webhookSender } from "./webhook.ts";

const { later, receiver, smtp: sink, staffMail } = perTest();
const { page, ...fields } = sampleInquiry;
const silent = createLogger("silent");

async function twoInstances(): Promise<{ url: string; stores: [InquiryStore, InquiryStore] }> {
  const config = await configOn("postgres");
  const stores = [await openInquiryStore(config), await openInquiryStore(config)] as const;
  for (const store of stores) later(() => store.close());
  return { url: config.databaseUrl ?? "", stores: [...stores] };
}

function delivererOf(store: InquiryStore, webhookUrl: string, timeoutMs = 2_000): Deliverer {
  const deliverer = new Deliverer(store, silent, {
    channel: "webhook",
    send: webhookSender(webhookUrl, timeoutMs),
    timeoutMs,
    baseMs: 50,
    maxMs: 200,
    pollMs: 50,
  });
  later(() => deliverer.stop(1_000));
  return deliverer;
}

const keysOf = (calls: ReadonlyArray<{ headers: Record<string, unknown> }>) =>
  calls.map((call) => String(call.headers["idempotency-key"]));

describe("two instances on one PostgreSQL database", () => {
  it("deliver a burst of 100 inquiries from both at once, each exactly once", async () => {
    const hook = await receiver();
    hook.delayMs = 5;
    const { stores } = await twoInstances();
    const deliverers = stores.map((store) => delivererOf(store, hook.url));
    for (const deliverer of deliverers) deliverer.start();
    const added = await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const store = stores[i % 2] as InquiryStore;
        const inquiry = await store.add({ ...fields, name: `Ügyfél ${i}`, page, language: "hu" });
        deliverers[i % 2]?.wake();
        return inquiry.id;
      }),
    );
    await until(async () => (await stores[0].outbox.counts()).webhook.delivered === 100, 15_000);
    const keys = keysOf(hook.calls);
    expect(keys).toHaveLength(100);
    expect(new Set(keys)).toEqual(new Set(added));
    const rows = await stores[1].list(200);
    expect(rows.every((row) => row.delivery.webhook?.attempts === 1)).toBe(true);
  });

  it("lose nothing when a deliverer is killed mid-delivery: the other sends after the lease, with the same keys", async () => {
    const hook = await receiver();
    // The webhook holds every request: the killed process never learns an answer.
    hook.delayMs = 60_000;
    const { url, stores } = await twoInstances();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await stores[0].add({ ...fields, name: `Ügyfél ${i}`, page, language: "hu" })).id);
    }
    const timeoutMs = 1_500;
    const leaseMarginMs = 1_500;
    const child = spawn(process.execPath, ["test/deliverer-process.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        WEBHOOK_URL: hook.url,
        TIMEOUT_MS: String(timeoutMs),
        LEASE_MARGIN_MS: String(leaseMarginMs),
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = once(child, "exit");
    later(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    });
    // It leases four (its concurrency) and the webhook holds all four requests.
    await until(() => hook.calls.length === 4, 10_000);
    const claimedAt = Date.now();
    child.kill("SIGKILL");
    await exited;
    const held = keysOf(hook.calls);

    hook.delayMs = 0;
    delivererOf(stores[1], hook.url, timeoutMs).start();
    // The fifth was never leased: it goes at once. The four wait out their leases.
    await until(() => hook.calls.length === 5, 5_000);
    expect(keysOf(hook.calls).slice(4)).toEqual(ids.filter((id) => !held.includes(id)));
    // Halfway through the leases (taken just before the requests arrived), none went again.
    await new Promise((resolve) => setTimeout(resolve, claimedAt + timeoutMs - Date.now()));
    expect(hook.calls).toHaveLength(5);
    await until(async () => (await stores[1].outbox.counts()).webhook.delivered === 5, 10_000);
    const resent = keysOf(hook.calls).slice(5);
    expect(resent.sort()).toEqual([...held].sort());
    expect(hook.calls).toHaveLength(9);
    for (const id of ids) {
      expect((await stores[0].get(id))?.delivery.webhook).toMatchObject({
        state: "delivered",
        attempts: 1,
      });
    }
  });

  it("run the day's retention sweep on one instance only", async () => {
    const { stores } = await twoInstances();
    const old = new Date(Date.now() - 100 * 86_400_000);
    for (let i = 0; i < 3; i++) await stores[0].add({ ...fields, page, language: "hu" }, old);
    const sweeps = stores.map((store) => new RetentionSweep(store, silent, 90));
    const results = await Promise.all(sweeps.map((sweep) => sweep.run()));
    expect(results.filter((result) => result !== undefined)).toEqual([3]);
    expect(await Promise.all(sweeps.map((sweep) => sweep.run()))).toEqual([undefined, undefined]);
    expect(await stores[1].inquiryCount()).toBe(0);
  });

  it("send one delivery alert per incident however many instances look", async () => {
    const smtp = await sink();
    const { stores } = await twoInstances();
    await stores[0].add({ ...fields, page, language: "hu" }, new Date(Date.now() - 3_600_000));
    const monitors = stores.map((store) => {
      const mail = staffMail(smtp);
      return new DeliveryMonitor(store, silent, {
        channels: ["webhook"],
        alertAfterMs: 1_000,
        mail,
      });
    });
    for (let look = 0; look < 3; look++) {
      await Promise.all(monitors.map((monitor) => monitor.check()));
    }
    expect(smtp.messages).toHaveLength(1);
    expect(await stores[1].incidents.openSince()).toBeDefined();
  });
});
