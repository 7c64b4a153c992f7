/**
 * Content migrations: what a code change that needs the content to change ships with it.
 * Each is a module of this folder (`NNN-name.ts`, default-exporting a `ContentMigration`)
 * listed below in order. At start-up the editor runs every migration its history does not
 * record yet, once: on the working copy, then on the published content, which it commits
 * under the migration's name (docs/editor.md, "Content migrations").
 */

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

export const contentMigrations: readonly ContentMigration[] = [];
