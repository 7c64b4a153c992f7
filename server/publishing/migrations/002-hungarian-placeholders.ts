/**
 * The placeholders in copy became Hungarian (app/content/placeholders.ts): `{postalCode}
 * {city}, {street} {number}` is `{irányítószám} {település}, {közterület} {házszám}`,
 * `{email}` and `{phone}` are `{e-mail-cím}` and `{telefonszám}`, and so on, in every YAML and
 * Markdoc file of the content. Running it again changes nothing: the old names are gone.
 */
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { type PlaceholderKey, placeholders } from "../../../app/content/placeholders.ts";
import { type ContentMigration, rewriteFiles } from "./migration.ts";

const renamed = Object.entries(placeholders) as Array<[PlaceholderKey, string]>;

/** The text with each old placeholder renamed, or undefined when it has none. */
export function renamePlaceholders(text: string): string | undefined {
  let result = text;
  for (const [key, name] of renamed) result = result.replaceAll(`{${key}}`, name);
  return result === text ? undefined : result;
}

async function migrate(contentDir: string): Promise<void> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.(ya?ml|mdoc)$/.test(entry.name));
  await rewriteFiles(
    files.map((entry) => join(entry.parentPath, entry.name)),
    renamePlaceholders,
  );
}

export default {
  id: "002-hungarian-placeholders",
  name: "Magyar jelölők a szövegekben: {irányítószám}, {e-mail-cím}, {telefonszám}…",
  migrate,
} satisfies ContentMigration;
