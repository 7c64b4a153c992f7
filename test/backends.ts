/**
 * The stores' two back-ends for tests that run against both: SQLite files (the embedded
 * default) and the run's real PostgreSQL server (test/postgres-setup.ts), a fresh database per
 * call. `describe.each(backends)` runs a block against each.
 */
import { inject } from "vitest";
import { openPostgres, type Pool } from "../server/shared/postgres.ts";
import { freshDatabase } from "./postgres.ts";

export const backends = ["sqlite", "postgres"] as const;
export type Backend = (typeof backends)[number];

/** The DATABASE_URL a server of `backend` gets: a fresh database, or none for SQLite. */
export async function databaseUrlFor(backend: Backend): Promise<string | undefined> {
  return backend === "postgres" ? freshDatabase(inject("postgresUrl")) : undefined;
}

/** A pool on `url` (undefined for none), ended by `later` when the test is over. */
export function poolFor(
  url: string | undefined,
  later: (cleanup: () => Promise<void>) => void,
): Pool | undefined {
  if (!url) return undefined;
  const pool = openPostgres(url);
  later(() => pool.end());
  return pool;
}
