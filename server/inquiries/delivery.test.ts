/**
 * The contact pipeline end to end: the real server in-process, on a real SQLite file and on
 * a real PostgreSQL database, a real webhook receiver on 127.0.0.1
 * (docs/contact-pipeline.md, the webhook contract).
 */
import { describe, expect, it } from "vitest";
import { brand } from "../../app/site/brand.ts";
import { type Backend, backends, configOn, storeEnv } from "../../test/backends.ts";
import {
  perTest,
  postJson,
  sampleInquiry,
  submitInquiry,
  until,
  unusedPort,
  WebhookReceiver,
} from "../../test/support.ts";
import { runCli } from "../cli/inquiries.ts";
import type { Config } from "../env.ts";
import { type RunningServer, startServer } from "../main.ts";
import { createLogger } from "../shared/log.ts";

const inquiry = sampleInquiry;

const { later, receiver, server } = perTest();
const submit = (running: RunningServer, fields: Record<string, string> = inquiry) =>
  submitInquiry(running, fields);
const allDelivered = async (running: RunningServer, ids: readonly string[]) =>
  (await Promise.all(ids.map((id) => running.store.get(id)))).every(
    (stored) => stored?.delivery.webhook?.state === "delivered",
  );

describe.each(backends)("webhook delivery (%s)", (backend: Backend) => {
  const testConfig = (overrides: Partial<Config> = {}) => configOn(backend, overrides);
  /** A server delivering to `webhookUrl`: attempt time-out, then backoff from base to max (ms). */
  const deliveringTo = async (
    webhookUrl: string,
    timeoutMs: number,
    baseMs: number,
    maxMs: number,
  ) =>
    server(await testConfig({ webhookUrl, delivery: { timeoutMs, baseMs, maxMs, pollMs: 100 } }));

  it("delivers once, with exactly the contract's body and an Idempotency-Key", async () => {
    const hook = await receiver();
    const running = await server(await testConfig({ webhookUrl: hook.url }));
    const id = await submit(running);
    await until(async () => (await running.store.get(id))?.delivery.webhook?.state === "delivered");
    const stored = await running.store.get(id);
    const delivery = stored?.delivery.webhook;
    expect(hook.calls).toHaveLength(1);
    const [call] = hook.calls;
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(call?.headers["idempotency-key"]).toBe(id);
    expect(call?.body).toBe(
      JSON.stringify({
        name: "Kovács Anna",
        email: "anna@example.com",
        phone: "+36 30 123 4567",
        service: "Követeléskezelés",
        message: "Két sor\nszöveg",
        timestamp: stored?.receivedAt,
        source: brand.inquirySource,
      }),
    );
    expect(delivery).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
    expect(Date.parse(delivery?.deliveredAt ?? "")).toBeGreaterThan(0);
  });

  it("sends missing optional fields as empty strings and an unknown service as is", async () => {
    const hook = await receiver();
    const running = await server(await testConfig({ webhookUrl: hook.url }));
    await submit(running, { name: "Jo", email: "jo@example.com", service: "gardening" });
    await until(async () => hook.calls.length === 1);
    expect(JSON.parse(hook.calls[0]?.body ?? "{}")).toMatchObject({
      phone: "",
      service: "gardening",
      message: "",
    });
  });

  it("retries after a 500 and delivers exactly once when the receiver recovers", async () => {
    const hook = await receiver();
    hook.status = (call) => (call <= 2 ? 500 : 204);
    const running = await server(await testConfig({ webhookUrl: hook.url }));
    const id = await submit(running);
    await until(async () => (await running.store.get(id))?.delivery.webhook?.state === "delivered");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.calls).toHaveLength(3);
    expect(new Set(hook.calls.map((call) => call.headers["idempotency-key"]))).toEqual(
      new Set([id]),
    );
    expect((await running.store.get(id))?.delivery.webhook).toMatchObject({
      attempts: 3,
      state: "delivered",
    });
  });

  it("records the failure and backs off while the receiver refuses connections, then delivers", async () => {
    const port = await unusedPort();
    const running = await deliveringTo(`http://127.0.0.1:${port}/hook`, 1_000, 50, 200);
    const id = await submit(running);
    await until(async () => ((await running.store.get(id))?.delivery.webhook?.attempts ?? 0) >= 2);
    expect((await running.store.get(id))?.delivery.webhook?.state).toBe("pending");
    expect((await running.store.get(id))?.delivery.webhook?.lastError).toMatch(/ECONNREFUSED/);
    const hook = new WebhookReceiver();
    await hook.listen(port);
    later(() => hook.close());
    await until(async () => (await running.store.get(id))?.delivery.webhook?.state === "delivered");
    expect(hook.calls).toHaveLength(1);
  });

  it("sends what waited out a long backoff as soon as one delivery succeeds again", async () => {
    const hook = await receiver();
    hook.status = 503;
    const running = await deliveringTo(hook.url, 1_000, 60_000, 60_000);
    const waiting = [await submit(running), await submit(running)];
    await until(async () => hook.calls.length === 2);
    hook.status = 200;
    const fresh = await submit(running);
    await until(() => allDelivered(running, [...waiting, fresh]));
    expect(hook.calls).toHaveLength(5);
  });

  it("aborts an attempt that takes longer than the time-out and retries it", async () => {
    const hook = await receiver();
    hook.delayMs = 2_000;
    const running = await deliveringTo(hook.url, 150, 50, 100);
    const id = await submit(running);
    await until(async () => ((await running.store.get(id))?.delivery.webhook?.attempts ?? 0) >= 1);
    expect((await running.store.get(id))?.delivery.webhook?.lastError).toMatch(/TimeoutError/);
    hook.delayMs = 0;
    await until(async () => (await running.store.get(id))?.delivery.webhook?.state === "delivered");
  });

  it("resumes pending inquiries after a restart", async () => {
    const config = await testConfig({ webhookUrl: undefined });
    const first = await startServer(config, createLogger("silent"));
    const ids = [await submit(first), await submit(first)];
    await first.close();

    const hook = await receiver();
    const second = await server({ ...config, webhookUrl: hook.url });
    await until(() => allDelivered(second, ids));
    expect(hook.calls.map((call) => call.headers["idempotency-key"]).sort()).toEqual(ids.sort());
  });

  it("never sends a delivered inquiry again, even when asked to retry everything", async () => {
    const hook = await receiver();
    const running = await server(await testConfig({ webhookUrl: hook.url }));
    const id = await submit(running);
    await until(async () => (await running.store.get(id))?.delivery.webhook?.state === "delivered");
    // Only the e-mail, which this server (no SMTP) does not send, is still pending.
    expect(await running.store.outbox.retryNow()).toEqual({ webhook: 0, email: 1 });
    expect(await running.store.outbox.retryNow(id)).toEqual({ webhook: 0, email: 1 });
    running.deliverers.webhook?.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hook.calls).toHaveLength(1);
  });

  it("sends each of many inquiries once while a slow receiver keeps attempts in flight", async () => {
    const hook = await receiver();
    hook.delayMs = 100;
    const running = await server(await testConfig({ webhookUrl: hook.url }));
    await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        await postJson(`${running.url}/api/contact`, { ...inquiry, name: `Ügyfél ${i}` });
      }),
    );
    const ids = (await running.store.list()).map((row) => row.id);
    for (let i = 0; i < 5; i++) running.deliverers.webhook?.wake();
    await until(async () => (await running.store.outbox.counts()).webhook.delivered === 12, 10_000);
    const keys = hook.calls.map((call) => String(call.headers["idempotency-key"]));
    expect(keys).toHaveLength(12);
    expect(new Set(keys)).toEqual(new Set(ids));
  });

  it("lets an attempt in flight finish on shutdown before closing the store", async () => {
    const hook = await receiver();
    hook.delayMs = 300;
    const config = await testConfig({ webhookUrl: hook.url });
    const running = await startServer(config, createLogger("silent"));
    const id = await submit(running);
    await until(async () => hook.calls.length === 1);
    await running.close();
    expect(running.store.isOpen).toBe(false);
    const reopened = await server({ ...config, webhookUrl: undefined });
    expect((await reopened.store.get(id))?.delivery.webhook?.state).toBe("delivered");
  });

  it("shuts down within the time limit when the receiver hangs, keeping the inquiry pending", async () => {
    const hook = await receiver();
    hook.delayMs = 30_000;
    const config = await testConfig({
      webhookUrl: hook.url,
      shutdownTimeoutMs: 300,
      delivery: { timeoutMs: 20_000, baseMs: 50, maxMs: 100, pollMs: 100 },
    });
    const running = await startServer(config, createLogger("silent"));
    const id = await submit(running);
    await until(async () => hook.calls.length === 1);
    const started = Date.now();
    await running.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    const reopened = await server({ ...config, webhookUrl: undefined });
    expect((await reopened.store.get(id))?.delivery.webhook).toMatchObject({
      state: "pending",
      attempts: 1,
    });
    expect((await reopened.store.get(id))?.delivery.webhook?.lastError).toMatch(
      /shutting down|Abort/,
    );
  });

  it("keeps inquiries without a webhook and says so once at start-up", async () => {
    const lines: string[] = [];
    const config = await testConfig({ webhookUrl: undefined });
    const running = await startServer(
      config,
      createLogger("info", (_level, line) => lines.push(line)),
    );
    later(() => running.close());
    await submit(running);
    await submit(running);
    expect((await running.store.outbox.counts()).webhook).toEqual({ pending: 2, delivered: 0 });
    expect(lines.filter((line) => line.includes("webhook.not_configured"))).toHaveLength(1);
    expect(lines.filter((line) => line.includes("email.not_configured"))).toHaveLength(1);
    // Logs name inquiries by id and never carry what the visitor wrote.
    const all = lines.join("\n");
    for (const secret of [inquiry.name, inquiry.email, inquiry.phone, "127.0.0.1"]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain((await running.store.list())[0]?.id);
  });

  it("delivers at once what the CLI makes due, without waiting for the backoff", async () => {
    const hook = await receiver();
    hook.status = (call) => (call === 1 ? 503 : 200);
    const config = await testConfig({
      webhookUrl: hook.url,
      delivery: { timeoutMs: 1_000, baseMs: 60_000, maxMs: 60_000, pollMs: 100 },
    });
    const running = await server(config);
    const id = await submit(running);
    await until(async () => (await running.store.get(id))?.delivery.webhook?.attempts === 1);
    const log = console.log;
    console.log = () => {};
    try {
      expect(await runCli(["--retry", "all"], storeEnv(config))).toBe(0);
    } finally {
      console.log = log;
    }
    await until(
      async () => (await running.store.get(id))?.delivery.webhook?.state === "delivered",
      2_000,
    );
    expect(hook.calls).toHaveLength(2);
  });
});
