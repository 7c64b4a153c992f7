/**
 * The benchmarks' figures file: a run rewrites its own section, with the day, the commit and
 * the load, and leaves every other section, and the header, as they were.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generatedHeader, type Run, recordLatest, withLatest } from "./bench-figures.ts";

const run: Run = {
  when: "2030-01-02 03:04 UTC",
  commit: "`abc1234` + uncommitted changes",
  load: "1.00, 2.00, 3.00",
  args: ["--quick"],
};

describe("the figures file", () => {
  it("starts from nothing with the header and the one section", () => {
    expect(withLatest("", "bench:height", "0.99–1.05× on all pages.", run)).toBe(
      `${generatedHeader}
## \`npm run bench:height\`

Bars: [Honest page height](quality.md#honest-page-height).

- Run: 2030-01-02 03:04 UTC, \`npm run bench:height -- --quick\`
- Commit: \`abc1234\` + uncommitted changes
- Load average: 1.00, 2.00, 3.00 (1, 5 and 15 minutes, as the run ended)

0.99–1.05× on all pages.
`,
    );
  });

  it("rewrites only the section of the benchmark that ran, in the benchmarks' order", () => {
    const first = withLatest("", "bench:publish", "publish to live 1.9 s.", run);
    const both = withLatest(first, "bench:bundle", "home pages 13.4 KB.", { ...run, args: [] });
    expect(both.indexOf("## `npm run bench:bundle`")).toBeLessThan(
      both.indexOf("## `npm run bench:publish`"),
    );
    expect(both).toContain("- Run: 2030-01-02 03:04 UTC, `npm run bench:bundle`\n");
    const again = withLatest(both, "bench:publish", "publish to live 2.4 s.", {
      ...run,
      when: "2030-02-03 04:05 UTC",
    });
    expect(again).toContain("publish to live 2.4 s.");
    expect(again).not.toContain("publish to live 1.9 s.");
    expect(again).toContain("2030-02-03 04:05 UTC, `npm run bench:publish -- --quick`");
    expect(again).toContain("home pages 13.4 KB.");
    expect(again.match(/^## /gm)).toHaveLength(2);
  });

  it("keeps a section no benchmark writes, after the benchmarks'", () => {
    const text = `${generatedHeader}\n## The test suite\n\nTimed by hand: 900 s.\n`;
    const written = withLatest(text, "bench:load", "2.5 ms.", run);
    expect(written).toContain("## The test suite\n\nTimed by hand: 900 s.\n");
    expect(written.indexOf("## `npm run bench:load`")).toBeLessThan(
      written.indexOf("## The test suite"),
    );
  });

  it("wraps each paragraph at 100 columns", () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const written = withLatest("", "bench:attack", `${long}\n\nSecond paragraph.`, run);
    const body = written.slice(written.indexOf("word0"));
    expect(body.split("\n").every((line) => line.length <= 100)).toBe(true);
    expect(body).toContain("\n\nSecond paragraph.\n");
  });
});

describe("recordLatest", () => {
  const folder = mkdtempSync(join(tmpdir(), "dp-figures-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("writes the run's day, this repository's commit and the load into the file", () => {
    const file = join(folder, "figures.md");
    writeFileSync(file, `${generatedHeader}\n## Other\n\nKept.\n`);
    recordLatest("bench:cluster", "0 failed requests.", file);
    const text = readFileSync(file, "utf8");
    const day = new Date().toISOString().slice(0, 10);
    expect(text).toMatch(new RegExp(`- Run: ${day} \\d\\d:\\d\\d UTC, \`npm run bench:cluster`));
    expect(text).toMatch(/- Commit: `[0-9a-f]{7,}`( \+ uncommitted changes)?\n/);
    expect(text).toMatch(/- Load average: \d+\.\d\d, \d+\.\d\d, \d+\.\d\d /);
    expect(text).toContain("\n0 failed requests.\n\n## Other\n\nKept.\n");
  });
});
