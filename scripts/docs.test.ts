/**
 * The docs cannot go stale silently: every repository path written in backticks in README.md
 * and docs/ names a file or folder that exists, and every decision record has a status; one
 * that is superseded names its successor, which links back; the decisions' index lists each.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

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
});
