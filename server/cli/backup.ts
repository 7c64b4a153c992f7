/**
 * `npm run backup -- FILE` — one file holding the site's data, written while the server runs
 * (server/backup/): the inquiries with their deliveries, the counts, the editor's accounts,
 * rights, sessions and audit, the content's history and working copy, and the live release's
 * record. It reads the same environment as the server (DATABASE_PATH, CONTENT_DIR, …).
 * `npm run restore -- FILE` brings it back; docs/backups.md says how to schedule and keep them.
 */
import { siteFilesOf, writeBackup } from "../backup/index.ts";
import { errorMessage } from "../shared/log.ts";
import { type Environment, type FileArguments, fileCommand } from "./file-command.ts";
import { siteSettings } from "./site-settings.ts";

export const runBackup = fileCommand(
  {
    usage: "npm run backup -- FILE",
    about: `Writes one backup file of the site while it runs: inquiries and their deliveries, counts,
editor accounts, rights, sessions and audit, the content's history and working copy, and
which content version is live with its settings. It reads the same environment as the
server (DATABASE_PATH, ANALYTICS_DATABASE_PATH, EDITOR_DATABASE_PATH, CONTENT_DIR,
CONTENT_GIT_DIR, RELEASES_DIR, BUILD_DIR). FILE appears only when complete; an existing FILE
is replaced then. Bring it back with \`npm run restore -- FILE\` (docs/backups.md).`,
    missing: "name one file to write the backup to",
  },
  backup,
);

async function backup({ file }: FileArguments, env: Environment): Promise<number> {
  try {
    const started = performance.now();
    const summary = await writeBackup(siteFilesOf(siteSettings(env)), file);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const megabytes = (summary.bytes / 1024 / 1024).toFixed(1);
    console.log(`Backup written to ${file} (${megabytes} MB in ${seconds} s):`);
    console.log(`  stores: ${summary.stores.join(", ") || "none yet"}`);
    console.log(`  content history: ${summary.history ? "yes" : "none"}`);
    console.log(`  content files: ${summary.contentFiles}`);
    const { live } = summary;
    console.log(
      live
        ? `  live release: content ${(live.tree ?? live.contentVersion).slice(0, 10)}, ${live.siteUrl}, inquiries kept ${live.retentionDays} days`
        : "  live release: none made yet",
    );
    return 0;
  } catch (error) {
    console.error(`No backup written: ${errorMessage(error)}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await runBackup(process.argv.slice(2), process.env);
