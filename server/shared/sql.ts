/**
 * One SQL text for both databases: a statement written once with `sql\`…\``, its values in
 * `${…}`, becomes `?` placeholders for SQLite and `$1, $2…` for PostgreSQL. A store keeps
 * twins only where the dialects differ (PostgreSQL's unnest, SQLite's MAX of two values).
 *
 * Values are typed as they go in: a `Date` is ISO 8601 text for SQLite (the files keep times
 * so) and a `timestamptz` for PostgreSQL; `time(…)` is the same for a time that may be null
 * (PostgreSQL cannot tell the type of a bare null); a boolean is 1 or 0 for SQLite. A nested
 * `sql` fragment is spliced in with its values; `raw(…)` splices in text of the code's own
 * (a column list), never a value.
 *
 * A store whose statements are all the same in both writes its code once over `Database`
 * (`sqliteDatabase` or `postgresDatabase` below), as the editor store does.
 */
import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import { type Pool, pgTransaction, type Queryable } from "./postgres.ts";
import { transaction } from "./sqlite.ts";

type Value = string | number | bigint | boolean | Date | null | Time | Sql | Raw | undefined;

class Time {
  readonly value: Date | null;
  constructor(value: Date | null) {
    this.value = value;
  }
}

class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** A time that may be null: `timestamptz` for PostgreSQL, ISO text (or NULL) for SQLite. */
export const time = (value: Date | string | null | undefined): Time =>
  new Time(value === null || value === undefined ? null : new Date(value));

/** The two databases a store runs on. */
export type Dialect = "sqlite" | "postgres";

/** Text of the code's own spliced in as it is (a table or a column list), never a value. */
export const raw = (text: string): Raw => new Raw(text);

export class Sql {
  readonly #strings: readonly string[];
  readonly #values: readonly Value[];

  constructor(strings: readonly string[], values: readonly Value[]) {
    this.#strings = strings;
    this.#values = values;
  }

  /** The text and parameters for one database. */
  for(dialect: Dialect): { text: string; params: unknown[] } {
    const params: unknown[] = [];
    const text = this.#render(dialect, params);
    return { text, params };
  }

  #render(dialect: Dialect, params: unknown[]): string {
    let text = this.#strings[0] ?? "";
    this.#values.forEach((value, i) => {
      text += placeholder(value, dialect, params) + (this.#strings[i + 1] ?? "");
    });
    return text;
  }

  /** Used by a nested fragment: renders into its parent's parameters. */
  static renderInto(fragment: Sql, dialect: Dialect, params: unknown[]): string {
    return fragment.#render(dialect, params);
  }
}

function placeholder(value: Value, dialect: Dialect, params: unknown[]): string {
  if (value instanceof Sql) return Sql.renderInto(value, dialect, params);
  if (value instanceof Raw) return value.text;
  const isTime = value instanceof Time || value instanceof Date;
  const date = value instanceof Time ? value.value : value instanceof Date ? value : undefined;
  if (dialect === "postgres") {
    params.push(isTime ? date : (value ?? null));
    return `$${params.length}${isTime ? "::timestamptz" : ""}`;
  }
  if (isTime) params.push(date ? date.toISOString() : null);
  else if (typeof value === "boolean") params.push(value ? 1 : 0);
  else params.push(value ?? null);
  return "?";
}

/** A statement for both databases. */
export const sql = (strings: TemplateStringsArray, ...values: Value[]): Sql =>
  new Sql(strings, values);

/** Fragments joined by `separator` (", " by default), their values kept in order. */
export function join(fragments: readonly Sql[], separator = ", "): Sql {
  if (fragments.length === 0) return sql``;
  const strings = ["", ...fragments.slice(1).map(() => separator), ""];
  return new Sql(strings, fragments);
}

const prepared = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The statement prepared once per connection and text. */
function prepare(db: DatabaseSync, query: Sql): { statement: StatementSync; params: unknown[] } {
  const { text, params } = query.for("sqlite");
  const cache = prepared.get(db) ?? new Map<string, StatementSync>();
  prepared.set(db, cache);
  const statement = cache.get(text) ?? db.prepare(text);
  cache.set(text, statement);
  return { statement, params };
}

/** SQLite: the rows a statement selects. */
export function sqliteAll<Row>(db: DatabaseSync, query: Sql): Row[] {
  const { statement, params } = prepare(db, query);
  return statement.all(...(params as SQLInputValue[])) as Row[];
}

/** SQLite: the first row a statement selects. */
export function sqliteGet<Row>(db: DatabaseSync, query: Sql): Row | undefined {
  const { statement, params } = prepare(db, query);
  return statement.get(...(params as SQLInputValue[])) as Row | undefined;
}

/** SQLite: runs a statement; how many rows it changed. */
export function sqliteRun(db: DatabaseSync, query: Sql): number {
  const { statement, params } = prepare(db, query);
  return Number(statement.run(...(params as SQLInputValue[])).changes);
}

/** PostgreSQL: the rows a statement returns. */
export async function pgAll<Row>(db: Queryable, query: Sql): Promise<Row[]> {
  const { text, params } = query.for("postgres");
  return (await db.query(text, params)).rows as Row[];
}

/** PostgreSQL: runs a statement; how many rows it changed. */
export async function pgRun(db: Queryable, query: Sql): Promise<number> {
  const { text, params } = query.for("postgres");
  return (await db.query(text, params)).rowCount ?? 0;
}

/** Either database, as a store written once over it runs its statements. */
export interface Database {
  readonly dialect: Dialect;
  all<Row>(query: Sql): Promise<Row[]>;
  /** How many rows the statement changed. */
  run(query: Sql): Promise<number>;
  /** Runs the statements in one transaction, in order; how many rows each changed. */
  batch(queries: readonly Sql[]): Promise<number[]>;
}

/** The SQLite file as a `Database`. */
export const sqliteDatabase = (db: DatabaseSync): Database => ({
  dialect: "sqlite",
  all: async <Row>(query: Sql) => sqliteAll<Row>(db, query),
  run: async (query: Sql) => sqliteRun(db, query),
  batch: async (queries: readonly Sql[]) =>
    transaction(db, () => queries.map((query) => sqliteRun(db, query))),
});

/** The PostgreSQL pool as a `Database`. */
export const postgresDatabase = (pool: Pool): Database => ({
  dialect: "postgres",
  all: <Row>(query: Sql) => pgAll<Row>(pool, query),
  run: (query: Sql) => pgRun(pool, query),
  batch: (queries: readonly Sql[]) =>
    pgTransaction(pool, async (client) => {
      const changed: number[] = [];
      for (const query of queries) changed.push(await pgRun(client, query));
      return changed;
    }),
});
