/**
 * The one place the editor store's back-end is chosen: PostgreSQL when the process has a pool
 * for `DATABASE_URL`, else the SQLite file at `path` (the embedded default).
 */
import type { Pool } from "../shared/postgres.ts";
import { PostgresEditorStore } from "./postgres-store.ts";
import { SqliteEditorStore } from "./sqlite-store.ts";
import type { EditorStore } from "./store.ts";

export function openEditorStore(where: {
  path: string;
  pool: Pool | undefined;
}): Promise<EditorStore> {
  return where.pool
    ? PostgresEditorStore.open(where.pool)
    : Promise.resolve(new SqliteEditorStore(where.path));
}
