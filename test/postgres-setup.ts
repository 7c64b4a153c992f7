/**
 * Vitest's global set-up: one PostgreSQL server for the whole run, its admin URL handed to
 * the tests (`inject("postgresUrl")`, then `freshDatabase`), stopped at the end.
 */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres.ts";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPostgres();
  project.provide("postgresUrl", server.adminUrl);
  return () => server.stop();
}
