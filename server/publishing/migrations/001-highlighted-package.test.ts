import { cp, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readContent } from "../../../app/content/index.server.ts";
import { defaultRetentionDays } from "../../../app/site/retention.ts";
import migration from "./001-highlighted-package.ts";
import { contentMigrations } from "./index.ts";

/** packages.yaml as the content had it before the migration. */
const oldPackages = `packages:
  basic:
    price: 189000
    popular: false
  premium:
    price: 349000
    popular: true
  professional:
    price: 649000
    popular: false
`;

const file = "services/property-protection/packages.yaml";
const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

/** A copy of the project's content with the old packages file. */
async function oldContent(packages = oldPackages): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "dp-migration-"));
  folders.push(dir);
  await cp("content", dir, { recursive: true });
  await writeFile(join(dir, file), packages);
  return dir;
}

describe("001-highlighted-package", () => {
  it("is listed once, in order", () => {
    expect(contentMigrations.map((item) => item.id)).toEqual([
      "001-highlighted-package",
      "002-hungarian-placeholders",
    ]);
  });

  it("turns the ticked package into the one choice, as the project's content has it", async () => {
    const dir = await oldContent();
    await expect(readContent(dir, defaultRetentionDays)).rejects.toThrow(
      /"popular" is not allowed/,
    );
    await migration.migrate(dir);
    const migrated = await readFile(join(dir, file), "utf8");
    expect(migrated).not.toMatch(/popular/);
    expect(migrated).toBe(await readFile(join("content", file), "utf8"));
    const { packagePrices } = await readContent(dir, defaultRetentionDays);
    expect(packagePrices["property-protection"]?.highlighted).toBe("premium");
  });

  it("changes nothing when run again", async () => {
    const dir = await oldContent();
    await migration.migrate(dir);
    const first = await stat(join(dir, file));
    const text = await readFile(join(dir, file), "utf8");
    await migration.migrate(dir);
    expect(await readFile(join(dir, file), "utf8")).toBe(text);
    expect((await stat(join(dir, file))).mtimeMs).toBe(first.mtimeMs);
  });

  it("gives a valid choice when none or several were ticked", async () => {
    const none = await oldContent(oldPackages.replace("popular: true", "popular: false"));
    await migration.migrate(none);
    expect(await readFile(join(none, file), "utf8")).toMatch(/^highlighted: basic$/m);
    const two = await oldContent(oldPackages.replace(/popular: false$/, "popular: true"));
    await migration.migrate(two);
    expect(await readFile(join(two, file), "utf8")).toMatch(/^highlighted: premium$/m);
  });
});
