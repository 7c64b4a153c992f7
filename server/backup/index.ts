/**
 * Backup and restore of the embedded default (docs/backups.md): every store, the content's
 * history and working copy in one file, and back. Reached only through this module.
 */
export { UnreadableBackup } from "./archive.ts";
export { writeBackup } from "./backup.ts";
export { RestoreRefused, restoreBackup } from "./restore.ts";
export type { SiteFiles, SiteSettings } from "./site-files.ts";
export { siteFiles, siteFilesOf } from "./site-files.ts";
