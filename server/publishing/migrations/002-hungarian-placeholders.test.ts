import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readContent } from "../../../app/content/index.server.ts";
import { placeholders } from "../../../app/content/placeholders.ts";
import { defaultRetentionDays } from "../../../app/site/retention.ts";
import migration from "./002-hungarian-placeholders.ts";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** The copy as it was before: the project's content with the English placeholder names. */
async function oldContent(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "dp-migration-"));
  folders.push(dir);
  await cp("content", dir, { recursive: true });
  for (const file of await textFiles(dir)) {
    let text = await readFile(file, "utf8");
    for (const [key, name] of Object.entries(placeholders))
      text = text.replaceAll(name, `{${key}}`);
    await writeFile(file, text);
  }
  return dir;
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(yaml|mdoc)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe("002-hungarian-placeholders", () => {
  it("renames every placeholder as the project's content has it, and the pages read the same", async () => {
    const dir = await oldContent();
    const terms = "legal/terms/hu.mdoc";
    expect(await readFile(join(dir, terms), "utf8")).toContain(
      "{postalCode} {city}, {street} {number}",
    );
    // Unmigrated, the package's message has no {csomag}, which the content check requires.
    await expect(readContent(dir, defaultRetentionDays)).rejects.toThrow(/hiba/);
    await migration.migrate(dir);
    for (const file of await textFiles(dir)) {
      const path = file.slice(dir.length + 1);
      expect(await readFile(file, "utf8"), path).toBe(
        await readFile(join("content", path), "utf8"),
      );
    }
    expect(await readFile(join(dir, terms), "utf8")).toContain(
      "{irányítószám} {település}, {közterület} {házszám}",
    );
    // Migrated, every fact is filled in; only {csomag} is left, for the package's button.
    const after = JSON.stringify((await readContent(dir, defaultRetentionDays)).content);
    expect(after).toContain("1024 Budapest");
    const left = new Set([...after.matchAll(/\{[\p{L}-]+\}/gu)].map(([name]) => name));
    expect([...left]).toEqual([placeholders.package]);
  });

  it("changes nothing when run again", async () => {
    const dir = await oldContent();
    await migration.migrate(dir);
    const files = await textFiles(dir);
    const texts = await Promise.all(files.map((file) => readFile(file, "utf8")));
    await migration.migrate(dir);
    expect(await Promise.all(files.map((file) => readFile(file, "utf8")))).toEqual(texts);
  });
});
