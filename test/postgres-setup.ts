/**
 * Vitest's global set-up: one PostgreSQL server for the whole run, its admin URL handed to
 * the tests (`inject("postgresUrl")`, then `freshDatabase`), stopped at the end. Under
 * `npm test`, whose test runs share one server, TEST_POSTGRES_URL names it and none is started.
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = process.env.TEST_POSTGRES_URL;
  if (shared) {
    project.provide("postgresUrl", shared);
    return async () => {};
  }
  const server = await startPostgres();
  project.provide("postgresUrl", server.adminUrl);
  return () => server.stop();
}
