import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postgresContentStores } from "../../test/content-postgres.ts";
import { tempDir } from "../../test/support.ts";
import { FolderContentStore } from "../content-store/folder-store.ts";
import { pendingChanges } from "../content-store/index.ts";
import { behindOf, pageSteps } from "./languages.ts";

const inPostgres = postgresContentStores();

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

describe.each(["folder", "postgres"] as const)("the languages of a page (%s)", (where) => {
  it("are read from the content's history and its working copy", async () => {
    const contentDir = join(tempDir("dp-languages-"), "content");
    const home = join(contentDir, "home");
    mkdirSync(home, { recursive: true });
    for (const language of ["hu", "en", "de"])
      writeFileSync(join(home, `${language}.yaml`), "a: 1\n");
    const content =
      where === "folder"
        ? new FolderContentStore({
            contentDir,
            gitDir: join(tempDir("dp-languages-git-"), "content.git"),
          })
        : await inPostgres(contentDir);
    await content.initialize();
    const author = { name: "Kovács Anna", email: "kovacs.anna@editor.invalid" };
    expect((await pageSteps(content, [])).find((s) => s.page === "home")?.behind).toEqual([]);

    const saved = await content.save(
      author.name,
      [{ path: "home/hu.yaml", contents: Buffer.from("a: 2\n") }],
      await content.files(),
    );
    expect(saved.ok).toBe(true);
    const pending = (await pendingChanges(content)).map((change) => change.path);
    const before = (await pageSteps(content, pending)).find((s) => s.page === "home");
    expect(before?.behind).toEqual(["en", "de"]);
    expect(before?.languages.map((l) => l.pending)).toEqual([true, false, false]);

    const parent = (await content.head())?.hash;
    await content.commit(await content.workingTree(), author, "Publish home/hu.yaml", parent);
    const after = (await pageSteps(content, [])).find((s) => s.page === "home");
    expect(after?.behind).toEqual(["en", "de"]);
    expect(after?.languages.every((l) => l.date && l.commit)).toBe(true);
  });
});
