/**
 * The one place the counts' back-end is chosen: PostgreSQL when the process has a pool for
 * `DATABASE_URL`, else the SQLite file at `path` (the embedded default). The PostgreSQL side is
 * loaded only when used: `npm run report` on the embedded default stays small.
 */
import type { Pool } from "../shared/postgres.ts";
import { SqliteAnalyticsStore } from "./sqlite-store.ts";
import type { AnalyticsStore } from "./store.ts";

export async function openAnalyticsStore(where: {
  path: string;
  pool: Pool | undefined;
}): Promise<AnalyticsStore> {
  if (!where.pool) return new SqliteAnalyticsStore(where.path);
  const { PostgresAnalyticsStore } = await import("./postgres-store.ts");
  return PostgresAnalyticsStore.open(where.pool);
}
