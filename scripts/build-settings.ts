/**
 * The settings a build bakes into its files, recorded beside them so that `npm start` can
 * compare them with the settings it is started with:
 * - SITE_URL: canonical, hreflang and Open Graph URLs, the sitemap, robots.txt, share images;
 * - INQUIRY_RETENTION_DAYS: the period the privacy notice states, which the server enforces.
 * The file name starts with a dot: the server never serves it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseRetentionDays } from "../app/site/retention.ts";
import { siteUrl } from "../app/site/seo.ts";

export interface BuildSettings {
  siteUrl: string;
  retentionDays: number;
}

const names: Record<keyof BuildSettings, string> = {
  siteUrl: "SITE_URL",
  retentionDays: "INQUIRY_RETENTION_DAYS",
};

const recordOf = (buildDir: string) => join(buildDir, ".build.json");

/** The settings the environment asks for (the same parsing as the build and the server). */
export function wantedSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  return { siteUrl: siteUrl(), retentionDays: parseRetentionDays(env.INQUIRY_RETENTION_DAYS) };
}

export function recordSettings(buildDir: string, settings: BuildSettings): void {
  writeFileSync(recordOf(buildDir), `${JSON.stringify(settings, null, 2)}\n`);
}

/** What the build in buildDir was made with; undefined when it records nothing. */
export function builtSettings(buildDir: string): Partial<BuildSettings> | undefined {
  if (!existsSync(recordOf(buildDir))) return undefined;
  return JSON.parse(readFileSync(recordOf(buildDir), "utf8")) as Partial<BuildSettings>;
}

/** Each setting the build differs in, as "NAME=built, not wanted"; empty when they agree. */
export function differences(built: Partial<BuildSettings>, wanted: BuildSettings): string[] {
  return (Object.keys(names) as Array<keyof BuildSettings>)
    .filter((key) => built[key] !== wanted[key])
    .map((key) => `${names[key]}=${built[key] ?? "(not recorded)"}, not ${wanted[key]}`);
}
