/**
 * The history in words: each version's changes as the editor names them, its number and kind,
 * and what an undo would change — on a copy of the shipped content, in each content store
 * (the folder with its git repository, and PostgreSQL).
 */
import { cpSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postgresContentStores } from "../../test/content-postgres.ts";
import { tempDir } from "../../test/support.ts";
import { type ContentStore, commitMessage, FolderContentStore } from "../content-store/index.ts";
import { publishSubject } from "../publishing/index.ts";
import { VersionHistory } from "./history.ts";

const anna = { name: "Kovács Anna", email: "anna@editor.invalid" };
const inPostgres = postgresContentStores();

async function contentOn(where: "folder" | "postgres") {
  const root = tempDir("dp-history-");
  const contentDir = join(root, "content");
  cpSync("content", contentDir, { recursive: true });
  let content: ContentStore;
  if (where === "folder") {
    content = new FolderContentStore({ contentDir, gitDir: join(root, "content.git") });
  } else {
    content = await inPostgres(contentDir);
  }
  await content.initialize();
  const edit = async (path: string, from: string, to: string) => {
    const text = (await content.read(path, 1024 * 1024))?.toString("utf8") ?? "";
    expect(text).toContain(from);
    const saved = await content.save(
      "Kovács Anna",
      [{ path, contents: new TextEncoder().encode(text.replace(from, to)) }],
      await content.files(),
    );
    expect(saved.ok).toBe(true);
  };
  const publish = async (subject?: string) => {
    const [head, working] = await Promise.all([content.head(), content.workingTree()]);
    const changes = await content.changes(head?.tree, working);
    const message = commitMessage(subject ?? publishSubject(changes), changes);
    return content.commit(working, anna, message, head?.hash);
  };
  return { content, edit, publish };
}

const pending = async (content: ContentStore, history: VersionHistory) => {
  const [head, working] = await Promise.all([content.head(), content.workingTree()]);
  return history.pendingChanges(await content.changes(head?.tree, working));
};

describe.each(["folder", "postgres"] as const)("the history in words (%s)", (where) => {
  it("says each version's changes by page and field, with its number, author and kind", async () => {
    const { content, edit, publish } = await contentOn(where);
    await edit("services/property-protection/packages.yaml", "price: 349000", "price: 359000");
    await publish();
    const history = new VersionHistory(content);
    expect(await pending(content, history)).toEqual([]);
    await edit("services/property-protection/packages.yaml", "price: 189000", "price: 199000");
    expect(await pending(content, history)).toEqual([
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
    const { content, edit, publish } = await contentOn(where);
    await edit("services/property-protection/packages.yaml", "price: 349000", "price: 359000");
    await publish();
    const history = new VersionHistory(content);
    const first = await history.commitOf(1);
    expect(first).toBeDefined();
    expect(await history.undoChanges(first ?? "")).toEqual([
      "Csomagárak · Ingatlanvédelem · Prémium csomag ára: 359 000 Ft → 349 000 Ft",
    ]);
    const target = await content.resolve(first ?? "");
    expect(
      await content.restore(target?.tree ?? "", await content.workingTree(), "Kovács Anna"),
    ).toBe(true);
    await publish(`Undo: back to the content of ${(first ?? "").slice(0, 10)}`);
    const [undo] = await history.list(1);
    expect(undo).toMatchObject({
      title: "Visszaállítás az 1. változatra",
      lines: ["Csomagárak · Ingatlanvédelem · Prémium csomag ára: 359 000 Ft → 349 000 Ft"],
    });
    expect(await history.version(3)).toMatchObject({ number: 3, author: "Kovács Anna" });
    expect(await history.version(4)).toBeUndefined();
    expect(await history.version(0)).toBeUndefined();
  });

  it("names a content migration's version by its trailer", async () => {
    const { content, edit, publish } = await contentOn(where);
    await edit("services/property-protection/packages.yaml", "price: 349000", "price: 359000");
    await publish("Tartalom-migráció: Árak\n\nMigration: 900-prices");
    const [migration] = await new VersionHistory(content).list(1);
    expect(migration).toMatchObject({ title: "A tartalom frissítése az új programváltozathoz" });
  });
});
