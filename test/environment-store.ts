/**
 * The editor store the server's environment names (PostgreSQL when DATABASE_URL is set, else the
 * editor's SQLite file), opened for a test command's `work` and closed after it. For tests only.
 */
import { type EditorStore, openEditorStore } from "../server/accounts/index.ts";
import { parseEditorConfig } from "../server/back-office/config.ts";
import { parseConfig } from "../server/env.ts";
import { openPostgres } from "../server/shared/postgres.ts";

export async function withEnvironmentStore(work: (store: EditorStore) => Promise<void>) {
  const base = parseConfig(process.env);
  const config = parseEditorConfig({ ...process.env, CONTENT_EDITOR: "on" }, base.databasePath);
  if (!config) throw new Error("no editor settings");
  const pool = base.databaseUrl ? openPostgres(base.databaseUrl, { max: 1 }) : undefined;
  const store = await openEditorStore({ path: config.databasePath, pool });
  try {
    await work(store);
  } finally {
    await store.close();
    await pool?.end();
  }
}
