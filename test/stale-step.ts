/**
 * `node test/stale-step.ts NAME...`: makes the last second step of every session of NAME an
 * hour old, as if they had signed in long ago, so that a browser test meets the confirm page
 * (server/back-office/fresh-step.ts) without waiting ten minutes. In the store the server's
 * environment names, as test/enrol-test-factor.ts. For tests only.
 */
import { openEditorStore } from "../server/accounts/index.ts";
import { parseEditorConfig } from "../server/back-office/config.ts";
import { parseConfig } from "../server/env.ts";
import { openPostgres } from "../server/shared/postgres.ts";

const base = parseConfig(process.env);
const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
if (!config) throw new Error("no editor settings");
const pool = base.databaseUrl ? openPostgres(base.databaseUrl, { max: 1 }) : undefined;
const store = await openEditorStore({ path: config.databasePath, pool });
try {
  for (const name of process.argv.slice(2))
    for (const session of await store.sessionsOf(name))
      await store.step(session.key, Date.now() - 3_600_000);
} finally {
  await store.close();
  await pool?.end();
}
