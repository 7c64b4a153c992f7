import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../server/test-support.ts";
import { closestToLimit, readTimings, slowest } from "./test-timings.ts";

const timings = [
  { name: "browser, 10 s of 60 s", ms: 10_000, limitMs: 60_000 },
  { name: "unit, 2 s of 5 s", ms: 2_000, limitMs: 5_000 },
  { name: "no limit, 30 s", ms: 30_000, limitMs: 0 },
  { name: "build, 17 s of 600 s", ms: 17_000, limitMs: 600_000 },
];

describe("the tests npm test lists at the end", () => {
  it("reads back what the reporter wrote", () => {
    const file = join(tempDir("dp-timings-"), "timings.jsonl");
    writeFileSync(file, timings.map((timing) => `${JSON.stringify(timing)}\n`).join(""));
    expect(readTimings(file)).toEqual(timings);
    expect(readTimings(join(tempDir("dp-timings-"), "missing.jsonl"))).toEqual([]);
  });

  it("lists the slowest, slowest first", () => {
    expect(slowest(timings, 3).map(({ name }) => name)).toEqual([
      "no limit, 30 s",
      "build, 17 s of 600 s",
      "browser, 10 s of 60 s",
    ]);
  });

  it("names the test with the largest share of its limit, which need not be slow", () => {
    expect(closestToLimit(timings)?.name).toBe("unit, 2 s of 5 s");
    expect(closestToLimit([])).toBeUndefined();
  });
});
