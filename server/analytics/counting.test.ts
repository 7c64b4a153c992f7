/**
 * Counting never stops silently and never grows without bound: a row the store refuses is set
 * aside while the rest lands; counts failing past the limit make /healthz "degraded" and send
 * one alert through a real SMTP server; a flood of made-up campaign tags leaves a bounded file
 * that costs `npm run report` next to nothing over its own start-up.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it, vi } from "vitest";
import { perTest, rawRequest, tempDir, testConfig, until } from "../../test/support.ts";
import { runReport } from "../cli/report.ts";
import { createLogger, type Logger } from "../shared/log.ts";
import { DroppedBeacons } from "./beacon.ts";
import { Counter } from "./counter.ts";
import { budapestDay } from "./day.ts";
import { AnalyticsStore, type CountKind, maxDailyCombinations } from "./store.ts";
import { noVisitFields } from "./visit.ts";

const { later, server, smtp } = perTest();
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A logger that keeps its lines, to read what was logged. */
function recordingLog(): { log: Logger; lines: Array<{ event: string; fields: object }> } {
  const lines: Array<{ event: string; fields: object }> = [];
  const record = (event: string, fields: object = {}) => void lines.push({ event, fields });
  const log = { ...createLogger("silent"), info: record, warn: record, error: record };
  return { log, lines };
}

function storeAt(path = join(tempDir("dp-counts-"), "analytics.sqlite")): AnalyticsStore {
  const store = new AnalyticsStore(path);
  later(async () => store.close());
  return store;
}

const view = (page: string, campaign = "") => ({
  kind: "view" as const,
  page,
  language: "hu",
  service: "",
  ...noVisitFields,
  ...(campaign && { source: "flood", medium: "cpc", campaign }),
});

describe("a flush", () => {
  it("writes every row but the one the store refuses, and logs that one with its reason", () => {
    const store = storeAt();
    const { log, lines } = recordingLog();
    const counter = new Counter(store, log, { flushMs: 60_000, alertAfterMs: 60_000 });
    counter.count(view("/"), 3);
    // A kind the store does not allow, as a kind added to the code without its store was.
    counter.count({ ...view("/en"), kind: "no-such-kind" as CountKind });
    counter.count(view("/biztonsag"));
    counter.flush();
    const today = budapestDay(Date.now());
    expect(store.totals(today, today).map(({ page, count }) => [page, count])).toEqual(
      expect.arrayContaining([
        ["/", 3],
        ["/biztonsag", 1],
      ]),
    );
    expect(store.combinationsOn(today)).toBe(2);
    expect(lines).toContainEqual({
      event: "analytics.row_refused",
      fields: expect.objectContaining({
        kind: "no-such-kind",
        page: "/en",
        count: 1,
        error: expect.stringContaining("FOREIGN KEY constraint failed"),
      }),
    });
    // Set aside, not retried: the next flush writes what is new and nothing else.
    counter.count(view("/"));
    counter.flush();
    expect(lines.filter((line) => line.event === "analytics.row_refused")).toHaveLength(1);
    expect(store.totals(today, today).find((row) => row.page === "/")?.count).toBe(4);
  });
});

describe("dropped beacons", () => {
  it("are counted by reason, with a log line at most once a minute", () => {
    const { log, lines } = recordingLog();
    let now = 0;
    const drops = new DroppedBeacons(log, { now: () => now });
    drops.add("crossSite");
    drops.add("unknownEvent");
    drops.add("unknownEvent");
    now = 59_999;
    drops.add("notAPerson");
    now = 60_000;
    drops.add("unknownEvent");
    expect(lines).toEqual([
      { event: "analytics.beacons_dropped", fields: { crossSite: 1 } },
      { event: "analytics.beacons_dropped", fields: { unknownEvent: 3, notAPerson: 1 } },
    ]);
  });
});

describe("counts that cannot be written", () => {
  it("turn /healthz to degraded past the limit and send one alert e-mail", async () => {
    const sink = await smtp();
    const config = testConfig({
      mail: { smtpUrl: sink.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
    });
    config.analytics = { ...config.analytics, flushMs: 20, alertAfterMs: 300, weeklyReport: false };
    const running = await server(config);
    const health = async () => (await fetch(`${running.url}/healthz`)).json();
    const visit = () =>
      rawRequest(running.url, { method: "GET", path: "/", headers: { "user-agent": browser } });
    await visit();
    await until(() => existsCounts(config.analytics.databasePath));

    // The store refuses every count, as a full disk would.
    const other = new DatabaseSync(config.analytics.databasePath);
    later(async () => other.close());
    other.exec(`
      CREATE TRIGGER refuse_insert BEFORE INSERT ON daily_counts
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;
      CREATE TRIGGER refuse_update BEFORE UPDATE ON daily_counts
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;`);
    const failingFrom = Date.now();
    expect(await health()).toMatchObject({ status: "ok" });
    await until(
      async () => {
        await visit();
        return (await health()).status === "degraded";
      },
      5_000,
      50,
    );
    expect(Date.now() - failingFrom).toBeGreaterThanOrEqual(300);
    expect(await health()).toEqual({
      ok: true,
      status: "degraded",
      counting: { since: expect.any(String) },
    });
    await until(() => sink.messages.length === 1);
    // Counts keep failing for several times the limit: still one e-mail.
    for (let i = 0; i < 15; i++) {
      await visit();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]?.parsed;
    expect(mail?.subject).toBe("Figyelem: a weboldal látogatási számai nem kerülnek mentésre");
    expect(mail?.text).toContain("Utolsó hiba: database or disk is full");

    other.exec("DROP TRIGGER refuse_insert; DROP TRIGGER refuse_update;");
    await until(async () => {
      await visit();
      return (await health()).status === "ok";
    }, 5_000);
  });
});

const existsCounts = (path: string) => {
  const db = new DatabaseSync(path);
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM daily_counts").get() as { n: number }).n > 0;
  } finally {
    db.close();
  }
};

describe("a flood of made-up campaign tags", () => {
  it("leaves a bounded day in the file, which costs the report little time and memory", () => {
    const dir = tempDir("dp-flood-");
    const path = join(dir, "analytics.sqlite");
    const store = storeAt(path);
    const counter = new Counter(store, createLogger("silent"), {
      flushMs: 60_000,
      alertAfterMs: 60_000,
    });
    const pages = ["/", "/en", "/de", "/biztonsag", "/security", "/sicherheit"];
    // 100,000 views with tags never seen before, written in 100 flushes (5 s each in production).
    for (let i = 0; i < 100_000; i++) {
      counter.count(view(pages[i % pages.length] ?? "/", `c${i}-${Math.random()}`));
      if (i % 1_000 === 999) counter.flush();
    }
    counter.flush();
    const today = budapestDay(Date.now());
    const rows = store.combinationsOn(today);
    console.log(`flood: ${rows} rows for the day`);
    expect(rows).toBeLessThanOrEqual(maxDailyCombinations + 4 * pages.length);
    const totals = store.totals(today, today);
    expect(totals.reduce((sum, row) => sum + row.count, 0)).toBe(100_000);
    expect(totals.filter((row) => row.campaign === "(other)").length).toBe(pages.length);
    store.close();

    // The report's own work on the flooded file, in this process.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const working = performance.now();
    expect(runReport(["--days", "30"], { ANALYTICS_DATABASE_PATH: path })).toBe(0);
    const workMs = performance.now() - working;
    log.mockRestore();

    // The report as `npm run report` runs it, in a process of its own, against the same report
    // over an empty file (the process's start-up and modules), runs alternating: medians.
    const empty = join(tempDir("dp-flood-"), "analytics.sqlite");
    new AnalyticsStore(empty).close();
    const runs = [0, 1, 2].map(() => ({ flooded: reportRun(path), reference: reportRun(empty) }));
    const median = (values: number[]) => Math.round(values.sort((x, y) => x - y)[1] ?? 0);
    const flooded = {
      ms: median(runs.map((run) => run.flooded.ms)),
      mb: median(runs.map((run) => run.flooded.mb)),
    };
    const reference = {
      ms: median(runs.map((run) => run.reference.ms)),
      mb: median(runs.map((run) => run.reference.mb)),
    };
    console.log(
      `flood: report's work ${Math.round(workMs)} ms; the report process ${flooded.ms} ms, ${flooded.mb} MB; over an empty file ${reference.ms} ms, ${reference.mb} MB`,
    );
    // Before the bound the same flood took the report 6.7 s and 314 MB, its work most of that.
    expect(workMs).toBeLessThan(300);
    expect(flooded.ms).toBeLessThan(2 * reference.ms);
    expect(flooded.mb - reference.mb).toBeLessThan(25);
    // The bound docs/analytics.md states: the whole report process under 100 MB.
    expect(flooded.mb).toBeLessThan(100);
  });
});

/** `npm run report -- --days 30` on the file at `path`, in a process: its time and peak RSS. */
function reportRun(path: string): { ms: number; mb: number } {
  const started = performance.now();
  const report = spawnSync(
    process.execPath,
    [
      "--import",
      'data:text/javascript,process.on("exit",()=>process.stderr.write("maxrss="+process.resourceUsage().maxRSS+"\\n"))',
      join(import.meta.dirname, "..", "cli", "report.ts"),
      "--days",
      "30",
    ],
    { env: { ...process.env, ANALYTICS_DATABASE_PATH: path }, encoding: "utf8" },
  );
  const ms = performance.now() - started;
  expect(report.status, report.stderr).toBe(0);
  return { ms, mb: Number(/maxrss=(\d+)/.exec(report.stderr)?.[1]) / 1024 };
}
