import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import { ContentRepo } from "./content-repo.ts";
import { behindOf, pageSteps } from "./languages.ts";

const state = (language: "hu" | "en" | "de", commit: string, date: string, pending = false) => ({
  language,
  entry: `home-${language}`,
  commit,
  date,
  pending,
});

describe("languages in step", () => {
  it("are in step when the last change touched every language", () => {
    const states = ["hu", "en", "de"].map((l) => state(l as "hu", "a", "2026-11-01T10:00:00Z"));
    expect(behindOf(states)).toEqual([]);
  });

  it("mark the languages an older change left behind", () => {
    expect(
      behindOf([
        state("hu", "b", "2026-11-20T10:00:00Z"),
        state("en", "a", "2026-11-01T10:00:00Z"),
        state("de", "b", "2026-11-20T10:00:00Z"),
      ]),
    ).toEqual(["en"]);
  });

  it("count an unpublished change as the newest", () => {
    expect(
      behindOf([
        state("hu", "a", "2026-11-01T10:00:00Z", true),
        state("en", "a", "2026-11-01T10:00:00Z"),
        state("de", "a", "2026-11-01T10:00:00Z"),
      ]),
    ).toEqual(["en", "de"]);
    expect(
      behindOf(["hu", "en", "de"].map((l) => state(l as "hu", "a", "2026-11-01T10:00:00Z", true))),
    ).toEqual([]);
  });
});

describe("the languages of a page in the content's history", () => {
  it.each([
    ["its own repository", "."],
    ["the site's own checkout", "content"],
  ])("are read from %s", async (_, folder) => {
    const root = tempDir("dp-languages-");
    const home = join(root, folder, "home");
    mkdirSync(home, { recursive: true });
    for (const language of ["hu", "en", "de"])
      writeFileSync(join(home, `${language}.yaml`), "a: 1\n");
    const repo = new ContentRepo({
      gitDir: join(tempDir("dp-languages-git-"), "content.git"),
      workTree: root,
      paths: [folder],
    });
    await repo.init();
    const author = { name: "Kovács Anna", email: "kovacs.anna@editor.invalid" };
    expect((await pageSteps(repo, [])).find((s) => s.page === "home")?.behind).toEqual([]);

    writeFileSync(join(home, "hu.yaml"), "a: 2\n");
    const pending = (await repo.changes()).map((change) => change.path);
    const before = (await pageSteps(repo, pending)).find((s) => s.page === "home");
    expect(before?.behind).toEqual(["en", "de"]);
    expect(before?.languages.map((l) => l.pending)).toEqual([true, false, false]);

    await repo.commit(author, "Publish home/hu.yaml");
    const after = (await pageSteps(repo, [])).find((s) => s.page === "home");
    expect(after?.behind).toEqual(["en", "de"]);
    expect(after?.languages.every((l) => l.date && l.commit)).toBe(true);
  });
});
