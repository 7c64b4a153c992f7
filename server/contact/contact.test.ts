import { afterEach, describe, expect, it } from "vitest";
import {
  postJson,
  rawRequest,
  serveWithReceiver,
  start,
  testConfig,
  testRuntime,
  until,
} from "../../test/support.ts";
import type { RunningServer } from "../main.ts";

// The notices of the release the test server serves (content/'s).
const huForm = { notices: testRuntime.notices.hu };
const enForm = { notices: testRuntime.notices.en };
const deForm = { notices: testRuntime.notices.de };

const valid = { name: "Kovács Anna", email: "anna@example.com" };
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };

/** Posts `fields` as a plain form (no JavaScript) and expects a redirect back to `location`. */
async function expectFormRedirect(url: string, fields: Record<string, string>, location: string) {
  const answer = await rawRequest(url, { headers: formHeaders, body: formBody(fields) });
  expect(answer.status).toBe(303);
  expect(answer.headers.location).toBe(location);
  return answer;
}

describe("POST /api/contact", () => {
  const harness = serveWithReceiver();

  it("stores a valid JSON inquiry before answering with the page's success notice", async () => {
    const response = await postJson(`${harness.running.url}/api/contact`, {
      ...valid,
      phone: " +36 1 234 5678 ",
      service: "security",
      message: "Első sor\nmásodik sor",
      website: "",
      page: "/security",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ ok: true, notice: enForm.notices.success });
    const [stored] = await harness.running.store.list();
    expect(stored).toMatchObject({
      ...valid,
      phone: "+36 1 234 5678",
      service: "security",
      message: "Első sor\nmásodik sor",
      language: "en",
      page: "/security",
    });
  });

  it.each([
    { "Content-Type": "APPLICATION/JSON" },
    { "Content-Type": "Application/Json; Charset=UTF-8" },
    { "Content-Type": "application/json", Accept: "Application/JSON" },
  ] as Array<Record<string, string>>)(
    "answers JSON whatever the case of the media type: %j",
    async (headers) => {
      const answer = await rawRequest(harness.running.url, {
        headers,
        body: JSON.stringify({ ...valid, page: "/en" }),
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(JSON.parse(answer.body)).toEqual({ ok: true, notice: enForm.notices.success });
    },
  );

  it("keeps HTML and script text verbatim as data", async () => {
    const name = `<script>alert("x")</script>`;
    const message = `<img src=x onerror=alert(1)> ' " & \u00e9`;
    const response = await postJson(`${harness.running.url}/api/contact`, {
      ...valid,
      name,
      message,
    });
    expect(response.status).toBe(200);
    await until(async () => harness.receiver.calls.some((call) => call.body.includes("onerror")));
    const call = harness.receiver.calls.find((c) => c.body.includes("onerror"));
    expect(JSON.parse(call?.body ?? "{}")).toMatchObject({ name, message });
  });

  it("answers in the language of the form's page and falls back to the Hungarian home", async () => {
    for (const [page, notice] of [
      ["/de", deForm.notices.validation],
      ["/sicherheit", deForm.notices.validation],
      ["/en", enForm.notices.validation],
      ["/en/unlisted-terms", enForm.notices.validation],
      ["/biztonsag", huForm.notices.validation],
      [undefined, huForm.notices.validation],
    ] as const) {
      const response = await postJson(`${harness.running.url}/api/contact`, { name: "x", page });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ok: false,
        code: "validation",
        fieldErrors: { name: "nameTooShort", email: "emailInvalid" },
        notice,
      });
    }
  });

  it("calls unknown fields a rejected request, not a validation problem", async () => {
    const response = await postJson(`${harness.running.url}/api/contact`, { ...valid, admin: "1" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "rejected",
      notice: huForm.notices.rejected,
    });
  });

  it("answers a filled honeypot like a success, storing and delivering nothing", async () => {
    const before = await harness.running.store.outbox.counts();
    const calls = harness.receiver.calls.length;
    const json = await postJson(`${harness.running.url}/api/contact`, {
      ...valid,
      website: "https://spam.example",
      page: "/en",
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true, notice: enForm.notices.success });
    await expectFormRedirect(
      harness.running.url,
      { ...valid, website: "x", page: "/biztonsag" },
      "/biztonsag#notice-success",
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await harness.running.store.outbox.counts()).toEqual(before);
    expect(harness.receiver.calls.length).toBe(calls);
  });

  describe("a preview's form", () => {
    const previewNote = {
      title: "Előnézet: az üzenet nem ment el",
      text: "Az előnézet űrlapja nem tárol és nem küld semmit; az élő oldalon ugyanez az űrlap elküldi az üzenetet.",
    };
    const stored = async () => (await harness.running.store.list()).map((row) => row.email);

    it("stores and sends nothing that carries the preview's marker or comes from a preview page", async () => {
      const calls = harness.receiver.calls.length;
      const marked = await postJson(`${harness.running.url}/api/contact`, {
        name: "Teszt Elek",
        email: "elek-marked@example.com",
        page: "/biztonsag",
        "dp-preview": "1",
      });
      expect(marked.status).toBe(200);
      expect(await marked.json()).toEqual({ ok: true, notice: previewNote });
      const host = new URL(harness.running.url).host;
      const referred = await rawRequest(harness.running.url, {
        headers: {
          "Content-Type": "application/json",
          Referer: `http://${host}/admin/preview/biztonsag`,
        },
        body: JSON.stringify({ name: "Teszt Elek", email: "elek-referred@example.com" }),
      });
      expect(JSON.parse(referred.body)).toEqual({ ok: true, notice: previewNote });
      // A plain form post goes back to its page in the preview, whose band says it.
      await expectFormRedirect(
        harness.running.url,
        {
          name: "Teszt Elek",
          email: "elek-form@example.com",
          page: "/biztonsag",
          "dp-preview": "1",
        },
        "/admin/preview/biztonsag#dp-preview-sent",
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await stored()).filter((email) => email.startsWith("elek-"))).toEqual([]);
      expect(harness.receiver.calls.length).toBe(calls);
    });

    it("never drops a real inquiry: another site's preview path, a live page, no referrer", async () => {
      for (const [referer, email] of [
        ["https://evil.example/admin/preview/biztonsag", "real-1@example.com"],
        [`${harness.running.url}/biztonsag`, "real-2@example.com"],
        ["", "real-3@example.com"],
      ] as const) {
        const answer = await rawRequest(harness.running.url, {
          headers: { "Content-Type": "application/json", ...(referer && { Referer: referer }) },
          body: JSON.stringify({ name: "Valódi Vera", email, page: "/biztonsag" }),
        });
        expect(answer.status).toBe(200);
      }
      expect(await stored()).toEqual(
        expect.arrayContaining(["real-1@example.com", "real-2@example.com", "real-3@example.com"]),
      );
    });
  });

  describe("a plain form post (no JavaScript) is redirected back to its page", () => {
    it.each([
      [{ ...valid, page: "/en" }, "/en#notice-success"],
      [{ ...valid, service: "cleaning", page: "/takaritas" }, "/takaritas#notice-success"],
      [{ name: "A", email: "a@b", page: "/security" }, "/security#notice-validation"],
      [{ ...valid, extra: "1", page: "/de" }, "/de#notice-rejected"],
      [{ ...valid, page: "https://evil.example/" }, "/#notice-success"],
      [{ ...valid, page: "/agb/alt" }, "/de#notice-success"],
      [{ ...valid, page: "/de/unbekannt" }, "/de#notice-success"],
    ])("%j → %s", async (fields, location) => {
      const response = await expectFormRedirect(harness.running.url, fields, location);
      expect(response.headers["cache-control"]).toBe("no-store");
    });

    it("stores the inquiry with the page's language before redirecting", async () => {
      const email = "form-post@example.com";
      const response = await rawRequest(harness.running.url, {
        headers: formHeaders,
        body: formBody({ name: "Plain Form", email, service: "cleaning", page: "/reinigung" }),
      });
      expect(response.status).toBe(303);
      expect((await harness.running.store.list()).find((row) => row.email === email)).toMatchObject(
        {
          name: "Plain Form",
          service: "cleaning",
          language: "de",
          page: "/reinigung",
        },
      );
    });
  });

  describe("same-origin check", () => {
    it.each([
      [{ Origin: "http://HOST" }, 200],
      [{ Origin: "https://www.danubiusprotect.hu" }, 200],
      [{ "Sec-Fetch-Site": "same-origin", Origin: "http://HOST" }, 200],
      [{}, 200],
      [{ Origin: "https://evil.example" }, 403],
      [{ Origin: "null" }, 403],
      [{ "Sec-Fetch-Site": "cross-site" }, 403],
      [{ "Sec-Fetch-Site": "same-site" }, 403],
    ])("%j → %i", async (headers, status) => {
      const host = new URL(harness.running.url).host;
      const resolved = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, value.replace("HOST", host)]),
      );
      const response = await postJson(`${harness.running.url}/api/contact`, valid, resolved);
      expect(response.status).toBe(status);
      if (status === 403) {
        expect(await response.json()).toMatchObject({ ok: false, code: "forbidden" });
      }
    });
  });
});

describe("rate limit", () => {
  let running: RunningServer;
  afterEach(() => running.close());

  it("allows five a minute per client, then 429 with Retry-After and the localized notice", async () => {
    running = await start(testConfig({ rateLimit: { perMinute: 5, perHour: 30 } }));
    for (let i = 0; i < 5; i++) {
      expect((await postJson(`${running.url}/api/contact`, valid)).status).toBe(200);
    }
    const refused = await postJson(`${running.url}/api/contact`, { ...valid, page: "/de" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(await refused.json()).toEqual({
      ok: false,
      code: "rateLimited",
      notice: deForm.notices.rateLimited,
    });
    await expectFormRedirect(running.url, { ...valid, page: "/en" }, "/en#notice-rate-limited");
    expect((await running.store.outbox.counts()).webhook.pending).toBe(5);
  });

  it("tells clients apart by X-Forwarded-For only behind a trusted proxy", async () => {
    running = await start(testConfig({ rateLimit: { perMinute: 1, perHour: 30 }, trustProxy: 1 }));
    const from = (address: string) =>
      postJson(`${running.url}/api/contact`, valid, { "X-Forwarded-For": address });
    expect((await from("203.0.113.1")).status).toBe(200);
    expect((await from("203.0.113.2")).status).toBe(200);
    expect((await from("203.0.113.1")).status).toBe(429);
    // A forged left-hand entry does not make a new client: the proxy's entry counts.
    expect((await from("198.51.100.7, 203.0.113.2")).status).toBe(429);
  });

  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    running = await start(testConfig({ rateLimit: { perMinute: 1, perHour: 30 } }));
    const from = (address: string) =>
      postJson(`${running.url}/api/contact`, valid, { "X-Forwarded-For": address });
    expect((await from("203.0.113.1")).status).toBe(200);
    expect((await from("203.0.113.2")).status).toBe(429);
  });
});

describe("when the store fails", () => {
  it("answers the failure notice (500, or back to the page) and the health check turns 503", async () => {
    const running = await start(testConfig());
    try {
      running.store.close();
      const json = await postJson(`${running.url}/api/contact`, { ...valid, page: "/en" });
      expect(json.status).toBe(500);
      expect(await json.json()).toEqual({
        ok: false,
        code: "failure",
        notice: enForm.notices.failure,
      });
      await expectFormRedirect(
        running.url,
        { ...valid, page: "/uzemeltetetes" },
        "/uzemeltetetes#notice-failure",
      );
      const health = await fetch(`${running.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ ok: false });
    } finally {
      await running.close();
    }
  });
});
