/**
 * Where the site keeps what a backup holds, from the settings the server reads (the command
 * parses the environment and passes them): the three SQLite stores, the content's history and
 * working copy, and the releases. The editor's paths count even when CONTENT_EDITOR is off for
 * the command: a backup takes whatever exists there, and a restore puts it back.
 */

import { resolve } from "node:path";
import type { AnalyticsConfig } from "../analytics/config.ts";
import { type EditorConfig, parseEditorConfig, schedulePathOf } from "../back-office/config.ts";
import type { InquiriesConfig } from "../inquiries/config.ts";
import { defaultDatabasePath, settingPaths } from "../shared/paths.ts";

/** A store's file, and the name of its part in a backup. */
export interface StoreFile {
  part: "inquiries.sqlite" | "analytics.sqlite" | "editor.sqlite" | "schedule.sqlite";
  path: string;
}

export interface SiteFiles {
  stores: readonly StoreFile[];
  gitDir: string;
  contentDir: string;
  releasesDir: string;
  /** The release served when the editor has none (BUILD_DIR's client folder). */
  buildDir: string;
  /** How the server makes a release (the release step and the code build). */
  release: EditorConfig["release"];
}

/** The parsed settings a backup's paths come from. */
export interface SiteSettings extends Pick<InquiriesConfig, "databasePath" | "databaseUrl"> {
  buildDir: string;
  analytics: Pick<AnalyticsConfig, "databasePath">;
  /** The editor's settings, read as if CONTENT_EDITOR were on; undefined with DATABASE_URL. */
  editor: EditorConfig | undefined;
}

/** The files `settings` name; throws when PostgreSQL holds the data. */
export function siteFilesOf(settings: SiteSettings): SiteFiles {
  if (settings.databaseUrl) {
    throw new Error(
      "DATABASE_URL is set: the site's data lives in PostgreSQL, which this command does not copy. Use pg_dump and the database's continuous archiving (docs/backups.md).",
    );
  }
  const { editor } = settings;
  if (!editor) throw new Error("The editor's settings could not be read.");
  return {
    stores: [
      { part: "inquiries.sqlite", path: settings.databasePath },
      { part: "analytics.sqlite", path: settings.analytics.databasePath },
      { part: "editor.sqlite", path: editor.databasePath },
      { part: "schedule.sqlite", path: schedulePathOf(editor) },
    ],
    gitDir: editor.gitDir,
    contentDir: editor.contentDir,
    releasesDir: editor.releasesDir,
    buildDir: settings.buildDir,
    release: editor.release,
  };
}

/**
 * The files an environment's paths name, for tests that set up a site by its variables: the
 * paths as the server finds them, the server's own settings unvalidated (the commands
 * validate them and call `siteFilesOf`).
 */
export function siteFiles(environment: Record<string, string | undefined>): SiteFiles {
  const set = Object.fromEntries(Object.entries(environment).filter(([, value]) => value));
  const databasePath = resolve(set.DATABASE_PATH ?? defaultDatabasePath);
  const paths = settingPaths(set);
  return siteFilesOf({
    databasePath,
    databaseUrl: set.DATABASE_URL,
    buildDir: paths.buildDir,
    analytics: { databasePath: paths.analyticsDatabasePath },
    editor: set.DATABASE_URL
      ? undefined
      : parseEditorConfig({ ...set, CONTENT_EDITOR: "on" }, databasePath),
  });
}
