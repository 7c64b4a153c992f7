/**
 * Content migrations: what a code change that needs the content to change ships with it.
 * Each is a module of this folder, `NNN-name.ts`, default-exporting a `ContentMigration`
 * (migration.ts), imported and listed below in order:
 *
 *   import highlightedPackage from "./001-highlighted-package.ts";
 *   export const contentMigrations = [highlightedPackage];
 *
 * At start-up the editor runs every migration its history does not record yet, once: on the
 * working copy, then on the published content, which it commits under the migration's name
 * (docs/editor-internals.md, "Content migrations").
 */
import highlightedPackage from "./001-highlighted-package.ts";
import hungarianPlaceholders from "./002-hungarian-placeholders.ts";
import type { ContentMigration } from "./migration.ts";

export type { ContentMigration } from "./migration.ts";

export const contentMigrations: readonly ContentMigration[] = [
  highlightedPackage,
  hungarianPlaceholders,
];
