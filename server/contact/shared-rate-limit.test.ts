/**
 * The contact limit with DATABASE_URL: two instances on one PostgreSQL database count one
 * client's attempts together, also when they arrive at once; a refused attempt is not
 * counted and learns when the sliding window lets the next one in.
 */
import { describe, expect, it } from "vitest";
import { configOn } from "../../test/backends.ts";
import { perTest, postJson, sampleInquiry } from "../../test/support.ts";
import { openPostgres } from "../shared/postgres.ts";
import { hour } from "./rate-limit.ts";
import { SharedRateLimiter } from "./shared-rate-limit.ts";

const { later, server } = perTest();

describe("the contact limit across instances", () => {
  it("adds up one client's attempts on two servers, sent one by one and at once", async () => {
    const config = await configOn("postgres", { rateLimit: { perMinute: 3, perHour: 100 } });
    const instances = [await server(config), await server(config)];
    const post = (i: number) =>
      postJson(`${instances[i % 2]?.url}/api/contact`, { ...sampleInquiry, name: `Ügyfél ${i}` });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(i)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await instances[1]?.store.inquiryCount()).toBe(3);

    const other = await configOn("postgres", { rateLimit: { perMinute: 5, perHour: 100 } });
    const pair = [await server(other), await server(other)];
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postJson(`${pair[i % 2]?.url}/api/contact`, { ...sampleInquiry, name: `Ügyfél ${i}` }),
      ),
    );
    const counted = burst.map((response) => response.status).sort();
    expect(counted).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    expect(await pair[0]?.store.inquiryCount()).toBe(5);
  });

  it("slides as in memory, never counts a refused attempt, and says when one is allowed", async () => {
    const { databaseUrl } = await configOn("postgres");
    const pool = openPostgres(databaseUrl ?? "");
    later(() => pool.end());
    let now = 10 * hour + 15_000;
    const limit = { perMinute: 2, perHour: 3 };
    const limiters = [
      await SharedRateLimiter.open(pool, limit, () => now),
      await SharedRateLimiter.open(pool, limit, () => now),
    ];
    expect(await limiters[0]?.take("203.0.113.7")).toBe(0);
    now += 15_000;
    expect(await limiters[1]?.take("203.0.113.7")).toBe(0);
    expect(await limiters[0]?.take("203.0.113.7")).toBe(45);
    for (let i = 0; i < 10; i++) await limiters[1]?.take("203.0.113.7");
    expect(await limiters[1]?.take("198.51.100.1")).toBe(0);
    now += 45_000;
    expect(await limiters[1]?.take("203.0.113.7")).toBe(0);
    // The hour allows three: the next one waits until the first leaves the hour.
    expect(await limiters[0]?.take("203.0.113.7")).toBe(3_600 - 60);
  });
});
