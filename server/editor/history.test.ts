/**
 * The history in words: each version's changes as the editor names them, its number and kind,
 * and what an undo would change — on a real repository of a copy of the shipped content.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import { publishSubject } from "../release/lifecycle/publisher.ts";
import { ContentRepo } from "./content-repo.ts";
import { VersionHistory } from "./history.ts";

const anna = { name: "Kovács Anna", email: "anna@editor.invalid" };

async function contentRepo() {
  const root = tempDir("dp-history-");
  const content = join(root, "content");
  cpSync("content", content, { recursive: true });
  const repo = new ContentRepo({ gitDir: join(root, "content.git"), workTree: content });
  await repo.init();
  const edit = (file: string, from: string, to: string) => {
    const path = join(content, file);
    const text = readFileSync(path, "utf8");
    expect(text).toContain(from);
    writeFileSync(path, text.replace(from, to));
  };
  const publish = async () => {
    const changes = await repo.changes();
    return repo.commit(anna, publishSubject(changes), changes);
  };
  return { repo, edit, publish };
}

describe("the history in words", () => {
  it("says each version's changes by page and field, with its number, author and kind", async () => {
    const { repo, edit, publish } = await contentRepo();
    edit("services/property-protection/packages.yaml", "price: 349000", "price: 359000");
    await publish();
    const history = new VersionHistory(repo);
    expect(await history.pendingChanges(await repo.changes())).toEqual([]);
    edit("services/property-protection/packages.yaml", "price: 189000", "price: 199000");
    expect(await history.pendingChanges(await repo.changes())).toEqual([
      "Csomagárak · Ingatlanvédelem · Alap csomag ára: 189 000 Ft → 199 000 Ft",
    ]);

    const [latest, first] = await history.list(10);
    expect(latest).toMatchObject({
      number: 2,
      author: "Kovács Anna",
      title: "Közzététel",
      lines: ["Csomagárak · Ingatlanvédelem · Prémium csomag ára: 349 000 Ft → 359 000 Ft"],
    });
    expect(first).toMatchObject({ number: 1, title: "Az első közzétett tartalom", lines: [] });
    for (const version of [latest, first])
      expect(JSON.stringify({ ...version, commit: "" })).not.toMatch(/[0-9a-f]{7,}|\.yaml/);
  });

  it("names an undo by the version it went back to, and says what an undo would change", async () => {
    const { repo, edit, publish } = await contentRepo();
    edit("services/property-protection/packages.yaml", "price: 349000", "price: 359000");
    await publish();
    const history = new VersionHistory(repo);
    const first = await history.commitOf(1);
    expect(first).toBeDefined();
    expect(await history.undoChanges(first ?? "")).toEqual([
      "Csomagárak · Ingatlanvédelem · Prémium csomag ára: 359 000 Ft → 349 000 Ft",
    ]);
    await repo.restore(first ?? "");
    await repo.commit(
      anna,
      `Undo: back to the content of ${(first ?? "").slice(0, 10)}`,
      await repo.changes(),
    );
    const [undo] = await history.list(1);
    expect(undo?.title).toBe("Visszaállítás a(z) 1. változatra");
    expect(await history.version(3)).toMatchObject({ number: 3, author: "Kovács Anna" });
    expect(await history.version(4)).toBeUndefined();
    expect(await history.version(0)).toBeUndefined();
  });
});
