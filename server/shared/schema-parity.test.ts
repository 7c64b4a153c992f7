/**
 * Both databases end up with the same tables for each store written for both (the inquiries,
 * the counts, the accounts, the scheduled changes) — columns with their types, NOT NULL and
 * primary keys, foreign keys and indexes — so one SQL text serves both (server/shared/sql.ts). A
 * file made by an earlier server is moved up to the same tables, its rows kept.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { tempDir } from "../../test/support.ts";
import { PostgresEditorStore, SqliteEditorStore } from "../accounts/index.ts";
import { PostgresAnalyticsStore, SqliteAnalyticsStore } from "../analytics/index.ts";
import { ScheduleStore } from "../content-store/index.ts";
import { PostgresInquiryStore, SqliteInquiryStore } from "../inquiries/index.ts";
import { openPostgres, type Pool } from "./postgres.ts";

/**
 * A table as both databases can say it: each column with its type's class (what SQLite's
 * STRICT tables store: a PostgreSQL timestamptz or jsonb is kept as TEXT there, a boolean as
 * INTEGER), NOT NULL and its place in the primary key; its foreign keys; its indexes (unique or
 * not) by their columns. CHECK constraints are left out: SQLite checks a boolean's 0 or 1 where
 * PostgreSQL's type does.
 */
interface Table {
  columns: string[];
  foreignKeys: string[];
  indexes: string[];
}
type Tables = Record<string, Table>;

const typeClass: Record<string, string> = {
  text: "TEXT",
  "character varying": "TEXT",
  "timestamp with time zone": "TEXT",
  "timestamp without time zone": "TEXT",
  date: "TEXT",
  jsonb: "TEXT",
  json: "TEXT",
  integer: "INTEGER",
  bigint: "INTEGER",
  smallint: "INTEGER",
  boolean: "INTEGER",
  "double precision": "REAL",
  real: "REAL",
  numeric: "REAL",
  bytea: "BLOB",
};

/** An index as both say it: unique, partial (WHERE …), and its columns or expressions. */
const indexOf = (unique: boolean, partial: boolean, on: string) =>
  `${unique ? "unique " : ""}${partial ? "partial " : ""}(${on.replace(/\s+/g, "").toLowerCase()})`;

const column = (name: string, type: string, notNull: boolean, key: number) =>
  `${name} ${type}${notNull || key > 0 ? " not null" : ""}${key > 0 ? ` key#${key}` : ""}`;

function sqliteTables(path: string): Tables {
  const db = new DatabaseSync(path);
  const all = (sql: string) => db.prepare(sql).all() as Record<string, string | number>[];
  try {
    const names = all("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").map(
      (row) => String(row.name),
    );
    return Object.fromEntries(
      names.map((name) => {
        const columns = all(`PRAGMA table_info(${name})`).map((c) =>
          column(
            String(c.name),
            String(c.type).toUpperCase(),
            Number(c.notnull) === 1,
            Number(c.pk),
          ),
        );
        const foreignKeys = all(`PRAGMA foreign_key_list(${name})`).map(
          (fk) => `${fk.from} → ${fk.table}(${fk.to})`,
        );
        const indexes = all(`PRAGMA index_list(${name})`)
          .filter((index) => index.origin !== "pk")
          .map((index) => {
            const on = all(`PRAGMA index_info(${index.name})`).map((c) => c.name);
            // An expression (lower(email)) has no column name: its text, as created.
            const sql = String(
              all(`SELECT sql FROM sqlite_schema WHERE name = '${index.name}'`)[0]?.sql ?? "",
            );
            const text = on.some((c) => c === null)
              ? (/\bON\s+\w+\s*\((.*?)\)\s*(?:WHERE|$)/is.exec(sql)?.[1] ?? sql)
              : on.join(",");
            return indexOf(Number(index.unique) === 1, Number(index.partial) === 1, text);
          });
        return [
          name,
          { columns: columns.sort(), foreignKeys: foreignKeys.sort(), indexes: indexes.sort() },
        ];
      }),
    );
  } finally {
    db.close();
  }
}

/** The store's tables in PostgreSQL: the public schema but the plumbing every store shares. */
async function postgresTables(pool: Pool): Promise<Tables> {
  const plumbing = "('schema_versions', 'job_runs')";
  const { rows: columns } = await pool.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    key: number | null;
  }>(
    `SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, k.ordinal_position AS key
     FROM information_schema.columns c
     LEFT JOIN information_schema.table_constraints t
       ON t.table_name = c.table_name AND t.table_schema = c.table_schema AND t.constraint_type = 'PRIMARY KEY'
     LEFT JOIN information_schema.key_column_usage k
       ON k.constraint_name = t.constraint_name AND k.table_schema = c.table_schema AND k.column_name = c.column_name
     WHERE c.table_schema = 'public' AND c.table_name NOT IN ${plumbing}`,
  );
  const { rows: keys } = await pool.query<{ table_name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table_name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace`,
  );
  const { rows: indexes } = await pool.query<{ table_name: string; definition: string }>(
    `SELECT tablename AS table_name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = 'public' AND tablename NOT IN ${plumbing} AND indexname NOT LIKE '%_pkey'`,
  );
  const tables: Tables = {};
  const table = (name: string) => {
    tables[name] ??= { columns: [], foreignKeys: [], indexes: [] };
    return tables[name];
  };
  for (const c of columns) {
    const type = typeClass[c.data_type] ?? c.data_type;
    table(c.table_name).columns.push(
      column(c.column_name, type, c.is_nullable === "NO", c.key ?? 0),
    );
  }
  for (const { table_name, definition } of keys) {
    const match = /^FOREIGN KEY \((\w+)\) REFERENCES (\w+)\((\w+)\)/.exec(definition);
    table(table_name).foreignKeys.push(
      match ? `${match[1]} → ${match[2]}(${match[3]})` : definition,
    );
  }
  for (const { table_name, definition } of indexes) {
    // CREATE [UNIQUE] INDEX name ON table USING btree (columns or expressions) [WHERE …]
    const [head = ""] = definition.split(" WHERE ");
    const on = /USING \w+ \((.*)\)$/.exec(head)?.[1] ?? definition;
    const unique = definition.startsWith("CREATE UNIQUE");
    table(table_name).indexes.push(indexOf(unique, / WHERE /.test(definition), on));
  }
  for (const entry of Object.values(tables)) {
    entry.columns.sort();
    entry.foreignKeys.sort();
    entry.indexes.sort();
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
  it.each([
    {
      store: "the inquiry store",
      file: "inquiries.sqlite",
      sqlite: (path: string) => new SqliteInquiryStore(path),
      postgres: (pool: Pool) => PostgresInquiryStore.open(pool, false),
      has: ["inquiry_deliveries"],
    },
    {
      store: "the counts",
      file: "analytics.sqlite",
      sqlite: (path: string) => new SqliteAnalyticsStore(path),
      postgres: (pool: Pool) => PostgresAnalyticsStore.open(pool),
      has: ["analytics_meta"],
    },
    {
      store: "the accounts",
      file: "editor.sqlite",
      sqlite: (path: string) => new SqliteEditorStore(path),
      postgres: (pool: Pool) => PostgresEditorStore.open(pool),
      has: ["editor_sessions", "editor_secrets", "editor_passkeys"],
      gone: ["sign_in_attempts"],
    },
    {
      store: "the scheduled changes",
      file: "schedule.sqlite",
      sqlite: (path: string) => ScheduleStore.open({ path }),
      postgres: (pool: Pool) => ScheduleStore.open({ path: "", pool }),
      has: ["content_schedules"],
    },
  ])(
    "are the same, column for column, for $store",
    async ({ file, sqlite, postgres, has, gone = [] }) => {
      const path = join(tempDir("parity-"), file);
      await (await sqlite(path)).close();
      const pool = await freshPool();
      await (await postgres(pool)).close();
      const expected = await postgresTables(pool);
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(has));
      for (const name of gone) expect(Object.keys(expected)).not.toContain(name);
      expect(sqliteTables(path)).toEqual(expected);
    },
  );

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

  it("are reached by an accounts file of an earlier server, its rows kept", async () => {
    const path = join(tempDir("parity-"), "editor.sqlite");
    const old = new DatabaseSync(path);
    old.exec(`${accountsAtVersion4}
      INSERT INTO editors VALUES ('Kovács Anna', 'hash', '2026-11-01T00:00:00.000Z', 1);
      INSERT INTO sessions VALUES ('abc', 'Kovács Anna', 10, 20, 1, 'Firefox, Linux', '127.0.0.1');
      INSERT INTO session_views VALUES ('abc', '{"content/a.yaml":"1234"}');
      INSERT INTO secrets VALUES ('device-cookie', x'0102');
      INSERT INTO inquiry_audit VALUES ('2026-11-02T00:00:00.000Z', 'Kovács Anna', 'export', 3),
        ('2026-11-02T00:00:00.000Z', 'Kovács Anna', 'erase', 1);
      PRAGMA user_version = 4;`);
    old.close();
    const store = new SqliteEditorStore(path);
    expect(await store.session("abc")).toEqual({
      editor: "Kovács Anna",
      createdAt: 10,
      lastSeenAt: 20,
      full: true,
      device: "Firefox, Linux",
      place: "127.0.0.1",
      steppedAt: 0,
    });
    expect(await store.view("abc")).toEqual(new Map([["content/a.yaml", "1234"]]));
    expect(await store.secret("device-cookie")).toEqual(Buffer.from([1, 2]));
    expect((await store.audit()).map((entry) => entry.action)).toEqual(["erase", "export"]);
    // session_views still refers to the sessions: a session ended takes its view along.
    await store.deleteSession("abc");
    expect(await store.view("abc")).toBeUndefined();
    await store.close();
    const fresh = join(tempDir("parity-"), "editor.sqlite");
    await new SqliteEditorStore(fresh).close();
    expect(sqliteTables(path)).toEqual(sqliteTables(fresh));
    expect(Object.keys(sqliteTables(path))).toEqual(
      expect.arrayContaining(["editor_sessions", "editor_secrets"]),
    );
    expect(Object.keys(sqliteTables(path))).not.toContain("sessions");
  });
});

/** The accounts file as the server before the tables were renamed left it (schema 4). */
const accountsAtVersion4 = `
  CREATE TABLE editors (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL, inquiries INTEGER NOT NULL DEFAULT 0) STRICT;
  CREATE TABLE sessions (token_hash TEXT PRIMARY KEY,
    editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE,
    created_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL,
    verified INTEGER NOT NULL DEFAULT 0, device TEXT NOT NULL DEFAULT '',
    place TEXT NOT NULL DEFAULT '') STRICT;
  CREATE INDEX sessions_editor ON sessions (editor);
  CREATE TABLE content_writes (path TEXT PRIMARY KEY, editor TEXT NOT NULL, at TEXT NOT NULL,
    sha TEXT NOT NULL) STRICT;
  CREATE TABLE session_views (
    token_hash TEXT PRIMARY KEY REFERENCES sessions (token_hash) ON DELETE CASCADE,
    versions TEXT NOT NULL) STRICT;
  CREATE TABLE inquiry_audit (at TEXT NOT NULL, editor TEXT NOT NULL, action TEXT NOT NULL,
    count INTEGER NOT NULL) STRICT;
  CREATE TABLE secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL) STRICT;
  CREATE TABLE editor_totp (editor TEXT PRIMARY KEY REFERENCES editors (name) ON DELETE CASCADE, secret TEXT NOT NULL, label TEXT NOT NULL,
    created_at TEXT NOT NULL, last_step INTEGER NOT NULL DEFAULT 0) STRICT;
  CREATE TABLE editor_passkeys (id TEXT PRIMARY KEY, editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE, label TEXT NOT NULL,
    public_key BLOB NOT NULL, counter INTEGER NOT NULL, transports TEXT NOT NULL,
    created_at TEXT NOT NULL, last_used_at TEXT) STRICT;
  CREATE INDEX editor_passkeys_editor ON editor_passkeys (editor);
  CREATE TABLE editor_recovery_codes (editor TEXT NOT NULL REFERENCES editors (name) ON DELETE CASCADE, code_hash TEXT NOT NULL,
    used_at TEXT, PRIMARY KEY (editor, code_hash)) STRICT;
  CREATE TABLE editor_challenges (id TEXT PRIMARY KEY, editor TEXT NOT NULL,
    purpose TEXT NOT NULL, challenge TEXT NOT NULL, expires_at INTEGER NOT NULL) STRICT;`;
