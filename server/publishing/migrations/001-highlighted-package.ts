/**
 * The highlighted package became one choice: from a `popular` checkbox on every package of
 * content/services/<service>/packages.yaml to one `highlighted: <package id>` beside them.
 * The package that was ticked becomes the choice; with none or several ticked (a state the
 * old build refused), the first ticked one, or else the first package. Running it again
 * changes nothing: a file without `popular` is left as it is.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { readYamlOrThrow, writeYaml } from "../../../app/content/read-limits.ts";
import { type ContentMigration, rewriteFiles } from "./migration.ts";

type Packages = Record<string, Record<string, unknown> | null>;

/** The file's new text, or undefined when it has nothing to migrate. */
export function migratePackages(text: string): string | undefined {
  const data = readYamlOrThrow(text) as { packages?: Packages; highlighted?: unknown } | null;
  const packages = Object.entries(data?.packages ?? {});
  if (!data || !packages.some(([, item]) => item && "popular" in item)) return undefined;
  const ticked = packages.find(([, item]) => item?.popular === true)?.[0];
  const highlighted =
    typeof data.highlighted === "string" ? data.highlighted : (ticked ?? packages[0]?.[0]);
  for (const [, item] of packages) delete item?.popular;
  return writeYaml({ ...data, highlighted });
}

async function migrate(contentDir: string): Promise<void> {
  const services = join(contentDir, "services");
  const folders = await readdir(services, { withFileTypes: true }).catch(() => []);
  const files = folders.filter((folder) => folder.isDirectory());
  await rewriteFiles(
    files.map((folder) => join(services, folder.name, "packages.yaml")),
    migratePackages,
  );
}

export default {
  id: "001-highlighted-package",
  name: "Kiemelt csomag: egy választás a csomagonkénti „legnépszerűbb” jelölő helyett",
  migrate,
} satisfies ContentMigration;
