import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  perTest,
  sampleInquiry,
  submitInquiry,
  tempDir,
  testConfig,
  until,
} from "../../test/support.ts";
import { InquiryStore } from "../inquiries/store.ts";
import { runCli } from "./inquiries.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function storeWithTwo(): { path: string; ids: string[] } {
  const path = join(tempDir("dp-cli-"), "inquiries.sqlite");
  const store = new InquiryStore(path);
  const base = { phone: "", message: "titok", language: "hu" as const, page: "/" };
  const first = store.add({
    ...base,
    name: "Kovács Anna",
    email: "anna@example.com",
    service: "security",
  });
  const second = store.add({ ...base, name: "Nagy Béla", email: "bela@example.com", service: "" });
  store.markFailed("webhook", second.id, "HTTP 500", new Date(Date.now() + 3_600_000));
  store.markDelivered("webhook", first.id);
  store.markDelivered("email", first.id);
  store.markDelivered("email", second.id);
  store.close();
  return { path, ids: [first.id, second.id] };
}

function output(run: () => number): { code: number; text: string } {
  const lines: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    lines.push(String(line));
  });
  try {
    return { code: run(), text: lines.join("\n") };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("npm run inquiries", () => {
  it("lists ids, states, attempts and errors without personal data", () => {
    const { path, ids } = storeWithTwo();
    const { code, text } = output(() => runCli([], { DATABASE_PATH: path }));
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

  it("says under the listing which pending deliveries wait for a setting", () => {
    const { path } = storeWithTwo();
    const bare = output(() => runCli([], { DATABASE_PATH: path })).text;
    expect(bare).toContain(
      "webhook: 1 pending delivery. CONTACT_WEBHOOK_URL is not set in this shell, but delivery depends on the running server's settings: a server with CONTACT_WEBHOOK_URL set sends it; one without it keeps it in the store.",
    );
    // Nothing is pending by e-mail, so there is nothing to say about SMTP_URL.
    expect(bare).not.toContain("SMTP_URL");
    const configured = output(() =>
      runCli([], { DATABASE_PATH: path, CONTACT_WEBHOOK_URL: "https://hooks.example/x" }),
    ).text;
    expect(configured).not.toContain("is not set in this shell");
  });

  it("prints JSON and makes pending inquiries due now on --retry", () => {
    const { path, ids } = storeWithTwo();
    const listed = JSON.parse(output(() => runCli(["--json"], { DATABASE_PATH: path })).text);
    expect(listed.counts).toEqual({
      webhook: { pending: 1, delivered: 1 },
      email: { pending: 0, delivered: 2 },
    });
    const pending = listed.inquiries.find((row: { id: string }) => row.id === ids[1]);
    expect(Date.parse(pending.webhook.nextAttempt)).toBeGreaterThan(Date.now() + 3_000_000);

    const retried = output(() =>
      runCli(["--retry", String(ids[1]), "--json"], { DATABASE_PATH: path }),
    );
    expect(JSON.parse(retried.text)).toEqual({ retried: 1, webhook: 1, email: 0 });
    const store = new InquiryStore(path);
    expect(
      Date.parse(store.get(String(ids[1]))?.delivery.webhook?.nextAttemptAt ?? ""),
    ).toBeLessThanOrEqual(Date.now());
    store.close();
    expect(output(() => runCli(["--retry", String(ids[0])], { DATABASE_PATH: path })).code).toBe(1);
  });

  it("says so when there is no store yet", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const path = join(tempDir("dp-cli-"), "missing.sqlite");
    expect(runCli([], { DATABASE_PATH: path })).toBe(1);
    expect(String(error.mock.calls[0]?.[0])).toContain("No inquiry store");
  });

  it("names DATABASE_PATH and the path when it is a folder", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const folder = tempDir("dp-cli-");
    expect(runCli([], { DATABASE_PATH: folder })).toBe(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`DATABASE_PATH=${folder} is a folder`);
  });

  it("says plainly what a retry leads to under the settings it sees", () => {
    const { path } = storeWithTwo();
    const bare = output(() => runCli(["--retry", "all"], { DATABASE_PATH: path }));
    expect(bare.code).toBe(0);
    expect(bare.text).toContain("1 pending delivery due now.");
    expect(bare.text).toContain(
      "webhook (1): CONTACT_WEBHOOK_URL is not set in this shell, but delivery depends on the running server's settings: a server with CONTACT_WEBHOOK_URL set sends it within about 5 s; one without it keeps it in the store.",
    );
    expect(bare.text).not.toContain("e-mail");
    const configured = output(() =>
      runCli(["--retry", "all"], {
        DATABASE_PATH: path,
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

  it("prints every option with what it does on --help", () => {
    const { code, text } = output(() => runCli(["--help"], {}));
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

  it.each(["--erase=", "--export=", "--erase= "])(
    "refuses %j: an empty address is a mistake",
    (argument) => {
      const { path } = storeWithTwo();
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const { code, text } = output(() => runCli([argument], { DATABASE_PATH: path }));
      expect(code).toBe(2);
      expect(text).toBe("");
      expect(String(error.mock.calls[0]?.[0])).toMatch(/^--(erase|export) needs an e-mail address/);
    },
  );

  it("says nothing was erased when no inquiry came from the address", () => {
    const { path } = storeWithTwo();
    const { code, text } = output(() =>
      runCli(["--erase", "nobody@example.com"], { DATABASE_PATH: path }),
    );
    expect(code).toBe(0);
    expect(text).toBe("No inquiry from nobody@example.com is stored: nothing was erased.");
  });
});

describe("npm run inquiries -- --retry beside a running server", () => {
  const { receiver, server } = perTest();

  it("says delivery depends on the server's settings when this shell lacks them, and the server sends", async () => {
    const hook = await receiver();
    hook.status = 500;
    const running = await server(
      testConfig({
        webhookUrl: hook.url,
        delivery: { timeoutMs: 2_000, baseMs: 60_000, maxMs: 60_000, pollMs: 100 },
      }),
    );
    const id = await submitInquiry(running, sampleInquiry);
    await until(() => running.store.get(id)?.delivery.webhook?.attempts === 1);
    hook.status = 200;
    // The shell has the store but not the server's webhook setting.
    const { text } = output(() => runCli(["--retry", id], { DATABASE_PATH: running.store.path }));
    expect(text).not.toContain("nothing is sent now");
    expect(text).toContain("delivery depends on the running server's settings");
    await until(() => running.store.get(id)?.delivery.webhook?.state === "delivered");
    expect(hook.calls).toHaveLength(2);
  });
});
