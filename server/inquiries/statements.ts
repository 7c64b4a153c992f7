/**
 * The inquiry store's SQL where both databases read it alike (server/shared/sql.ts): the same
 * tables and columns in both, so the back-ends differ only where a dialect does (claiming due
 * deliveries, the next due time, searching with case folding, the adding of a batch).
 */
import { filledFields } from "../../app/form/protocol.ts";
import type { Channel } from "../shared/inquiry-records.ts";
import { join, raw, type Sql, sql, time } from "../shared/sql.ts";

const pending = (channel: Channel) => sql`channel = ${channel} AND delivered_at IS NULL`;

const columns = ["id", "received_at", ...filledFields, "language", "page"] as const;

/** An inquiry's row; `values` has a value for every column. */
export const insertInquiry = (values: Record<(typeof columns)[number], string | Date>) =>
  sql`INSERT INTO inquiries (${raw(columns.join(", "))})
      VALUES (${join(columns.map((column) => sql`${values[column]}`))})`;

export const queueDelivery = (id: string, channel: Channel, now: Date) =>
  sql`INSERT INTO inquiry_deliveries (inquiry_id, channel, next_attempt_at)
      VALUES (${id}, ${channel}, ${now})`;

/** The inquiries a clause selects. */
export const selectInquiries = (clause: Sql) => sql`SELECT * FROM inquiries ${clause}`;
export const byId = (id: string) => sql`WHERE id = ${id}`;
export const newestFirst = (limit: number, offset: number) =>
  sql`ORDER BY received_at DESC, id LIMIT ${limit} OFFSET ${offset}`;
export const byAddress = (address: string) =>
  sql`WHERE lower(email) = lower(${address}) ORDER BY received_at, id`;
export const inquiryCount = sql`SELECT COUNT(*) AS n FROM inquiries`;
export const deleteBefore = (cutoff: Date) =>
  sql`DELETE FROM inquiries WHERE received_at < ${cutoff}`;
export const deleteAddress = (address: string) =>
  sql`DELETE FROM inquiries WHERE lower(email) = lower(${address})`;

export const markDelivered = (channel: Channel, id: string, now: Date) =>
  sql`UPDATE inquiry_deliveries SET attempts = attempts + 1, delivered_at = ${now},
        last_error = NULL, next_attempt_at = NULL, claimed_until = NULL
      WHERE ${pending(channel)} AND inquiry_id = ${id}`;

export const markFailed = (channel: Channel, id: string, until: Date, error: string, next: Date) =>
  sql`UPDATE inquiry_deliveries SET attempts = attempts + 1, last_error = ${error},
        next_attempt_at = ${next}, claimed_until = NULL
      WHERE ${pending(channel)} AND inquiry_id = ${id} AND claimed_until = ${until}`;

export const hurry = (channel: Channel, now: Date) =>
  sql`UPDATE inquiry_deliveries SET next_attempt_at = ${now}
      WHERE ${pending(channel)} AND next_attempt_at > ${now}`;

export const retryNow = (channel: Channel, now: Date, id: string | undefined) =>
  sql`UPDATE inquiry_deliveries SET next_attempt_at = ${now}
      WHERE ${pending(channel)} ${id === undefined ? sql`` : sql`AND inquiry_id = ${id}`}`;

export const channelCounts = sql`SELECT channel, delivered_at IS NOT NULL AS delivered,
      COUNT(*) AS n
    FROM inquiry_deliveries GROUP BY channel, delivered_at IS NOT NULL`;

export const overdue = (channel: Channel, before: Date) =>
  sql`SELECT COUNT(*) AS count, MIN(i.received_at) AS since,
        (SELECT d2.last_error FROM inquiry_deliveries d2
         JOIN inquiries i2 ON i2.id = d2.inquiry_id
         WHERE d2.channel = ${channel} AND d2.delivered_at IS NULL
           AND d2.last_error IS NOT NULL
         ORDER BY i2.received_at DESC LIMIT 1) AS "lastError"
      FROM inquiry_deliveries d JOIN inquiries i ON i.id = d.inquiry_id
      WHERE d.channel = ${channel} AND d.delivered_at IS NULL AND i.received_at <= ${before}`;

/** The delivery monitor's incident: one row per channel watched ("webhook"). */
export const incidentSince = (name: string) =>
  sql`SELECT opened_at FROM inquiry_incidents WHERE name = ${name}`;
export const openIncident = (name: string, at: string) =>
  sql`INSERT INTO inquiry_incidents (name, opened_at) VALUES (${name}, ${time(at)})
      ON CONFLICT DO NOTHING`;
export const closeIncident = (name: string, at: string | undefined) =>
  sql`DELETE FROM inquiry_incidents WHERE name = ${name}
      ${at === undefined ? sql`` : sql`AND opened_at = ${time(at)}`}`;

/** The health check's write: one row, rewritten. */
export const probeWrite = (now: Date) =>
  sql`INSERT INTO inquiry_health_probe (id, probed_at) VALUES (1, ${now})
      ON CONFLICT (id) DO UPDATE SET probed_at = excluded.probed_at`;
