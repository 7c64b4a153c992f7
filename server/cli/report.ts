/**
 * `npm run report` — the counted figures of the last days against the days before them
 * (docs/analytics.md):
 *
 *   npm run report                  the last 30 days, today included
 *   npm run report -- --days 7      the last 7 days
 *   npm run report -- --json        the same figures as JSON
 *
 * It reads the same environment as the server (DATABASE_URL for the counts of every instance
 * in PostgreSQL; without it ANALYTICS_DATABASE_PATH, or DATABASE_PATH's folder:
 * server/shared/paths.ts, without loading the server's validation, so it starts small) and
 * works while the server runs. Counts reach the store every ANALYTICS_FLUSH_MS,
 * so the last few seconds may not show yet.
 */
import { existsSync } from "node:fs";
import { dirname } from "node:path";
import { parseArgs } from "node:util";
import { brand } from "../../app/site/brand.ts";
import { budapestDay, buildReport, openAnalyticsStore, reportText } from "../analytics/index.ts";
import { liveRelease } from "../publishing/index.ts";
import { readRelease } from "../release/index.ts";
import { errorMessage } from "../shared/log.ts";
import { settingPaths } from "../shared/paths.ts";

/**
 * The company's name in the release the server serves (the editors' live one, else BUILD_DIR's);
 * the site's host without one.
 */
function companyName(env: Record<string, string | undefined>): string {
  try {
    return readRelease(dirname(liveRelease(settingPaths(env)).client)).runtime.companyName;
  } catch {
    return new URL(env.SITE_URL || brand.defaultSiteUrl).host;
  }
}

const usage = "usage: npm run report -- [--days N] [--json]";
const help = `${usage}

The counted visits, inquiries and clicks of the last N days (30 unless told) against the N
days before, by page, service, language, referring site and campaign.
  --days N    1 to 800
  --json      as JSON
  -h, --help  print this help`;

export async function runReport(
  argv: string[],
  env: Record<string, string | undefined>,
  now = Date.now(),
): Promise<number> {
  let days: number;
  let json: boolean;
  let path: string;
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        days: { type: "string", default: "30" },
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
    if (values.help) {
      console.log(help);
      return 0;
    }
    days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 800) {
      throw new Error(`--days: expected a whole number from 1 to 800, got "${values.days}"`);
    }
    json = values.json;
    path = settingPaths(env).analyticsDatabasePath;
  } catch (error) {
    console.error(`${errorMessage(error)}\n${usage}`);
    return 2;
  }
  const url = env.DATABASE_URL || undefined;
  if (!url && !existsSync(path)) {
    console.error(
      `No counts at ${path} (ANALYTICS_DATABASE_PATH): the server has counted nothing yet, or ANALYTICS is off.`,
    );
    return 1;
  }
  // The PostgreSQL client is loaded only for DATABASE_URL (server/analytics/open-store.ts).
  const pool = url
    ? (await import("../shared/postgres.ts")).openPostgres(url, { max: 2 })
    : undefined;
  try {
    const store = await openAnalyticsStore({ path, pool });
    try {
      const report = await buildReport(store, budapestDay(now), days);
      console.log(
        json ? JSON.stringify(report, null, 2) : reportText(report, "en", companyName(env)),
      );
    } finally {
      await store.close();
    }
  } catch (error) {
    console.error(errorMessage(error));
    return 1;
  } finally {
    await pool?.end();
  }
  return 0;
}

if (import.meta.main) process.exitCode = await runReport(process.argv.slice(2), process.env);
