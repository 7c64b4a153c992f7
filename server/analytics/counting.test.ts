/**
 * Counting never stops silently and never grows without bound: a row the store refuses is set
 * aside while the rest lands; counts failing past the limit make /healthz "degraded" and send
 * one alert through a real SMTP server; a flood of made-up campaign tags leaves a bounded file
 * that costs `npm run report` next to nothing over its own start-up.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { type Backend, backends, databaseUrlFor, poolFor } from "../../test/backends.ts";
import { perTest, rawRequest, tempDir, testConfig, until } from "../../test/support.ts";
import { runReport } from "../cli/report.ts";
import { createLogger, type Logger } from "../shared/log.ts";
import { Counter } from "./counter.ts";
import { budapestDay } from "./day.ts";
import { openAnalyticsStore } from "./open-store.ts";
import { SqliteAnalyticsStore } from "./sqlite-store.ts";
import { type AnalyticsStore, type CountKind, maxDailyCombinations } from "./store.ts";
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

/** A fresh store of `backend` (an SQLite file at `path`, or a fresh PostgreSQL database). */
async function storeOf(
  backend: Backend,
  path = join(tempDir("dp-counts-"), "analytics.sqlite"),
): Promise<AnalyticsStore> {
  const pool = poolFor(await databaseUrlFor(backend), later);
  const store = await openAnalyticsStore({ path, pool });
  later(() => store.close());
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

describe.each(backends)("a flush (%s)", (backend) => {
  it("writes every row but the one the store refuses, and logs that one with its reason", async () => {
    const store = await storeOf(backend);
    const { log, lines } = recordingLog();
    const counter = new Counter(store, log, { flushMs: 60_000, alertAfterMs: 60_000 });
    counter.count(view("/"), 3);
    // A kind the store does not allow, as a kind added to the code without its store was.
    counter.count({ ...view("/en"), kind: "no-such-kind" as CountKind });
    counter.count(view("/biztonsag"));
    await counter.flush();
    const today = budapestDay(Date.now());
    expect((await store.totals(today, today)).map(({ page, count }) => [page, count])).toEqual(
      expect.arrayContaining([
        ["/", 3],
        ["/biztonsag", 1],
      ]),
    );
    expect(await store.combinationsOn(today)).toBe(2);
    expect(lines).toContainEqual({
      event: "analytics.row_refused",
      fields: expect.objectContaining({
        kind: "no-such-kind",
        page: "/en",
        count: 1,
        error: expect.stringMatching(
          /FOREIGN KEY constraint failed|violates foreign key constraint/,
        ),
      }),
    });
    // Set aside, not retried: the next flush writes what is new and nothing else.
    counter.count(view("/"));
    await counter.flush();
    expect(lines.filter((line) => line.event === "analytics.row_refused")).toHaveLength(1);
    expect((await store.totals(today, today)).find((row) => row.page === "/")?.count).toBe(4);
  });
});

/** Makes the counts' store refuse every write, as a full disk would; returns the undoing. */
async function refuseWrites(backend: Backend, where: { path: string; url?: string }) {
  if (backend === "sqlite") {
    const other = new DatabaseSync(where.path);
    later(async () => other.close());
    other.exec(`
      CREATE TRIGGER refuse_insert BEFORE INSERT ON daily_counts
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;
      CREATE TRIGGER refuse_update BEFORE UPDATE ON daily_counts
        BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;`);
    return () => other.exec("DROP TRIGGER refuse_insert; DROP TRIGGER refuse_update;");
  }
  const other = new pg.Client({ connectionString: where.url });
  await other.connect();
  later(() => other.end());
  await other.query(`
    CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'database or disk is full'; END $$;
    CREATE TRIGGER refuse BEFORE INSERT OR UPDATE ON daily_counts
      FOR EACH ROW EXECUTE FUNCTION refuse();`);
  return () => other.query("DROP TRIGGER refuse ON daily_counts");
}

describe.each(backends)("counts that cannot be written (%s)", (backend) => {
  it("turn /healthz to degraded past the limit and send one alert e-mail", async () => {
    const sink = await smtp();
    const config = testConfig({
      mail: { smtpUrl: sink.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
      databaseUrl: await databaseUrlFor(backend),
    });
    config.analytics = { ...config.analytics, flushMs: 20, alertAfterMs: 300, weeklyReport: false };
    const running = await server(config);
    const health = async () => (await fetch(`${running.url}/healthz`)).json();
    const visit = () =>
      rawRequest(running.url, { method: "GET", path: "/", headers: { "user-agent": browser } });
    await visit();
    const today = budapestDay(Date.now());
    await until(
      async () => ((await running.analytics?.store.totals(today, today)) ?? []).length > 0,
    );

    // The store refuses every count, as a full disk would.
    const undo = await refuseWrites(backend, {
      path: config.analytics.databasePath,
      url: config.databaseUrl,
    });
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

    await undo();
    await until(async () => {
      await visit();
      return (await health()).status === "ok";
    }, 5_000);
  });
});

describe("instances on one PostgreSQL database that cannot write counts", () => {
  it("send one alert e-mail between them", async () => {
    const sink = await smtp();
    const databaseUrl = await databaseUrlFor("postgres");
    const configs = [0, 1].map(() => {
      const config = testConfig({
        mail: { smtpUrl: sink.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
        databaseUrl,
      });
      config.analytics = {
        ...config.analytics,
        flushMs: 20,
        alertAfterMs: 200,
        weeklyReport: false,
      };
      return config;
    });
    const instances = await Promise.all(configs.map((config) => server(config)));
    await refuseWrites("postgres", { path: "", url: databaseUrl });
    const stalled = async () =>
      (
        await Promise.all(
          instances.map(async (running) => {
            await rawRequest(running.url, {
              method: "GET",
              path: "/",
              headers: { "user-agent": browser },
            });
            return (await (await fetch(`${running.url}/healthz`)).json()).status;
          }),
        )
      ).every((status) => status === "degraded");
    await until(stalled, 5_000, 50);
    await until(() => sink.messages.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages).toHaveLength(1);
  });
});

describe("a flood of made-up campaign tags", () => {
  it("leaves a bounded day in the file, which costs the report little time and memory", async () => {
    const dir = tempDir("dp-flood-");
    const path = join(dir, "analytics.sqlite");
    const store = await storeOf("sqlite", path);
    const counter = new Counter(store, createLogger("silent"), {
      flushMs: 60_000,
      alertAfterMs: 60_000,
    });
    const pages = ["/", "/en", "/de", "/biztonsag", "/security", "/sicherheit"];
    // 100,000 views with tags never seen before, written in 100 flushes (5 s each in production).
    for (let i = 0; i < 100_000; i++) {
      counter.count(view(pages[i % pages.length] ?? "/", `c${i}-${Math.random()}`));
      if (i % 1_000 === 999) await counter.flush();
    }
    await counter.flush();
    const today = budapestDay(Date.now());
    const rows = await store.combinationsOn(today);
    console.log(`flood: ${rows} rows for the day`);
    expect(rows).toBeLessThanOrEqual(maxDailyCombinations + 4 * pages.length);
    const totals = await store.totals(today, today);
    expect(totals.reduce((sum, row) => sum + row.count, 0)).toBe(100_000);
    expect(totals.filter((row) => row.campaign === "(other)").length).toBe(pages.length);
    await store.close();

    // The report's own work on the flooded file, in this process: its CPU time.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const working = process.cpuUsage();
    expect(await runReport(["--days", "30"], { ANALYTICS_DATABASE_PATH: path })).toBe(0);
    const spent = process.cpuUsage(working);
    const workMs = (spent.user + spent.system) / 1000;
    log.mockRestore();

    // The report as `npm run report` runs it, in a process of its own, against the same report
    // over an empty file (the process's start-up and modules), runs alternating: medians.
    const empty = join(tempDir("dp-flood-"), "analytics.sqlite");
    await new SqliteAnalyticsStore(empty).close();
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
      `flood: report's work ${Math.round(workMs)} CPU-ms; the report process ${flooded.ms} CPU-ms, ${flooded.mb} MB; over an empty file ${reference.ms} CPU-ms, ${reference.mb} MB`,
    );
    // Before the bound the same flood took the report 6.7 s and 314 MB, its work most of that.
    expect(workMs).toBeLessThan(300);
    expect(flooded.ms).toBeLessThan(2 * reference.ms);
    expect(flooded.mb - reference.mb).toBeLessThan(25);
    // The bound docs/analytics.md states: the whole report process under 130 MB.
    expect(flooded.mb).toBeLessThan(130);
  });
});

describe("a flood through two instances on one PostgreSQL database", () => {
  it("keeps the day's cap across them, and every count", async () => {
    const url = await databaseUrlFor("postgres");
    const stores = await Promise.all(
      [0, 1].map(() => openAnalyticsStore({ path: "", pool: poolFor(url, later) })),
    );
    const pages = ["/", "/en", "/de", "/biztonsag", "/security", "/sicherheit"];
    // 14,000 views with tags never seen before on each, flushed 700 at a time, both at once:
    // the second round crosses the cap from both instances together.
    const counters = stores.map(
      (store) =>
        new Counter(store, createLogger("silent"), { flushMs: 60_000, alertAfterMs: 60_000 }),
    );
    for (let round = 0; round < 20; round++) {
      counters.forEach((counter, instance) => {
        for (let i = 0; i < 700; i++)
          counter.count(view(pages[i % pages.length] ?? "/", `c${instance}-${round}-${i}`));
      });
      await Promise.all(counters.map((counter) => counter.flush()));
    }
    const today = budapestDay(Date.now());
    const [store] = stores;
    const rows = (await store?.combinationsOn(today)) ?? 0;
    expect(rows).toBeGreaterThanOrEqual(maxDailyCombinations);
    expect(rows).toBeLessThanOrEqual(maxDailyCombinations + 4 * pages.length);
    const totals = (await store?.totals(today, today)) ?? [];
    expect(totals.reduce((sum, row) => sum + row.count, 0)).toBe(28_000);
  });
});

/** `npm run report -- --days 30` on the file at `path`, in a process: its CPU time and peak RSS. */
function reportRun(path: string): { ms: number; mb: number } {
  // The child's own CPU time, not the wall clock: on a busy machine the wall clock measures
  // the neighbours as much as the report. Its memory is its own peak (VmHWM, reset by exec):
  // getrusage's maxRSS also keeps the resident size of the process it was forked from, which
  // made a report started by a large test worker look as large as the worker.
  const report = spawnSync(
    process.execPath,
    [
      "--import",
      'data:text/javascript,process.on("exit",()=>{const u=process.resourceUsage();const s=process.getBuiltinModule("node:fs").readFileSync("/proc/self/status","utf8");process.stderr.write("maxrss="+/VmHWM:\\s*(\\d+)/.exec(s)[1]+" cpu="+(u.userCPUTime+u.systemCPUTime)+"\\n")})',
      join(import.meta.dirname, "..", "cli", "report.ts"),
      "--days",
      "30",
    ],
    { env: { ...process.env, ANALYTICS_DATABASE_PATH: path }, encoding: "utf8" },
  );
  expect(report.status, report.stderr).toBe(0);
  const usage = /maxrss=(\d+) cpu=(\d+)/.exec(report.stderr);
  return { ms: Number(usage?.[2]) / 1000, mb: Number(usage?.[1]) / 1024 };
}
