import { describe, expect, it } from "vitest";
import { perTest, testConfig, until } from "../../test/support.ts";
import type { Config } from "../env.ts";
import { addDays } from "./day.ts";
import { AnalyticsStore, type CountKey } from "./store.ts";

const { server, smtp } = perTest();

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
function seed(config: Config): void {
  const store = new AnalyticsStore(config.analytics.databasePath);
  const lastWeek = Array.from({ length: 7 }, (_, i) => addDays("2026-03-02", i));
  store.add([
    ...lastWeek.map((day) => [key(day, "view"), 20] as const),
    ...lastWeek.map((day) => [key(day, "inquiry"), 1] as const),
    [key("2026-03-04", "call"), 3],
    ...lastWeek.map(
      (day) => [key(addDays(day, -7), "view", "/en"), day === "2026-03-02" ? 16 : 14] as const,
    ),
    [key("2026-01-20", "view"), 5],
  ]);
  store.close();
}

describe("the weekly report e-mail", () => {
  it("arrives on Monday from 08:00 with its chart and figures, once across restarts", async () => {
    const sink = await smtp();
    const config = testConfig({
      mail: { smtpUrl: sink.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
    });
    seed(config);
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

    await restart(monday8);
    await until(() => sink.messages.length > 0);
    await restart(monday8 + 5 * 60_000);
    await restart(monday8 + 26 * 3_600_000);
    expect(sink.messages).toHaveLength(1);

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
    const config = testConfig({
      mail: { smtpUrl: sink.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
    });
    config.analytics = { ...config.analytics, weeklyReport: false };
    seed(config);
    for (const time of [sunday, monday8]) {
      const running = await server(config, { now: () => time });
      expect(running.analytics?.weekly).toBeUndefined();
      await running.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(0);
  });
});
