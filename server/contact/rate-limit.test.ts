import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows five a minute, then says how long to wait", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ perMinute: 5, perHour: 30 }, () => now);
    for (let i = 0; i < 5; i++) expect(await limiter.take("a")).toBe(0);
    expect(await limiter.take("a")).toBe(60);
    now += 30_000;
    expect(await limiter.take("a")).toBe(30);
    now += 30_000;
    expect(await limiter.take("a")).toBe(0);
  });

  it("counts clients separately", async () => {
    const limiter = new RateLimiter({ perMinute: 1, perHour: 30 }, () => 0);
    expect(await limiter.take("a")).toBe(0);
    expect(await limiter.take("b")).toBe(0);
    expect(await limiter.take("a")).toBeGreaterThan(0);
  });

  it("caps the hour at thirty", async () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 5, perHour: 30 }, () => now);
    let allowed = 0;
    for (let minute = 0; minute < 59; minute++) {
      for (let i = 0; i < 5; i++) if ((await limiter.take("a")) === 0) allowed++;
      now += 60_000;
    }
    expect(allowed).toBe(30);
  });
});

describe("RateLimiter windows", () => {
  it("slides: an attempt leaves the minute exactly sixty seconds after it was made", async () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 2, perHour: 30 }, () => now);
    expect(await limiter.take("a")).toBe(0);
    now = 50_000;
    expect(await limiter.take("a")).toBe(0);
    expect(await limiter.take("a")).toBe(10);
    now = 60_000;
    expect(await limiter.take("a")).toBe(0);
    expect(await limiter.take("a")).toBe(50);
  });

  it("says how long until the hour allows another", async () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 100, perHour: 3 }, () => now);
    for (let i = 0; i < 3; i++) expect(await limiter.take("a")).toBe(0);
    now = 600_000;
    expect(await limiter.take("a")).toBe(3_000);
  });

  it("does not count refused attempts", async () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 1, perHour: 30 }, () => now);
    expect(await limiter.take("a")).toBe(0);
    for (let i = 0; i < 100; i++) await limiter.take("a");
    now = 60_000;
    expect(await limiter.take("a")).toBe(0);
  });

  it("remembers a bounded number of clients, forgetting the least recently seen", async () => {
    const limiter = new RateLimiter({ perMinute: 1, perHour: 30, maxClients: 3 }, () => 0);
    for (const client of ["a", "b", "c", "d"]) await limiter.take(client);
    expect(limiter.size).toBe(3);
    expect(await limiter.take("a")).toBe(0);
    expect(await limiter.take("d")).toBeGreaterThan(0);
  });
});
