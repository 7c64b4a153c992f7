/**
 * The inquiry store, as the rest of the server sees it: one async interface, written once over
 * both databases (shared/sql.ts's `Database`): SQLite, the embedded default (one file under
 * ./data/), and PostgreSQL, when DATABASE_URL is set, shared by every instance.
 * `openInquiryStore` (open-store.ts) opens one. Each job has its own module, the two dialects'
 * fragments side by side where they differ: the inquiries themselves (records.ts, handling.ts),
 * the outbox (each channel's delivery state and its leases), the monitor's incident, the
 * health check's write probe and the tables (schema.ts).
 *
 * An inquiry is committed before the visitor is told it was sent, and is queued on every
 * channel in the same transaction. Deleting personal data (retention, erasure) leaves no
 * copy the store could hand out again (SQLite also rewrites its file, docs/inquiries.md).
 */
import type { FilledField, inquiryFields } from "../../app/form/protocol.ts";
import type { Language } from "../../app/site/language.ts";
import type { Channel, InquiryRecords, StoredInquiry } from "../shared/inquiry-records.ts";
import type { Jobs } from "../shared/jobs.ts";

export {
  type Channel,
  channels,
  type Delivery,
  type StoredInquiry,
} from "../shared/inquiry-records.ts";

/**
 * What the store keeps of an inquiry: every field a person fills in (the service as its key
 * as submitted), then the page's language and path. An optional field left out is kept as "".
 */
export type NewInquiry = Record<RequiredField, string> &
  Partial<Record<FilledField, string>> & { language: Language; page: string };
type RequiredField = {
  [Field in FilledField]: (typeof inquiryFields)[Field] extends { required: true } ? Field : never;
}[FilledField];

/** A new inquiry with nothing the store does not keep: an extra key is a type error. */
export type Only<Inquiry> = Inquiry & Record<Exclude<keyof Inquiry, keyof NewInquiry>, never>;

export type ChannelCounts = Record<Channel, { pending: number; delivered: number }>;

/** Inquiries a channel has not delivered although they came in before a given time. */
export interface Overdue {
  count: number;
  /** When the oldest of them came in. */
  since: string;
  lastError: string | null;
}

/** A delivery taken for one attempt: nobody else sends it until `until` (the lease) passes. */
export interface Claim {
  id: string;
  /** Attempts made before this one. */
  attempts: number;
  /** The lease's end; it also names this claim when the attempt's failure is recorded. */
  until: Date;
}

/**
 * Each channel's delivery state. A delivery is due when its next attempt time has come and
 * no lease on it runs; `claimDue` takes due ones atomically, so two deliverers (in one
 * process or on two machines) never hold the same one at once.
 */
export interface Outbox {
  /** Leases up to `limit` due deliveries until `until`, the longest waiting first. */
  claimDue(channel: Channel, until: Date, limit: number, now?: Date): Promise<Claim[]>;
  /** When the next pending delivery on a channel falls due (or its lease runs out). */
  nextDueAt(channel: Channel): Promise<Date | undefined>;
  /** Records an accepted delivery (whoever's lease): a delivered one is never due again. */
  markDelivered(channel: Channel, id: string, now?: Date): Promise<void>;
  /**
   * Records a failed attempt, unless its lease ran out and another attempt took over; due at
   * once instead of at `nextAttemptAt` when another delivery on the channel was accepted since
   * `startedAt` (the channel is back).
   */
  markFailed(
    claim: Claim,
    channel: Channel,
    error: string,
    nextAttemptAt: Date,
    startedAt: Date,
    now?: Date,
  ): Promise<void>;
  /** Makes every delivery on a channel that waits out a backoff due now. Returns how many. */
  hurry(channel: Channel, now?: Date): Promise<number>;
  /** Makes pending deliveries due now (one inquiry's, or all). Returns how many per channel. */
  retryNow(id?: string, now?: Date): Promise<Record<Channel, number>>;
  counts(): Promise<ChannelCounts>;
  /** The channel's undelivered inquiries received at or before `before`, if there are any. */
  overdue(channel: Channel, before: Date): Promise<Overdue | undefined>;
}

/** The delivery monitor's open incident (one alert per incident). */
export interface Incidents {
  /** When the open incident's alert was recorded, if one is open. */
  openSince(): Promise<string | undefined>;
  /** Opens the incident at `at`; false when one is open already (another look, or instance). */
  open(at: string): Promise<boolean>;
  /** Ends the incident (or withdraws the one opened at `at` only). */
  close(at?: string): Promise<void>;
}

/** The health check's proof that an inquiry could be stored now. */
export interface WriteProbe {
  /** A committed write that fails as an inquiry would; it waits about a second at most. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export interface InquiryStore extends InquiryRecords {
  /** Stores a new inquiry, due at once on every channel. Resolves once it is committed. */
  add<Inquiry extends NewInquiry>(inquiry: Only<Inquiry>, now?: Date): Promise<StoredInquiry>;
  get(id: string): Promise<StoredInquiry | undefined>;
  /** Deletes inquiries received before `cutoff` (with their delivery state). Returns how many. */
  purgeBefore(cutoff: Date): Promise<number>;
  readonly outbox: Outbox;
  readonly incidents: Incidents;
  readonly probe: WriteProbe;
  /** Once across instances on PostgreSQL, once per process on SQLite (shared/jobs.ts). */
  readonly jobs: Jobs;
  /** Where the inquiries are, for messages: the file's path, or "DATABASE_URL". */
  readonly location: string;
  readonly isOpen: boolean;
  close(): Promise<void>;
}
