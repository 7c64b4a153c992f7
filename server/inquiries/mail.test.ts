/**
 * Staff e-mail and alerts end to end: the real server in-process, a real SQLite file, a real
 * SMTP server (smtp-server) and a real webhook receiver, both on 127.0.0.1.
 */
import type { AddressObject } from "mailparser";
import { describe, expect, it } from "vitest";
import {
  perTest,
  postJson,
  type SmtpSink,
  sampleInquiry,
  submitInquiry,
  testConfig,
  until,
  type WebhookReceiver,
} from "../../test/support.ts";
import type { Config } from "../env.ts";
import { type RunningServer, startServer } from "../main.ts";
import { createLogger } from "../shared/log.ts";
import type { Channel } from "./store.ts";

// The English page: the e-mail names the page and its language.
const inquiry = { ...sampleInquiry, page: "/debt-collection" };

const staff = ["iroda@danubiusprotect.hu", "ugyelet@danubiusprotect.hu"];
const sender = "weboldal@danubiusprotect.hu";

const { later, receiver, server, smtp: sink } = perTest();
const submit = (running: RunningServer, fields: Record<string, string> = inquiry) =>
  submitInquiry(running, fields);

function mailConfig(smtp: SmtpSink, hook: WebhookReceiver, overrides: Partial<Config> = {}) {
  return testConfig({
    webhookUrl: hook.url,
    mail: { smtpUrl: smtp.url, from: sender, to: staff },
    ...overrides,
  });
}

const emailState = async (running: RunningServer, id: string) =>
  (await running.store.get(id))?.delivery.email;
const states = async (running: RunningServer, ids: readonly string[], channel: Channel) =>
  (await Promise.all(ids.map((id) => running.store.get(id)))).map(
    (stored) => stored?.delivery[channel],
  );

describe("staff e-mail", () => {
  it("sends one e-mail per inquiry with every field, beside the webhook", async () => {
    const [smtp, hook] = [await sink(), await receiver()];
    const running = await server(mailConfig(smtp, hook));
    const id = await submit(running);
    await until(async () => (await emailState(running, id))?.state === "delivered");
    await until(async () => hook.calls.length === 1);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    const parsed = mail?.parsed;
    expect(mail?.envelope).toEqual({ from: sender, to: staff });
    expect(parsed?.from?.value).toEqual([{ name: "Danubius Protect weboldal", address: sender }]);
    const to = parsed?.to as AddressObject | undefined;
    expect(to?.value.map((recipient) => recipient.address)).toEqual(staff);
    expect(parsed?.replyTo?.value).toEqual([{ name: "Kovács Anna", address: "anna@example.com" }]);
    expect(parsed?.subject).toBe("Új megkeresés – Követeléskezelés – Kovács Anna");
    expect(parsed?.headers.get("x-inquiry-id")).toBe(id);
    expect(parsed?.messageId).toBe(`<inquiry-${id}@www.danubiusprotect.hu>`);
    const stored = await running.store.get(id);
    for (const part of [parsed?.text ?? "", String(parsed?.html)]) {
      for (const value of [
        "Kovács Anna",
        "anna@example.com",
        "+36 30 123 4567",
        "Követeléskezelés",
        "Két sor\nszöveg",
        "https://www.danubiusprotect.hu/debt-collection",
        "angol (English)",
        stored?.receivedAt ?? "?",
        id,
      ]) {
        expect(part).toContain(value);
      }
    }
    expect(await emailState(running, id)).toMatchObject({ attempts: 1, lastError: null });
  });

  it("keeps markup and line breaks in the visitor's text inert", async () => {
    const [smtp, hook] = [await sink(), await receiver()];
    const running = await server(mailConfig(smtp, hook));
    const markup = `<img src=x onerror="alert(1)"> & <b>bold</b>`;
    const id = await submit(running, {
      ...inquiry,
      name: `Anna <b>"Boss"</b> & Co`,
      message: `Hello\r\nBcc: evil@example.com\r\n\r\n${markup}\nTo: evil@example.com`,
    });
    // A stored row that never passed the form's check: line breaks in one-line fields.
    const forged = await running.store.add({
      ...inquiry,
      language: "hu",
      name: "Eve\r\nBcc: evil@example.com",
      email: "eve@example.com\r\nCc: evil@example.com",
      message: "",
    });
    running.deliverers.email?.wake();
    await until(async () => smtp.messages.length === 2);
    for (const mail of smtp.messages) {
      expect(mail.envelope.to).toEqual(staff);
      expect(mail.parsed.bcc).toBeUndefined();
      expect(mail.parsed.cc).toBeUndefined();
      const head = mail.raw.split(/\r?\n\r?\n/)[0] ?? "";
      expect(head).not.toMatch(/^(bcc|cc|to: evil)/im);
    }
    const [visitor] = smtp.about(id);
    const html = String(visitor?.parsed.html);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
    );
    expect(visitor?.parsed.text).toContain(markup);
    expect(visitor?.parsed.replyTo?.value).toEqual([
      { name: `Anna <b>"Boss"</b> & Co`, address: "anna@example.com" },
    ]);
    const [eve] = smtp.about(forged.id);
    expect(eve?.parsed.subject).toBe(
      "Új megkeresés – Követeléskezelés – Eve Bcc: evil@example.com",
    );
    // Not an address a reply can go to: no Reply-To at all.
    expect(eve?.parsed.replyTo).toBeUndefined();
  });

  it("keeps zero-width characters out of the headers; the form refuses them and bidirectional controls", async () => {
    const [smtp, hook] = [await sink(), await receiver()];
    const running = await server(mailConfig(smtp, hook));
    // The form refuses the controls that reverse text and the zero-width characters in a
    // name (app/contact/invisible-characters.ts); the headers' own filter (mail.ts) still
    // drops them from inquiries stored before.
    for (const control of ["\u202a", "\u202e", "\u2066", "\u2069", "\u200e", "\u200f", "\u061c"]) {
      const refused = await postJson(`${running.url}/api/contact`, {
        ...inquiry,
        name: `Anna ${control}exe.amlázs`,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fieldErrors: { name: "directionControl" } });
    }
    const invisible = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"];
    for (const character of invisible) {
      const refused = await postJson(`${running.url}/api/contact`, {
        ...inquiry,
        name: `An${character}na`,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ fieldErrors: { name: "invisibleCharacter" } });
    }
    const name = `Anna ${invisible.join("")}fizetve – számla`;
    const { id } = await running.store.add({ ...inquiry, name, language: "en" });
    await until(async () => smtp.about(id).length === 1);
    const parsed = smtp.about(id)[0]?.parsed;
    const shown = "Anna fizetve – számla";
    expect(parsed?.subject).toBe(`Új megkeresés – Követeléskezelés – ${shown}`);
    expect(parsed?.replyTo?.value).toEqual([{ name: shown, address: "anna@example.com" }]);
    // The body shows what was sent, as it was sent.
    expect(parsed?.text).toContain(name);
  });

  it("sends nothing for a honeypot submission", async () => {
    const [smtp, hook] = [await sink(), await receiver()];
    const running = await server(mailConfig(smtp, hook));
    const bot = await postJson(`${running.url}/api/contact`, { ...inquiry, website: "x.example" });
    expect(bot.status).toBe(200);
    const id = await submit(running, { ...inquiry, name: "Valódi Ügyfél" });
    await until(async () => smtp.messages.length === 1 && hook.calls.length === 1);
    expect(await running.store.inquiryCount()).toBe(1);
    expect(smtp.about(id)).toHaveLength(1);
  });

  it("retries through 451 answers and refused connections and a restart: each e-mail arrives once", async () => {
    const [smtp, hook] = [await sink(), await receiver()];
    smtp.refuseWith = 451;
    const config = mailConfig(smtp, hook);
    const first = await startServer(config, createLogger("silent"));
    later(() => first.close());
    const ids = [
      await submit(first),
      await submit(first, { ...inquiry, name: "Nagy Béla" }),
      await submit(first, { ...inquiry, name: "Szabó Csilla" }),
    ];
    await until(async () =>
      (await states(first, ids, "email")).every((state) => (state?.attempts ?? 0) >= 2),
    );
    expect((await emailState(first, String(ids[0])))?.lastError).toMatch(/451/);
    // The webhook does not wait for the e-mail.
    await until(async () =>
      (await states(first, ids, "webhook")).every((state) => state?.state === "delivered"),
    );

    const port = smtp.port;
    await smtp.close();
    // An attempt in flight at the close may see "421 shutting down"; then connections are refused.
    await until(async () =>
      (await states(first, ids, "email")).every((state) =>
        /ECONNREFUSED/.test(state?.lastError ?? ""),
      ),
    );
    await first.close();

    smtp.refuseWith = undefined;
    await smtp.listen(port);
    const second = await server(config);
    await until(async () =>
      (await states(second, ids, "email")).every((state) => state?.state === "delivered"),
    );
    expect(smtp.messages).toHaveLength(3);
    for (const id of ids) expect(smtp.about(id)).toHaveLength(1);
    expect(smtp.refused).toBeGreaterThanOrEqual(6);
    expect(hook.calls).toHaveLength(3);
  });
});

describe("delivery alerts", () => {
  it("sends one alert per incident after the threshold, reports degraded health, and alerts anew after recovery", async () => {
    const [smtp, hook] = [await sink(), await receiver()];
    hook.status = 500;
    const alertAfterMs = 400;
    const running = await server(mailConfig(smtp, hook, { alertAfterMs }));
    const ids = [await submit(running), await submit(running, { ...inquiry, name: "Nagy Béla" })];
    const alerts = () =>
      smtp.messages.filter((mail) => mail.parsed.subject?.startsWith("Figyelem"));
    await until(async () => alerts().length === 1);
    const received = Date.parse((await running.store.get(String(ids[0])))?.receivedAt ?? "");
    expect(Date.parse(String(alerts()[0]?.parsed.date)) + 1_000).toBeGreaterThanOrEqual(
      received + alertAfterMs,
    );
    const alert = alerts()[0]?.parsed;
    // Both came in together; the first look past the threshold may see one or both.
    expect(alert?.subject).toMatch(/^Figyelem: [12] megkeresés nem jutott el a webhookhoz$/);
    expect(alert?.text).toContain("HTTP 500");
    expect(alerts()[0]?.envelope.to).toEqual(staff);
    for (const secret of ["Kovács", "anna@example.com", "Béla", "+36 30"]) {
      expect(alerts()[0]?.raw).not.toContain(secret);
    }

    const health = await (await fetch(`${running.url}/healthz`)).json();
    expect(health).toMatchObject({
      ok: true,
      status: "degraded",
      overdue: { webhook: { count: 2 } },
    });
    expect(JSON.stringify(health)).not.toMatch(/Kovács|anna@|HTTP 500/);

    // Retries go on for several more alert periods: still one alert.
    const calls = hook.calls.length;
    await until(async () => hook.calls.length >= calls + 6, 5_000);
    expect(alerts()).toHaveLength(1);

    hook.status = 200;
    await until(async () =>
      (await states(running, ids, "webhook")).every((state) => state?.state === "delivered"),
    );
    await until(async () => (await running.store.incidents.openSince()) === undefined);
    // A health result answers for about a second: the degraded one may still be current.
    await until(async () => (await (await fetch(`${running.url}/healthz`)).json()).status === "ok");

    hook.status = 500;
    await submit(running, { ...inquiry, name: "Szabó Csilla" });
    await until(async () => alerts().length === 2);
    expect(alerts()[1]?.parsed.subject).toBe("Figyelem: 1 megkeresés nem jutott el a webhookhoz");
  });
});
