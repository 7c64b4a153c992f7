/**
 * The origin a build was made for. SITE_URL is baked into every page (canonical, hreflang,
 * Open Graph), the sitemap, robots.txt and the share images, so the build records it beside
 * them and `npm start` compares it with the SITE_URL it is started with. The file name starts
 * with a dot: the server never serves it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const recordOf = (buildDir: string) => join(buildDir, ".build.json");

export function recordOrigin(buildDir: string, siteUrl: string): void {
  writeFileSync(recordOf(buildDir), `${JSON.stringify({ siteUrl }, null, 2)}\n`);
}

/** The SITE_URL the build in buildDir was made for; undefined when it records none. */
export function builtOrigin(buildDir: string): string | undefined {
  if (!existsSync(recordOf(buildDir))) return undefined;
  const { siteUrl } = JSON.parse(readFileSync(recordOf(buildDir), "utf8")) as { siteUrl?: unknown };
  return typeof siteUrl === "string" ? siteUrl : undefined;
}
