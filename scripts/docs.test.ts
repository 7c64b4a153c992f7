/**
 * The docs cannot go stale silently: every repository path written in backticks in README.md
 * and docs/ names a file or folder that exists, and every decision record has a status; one
 * that is superseded names its successor, which links back; the decisions' index lists each.
 * Measured figures live in one generated file, docs/figures.md: no other page's prose carries
 * a date (a dated figure is a run log), except the decision records, which are dated records.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { benchmarks, generatedHeader } from "./bench-figures.ts";

const root = join(import.meta.dirname, "..");

/** Top-level folders whose paths the docs name; generated ones (build/, data/) are not here. */
const trackedRoots = [
  "app",
  "server",
  "scripts",
  "test",
  "e2e",
  "content",
  "docs",
  "deploy",
  "public",
  ".ci",
];
/** A placeholder, a glob or an elision marks a pattern, not a path. */
const pattern = /[<>*…{}]|NNN/;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith(".md")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The repository paths a Markdown text names in backticks. */
function pathsNamed(markdown: string): string[] {
  const named = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? "");
  return named
    .map((token) => token.replace(/^\.\//, "").replace(/[:,.]$/, ""))
    .filter((token) => {
      if (pattern.test(token) || token.includes("=") || token.includes("://")) return false;
      const first = token.split("/")[0] ?? "";
      return (token.includes("/") || token === first) && trackedRoots.includes(first);
    });
}

const documents = ["README.md", ...markdownFiles("docs")];

/** A Markdown text without its fenced code blocks and code spans: what a reader reads as prose. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "").replace(/`[^`\n]+`/g, "");
}

/** Each ISO date (2026-11-28) a page's prose carries, with the line it is on. */
function datesIn(document: string, markdown: string): string[] {
  return proseOf(markdown)
    .split("\n")
    .filter((line) => /\b\d{4}-\d{2}-\d{2}\b/.test(line))
    .map((line) => `${document}: ${line.trim()}`);
}

describe("docs", () => {
  it("name only paths that exist", () => {
    const missing = documents.flatMap((document) =>
      pathsNamed(readFileSync(join(root, document), "utf8"))
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${document}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("find a path in backticks and leave patterns and generated folders alone", () => {
    expect(
      pathsNamed(
        "`server/main.ts`, `./content`, `app/routes/<kind>.tsx`, `build/client`, `/admin`, `docs/decisions/NNN-x.md`",
      ),
    ).toEqual(["server/main.ts", "content"]);
  });

  const decisions = markdownFiles("docs/decisions").filter((file) => /\/\d{3}-/.test(file));
  it.each(decisions)("%s has a status, and a superseded one is linked both ways", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    const status = /^- Status: (.+)$/m.exec(text)?.[1];
    expect(status, "a line '- Status: …'").toBeDefined();
    const successor = /superseded by (\d{3})/i.exec(status ?? "")?.[1];
    if (!successor) return;
    const next = decisions.find((other) => other.includes(`/${successor}-`));
    expect(next, `record ${successor}`).toBeDefined();
    const number = /\/(\d{3})-/.exec(file)?.[1];
    expect(readFileSync(join(root, next ?? ""), "utf8")).toMatch(
      new RegExp(`Supersedes ${number}`, "i"),
    );
  });

  it("lists every decision record in docs/decisions/README.md, with the status it gives", () => {
    const index = readFileSync(join(root, "docs/decisions/README.md"), "utf8");
    const listed = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) *\| .+? *\| (.+?) *\|$/gm)];
    expect(listed.map((row) => `docs/decisions/${row[2]}`)).toEqual([...decisions].sort());
    for (const [, , file, status] of listed) {
      const given = /^- Status: (.+)$/m.exec(
        readFileSync(join(root, "docs/decisions", file ?? ""), "utf8"),
      );
      expect(given?.[1], file).toContain(status ?? "");
    }
  });

  it("carry no date in their prose outside docs/figures.md and the decision records", () => {
    const dated = documents
      .filter(
        (document) => document !== "docs/figures.md" && !document.startsWith("docs/decisions/"),
      )
      .flatMap((document) => datesIn(document, readFileSync(join(root, document), "utf8")));
    expect(dated).toEqual([]);
  });

  it("find a date in prose and leave code, such as a file name, alone", () => {
    const markdown = [
      "**Latest** (2026-11-28, load 1.3): 1.9 s.",
      "Saved as `site-2026-11-26.backup`.",
      "```sh",
      "npm run restore -- site-2026-11-26.backup",
      "```",
    ].join("\n");
    expect(datesIn("x.md", markdown)).toEqual(["x.md: **Latest** (2026-11-28, load 1.3): 1.9 s."]);
  });

  it("keep docs/figures.md as the benchmarks write it: a section for every bench:* script", () => {
    const figures = readFileSync(join(root, "docs/figures.md"), "utf8");
    expect(figures.startsWith(generatedHeader)).toBe(true);
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: object }).scripts,
    ).filter((name) => name.startsWith("bench:"));
    expect(Object.keys(benchmarks).sort()).toEqual(scripts.sort());
    const sections = figures.split(/\n(?=## )/).slice(1);
    for (const name of Object.keys(benchmarks)) {
      const section = sections.find((text) => text.startsWith(`## \`npm run ${name}\`\n`));
      expect(section, name).toBeDefined();
      expect(section, name).toMatch(
        /\n- Run: [^\n]+(\n {2}[^\n]+)*\n- Commit: [^\n]+(\n {2}[^\n]+)*\n- Load average: /,
      );
    }
  });
});
