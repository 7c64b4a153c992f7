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
