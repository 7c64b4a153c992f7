/**
 * Where the server keeps its files, from the settings and their defaults: one place for
 * env.ts and the editor's settings, which also validate them, and for a command that needs only
 * the paths (`npm run report` reads them without loading the validation, so it starts small).
 */
import { dirname, join, resolve } from "node:path";

export const defaultDatabasePath = "./data/inquiries.sqlite";
export const defaultBuildDir = "build/client";
/** The values of CONTENT_EDITOR that turn the editor on. */
export const onValues: readonly string[] = ["true", "1", "on", "yes"];

/** A file of its own setting, or else `fileName` beside the inquiry store. */
export const besideStore = (databasePath: string, fileName: string, setting?: string): string =>
  resolve(setting ?? join(dirname(databasePath), fileName));

/** The paths the settings name, unvalidated (an empty setting counts as unset, as in env.ts). */
export function settingPaths(environment: Record<string, string | undefined>) {
  const get = (name: string) => environment[name] || undefined;
  const databasePath = resolve(get("DATABASE_PATH") ?? defaultDatabasePath);
  return {
    analyticsDatabasePath: besideStore(
      databasePath,
      "analytics.sqlite",
      get("ANALYTICS_DATABASE_PATH"),
    ),
    buildDir: resolve(get("BUILD_DIR") ?? defaultBuildDir),
    /** The editors' releases, when the editor is on. */
    releasesDir: onValues.includes(get("CONTENT_EDITOR") ?? "off")
      ? besideStore(databasePath, "releases", get("RELEASES_DIR"))
      : undefined,
  };
}
