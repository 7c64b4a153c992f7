/**
 * `npm run content` — the content's history (the git repository CONTENT_GIT_DIR, or PostgreSQL
 * when DATABASE_URL is set; --start-fresh is the git repository's only):
 *
 *   npm run content -- --history [--limit N] [--json]
 *       the published versions, newest first: when, who, and what changed;
 *   npm run content -- --scheduled [--json]
 *       the changes staff scheduled, the soonest first: when (Budapest time), who, what;
 *   npm run content -- --start-fresh
 *       starts a history from the content folder as it is, taken as the first published
 *       version, where none exists: on a new installation whose content differs from the one
 *       shipped with the code, or to give up a lost history instead of restoring a backup
 *       (`npm run restore -- FILE`). The server publishes it at its next start, or at the next
 *       publish from /admin if it is running.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { type EditorConfig, parseEditorConfig, schedulePathOf } from "../back-office/config.ts";
import { ContentRepo, openContentStore, ScheduleStore } from "../content-store/index.ts";
import { parseConfig } from "../env.ts";
import { errorMessage } from "../shared/log.ts";
import { openPostgres } from "../shared/postgres.ts";

const usage =
  "usage: npm run content -- --history [--limit N] [--json]\n       npm run content -- --scheduled [--json]\n       npm run content -- --start-fresh";
const help = `${usage}

The published versions of the content, newest first: date, author, message, files.
  --history      list them
  --scheduled    the changes scheduled for later, the soonest first (Budapest time)
  --limit N      at most N versions (50 unless told)
  --json         as JSON
  --start-fresh  begin a new content history from the content folder as it is, when the
                 history and the releases are gone and no backup is to be restored
  -h, --help     print this help`;

const budapest = new Intl.DateTimeFormat("hu-HU", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Budapest",
});

/** The waiting scheduled changes, for the operator. */
async function listScheduled(config: EditorConfig, databaseUrl: string | undefined, json: boolean) {
  const pool = databaseUrl ? openPostgres(databaseUrl, { max: 1 }) : undefined;
  const path = schedulePathOf(config);
  if (!pool && !existsSync(path)) return void console.log(json ? "[]" : "No change is scheduled.");
  const schedules = await ScheduleStore.open({ path, pool });
  try {
    const waiting = await schedules.waiting();
    if (json) return void console.log(JSON.stringify(waiting, null, 2));
    if (waiting.length === 0) return void console.log("No change is scheduled.");
    for (const change of waiting) {
      console.log(
        `${budapest.format(change.at)} (${change.at.toISOString()})  ${change.author.name}  ${change.id}`,
      );
      for (const line of change.lines) console.log(`    ${line}`);
    }
  } finally {
    await schedules.close();
    await pool?.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      history: { type: "boolean" },
      scheduled: { type: "boolean" },
      "start-fresh": { type: "boolean" },
      limit: { type: "string", default: "50" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return void console.log(help);
  const limit = Number(values.limit);
  const actions = [values.history, values.scheduled, values["start-fresh"]].filter(Boolean);
  if (actions.length !== 1 || !Number.isInteger(limit) || limit < 1) throw new Error(usage);
  const base = parseConfig(process.env);
  const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
  if (!config) throw new Error(usage);
  const repo = new ContentRepo({ gitDir: config.gitDir, workTree: config.contentDir });
  if (values["start-fresh"]) {
    if (existsSync(config.gitDir)) {
      throw new Error(
        `There is a content history at ${config.gitDir} already: nothing was changed. A damaged one is repaired with git or restored from a backup (npm run restore -- FILE).`,
      );
    }
    await repo.init();
    console.log(
      `Started the content history at ${config.gitDir} from ${config.contentDir} as it is. The server publishes it at its next start, or at the next publish from /admin.`,
    );
    return;
  }
  if (values.scheduled) return listScheduled(config, base.databaseUrl, values.json === true);
  if (!base.databaseUrl && !existsSync(config.gitDir)) {
    throw new Error(
      `No content repository at ${config.gitDir}: nothing has been published from the editor yet.`,
    );
  }
  const pool = base.databaseUrl ? openPostgres(base.databaseUrl, { max: 1 }) : undefined;
  const commits = await openContentStore({ ...config, pool })
    .then((content) => content.history(limit))
    .finally(() => pool?.end());
  if (values.json) return void console.log(JSON.stringify(commits, null, 2));
  for (const commit of commits) {
    console.log(
      `${commit.hash.slice(0, 10)}  ${commit.date}  ${commit.author}\n  ${commit.subject}`,
    );
    for (const line of commit.body.split("\n").filter(Boolean)) console.log(`    ${line}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(errorMessage(error));
  process.exit(1);
}
