/**
 * What a stored inquiry is, as every part of the server reads it: the delivery channels, each
 * channel's state, and the questions the back office may ask of the store. The inquiry store
 * (server/inquiries/store.ts, on SQLite or PostgreSQL) implements them; the back office
 * (server/staff-records/) depends only on this module, so it never reaches into the inquiry
 * feature's internals.
 */
import type { FilledField } from "../../app/form/protocol.ts";
import type { Language } from "../../app/site/language.ts";

export const channels = ["webhook", "email"] as const;
export type Channel = (typeof channels)[number];

export interface Delivery {
  state: "pending" | "delivered";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface StoredInquiry extends Record<FilledField, string> {
  language: Language;
  page: string;
  id: string;
  receivedAt: string;
  /** Per channel; absent for a channel the inquiry was never queued on. */
  delivery: Partial<Record<Channel, Delivery>>;
}

/** Who marked an inquiry "kezelve" (handled), and when (ISO 8601). */
export interface HandledMark {
  by: string;
  at: string;
}

/** Which inquiries a list or an export takes; every part optional, all must hold. */
export interface InquiryFilter {
  /** Part of the name or the address, in any case and without accents (as `search`). */
  text?: string;
  /** Received at or after this instant. */
  from?: Date;
  /** Received before this instant. */
  to?: Date;
  /** Only those nobody has marked handled. */
  unhandledOnly?: boolean;
  /** Only those after this one in the list's order (newest first): the next page of an export. */
  after?: { receivedAt: string; id: string };
}

/**
 * Staff's work on the inquiries (server/inquiries/handling.ts): lists and exports by date
 * range, search and the "kezelve" mark, kept in a table of its own (`inquiry_handled`: the
 * inquiry, who, when) that an erasure empties with the inquiry.
 */
export interface InquiryHandling {
  /** Up to `limit` inquiries the filter takes, newest first; `offset` skips that many. */
  find(filter: InquiryFilter, limit: number, offset?: number): Promise<StoredInquiry[]>;
  /** How many inquiries the filter takes. */
  count(filter: InquiryFilter): Promise<number>;
  /** Marks the inquiry handled by `by` at `at`; false when there is no such inquiry. */
  mark(id: string, by: string, at: Date): Promise<boolean>;
  /** Takes the mark off; false when it had none. */
  unmark(id: string): Promise<boolean>;
  /** The marks of these inquiries (those without one are absent). */
  marks(ids: readonly string[]): Promise<Map<string, HandledMark>>;
}

/** What the back office asks of the stored inquiries: pages, searches, erasure. */
export interface InquiryRecords {
  /** Date ranges, the current search as a filter, the "kezelve" mark. */
  readonly handling: InquiryHandling;
  inquiryCount(): Promise<number>;
  /** Newest first; `offset` skips that many of the newest. */
  list(limit?: number, offset?: number): Promise<StoredInquiry[]>;
  /**
   * Up to `limit` inquiries whose name or address contains `text` in any case and without
   * accents ("ÁRPÁD" and "arpad" both find "Árpád"; server/inquiries/search-fold.ts), newest
   * first.
   */
  search(text: string, limit: number): Promise<StoredInquiry[]>;
  /** Every inquiry from an address (any case), oldest first. */
  byAddress(address: string): Promise<StoredInquiry[]>;
  /** Deletes every inquiry from an address, leaving no copy in the store; how many went. */
  erase(address: string): Promise<number>;
}
