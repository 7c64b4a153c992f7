/**
 * The settings a release bakes into its files, recorded in its release.json, so that
 * `npm start` can compare them with the settings it is started with:
 * - SITE_URL: canonical, hreflang and Open Graph URLs, the sitemap, robots.txt, share images;
 * - INQUIRY_RETENTION_DAYS: the period the privacy notice states, which the server enforces.
 */
import { dirname } from "node:path";
import { siteUrl } from "../app/page/seo.ts";
import { parseRetentionDays } from "../app/site/retention.ts";
import { readRelease } from "../server/release/index.ts";

export interface BuildSettings {
  siteUrl: string;
  retentionDays: number;
}

const names: Record<keyof BuildSettings, string> = {
  siteUrl: "SITE_URL",
  retentionDays: "INQUIRY_RETENTION_DAYS",
};

/** The settings the environment asks for (the same parsing as the release and the server). */
export function wantedSettings(env: NodeJS.ProcessEnv = process.env): BuildSettings {
  return {
    siteUrl: siteUrl(env.SITE_URL),
    retentionDays: parseRetentionDays(env.INQUIRY_RETENTION_DAYS),
  };
}

/** What the release served from `clientDir` was made with; undefined when it records nothing. */
export function builtSettings(clientDir: string): Partial<BuildSettings> | undefined {
  try {
    const { siteUrl, retentionDays } = readRelease(dirname(clientDir));
    return { siteUrl, retentionDays };
  } catch {
    return undefined;
  }
}

/** Each setting the release differs in, as "NAME=built, not wanted"; empty when they agree. */
export function differences(built: Partial<BuildSettings>, wanted: BuildSettings): string[] {
  return (Object.keys(names) as Array<keyof BuildSettings>)
    .filter((key) => built[key] !== wanted[key])
    .map((key) => `${names[key]}=${built[key] ?? "(not recorded)"}, not ${wanted[key]}`);
}
