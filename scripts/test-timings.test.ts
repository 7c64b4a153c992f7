import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../server/test-support.ts";
import { closestToLimit } from "./test-timings.ts";

describe("the tests npm test lists at the end", () => {
  it("are those that used the largest share of their limit, not the longest", () => {
    const file = join(tempDir("dp-timings-"), "timings.jsonl");
    const timings = [
      { name: "browser, 10 s of 60 s", ms: 10_000, limitMs: 60_000 },
      { name: "unit, 2 s of 5 s", ms: 2_000, limitMs: 5_000 },
      { name: "no limit, 3 s", ms: 3_000, limitMs: 0 },
      { name: "build, 17 s of 600 s", ms: 17_000, limitMs: 600_000 },
      { name: "no limit, 4 s", ms: 4_000, limitMs: 0 },
    ];
    writeFileSync(file, timings.map((timing) => `${JSON.stringify(timing)}\n`).join(""));
    expect(closestToLimit(file, 4).map(({ name }) => name)).toEqual([
      "unit, 2 s of 5 s",
      "browser, 10 s of 60 s",
      "build, 17 s of 600 s",
      "no limit, 4 s",
    ]);
  });

  it("are none when nothing was recorded", () => {
    expect(closestToLimit(join(tempDir("dp-timings-"), "missing.jsonl"), 10)).toEqual([]);
  });
});
