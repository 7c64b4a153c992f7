import { describe, expect, it } from "vitest";
import { type Backend, backends, databaseUrlFor, poolFor } from "../../test/backends.ts";
import { perTest, testConfig, until } from "../../test/support.ts";
import type { Config } from "../env.ts";
import { startServer } from "../main.ts";
import { createLogger, type Logger } from "../shared/log.ts";
import { addDays } from "./day.ts";
import { openAnalyticsStore } from "./open-store.ts";
import type { CountKey } from "./store.ts";
import { weeklyState } from "./weekly.ts";

const { later, server, smtp } = perTest();

// Monday 2026-03-09 08:00 in Budapest is 07:00 UTC (winter time).
const sunday = Date.parse("2026-03-08T19:00:00Z");
const mondayBefore8 = Date.parse("2026-03-09T06:59:00Z");
const monday8 = Date.parse("2026-03-09T07:00:00Z");

const key = (day: string, kind: CountKey["kind"], page = "/biztonsag"): CountKey => ({
  day,
  kind,
  page,
  language: "hu",
  service: kind === "inquiry" ? "security" : "",
  referrer: "",
  source: "",
  medium: "",
  campaign: "",
});

/** Last week (2 – 8 March): 140 views and 7 inquiries, 3 calls; the week before: 100 views. */
async function seed(config: Config): Promise<void> {
  const pool = poolFor(config.databaseUrl, later);
  const store = await openAnalyticsStore({ path: config.analytics.databasePath, pool });
  const lastWeek = Array.from({ length: 7 }, (_, i) => addDays("2026-03-02", i));
  await store.add([
    ...lastWeek.map((day) => [key(day, "view"), 20] as const),
    ...lastWeek.map((day) => [key(day, "inquiry"), 1] as const),
    [key("2026-03-04", "call"), 3],
    ...lastWeek.map(
      (day) => [key(addDays(day, -7), "view", "/en"), day === "2026-03-02" ? 16 : 14] as const,
    ),
    [key("2026-01-20", "view"), 5],
  ]);
  await store.close();
}

/** A test server's settings with staff mail to `sink`, its stores in `backend`. */
async function mailingConfig(sink: { url: string }, backend: Backend): Promise<Config> {
  return testConfig({
    mail: { smtpUrl: sink.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
    databaseUrl: await databaseUrlFor(backend),
  });
}

describe.each(backends)("the weekly report e-mail (%s)", (backend) => {
  it("arrives on Monday from 08:00 with its chart and figures, once across restarts", async () => {
    const sink = await smtp();
    const config = await mailingConfig(sink, backend);
    await seed(config);
    let now = sunday;
    const clock = { now: () => now };
    const restart = async (time: number) => {
      now = time;
      const running = await server(config, clock);
      await running.analytics?.weekly?.check();
      await running.close();
    };
    await restart(sunday);
    await restart(mondayBefore8);
    expect(sink.messages).toHaveLength(0);
    const settings = { to: ["iroda@example.com"] };
    const state = async (time: number) => {
      const store = await openAnalyticsStore({
        path: config.analytics.databasePath,
        pool: poolFor(config.databaseUrl, later),
      });
      try {
        return await weeklyState(store, settings, time);
      } finally {
        await store.close();
      }
    };
    // The week the store began in was never sent: the page says none has gone yet.
    expect(await state(mondayBefore8)).toEqual({
      to: ["iroda@example.com"],
      nextWeek: "2026-03-09",
      sendAt: "08:00",
    });

    await restart(monday8);
    await until(() => sink.messages.length > 0);
    await restart(monday8 + 5 * 60_000);
    await restart(monday8 + 26 * 3_600_000);
    expect(sink.messages).toHaveLength(1);
    const sent = await state(monday8 + 26 * 3_600_000);
    expect(sent).toMatchObject({ nextWeek: "2026-03-16", lastWeek: "2026-03-09" });

    const [mail] = sink.messages;
    expect(mail?.envelope.to).toEqual(["iroda@example.com"]);
    const parsed = mail?.parsed;
    expect(parsed?.subject).toBe("Heti jelentés a weboldalról: 2026-03-02 – 2026-03-08");
    expect(parsed?.text).toMatch(/^összesen\s+140\s+\+40%\s+7\s+új\s+5%\s+3\s+0$/m);
    expect(parsed?.text).toMatch(/^Biztonságtechnika\s+140\s+új\s+7\s+új\s+5%\s+3\s+0$/m);
    const [chart] = parsed?.attachments ?? [];
    expect(parsed?.attachments).toHaveLength(1);
    expect(chart?.contentType).toBe("image/png");
    expect(chart?.contentDisposition).toBe("inline");
    // Shown in the message, not only attached: the HTML refers to it by its Content-ID
    // (mailparser resolves such a reference to the image's data).
    expect(chart?.related).toBe(true);
    expect(mail?.raw).toContain(`Content-ID: <${chart?.cid}>`);
    expect(parsed?.html).toContain('<img src="data:image/png;base64,');
    // A real PNG, 1440 px wide (the 720 px chart at twice the density).
    expect(chart?.content.subarray(1, 4).toString()).toBe("PNG");
    expect(chart?.content.readUInt32BE(16)).toBe(1440);
  });

  it("is not sent when ANALYTICS_REPORT is off", async () => {
    const sink = await smtp();
    const config = await mailingConfig(sink, backend);
    config.analytics = { ...config.analytics, weeklyReport: false };
    await seed(config);
    for (const time of [sunday, monday8]) {
      const running = await server(config, { now: () => time });
      expect(running.analytics?.weekly).toBeUndefined();
      await running.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(0);
  });
});

/** A logger that keeps the events it was given. */
function recordingLog(): { log: Logger; events: string[] } {
  const events: string[] = [];
  const record = (event: string) => void events.push(event);
  return { log: { ...createLogger("silent"), info: record, warn: record, error: record }, events };
}

describe("two instances on one PostgreSQL database", () => {
  it("send the weekly report once, and purge old counts once a day", async () => {
    const sink = await smtp();
    const first = await mailingConfig(sink, "postgres");
    const second = { ...(await mailingConfig(sink, "postgres")), databaseUrl: first.databaseUrl };
    await seed(first);
    // The first start records the week it sees; then both look on Monday at 08:00, at once.
    const fresh = await server(first, { now: () => sunday });
    await fresh.analytics?.weekly?.check();
    await fresh.close();
    // A day older than the 25 months counts are kept, for the Monday's purge.
    const pool = poolFor(first.databaseUrl, later);
    const store = await openAnalyticsStore({ path: "", pool });
    await store.add([[key("2024-01-31", "view"), 1]]);
    const logs = [recordingLog(), recordingLog()];
    const instances = await Promise.all(
      [first, second].map((config, i) => startServer(config, logs[i]?.log, { now: () => monday8 })),
    );
    for (const running of instances) later(() => running.close());
    await Promise.all(instances.map((running) => running.analytics?.weekly?.check()));
    await Promise.all(instances.map((running) => running.analytics?.weekly?.check()));
    await until(() => sink.messages.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(1);
    const events = logs.flatMap(({ events }) => events);
    expect(events.filter((event) => event === "analytics.report_sent")).toHaveLength(1);
    // One of them purged the old day; the other found the day's purge claimed.
    expect(events.filter((event) => event === "retention.counts_purged")).toHaveLength(1);
    expect(await store.totals("2024-01-01", "2024-01-31")).toEqual([]);
    expect(await store.totals("2026-01-20", "2026-01-20")).toHaveLength(1);
  });
});
