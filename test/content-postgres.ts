/**
 * Test support: content stores in PostgreSQL, each in a fresh database of the run's server
 * (test/postgres-setup.ts), migrated; their pools end after the test file.
 */
import { afterAll, inject } from "vitest";
import { PostgresContentStore } from "../server/content-store/index.ts";
import { openPostgres, type Pool } from "../server/shared/postgres.ts";
import { freshDatabase } from "./postgres.ts";

/** Call at a test file's top level: it returns what makes a store with `contentDir` shipped. */
export function postgresContentStores(): (contentDir: string) => Promise<PostgresContentStore> {
  const pools: Pool[] = [];
  afterAll(() => Promise.all(pools.map((pool) => pool.end())));
  return async (contentDir) => {
    const pool = openPostgres(await freshDatabase(inject("postgresUrl")));
    pools.push(pool);
    const content = new PostgresContentStore(pool, { contentDir });
    await content.migrate();
    return content;
  };
}
