/**
 * The two back-ends of the server's stores, for tests that must hold on both: the embedded
 * SQLite files (the default) and PostgreSQL (DATABASE_URL), here a fresh database on the
 * run's one server (test/postgres-setup.ts).
 */
import { inject } from "vitest";
import type { Config } from "../server/env.ts";
import { freshDatabase } from "./postgres.ts";
import { testConfig } from "./support.ts";

export const backends = ["sqlite", "postgres"] as const;
export type Backend = (typeof backends)[number];

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
