import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Backend, backends, databaseUrlFor } from "../../test/backends.ts";
import { perTest, rawRequest, testConfig } from "../../test/support.ts";
import { runReport } from "../cli/report.ts";

const { server } = perTest();

// A weekday in March (UTC+1 in Budapest): the counts fall on 2026-03-04.
const now = Date.parse("2026-03-04T10:00:00Z");
const visitor = {
  ip: "203.0.113.77",
  agent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor-Q7x2",
  cookie: "c00kie-value-5b91e3",
};
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

afterEach(() => vi.restoreAllMocks());

async function visitSequence(backend: Backend = "sqlite") {
  const config = testConfig({ trustProxy: 1, databaseUrl: await databaseUrlFor(backend) });
  const running = await server(config, { now: () => now });
  const origin = running.url;
  const send = (
    path: string,
    headers: Record<string, string> = {},
    method = "GET",
    body?: string,
  ) =>
    rawRequest(origin, {
      method,
      path,
      body,
      headers: {
        "user-agent": visitor.agent,
        "x-forwarded-for": visitor.ip,
        cookie: `dp_session=${visitor.cookie}`,
        ...headers,
      },
    });
  const beacon = (fields: Record<string, string>) =>
    send(
      "/api/event",
      {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        "sec-fetch-site": "same-origin",
      },
      "POST",
      new URLSearchParams(fields).toString(),
    );
  const inquiry = (page: string, service: string) =>
    send(
      "/api/contact",
      { "content-type": "application/json", accept: "application/json", origin },
      "POST",
      JSON.stringify({ name: "Teszt Elek", email: "elek@example.com", service, page }),
    );

  const statuses = [
    // Three languages; the Hungarian home from a search engine.
    (await send("/", { referer: "https://www.google.com/search?q=vagyonvedelem" })).status,
    (await send("/en")).status,
    (await send("/sicherheit", { referer: `${origin}/de` })).status,
    // A campaign link.
    (await send("/biztonsag?utm_source=hirlevel&utm_medium=email&utm_campaign=tavasz")).status,
  ];
  const first = await send("/aszf");
  statuses.push(first.status);
  // A revisit answered 304 counts too; HEAD, a bot, an asset, a 404 and an unopened prefetch do not.
  statuses.push((await send("/aszf", { "if-none-match": first.headers.etag ?? "" })).status);
  statuses.push((await send("/en", {}, "HEAD")).status);
  statuses.push((await send("/", { "user-agent": googlebot })).status);
  statuses.push((await send("/assets/entry-abc123.js")).status);
  statuses.push((await send("/nincs-ilyen")).status);
  statuses.push((await send("/security", { "sec-purpose": "prefetch" })).status);
  // A prefetch that is opened: the request is not counted, the page script's beacon is.
  statuses.push((await send("/de", { "sec-purpose": "prefetch" })).status);
  statuses.push((await beacon({ t: "view", p: "/de", q: "", r: `${origin}/sicherheit` })).status);
  // A click on the phone link, two inquiries.
  statuses.push((await beacon({ t: "call", p: "/biztonsag" })).status);
  statuses.push((await inquiry("/biztonsag", "security")).status);
  statuses.push((await inquiry("/en", "debt-collection")).status);
  // Beacons that count nothing: a page the site does not have, an event it does not know.
  statuses.push((await beacon({ t: "view", p: "/nincs-ilyen" })).status);
  statuses.push((await beacon({ t: "hover", p: "/" })).status);
  // A preview in the editor counts nothing: a click in it, a page opened from it, its form.
  statuses.push((await beacon({ t: "call", p: "/admin/preview/biztonsag" })).status);
  statuses.push(
    (await beacon({ t: "view", p: "/de", q: "", r: `${origin}/admin/preview/de` })).status,
  );
  statuses.push(
    (
      await send(
        "/api/contact",
        { "content-type": "application/json", accept: "application/json", origin },
        "POST",
        JSON.stringify({
          name: "Teszt Elek",
          email: "elek@example.com",
          page: "/",
          "dp-preview": "1",
        }),
      )
    ).status,
  );
  expect(statuses).toEqual([
    200, 200, 200, 200, 200, 304, 200, 200, 200, 404, 200, 200, 204, 204, 200, 200, 204, 204, 204,
    204, 200,
  ]);
  // A graceful stop writes what was counted.
  await running.close();
  return config;
}

const line = (view: number, inquiry = 0, call = 0, email = 0) => ({
  current: { view, inquiry, call, email },
  previous: { view: 0, inquiry: 0, call: 0, email: 0 },
});

/** What `npm run report` prints for the stores of `config`. */
async function reportOf(config: ReturnType<typeof testConfig>, args: string[]): Promise<string> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const code = await runReport(
    args,
    {
      ANALYTICS_DATABASE_PATH: config.analytics.databasePath,
      DATABASE_URL: config.databaseUrl,
    },
    now,
  );
  expect(code).toBe(0);
  return log.mock.calls.map((call) => String(call[0])).join("\n");
}

describe.each(backends)("counting a visit sequence (%s)", (backend) => {
  it("reports exactly the views, clicks and inquiries of the sequence", async () => {
    const config = await visitSequence(backend);
    const report = JSON.parse(await reportOf(config, ["--days", "30", "--json"]));
    expect(report.first).toBe("2026-02-03");
    expect(report.last).toBe("2026-03-04");
    expect(report.total).toEqual({ label: "", ...line(7, 2, 1, 0) });
    // Most viewed first, then most inquiries, then by path.
    expect(report.pages).toEqual([
      { label: "/aszf", ...line(2) },
      { label: "/biztonsag", ...line(1, 1, 1) },
      { label: "/en", ...line(1, 1) },
      { label: "/", ...line(1) },
      { label: "/de", ...line(1) },
      { label: "/sicherheit", ...line(1) },
    ]);
    expect(report.languages).toEqual([
      { label: "hu", ...line(4, 1, 1) },
      { label: "de", ...line(2) },
      { label: "en", ...line(1, 1) },
    ]);
    expect(report.services).toEqual([
      { label: "security", ...line(2, 1, 1) },
      { label: "debt-collection", ...line(0, 1) },
    ]);
    expect(report.referrers).toEqual([{ label: "www.google.com", ...line(1) }]);
    expect(report.campaigns).toEqual([{ label: "hirlevel / email / tavasz", ...line(1) }]);
    // Every request of the sequence that counted nothing, by its reason.
    expect(report.dropped).toEqual({
      bot: 1,
      prefetch: 2,
      head: 1,
      unknownPage: 1,
      unreadable: 0,
      unknownEvent: 1,
      crossSite: 0,
      preview: 2,
    });

    const text = await reportOf(config, ["--days", "30"]);
    expect(text).toMatch(/^total\s+7\s+new\s+2\s+new\s+28\.6%\s+1\s+0$/m);
    expect(text).toMatch(/^\/biztonsag\s+1\s+new\s+1\s+new\s+100%\s+1\s+0$/m);
    expect(text).toMatch(/^bots and requests without a browser\s+1$/m);
    expect(text).toMatch(/^prefetches \(counted by the page script when opened\)\s+2$/m);
    expect(text).toMatch(/^beacons naming no page of the site\s+1$/m);
  });

  it.runIf(backend === "sqlite")(
    "keeps no address, user agent or cookie of a visitor in any file",
    async () => {
      const config = await visitSequence();
      const dirs = new Set([dirname(config.databasePath), dirname(config.analytics.databasePath)]);
      const files = [...dirs].flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));
      expect(files.map((file) => file.split("/").at(-1))).toEqual(
        expect.arrayContaining(["analytics.sqlite", "inquiries.sqlite"]),
      );
      const bytes = Buffer.concat(files.map((file) => readFileSync(file)));
      // The sequence's figures are in there: the search is not looking at an empty file.
      expect(bytes.includes("www.google.com")).toBe(true);
      for (const secret of [
        visitor.ip,
        visitor.agent,
        "Visitor-Q7x2",
        visitor.cookie,
        "dp_session",
      ]) {
        expect(bytes.includes(secret), secret).toBe(false);
      }
    },
  );
});

describe("two instances on one PostgreSQL database", () => {
  it("add up: 3 views on each show as 6 in the report", async () => {
    const databaseUrl = await databaseUrlFor("postgres");
    const configs = [testConfig({ databaseUrl }), testConfig({ databaseUrl })];
    const instances = await Promise.all(
      configs.map((config) => server(config, { now: () => now })),
    );
    for (const running of instances)
      for (const path of ["/", "/en", "/biztonsag"])
        expect(
          (
            await rawRequest(running.url, {
              method: "GET",
              path,
              headers: { "user-agent": visitor.agent },
            })
          ).status,
        ).toBe(200);
    await Promise.all(instances.map((running) => running.close()));
    const report = JSON.parse(
      await reportOf(configs[1] ?? testConfig(), ["--days", "1", "--json"]),
    );
    expect(report.total.current.view).toBe(6);
    expect(
      report.pages.map((line: { label: string; current: { view: number } }) => [
        line.label,
        line.current.view,
      ]),
    ).toEqual([
      ["/", 2],
      ["/biztonsag", 2],
      ["/en", 2],
    ]);
  });
});

describe("settings", () => {
  it("counts nothing and writes no file when ANALYTICS is off", async () => {
    const config = testConfig();
    config.analytics = { ...config.analytics, enabled: false };
    const running = await server(config);
    expect(
      (
        await rawRequest(running.url, {
          method: "GET",
          path: "/",
          headers: { "user-agent": visitor.agent },
        })
      ).status,
    ).toBe(200);
    await running.close();
    expect(readdirSync(dirname(config.analytics.databasePath))).not.toContain("analytics.sqlite");
  });
});
