/**
 * The records' SQL (server/shared/sql.ts), written once: the same tables and columns in both
 * databases (schema.ts), so a statement differs only where a dialect does, its two fragments
 * side by side (a list of ids here, a search's fold in search-fold.ts). The outbox, the
 * monitor's incident and the health probe keep their SQL in their own modules.
 */
import { filledFields } from "../../app/form/protocol.ts";
import type { Channel } from "../shared/inquiry-records.ts";
import { type Database, join, raw, type Sql, sql } from "../shared/sql.ts";
import { found } from "./search-fold.ts";

type Dialect = Database["dialect"];

const columns = ["id", "received_at", ...filledFields, "language", "page"] as const;

/** An inquiry's row; `values` has a value for every column. */
export const insertInquiry = (values: Record<(typeof columns)[number], string | Date>) =>
  sql`INSERT INTO inquiries (${raw(columns.join(", "))})
      VALUES (${join(columns.map((column) => sql`${values[column]}`))})`;

export const queueDelivery = (id: string, channel: Channel, now: Date) =>
  sql`INSERT INTO inquiry_deliveries (inquiry_id, channel, next_attempt_at)
      VALUES (${id}, ${channel}, ${now})`;

/** `column` is one of `ids`: SQLite and PostgreSQL each read the list from a JSON array. */
export const oneOf = (dialect: Dialect, column: string, ids: readonly string[]): Sql => {
  const list = JSON.stringify(ids);
  const values = {
    sqlite: sql`json_each(${list})`,
    postgres: sql`json_array_elements_text(${list}::json)`,
  }[dialect];
  return sql`${raw(column)} IN (SELECT value FROM ${values})`;
};

/** The inquiries a clause selects, and the delivery rows of those. */
export const selectInquiries = (clause: Sql) => sql`SELECT * FROM inquiries ${clause}`;
export const deliveriesOf = (dialect: Dialect, ids: readonly string[]) =>
  sql`SELECT * FROM inquiry_deliveries WHERE ${oneOf(dialect, "inquiry_id", ids)}`;

export const byId = (id: string) => sql`WHERE id = ${id}`;
export const newestFirst = (limit: number, offset: number) =>
  sql`ORDER BY received_at DESC, id LIMIT ${limit} OFFSET ${offset}`;
export const search = (dialect: Dialect, text: string, limit: number) =>
  sql`WHERE ${found(dialect, text)} ORDER BY received_at DESC, id LIMIT ${limit}`;
export const byAddress = (address: string) =>
  sql`WHERE lower(email) = lower(${address}) ORDER BY received_at, id`;
export const inquiryCount = sql`SELECT COUNT(*) AS n FROM inquiries`;
export const deleteBefore = (cutoff: Date) =>
  sql`DELETE FROM inquiries WHERE received_at < ${cutoff}`;
export const deleteAddress = (address: string) =>
  sql`DELETE FROM inquiries WHERE lower(email) = lower(${address})`;
