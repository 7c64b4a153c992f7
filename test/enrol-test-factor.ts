/**
 * `node test/enrol-test-factor.ts NAME...`: gives accounts made with `npm run editors -- add` the
 * tests' second factor (test/second-factor.ts), in the store the server's environment names
 * (PostgreSQL when DATABASE_URL is set, else the editor's SQLite file). For tests only.
 */
import { openEditorStore } from "../server/accounts/index.ts";
import { parseEditorConfig } from "../server/back-office/config.ts";
import { parseConfig } from "../server/env.ts";
import { openPostgres } from "../server/shared/postgres.ts";
import { enrolTestFactor } from "./second-factor.ts";

const base = parseConfig(process.env);
const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
if (!config) throw new Error("no editor settings");
const pool = base.databaseUrl ? openPostgres(base.databaseUrl, { max: 1 }) : undefined;
const store = await openEditorStore({ path: config.databasePath, pool });
try {
  for (const name of process.argv.slice(2)) await enrolTestFactor(store, name);
} finally {
  await store.close();
  await pool?.end();
}
