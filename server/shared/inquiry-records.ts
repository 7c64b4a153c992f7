/**
 * What a stored inquiry is, as every part of the server reads it: the delivery channels, each
 * channel's state, and the questions the back office may ask of the store. The inquiry store
 * (server/inquiries/store.ts, on SQLite or PostgreSQL) implements them; the back office
 * (server/back-office/) depends only on this module, so it never reaches into the inquiry
 * feature's internals.
 */
import type { FilledField } from "../../app/contact/protocol.ts";
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

/** What the back office asks of the stored inquiries: pages, searches, erasure. */
export interface InquiryRecords {
  inquiryCount(): Promise<number>;
  /** Newest first; `offset` skips that many of the newest. */
  list(limit?: number, offset?: number): Promise<StoredInquiry[]>;
  /**
   * Up to `limit` inquiries whose name or address contains `text` in any case (accented
   * letters too, "ÁRPÁD" finds "Árpád"; "Arpad" does not), newest first.
   */
  search(text: string, limit: number): Promise<StoredInquiry[]>;
  /** Every inquiry from an address (any case), oldest first. */
  byAddress(address: string): Promise<StoredInquiry[]>;
  /** Deletes every inquiry from an address, leaving no copy in the store; how many went. */
  erase(address: string): Promise<number>;
}
