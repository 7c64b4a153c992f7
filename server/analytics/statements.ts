/**
 * The counts' SQL where both databases read it alike (server/shared/sql.ts): the same tables
 * and columns in both; the back-ends differ only in how a batch is written.
 */
import { raw, sql } from "../shared/sql.ts";
import { dimensions } from "./store.ts";

const grouped = raw(dimensions.join(", "));

export const combinationsOn = (day: string) =>
  sql`SELECT COUNT(*) AS n FROM daily_counts WHERE day = ${day}`;

export const totals = (first: string, last: string) =>
  sql`SELECT ${grouped}, SUM(count) AS count FROM daily_counts
      WHERE day BETWEEN ${first} AND ${last} GROUP BY ${grouped}`;

export const daily = (first: string, last: string) =>
  sql`SELECT day, kind, SUM(count) AS count FROM daily_counts
      WHERE day BETWEEN ${first} AND ${last} GROUP BY day, kind`;

export const drops = (first: string, last: string) =>
  sql`SELECT reason, SUM(count) AS count FROM daily_drops
      WHERE day BETWEEN ${first} AND ${last} GROUP BY reason`;

export const purgeCounts = (day: string) => sql`DELETE FROM daily_counts WHERE day < ${day}`;
export const purgeDrops = (day: string) => sql`DELETE FROM daily_drops WHERE day < ${day}`;

export const getMeta = (key: string) => sql`SELECT value FROM analytics_meta WHERE key = ${key}`;
export const setMeta = (key: string, value: string) =>
  sql`INSERT INTO analytics_meta (key, value) VALUES (${key}, ${value})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
