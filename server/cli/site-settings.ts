/**
 * The settings a backup or a restore works from: the server's, parsed from the environment
 * as the server parses it, with the editor's read as if CONTENT_EDITOR were on (its files
 * count whether or not the editor is on for the command).
 */
import { parseEditorConfig } from "../back-office/config.ts";
import type { SiteSettings } from "../backup/index.ts";
import { parseConfig } from "../env.ts";

/** Throws naming a bad setting. */
export function siteSettings(environment: Record<string, string | undefined>): SiteSettings {
  const set = Object.fromEntries(Object.entries(environment).filter(([, value]) => value));
  const config = parseConfig(set);
  const editor =
    config.editor ??
    (config.databaseUrl
      ? undefined
      : parseEditorConfig({ ...set, CONTENT_EDITOR: "on" }, config.databasePath));
  return { ...config, editor };
}
