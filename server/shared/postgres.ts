/**
 * PostgreSQL plumbing the stores share when `DATABASE_URL` is set: one pool per process, the
 * schema moved up each store's list of migrations exactly once however many instances start
 * at the same moment, transactions, and advisory locks that make a job run on one instance
 * at a time. A store's statements that SQLite reads alike are written once (sql.ts); the
 * tables have the same names and columns in both (docs/decisions/013, 025).
 */
import { hostname } from "node:os";
import pg from "pg";
import { errorMessage } from "./log.ts";

/** 64-bit integers (counts, ids, epoch milliseconds) come back as numbers, not strings. */
const int8 = 20;
const numeric = 1700;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8 || oid === numeric
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type Queryable = pg.Pool | pg.PoolClient;

export interface PoolOptions {
  /** At most this many connections from this process (default 10). */
  max?: number;
  /** The connections' application_name (a server's names the instance: `serverApplication`). */
  application?: string;
}

/** What a server's connections are named: one name per instance (host and process). */
export const serverApplicationPrefix = "danubius-protect server";
export const serverApplication = () =>
  `${serverApplicationPrefix} ${hostname()} ${process.pid}`.slice(0, 63);

/**
 * The instances of the site connected to the database now (each a name of `serverApplication`):
 * what a restore names before it refuses.
 */
export async function connectedServers(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT DISTINCT application_name AS name FROM pg_stat_activity
     WHERE datname = current_database() AND application_name LIKE $1 ORDER BY 1`,
    [`${serverApplicationPrefix} %`],
  );
  return rows.map((row) => row.name.slice(serverApplicationPrefix.length + 1));
}

/** A pool for `DATABASE_URL`; connections are opened on first use. */
export function openPostgres(url: string, options: PoolOptions = {}): Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.application ?? "danubius-protect",
    types,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server dropped must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  return pool;
}

/** Checks that the database answers; throws a message naming DATABASE_URL otherwise. */
export async function checkPostgres(pool: Pool): Promise<void> {
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    throw new Error(`DATABASE_URL cannot be reached: ${errorMessage(error)}`, { cause: error });
  }
}

/** Runs `work` in one transaction on one connection; rolled back if it throws. */
export async function pgTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Creates a table the plumbing shares. Two instances creating it at once: one wins, and the
 * other's IF NOT EXISTS may still fail on the catalogue (a unique violation, or the table's
 * row type "already exists"); it finds the table made.
 */
async function createTable(pool: Queryable, sql: string): Promise<void> {
  await pool.query(sql).catch((error) => {
    if (!["23505", "42P07", "42710"].includes((error as { code?: string }).code ?? "")) throw error;
  });
}

/**
 * Moves a store's tables up its list of migrations (one SQL text each, never edited once
 * released), each in a transaction with the version it reaches. A transaction-level advisory
 * lock per store makes instances starting together run each migration once: the others wait,
 * then find nothing left to do. A database from a newer server is refused.
 */
export async function migratePostgres(
  pool: Pool,
  store: string,
  migrations: readonly string[],
): Promise<void> {
  await createTable(
    pool,
    `CREATE TABLE IF NOT EXISTS schema_versions (store TEXT PRIMARY KEY, version INTEGER NOT NULL)`,
  );
  await pgTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`migrate:${store}`]);
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM schema_versions WHERE store = $1",
      [store],
    );
    const version = rows[0]?.version ?? 0;
    if (version > migrations.length) {
      throw new Error(
        `The ${store} tables in DATABASE_URL are at schema ${version}; this server knows up to ${migrations.length}.`,
      );
    }
    for (let next = version; next < migrations.length; next++) {
      await client.query(migrations[next] ?? "");
    }
    if (version < migrations.length) {
      await client.query(
        `INSERT INTO schema_versions (store, version) VALUES ($1, $2)
         ON CONFLICT (store) DO UPDATE SET version = excluded.version`,
        [store, migrations.length],
      );
    }
  });
}

/**
 * Runs `work` only if no other instance holds the named lock, holding it meanwhile on a
 * connection of its own (a session-level advisory lock: it ends with the connection, so an
 * instance killed mid-work frees it). Returns undefined when another instance has it.
 */
export async function whileHolding<T>(
  pool: Pool,
  name: string,
  work: () => Promise<T>,
): Promise<{ value: T } | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "SELECT pg_try_advisory_lock(hashtext($1)) AS locked",
      [name],
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return { value: await work() };
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext($1))", [name]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/**
 * Claims one run of a periodic job for a period ("purge" for 2026-11-26, "weekly-report" for
 * a week): true for exactly one caller across all instances, so the job runs once.
 */
export async function claimRun(pool: Queryable, job: string, period: string): Promise<boolean> {
  await createTable(
    pool,
    `CREATE TABLE IF NOT EXISTS job_runs (job TEXT NOT NULL, period TEXT NOT NULL,
     claimed_at TIMESTAMPTZ NOT NULL DEFAULT now(), PRIMARY KEY (job, period))`,
  );
  const { rowCount } = await pool.query(
    "INSERT INTO job_runs (job, period) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    [job, period],
  );
  return rowCount === 1;
}
