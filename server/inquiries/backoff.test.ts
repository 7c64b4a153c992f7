import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff.ts";

describe("retryDelayMs", () => {
  it("doubles per attempt between half and all of the ceiling", () => {
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelayMs(2, 1000, 60_000, () => 1)).toBe(2000);
    expect(retryDelayMs(4, 1000, 60_000, () => 0)).toBe(4000);
  });

  it("never exceeds the cap, however many attempts", () => {
    for (const attempts of [10, 50, 1_000]) {
      expect(retryDelayMs(attempts, 1000, 60_000, () => 1)).toBe(60_000);
      expect(retryDelayMs(attempts, 1000, 60_000, () => 0)).toBe(30_000);
    }
  });

  it("spreads retries with jitter", () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, 1000, 60_000)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(2000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});
