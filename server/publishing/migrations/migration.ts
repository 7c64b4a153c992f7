import { readFile, rename, writeFile } from "node:fs/promises";

/** What a content migration is (the list of them is index.ts; docs/editor-internals.md explains them). */
export interface ContentMigration {
  /** Never changes once shipped: `NNN-name`, the file's name. Recorded in the history. */
  id: string;
  /** What it does, for the editors' history (Hungarian): "Kiemelt csomag: egy választás". */
  name: string;
  /**
   * Changes the content folder `contentDir` in place. It must be idempotent (content already
   * migrated stays as it is) and must not depend on anything but the folder: it runs on the
   * working copy and on a copy of the published content.
   */
  migrate(contentDir: string): Promise<void> | void;
}

/**
 * Rewrites each of `files` that `change` gives a new text for (undefined: nothing to migrate,
 * as a file that is not there). Each is written beside and renamed: a reader sees the old file
 * or the new one, never a part.
 */
export async function rewriteFiles(
  files: Iterable<string>,
  change: (text: string) => string | undefined,
): Promise<void> {
  for (const file of files) {
    const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    });
    const migrated = text === undefined ? undefined : change(text);
    if (migrated === undefined) continue;
    await writeFile(`${file}.migrating`, migrated);
    await rename(`${file}.migrating`, file);
  }
}
