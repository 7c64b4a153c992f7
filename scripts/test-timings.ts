/**
 * How long each test took against its time limit, for `npm test` to list the slowest tests and
 * the one that came closest to its limit. One reporter for both runners: Vitest calls
 * `onTestCaseResult`, Playwright `onTestEnd`; each test becomes one JSON line in the file named
 * by TEST_TIMINGS_FILE.
 */
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { relative } from "node:path";
import type { TestCase as PlaywrightTest, TestResult } from "@playwright/test/reporter";
import type { TestCase as VitestTest } from "vitest/node";

export interface Timing {
  name: string;
  ms: number;
  limitMs: number;
}

function record(timing: Timing): void {
  const file = process.env.TEST_TIMINGS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(timing)}\n`);
}

export default class TestTimings {
  onTestCaseResult(test: VitestTest): void {
    const ms = test.diagnostic()?.duration;
    if (ms === undefined || test.result().state === "skipped") return;
    const file = relative(process.cwd(), test.module.moduleId);
    record({
      name: `[${test.project.name}] ${file} › ${test.fullName}`,
      ms,
      limitMs: test.options.timeout ?? 0,
    });
  }

  onTestEnd(test: PlaywrightTest, result: TestResult): void {
    if (result.status === "skipped") return;
    const [, project = "", file = "", ...titles] = test.titlePath();
    record({
      name: `[${project}] ${file} › ${titles.join(" › ")}`,
      ms: result.duration,
      limitMs: test.timeout,
    });
  }

  printsToStdio(): boolean {
    return false;
  }
}

/** Every test recorded in a timings file, in the order they ended. */
export function readTimings(file: string): Timing[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Timing);
}

/** The slowest tests, slowest first. */
export function slowest(timings: readonly Timing[], count: number): Timing[] {
  return timings.toSorted((a, b) => b.ms - a.ms).slice(0, count);
}

export const shareOfLimit = ({ ms, limitMs }: Timing) => (limitMs > 0 ? ms / limitMs : 0);

/**
 * The test that used the largest share of its time limit: not always a slow one (a 2 s unit
 * test under a 5 s limit comes before a 10 s browser test under 60 s).
 */
export function closestToLimit(timings: readonly Timing[]): Timing | undefined {
  return timings
    .filter(({ limitMs }) => limitMs > 0)
    .toSorted((a, b) => shareOfLimit(b) - shareOfLimit(a))[0];
}
