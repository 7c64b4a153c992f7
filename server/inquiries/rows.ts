/**
 * The rows both back-ends read, turned into the records the server passes around: an
 * inquiry's own row and one delivery row per channel it was queued on. Times are ISO 8601
 * strings in UTC by the time they get here (`isoRows`).
 */
import { type FilledField, filledFields } from "../../app/form/protocol.ts";
import type { Language } from "../../app/site/language.ts";
import type { Channel, Delivery, StoredInquiry } from "../shared/inquiry-records.ts";
import type { Database, Sql } from "../shared/sql.ts";
import type { ChannelCounts } from "./store.ts";

export type InquiryRow = Record<FilledField, string> & {
  id: string;
  received_at: string;
  language: Language;
  page: string;
};

export interface DeliveryRow {
  inquiry_id: string;
  channel: Channel;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

/**
 * What `add` keeps of a new inquiry: each field a person fills in ("" for an optional one left
 * out), the language and the page. A key the store does not keep (the honeypot) is refused:
 * the type forbids it, and a caller that slips one past is stopped.
 */
export function keptOf<Inquiry extends Partial<Record<FilledField, string>>>(inquiry: Inquiry) {
  const unknown = Object.keys(inquiry).filter(
    (key) =>
      !(filledFields as readonly string[]).includes(key) && !["language", "page"].includes(key),
  );
  if (unknown.length > 0) throw new Error(`Not a field the store keeps: ${unknown.join(", ")}`);
  return { ...inquiry, ...fieldValues(inquiry) };
}

/** Each field a person fills in, "" for an optional one left out. */
export function fieldValues(inquiry: Partial<Record<FilledField, string>>) {
  return Object.fromEntries(filledFields.map((field) => [field, inquiry[field] ?? ""])) as Record<
    FilledField,
    string
  >;
}

export const fromRows = (row: InquiryRow, deliveries: readonly DeliveryRow[]): StoredInquiry => ({
  id: row.id,
  receivedAt: row.received_at,
  ...fieldValues(row),
  language: row.language,
  page: row.page,
  delivery: Object.fromEntries(
    deliveries.map((d) => [
      d.channel,
      {
        state: d.delivered_at ? "delivered" : "pending",
        attempts: d.attempts,
        lastError: d.last_error,
        nextAttemptAt: d.next_attempt_at,
        deliveredAt: d.delivered_at,
      } satisfies Delivery,
    ]),
  ),
});

/** What `add` hands back: the inquiry as kept, due at once on every channel. */
export function justStored(
  kept: Omit<StoredInquiry, "id" | "receivedAt" | "delivery">,
  id: string,
  receivedAt: string,
): StoredInquiry {
  const pending = (): Delivery => ({
    state: "pending",
    attempts: 0,
    lastError: null,
    nextAttemptAt: receivedAt,
    deliveredAt: null,
  });
  return { ...kept, id, receivedAt, delivery: { webhook: pending(), email: pending() } };
}

/** The longest an error is kept: a reason, not a payload. */
export const maxErrorLength = 500;

/** The channel's counts with every channel present. */
export function countsOf(
  rows: ReadonlyArray<{ channel: Channel; delivered: boolean | number; n: number }>,
): ChannelCounts {
  const counts = { webhook: { pending: 0, delivered: 0 }, email: { pending: 0, delivered: 0 } };
  for (const row of rows) counts[row.channel][row.delivered ? "delivered" : "pending"] = row.n;
  return counts;
}

/** The rows a query reads, times as ISO 8601 strings: SQLite keeps them so, PostgreSQL reads Dates. */
export async function isoRows<Row>(database: Database, query: Sql): Promise<Row[]> {
  const rows = await database.all<Row>(query);
  if (database.dialect === "sqlite") return rows;
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row as object).map(([key, value]) => [
          key,
          value instanceof Date ? value.toISOString() : value,
        ]),
      ) as Row,
  );
}
