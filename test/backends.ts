/**
 * The stores' two back-ends for tests that run against both: SQLite files (the embedded
 * default) and the run's real PostgreSQL server (test/postgres-setup.ts), a fresh database per
 * call. `describe.each(backends)` runs a block against each.
 */
import { inject } from "vitest";
import type { Config } from "../server/env.ts";
import { openPostgres, type Pool } from "../server/shared/postgres.ts";
import { freshDatabase } from "./postgres.ts";
import { testConfig } from "./support.ts";

export const backends = ["sqlite", "postgres"] as const;
export type Backend = (typeof backends)[number];

/**
 * The back-end of tests that drive the server over HTTP: SQLite alone. What differs between the
 * stores is each store's own, and its contract tests (the store opened directly) run on both;
 * what only PostgreSQL does (instances sharing it, requests at once) keeps `backends`.
 */
export const serverBackends = ["sqlite"] as const satisfies readonly Backend[];

/** A test configuration on `backend`; on PostgreSQL its DATABASE_URL is an empty database. */
export async function configOn(backend: Backend, overrides: Partial<Config> = {}): Promise<Config> {
  const config = testConfig(overrides);
  if (backend === "sqlite") return config;
  return { ...config, databaseUrl: await freshDatabase(inject("postgresUrl")) };
}

/** The environment a command run beside the server sees for the same store. */
export function storeEnv(config: Config): Record<string, string> {
  return {
    DATABASE_PATH: config.databasePath,
    ...(config.databaseUrl && { DATABASE_URL: config.databaseUrl }),
  };
}

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
