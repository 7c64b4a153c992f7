/**
 * The one place the counts' back-end is chosen: PostgreSQL when the process has a pool for
 * `DATABASE_URL`, else the SQLite file at `path` (the embedded default).
 */
import type { Pool } from "../shared/postgres.ts";
import { PostgresAnalyticsStore } from "./postgres-store.ts";
import { SqliteAnalyticsStore } from "./sqlite-store.ts";
import type { AnalyticsStore } from "./store.ts";

export function openAnalyticsStore(where: {
  path: string;
  pool: Pool | undefined;
}): Promise<AnalyticsStore> {
  return where.pool
    ? PostgresAnalyticsStore.open(where.pool)
    : Promise.resolve(new SqliteAnalyticsStore(where.path));
}
