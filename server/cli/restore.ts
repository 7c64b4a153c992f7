/**
 * `npm run restore -- FILE [--force]` — brings back a file of `npm run backup` where the
 * environment says the site keeps its data (server/backup/restore.ts), on a fresh clone or
 * after a lost disk: the same pages, history, accounts, inquiries and counts. It refuses a
 * damaged file, a file of another format version, and, without --force, a site that has data.
 */

import { siteUrl } from "../../app/page/seo.ts";
import { retentionDaysOf } from "../../app/site/retention.ts";
import {
  RestoreRefused,
  restoreBackup,
  type SiteFiles,
  siteFilesOf,
  UnreadableBackup,
} from "../backup/index.ts";
import { errorMessage } from "../shared/log.ts";
import { type Environment, type FileArguments, fileCommand } from "./file-command.ts";
import { siteSettings } from "./site-settings.ts";

export const runRestore = fileCommand(
  {
    usage: "npm run restore -- FILE [--force]",
    about: `Brings back a backup made by \`npm run backup\`: the inquiries and their deliveries, counts,
editor accounts, the content's history and working copy, and the live release, made again
with this code build (run \`npm run build\` first on a fresh clone) and the backup's settings.
It writes where the environment says the site keeps its files, as the server reads it
(DATABASE_PATH, CONTENT_DIR, …). Stop the server first; start it afterwards.

The whole file is checked before anything is written: a damaged or truncated file, or one of
another format version, is refused and nothing changes.`,
    missing: "name the one backup file to restore",
    flags: { force: "replace the site's existing data (stores, history, releases)" },
  },
  restore,
);

async function restore(
  { file, flags: { force } }: FileArguments<"force">,
  env: Environment,
): Promise<number> {
  let files: SiteFiles;
  try {
    files = siteFilesOf(siteSettings(env));
  } catch (error) {
    console.error(`Nothing restored: ${errorMessage(error)}`);
    if (env.DATABASE_URL) await nameConnectedServers(env.DATABASE_URL);
    return 1;
  }
  try {
    const summary = await restoreBackup(file, files, {
      force,
      log: (line) => console.log(`  ${line}`),
    });
    console.log(`Restored ${file}.`);
    const { live } = summary;
    if (live) {
      const same =
        siteUrl(env.SITE_URL) === siteUrl(live.siteUrl) &&
        retentionDaysOf(env.INQUIRY_RETENTION_DAYS) === live.retentionDays;
      if (!same) {
        console.log(
          `The backed-up site ran with SITE_URL=${live.siteUrl} INQUIRY_RETENTION_DAYS=${live.retentionDays}: start the server with the same settings.`,
        );
      }
    }
    console.log(
      summary.release
        ? "The live release is made: start the server (npm start)."
        : "Start the server (npm start): it makes the release of the restored content.",
    );
    return 0;
  } catch (error) {
    if (error instanceof UnreadableBackup || error instanceof RestoreRefused) {
      console.error(`Nothing restored: ${error.message}`);
      return 1;
    }
    console.error(`The restore failed: ${errorMessage(error)}`);
    console.error("What was written so far stays: fix the cause and restore again with --force.");
    return 1;
  }
}

/**
 * With PostgreSQL, the instances still connected to the database: whoever restores it with
 * its own tools must stop them first.
 */
async function nameConnectedServers(url: string): Promise<void> {
  const { connectedServers, openPostgres } = await import("../shared/postgres.ts");
  const pool = openPostgres(url, { max: 1 });
  try {
    const servers = await connectedServers(pool);
    if (servers.length > 0)
      console.error(
        `${servers.length} instance${servers.length > 1 ? "s" : ""} of the site ${servers.length > 1 ? "are" : "is"} connected to this database now (${servers.join(", ")}: host and process id): stop ${servers.length > 1 ? "every one" : "it"} before restoring the database, then start them again.`,
      );
  } catch (error) {
    console.error(
      `The database could not be asked which instances are connected: ${errorMessage(error)}`,
    );
  } finally {
    await pool.end();
  }
}

if (import.meta.main) process.exitCode = await runRestore(process.argv.slice(2), process.env);
