/**
 * `npm run content -- --history` — the published versions of the content, newest first: when,
 * who, and what changed (the commits of the content's git repository, CONTENT_GIT_DIR).
 *
 *   npm run content -- --history [--limit N] [--json]
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { parseEditorConfig } from "../editor/config.ts";
import { ContentRepo } from "../editor/content-repo.ts";
import { parseConfig } from "../env.ts";
import { errorMessage } from "../shared/log.ts";

const usage = "usage: npm run content -- --history [--limit N] [--json]";
const help = `${usage}

The published versions of the content, newest first: date, author, message, files.
  --history   list them (the only command)
  --limit N   at most N versions (50 unless told)
  --json      as JSON
  -h, --help  print this help`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      history: { type: "boolean" },
      limit: { type: "string", default: "50" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return void console.log(help);
  const limit = Number(values.limit);
  if (!values.history || !Number.isInteger(limit) || limit < 1) throw new Error(usage);
  const base = parseConfig(process.env);
  const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
  if (!config || !existsSync(config.gitDir)) {
    throw new Error(
      `No content repository at ${config?.gitDir}: nothing has been published from the editor yet.`,
    );
  }
  const commits = await new ContentRepo({
    gitDir: config.gitDir,
    workTree: config.contentDir,
  }).history(limit);
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
