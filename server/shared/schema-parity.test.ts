/**
 * Both databases end up with the same tables and columns for each store that has twins (the
 * inquiries, the counts), so one SQL text serves both (server/shared/sql.ts). A file made by
 * an earlier server is moved up to the same tables.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { tempDir } from "../../test/support.ts";
import { PostgresAnalyticsStore } from "../analytics/postgres-store.ts";
import { SqliteAnalyticsStore } from "../analytics/sqlite-store.ts";
import { PostgresInquiryStore } from "../inquiries/postgres/index.ts";
import { SqliteInquiryStore } from "../inquiries/sqlite/index.ts";
import { openPostgres, type Pool } from "./postgres.ts";

type Tables = Record<string, string[]>;

function sqliteTables(path: string): Tables {
  const db = new DatabaseSync(path);
  try {
    const names = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => String(row.name));
    return Object.fromEntries(
      names.map((name) => [
        name,
        db
          .prepare(`PRAGMA table_info(${name})`)
          .all()
          .map((column) => String(column.name))
          .sort(),
      ]),
    );
  } finally {
    db.close();
  }
}

/** The store's tables in PostgreSQL: the public schema but the plumbing every store shares. */
async function postgresTables(pool: Pool): Promise<Tables> {
  const { rows } = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name NOT IN ('schema_versions', 'job_runs')
     ORDER BY table_name, column_name`,
  );
  const tables: Tables = {};
  for (const { table_name, column_name } of rows) {
    tables[table_name] = [...(tables[table_name] ?? []), column_name];
  }
  return tables;
}

const pools: Pool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));

async function freshPool(): Promise<Pool> {
  const pool = openPostgres(await freshDatabase(inject("postgresUrl")));
  pools.push(pool);
  return pool;
}

describe("the two databases' tables", () => {
  it("are the same, column for column, for the inquiry store", async () => {
    const path = join(tempDir("parity-"), "inquiries.sqlite");
    await new SqliteInquiryStore(path).close();
    const pool = await freshPool();
    await (await PostgresInquiryStore.open(pool, false)).close();
    const expected = await postgresTables(pool);
    expect(Object.keys(expected)).toContain("inquiry_deliveries");
    expect(sqliteTables(path)).toEqual(expected);
  });

  it("are the same, column for column, for the counts", async () => {
    const path = join(tempDir("parity-"), "analytics.sqlite");
    await new SqliteAnalyticsStore(path).close();
    const pool = await freshPool();
    await (await PostgresAnalyticsStore.open(pool)).close();
    const expected = await postgresTables(pool);
    expect(Object.keys(expected)).toContain("analytics_meta");
    expect(sqliteTables(path)).toEqual(expected);
  });

  it("are reached by a counts file of an earlier server, its settings kept", async () => {
    const path = join(tempDir("parity-"), "analytics.sqlite");
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE count_kinds (kind TEXT PRIMARY KEY) STRICT, WITHOUT ROWID;
      CREATE TABLE daily_counts (day TEXT NOT NULL, kind TEXT NOT NULL REFERENCES count_kinds (kind),
        page TEXT NOT NULL, language TEXT NOT NULL, service TEXT NOT NULL, referrer TEXT NOT NULL,
        source TEXT NOT NULL, medium TEXT NOT NULL, campaign TEXT NOT NULL, count INTEGER NOT NULL,
        PRIMARY KEY (day, kind, page, language, service, referrer, source, medium, campaign)
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
      CREATE TABLE daily_drops (day TEXT NOT NULL, reason TEXT NOT NULL, count INTEGER NOT NULL,
        PRIMARY KEY (day, reason)) STRICT, WITHOUT ROWID;
      INSERT INTO meta VALUES ('weekly_report_week', '2026-11-23'), ('claim:purge:2026-11-26', 'x');
      PRAGMA user_version = 3;`);
    old.close();
    const store = new SqliteAnalyticsStore(path);
    expect(await store.getMeta("weekly_report_week")).toBe("2026-11-23");
    expect(await store.getMeta("claim:purge:2026-11-26")).toBeUndefined();
    await store.close();
    expect(Object.keys(sqliteTables(path))).toContain("analytics_meta");
    expect(Object.keys(sqliteTables(path))).not.toContain("meta");
  });
});
