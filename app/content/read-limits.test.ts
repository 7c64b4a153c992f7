/**
 * The one reader of what editors write: the shipped content within its limits, each limit
 * refused with where it broke, and generated YAML and Markdoc (fast-check) read or refused
 * quickly, never thrown or hung.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aliasBomb } from "../../test/attacks.ts";
import { markdocText, yamlText } from "../../test/fuzz-content.ts";
import { cpuMs, tempDir } from "../../test/support.ts";
import { readContent } from "./index.server.ts";
import { contentFiles } from "./keystatic.config.ts";
import { ContentError, forStaff } from "./problems.ts";
import { limitProblem, readContentText, readLimits, readYaml } from "./read-limits.ts";

describe("the bounded reader", () => {
  it("reads every shipped content file", () => {
    for (const file of contentFiles.filter((f) => /\.(?:yaml|mdoc)$/.test(f))) {
      const read = readContentText(file, readFileSync(`content/${file}`, "utf8"));
      expect(read.ok, file).toBe(true);
    }
  });

  it("refuses the alias bomb, naming the page as the editor lists it", () => {
    const read = readYaml(aliasBomb());
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.problem.kind).toBe("aliases");
    expect(limitProblem("services/security/hu.yaml", read.problem)).toMatch(
      /^Magyar · Biztonságtechnika: túl sok hivatkozás/,
    );
  });

  it("allows a few aliases, as a person might write", () => {
    const read = readYaml("a: &a {x: 1}\nb: *a\nc: *a\n");
    expect(read.ok && read.data).toEqual({ a: { x: 1 }, b: { x: 1 }, c: { x: 1 } });
  });

  it("refuses deep nesting, naming the field where it broke", () => {
    const deep = `hero:\n  heading: ${"[".repeat(40)}${"]".repeat(40)}\n`;
    const read = readYaml(deep);
    expect(!read.ok && read.problem).toMatchObject({ kind: "depth" });
    if (read.ok) return;
    expect(limitProblem("home/hu.yaml", read.problem)).toContain("túl mélyen");
    // Thousands deep: the parser's own recursion is caught, not the process's end.
    const deeper = readYaml(`a: ${"[".repeat(20_000)}${"]".repeat(20_000)}`);
    expect(!deeper.ok && deeper.problem.kind).toBe("depth");
  });

  it("refuses a key written twice in one map, with or without aliases, and reads many keys quickly", () => {
    for (const text of ["a: 1\nb: 2\na: 3\n", "x: &x 1\na: *x\nb: 2\na: 3\n"]) {
      const read = readYaml(text);
      expect(!read.ok && read.problem.kind, text).toBe("syntax");
      if (!read.ok && text.includes("*"))
        expect(read.problem).toMatchObject({ reason: "duplicated mapping key" });
    }
    // Twenty thousand different keys beside an alias: one pass, not the parser's quadratic one.
    const keys = Array.from({ length: 20_000 }, (_, i) => `k${i}: ${i}`).join("\n");
    const { ms, result: read } = cpuMs(() => readYaml(`x: &x 1\ny: *x\n${keys}\n`));
    expect(read.ok).toBe(true);
    expect(ms).toBeLessThan(3_000);
  });

  it("refuses a file over the size limit before parsing it", () => {
    const read = readYaml(`a: "${"x".repeat(readLimits.maxBytes)}"`);
    expect(!read.ok && read.problem.kind).toBe("size");
  });

  it("refuses too many values", () => {
    const many = `a: [${Array(readLimits.maxNodes + 1)
      .fill("1")
      .join(",")}]`;
    const read = readYaml(many);
    expect(!read.ok && read.problem.kind).toBe("nodes");
  });

  it("refuses a Markdoc body nested too deep", () => {
    const text = `---\ntitle: x\n---\n${"> ".repeat(200)}x\n`;
    const read = readContentText("legal/terms/hu.mdoc", text);
    expect(!read.ok && read.problem.kind).toBe("depth");
  });

  it("stops the release's reading at a file past a limit, before Keystatic's reader sees it", async () => {
    const root = join(tempDir("dp-limits-"), "content");
    cpSync("content", root, { recursive: true });
    writeFileSync(join(root, "services/security/hu.yaml"), aliasBomb());
    writeFileSync(
      join(root, "legal/terms/en.mdoc"),
      `${readFileSync("content/legal/terms/en.mdoc", "utf8")}\n${"> ".repeat(100)}x\n`,
    );
    const started = performance.now();
    const error = await readContent(root, 365).catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems;
    expect(problems).toContain(
      "content/services/security/hu.yaml: túl sok hivatkozás (YAML „alias”, *név) ismétli ugyanazt a részt; a szerkesztő ilyet nem ír, ezért nem mentettük",
    );
    expect(
      problems.some((line) => line.startsWith("content/legal/terms/en.mdoc: body: túl mélyen")),
    ).toBe(true);
    expect(problems.map(forStaff)).toContain(
      "Magyar · Biztonságtechnika: túl sok hivatkozás (YAML „alias”, *név) ismétli ugyanazt a részt; a szerkesztő ilyet nem ír, ezért nem mentettük.",
    );
  });

  it("reads or refuses generated YAML quickly, never throwing", () => {
    fc.assert(
      fc.property(yamlText, (t) => {
        const { ms, result: read } = cpuMs(() => readYaml(t));
        expect(ms).toBeLessThan(2_000);
        if (!read.ok) expect(limitProblem("home/hu.yaml", read.problem)).toMatch(/^Magyar/);
      }),
      { numRuns: 300 },
    );
  });

  it("reads or refuses generated Markdoc quickly, never throwing", () => {
    fc.assert(
      fc.property(markdocText, (text) => {
        expect(cpuMs(() => readContentText("legal/terms/hu.mdoc", text)).ms).toBeLessThan(2_000);
      }),
      { numRuns: 200 },
    );
  });
});
