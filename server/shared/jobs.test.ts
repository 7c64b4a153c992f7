/**
 * The jobs helper: a repeated task stops cleanly (no run after `stop`, the one in flight told
 * and waited for), and a job runs once across instances on PostgreSQL, once per process on
 * SQLite.
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { postgresJobs, processJobs, Repeat } from "./jobs.ts";
import { openPostgres } from "./postgres.ts";

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Repeat", () => {
  it("runs at once and then every N ms, one run at a time, and stops cleanly", async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    const repeat = new Repeat(10, async () => {
      runs++;
      most = Math.max(most, ++inFlight);
      await wait(25);
      inFlight--;
    });
    await repeat.start();
    expect(runs).toBe(1);
    await wait(100);
    expect(runs).toBeGreaterThan(1);
    expect(most).toBe(1);
    await repeat.stop();
    expect(inFlight).toBe(0);
    const stoppedAt = runs;
    await wait(60);
    expect(runs).toBe(stoppedAt);
    await repeat.run();
    expect(runs).toBe(stoppedAt);
  });

  it("tells the run in flight to stop, and a failing run does not end the repetition", async () => {
    let runs = 0;
    let aborted = false;
    const repeat = new Repeat(5, async (signal) => {
      runs++;
      if (runs === 1) throw new Error("once");
      await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve()));
      aborted = signal.aborted;
    });
    await repeat.start();
    await wait(30);
    expect(runs).toBe(2);
    await repeat.stop();
    expect(aborted).toBe(true);
  });
});

describe("Jobs", () => {
  it("runs a job once per period and once at a time in one process (SQLite)", async () => {
    const jobs = processJobs();
    expect(await jobs.claimRun("purge", "2026-11-26")).toBe(true);
    expect(await jobs.claimRun("purge", "2026-11-26")).toBe(false);
    expect(await jobs.claimRun("other", "2026-11-26")).toBe(true);
    expect(await jobs.claimRun("purge", "2026-11-27")).toBe(true);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = jobs.exclusively("report", () => held.then(() => "first"));
    expect(await jobs.exclusively("report", async () => "second")).toBeUndefined();
    release();
    expect(await first).toEqual({ value: "first" });
  });

  it("runs a job once across two instances on PostgreSQL", async () => {
    const url = await freshDatabase(inject("postgresUrl"));
    const pools = [openPostgres(url), openPostgres(url)];
    afterAll(() => Promise.all(pools.map((pool) => pool.end())));
    const instances = pools.map((pool) => postgresJobs(pool));
    const claims = await Promise.all(
      [...instances, ...instances].map((jobs) => jobs.claimRun("purge", "2026-11-26")),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    let runs = 0;
    const runOnce = (jobs: (typeof instances)[number]) =>
      jobs.exclusively("report", async () => {
        runs++;
        await wait(200);
      });
    const results = await Promise.all(instances.map(runOnce));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
  });
});
