/**
 * The one limiter on both back-ends: a hit leaves its window exactly `windowMs` after it was
 * made; at the limit an attempt is refused (and not counted) with the moment it would be
 * allowed; attempts sent at once never get past the limit; a counted one can be given back.
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { openPostgres, type Pool } from "./postgres.ts";
import { MemoryWindow, PostgresWindow, type SlidingWindow } from "./sliding-window.ts";

const pools: Pool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

/** Two limiters on one back-end: one memory (in one process both are the same), or two instances. */
async function pair(backend: "memory" | "postgres"): Promise<[SlidingWindow, SlidingWindow]> {
  if (backend === "memory") {
    const one = new MemoryWindow();
    return [one, one];
  }
  const url = await freshDatabase(inject("postgresUrl"));
  const [a, b] = [openPostgres(url), openPostgres(url)];
  pools.push(a, b);
  return [new PostgresWindow(a), new PostgresWindow(b)];
}

const minute = (key: string, limit: number) => [{ key, limit, windowMs: 60_000 }];

describe.each(["memory", "postgres"] as const)("the sliding window (%s)", (backend) => {
  it("counts up to the limit, refuses past it, and lets a hit go exactly a window later", async () => {
    const [one, other] = await pair(backend);
    expect(await one.take(minute("a", 2), 0)).toHaveProperty("taken");
    expect(await other.take(minute("a", 2), 50_000)).toHaveProperty("taken");
    expect(await one.take(minute("a", 2), 50_000)).toEqual({ until: 60_000 });
    // Refused attempts are not counted.
    for (let i = 0; i < 5; i++) await other.take(minute("a", 2), 59_999);
    expect(await other.take(minute("a", 2), 59_999)).toEqual({ until: 60_000 });
    expect(await one.take(minute("a", 2), 60_000)).toHaveProperty("taken");
    expect(await other.take(minute("a", 2), 60_000)).toEqual({ until: 110_000 });
    // Another key counts apart.
    expect(await other.take(minute("b", 2), 60_000)).toHaveProperty("taken");
  });

  it("takes all of an attempt's keys or none, and gives a counted attempt back", async () => {
    const [one, other] = await pair(backend);
    const both = [
      { key: "client", limit: 1, windowMs: 60_000 },
      { key: "hour", limit: 5, windowMs: 3_600_000 },
    ];
    const first = await one.take(both, 1_000);
    expect(await other.take(both, 2_000)).toEqual({ until: 61_000 });
    // The refused attempt took nothing of the hour's key.
    for (let i = 0; i < 4; i++) {
      expect(
        await other.take([{ key: "hour", limit: 5, windowMs: 3_600_000 }], 3_000),
      ).toHaveProperty("taken");
    }
    if (!("taken" in first)) throw new Error("the first attempt was refused");
    await one.give(first.taken);
    expect(await other.take(both, 4_000)).toHaveProperty("taken");
  });

  it("lets no more than the limit through of attempts sent at once", async () => {
    const [one, other] = await pair(backend);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : other).take(minute("burst", 5), 1_000)),
    );
    expect(results.filter((result) => "taken" in result)).toHaveLength(5);
    expect(results.filter((result) => "until" in result)).toHaveLength(15);
  });
});

describe("the sliding window in memory", () => {
  it("keeps a bounded number of keys, forgetting the least recently used", async () => {
    const window = new MemoryWindow({ maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) await window.take(minute(key, 1), 0);
    expect(window.size).toBe(3);
    expect(await window.take(minute("a", 1), 0)).toHaveProperty("taken");
    expect(await window.take(minute("d", 1), 0)).toHaveProperty("until");
  });
});
