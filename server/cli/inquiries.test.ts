import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Backend, backends, configOn, serverBackends, storeEnv } from "../../test/backends.ts";
import { perTest, sampleInquiry, submitInquiry, tempDir, until } from "../../test/support.ts";
import { openInquiryStore } from "../inquiries/index.ts";
import { runCli } from "./inquiries.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A store with two inquiries (one webhook delivery failed), and the environment naming it. */
async function storeWithTwo(
  backend: Backend,
): Promise<{ env: Record<string, string>; ids: string[] }> {
  const config = await configOn(backend);
  const store = await openInquiryStore(config);
  const base = { phone: "", message: "titok", language: "hu" as const, page: "/" };
  const first = await store.add({
    ...base,
    name: "Kovács Anna",
    email: "anna@example.com",
    service: "security",
  });
  const second = await store.add({
    ...base,
    name: "Nagy Béla",
    email: "bela@example.com",
    service: "",
  });
  const claims = await store.outbox.claimDue("webhook", new Date(Date.now() + 60_000), 2);
  const failing = claims.find((claim) => claim.id === second.id);
  if (!failing) throw new Error("the second inquiry is due");
  const inAnHour = new Date(Date.now() + 3_600_000);
  await store.outbox.markFailed(failing, "webhook", "HTTP 500", inAnHour, new Date());
  await store.outbox.markDelivered("webhook", first.id);
  await store.outbox.markDelivered("email", first.id);
  await store.outbox.markDelivered("email", second.id);
  await store.close();
  return { env: storeEnv(config), ids: [first.id, second.id] };
}

async function output(run: () => Promise<number>): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    return { code: await run(), text: lines.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe.each(serverBackends)("npm run inquiries (%s)", (backend) => {
  it("lists ids, states, attempts and errors without personal data", async () => {
    const { env, ids } = await storeWithTwo(backend);
    const { code, text } = await output(() => runCli([], env));
    expect(code).toBe(0);
    expect(text).toMatch(
      /^id\s+received\s+webhook\s+webhook next\s+webhook error\s+e-mail\s+e-mail next\s+e-mail error\s+service/,
    );
    for (const id of ids) expect(text).toContain(id);
    expect(text).toContain("HTTP 500");
    expect(text).toContain(
      "2 inquiries; webhook: 1 pending, 1 delivered; e-mail: 0 pending, 2 delivered",
    );
    for (const secret of ["Kovács", "anna@example.com", "Béla", "titok"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("says under the listing which pending deliveries wait for a setting", async () => {
    const { env } = await storeWithTwo(backend);
    const bare = (await output(() => runCli([], env))).text;
    expect(bare).toContain(
      "webhook: 1 pending delivery. CONTACT_WEBHOOK_URL is not set in this shell, but delivery depends on the running server's settings: a server with CONTACT_WEBHOOK_URL set sends it; one without it keeps it in the store.",
    );
    // Nothing is pending by e-mail, so there is nothing to say about SMTP_URL.
    expect(bare).not.toContain("SMTP_URL");
    const configured = (
      await output(() => runCli([], { ...env, CONTACT_WEBHOOK_URL: "https://hooks.example/x" }))
    ).text;
    expect(configured).not.toContain("is not set in this shell");
  });

  it("prints JSON and makes pending inquiries due now on --retry", async () => {
    const { env, ids } = await storeWithTwo(backend);
    const listed = JSON.parse((await output(() => runCli(["--json"], env))).text);
    expect(listed.counts).toEqual({
      webhook: { pending: 1, delivered: 1 },
      email: { pending: 0, delivered: 2 },
    });
    const pending = listed.inquiries.find((row: { id: string }) => row.id === ids[1]);
    expect(Date.parse(pending.webhook.nextAttempt)).toBeGreaterThan(Date.now() + 3_000_000);

    const retried = await output(() => runCli(["--retry", String(ids[1]), "--json"], env));
    expect(JSON.parse(retried.text)).toEqual({ retried: 1, webhook: 1, email: 0 });
    const relisted = JSON.parse((await output(() => runCli(["--json"], env))).text);
    const due = relisted.inquiries.find((row: { id: string }) => row.id === ids[1]);
    expect(Date.parse(due.webhook.nextAttempt)).toBeLessThanOrEqual(Date.now());
    expect((await output(() => runCli(["--retry", String(ids[0])], env))).code).toBe(1);
  });

  it("says plainly what a retry leads to under the settings it sees", async () => {
    const { env } = await storeWithTwo(backend);
    const bare = await output(() => runCli(["--retry", "all"], env));
    expect(bare.code).toBe(0);
    expect(bare.text).toContain("1 pending delivery due now.");
    expect(bare.text).toContain(
      "webhook (1): CONTACT_WEBHOOK_URL is not set in this shell, but delivery depends on the running server's settings: a server with CONTACT_WEBHOOK_URL set sends it within about 5 s; one without it keeps it in the store.",
    );
    expect(bare.text).not.toContain("e-mail");
    const configured = await output(() =>
      runCli(["--retry", "all"], {
        ...env,
        CONTACT_WEBHOOK_URL: "https://hooks.example/x",
        SMTP_URL: "smtp://mail.example",
        NOTIFY_TO: "iroda@example.hu",
        NOTIFY_FROM: "web@example.hu",
      }),
    );
    expect(configured.text).toContain(
      "webhook (1): a server running with this configuration sends them within about 5 s; if none is running, when one starts.",
    );
  });

  it.each(["--erase=", "--export=", "--erase= "])(
    "refuses %j: an empty address is a mistake",
    async (argument) => {
      const { env } = await storeWithTwo(backend);
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const { code, text } = await output(() => runCli([argument], env));
      expect(code).toBe(2);
      expect(text).toBe("");
      expect(String(error.mock.calls[0]?.[0])).toMatch(/^--(erase|export) needs an e-mail address/);
    },
  );

  it("says nothing was erased when no inquiry came from the address", async () => {
    const { env } = await storeWithTwo(backend);
    const { code, text } = await output(() => runCli(["--erase", "nobody@example.com"], env));
    expect(code).toBe(0);
    expect(text).toBe("No inquiry from nobody@example.com is stored: nothing was erased.");
  });
});

describe("npm run inquiries on the embedded default", () => {
  it("says so when there is no store yet", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const path = join(tempDir("dp-cli-"), "missing.sqlite");
    expect(await runCli([], { DATABASE_PATH: path })).toBe(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("No inquiry store");
  });

  it("names DATABASE_PATH and the path when it is a folder", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const folder = tempDir("dp-cli-");
    expect(await runCli([], { DATABASE_PATH: folder })).toBe(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`DATABASE_PATH=${folder} is a folder`);
  });

  it("prints every option with what it does on --help", async () => {
    const { code, text } = await output(() => runCli(["--help"], {}));
    expect(code).toBe(0);
    for (const option of [
      "--all",
      "--limit N",
      "--json",
      "--retry <id|all>",
      "--purge",
      "--export ADDRESS",
      "--erase ADDRESS",
      "-h, --help",
    ]) {
      expect(text).toMatch(new RegExp(`^  ${escapeRegExp(option)}  +\\S.{10,}$`, "m"));
    }
  });
});

describe.each(backends)("npm run inquiries -- --retry beside a running server (%s)", (backend) => {
  const { receiver, server } = perTest();

  it("says delivery depends on the server's settings when this shell lacks them, and the server sends", async () => {
    const hook = await receiver();
    hook.status = 500;
    const config = await configOn(backend, {
      webhookUrl: hook.url,
      delivery: { timeoutMs: 2_000, baseMs: 60_000, maxMs: 60_000, pollMs: 100 },
    });
    const running = await server(config);
    const id = await submitInquiry(running, sampleInquiry);
    const webhook = async () => (await running.store.get(id))?.delivery.webhook;
    await until(async () => (await webhook())?.attempts === 1);
    hook.status = 200;
    // The shell has the store but not the server's webhook setting.
    const { text } = await output(() => runCli(["--retry", id], storeEnv(config)));
    expect(text).not.toContain("nothing is sent now");
    expect(text).toContain("delivery depends on the running server's settings");
    await until(async () => (await webhook())?.state === "delivered");
    expect(hook.calls).toHaveLength(2);
  });
});
