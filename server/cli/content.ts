/**
 * `npm run content -- --history` — the published versions of the content, newest first: when,
 * who, and what changed (from the content's git repository, CONTENT_GIT_DIR, or from
 * PostgreSQL when DATABASE_URL is set).
 *
 *   npm run content -- --history [--limit N] [--json]
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { openContentStore } from "../content-store/index.ts";
import { parseEditorConfig } from "../editor/config.ts";
import { parseConfig } from "../env.ts";
import { errorMessage } from "../shared/log.ts";
import { openPostgres } from "../shared/postgres.ts";

const usage = "usage: npm run content -- --history [--limit N] [--json]";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      history: { type: "boolean" },
      limit: { type: "string", default: "50" },
      json: { type: "boolean" },
    },
  });
  const limit = Number(values.limit);
  if (!values.history || !Number.isInteger(limit) || limit < 1) throw new Error(usage);
  const base = parseConfig(process.env);
  const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
  if (!config || (!base.databaseUrl && !existsSync(config.gitDir))) {
    throw new Error(
      `No content repository at ${config?.gitDir}: nothing has been published from the editor yet.`,
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
