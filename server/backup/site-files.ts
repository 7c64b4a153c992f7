/**
 * Where the site keeps what a backup holds, found from the environment as the server finds it
 * (server/env.ts, server/back-office/config.ts): the three SQLite stores, the content's history
 * and working copy, and the releases. The editor's paths count even when CONTENT_EDITOR is
 * off for the command: a backup takes whatever exists there, and a restore puts it back.
 */
import { type EditorConfig, parseEditorConfig } from "../back-office/config.ts";
import { parseConfig } from "../env.ts";

/** A store's file, and the name of its part in a backup. */
export interface StoreFile {
  part: "inquiries.sqlite" | "analytics.sqlite" | "editor.sqlite";
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

/** The paths of `environment`; throws naming a bad setting, or when PostgreSQL holds the data. */
export function siteFiles(environment: Record<string, string | undefined>): SiteFiles {
  const set = Object.fromEntries(Object.entries(environment).filter(([, value]) => value));
  const config = parseConfig(set);
  if (config.databaseUrl) {
    throw new Error(
      "DATABASE_URL is set: the site's data lives in PostgreSQL, which this command does not copy. Use pg_dump and the database's continuous archiving (docs/backups.md).",
    );
  }
  const editor =
    config.editor ?? parseEditorConfig({ ...set, CONTENT_EDITOR: "on" }, config.databasePath);
  if (!editor) throw new Error("The editor's settings could not be read.");
  return {
    stores: [
      { part: "inquiries.sqlite", path: config.databasePath },
      { part: "analytics.sqlite", path: config.analytics.databasePath },
      { part: "editor.sqlite", path: editor.databasePath },
    ],
    gitDir: editor.gitDir,
    contentDir: editor.contentDir,
    releasesDir: editor.releasesDir,
    buildDir: config.buildDir,
    release: editor.release,
  };
}
