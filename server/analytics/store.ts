/**
 * The counts: daily totals, one row per day and combination of what is counted; there is
 * nothing finer, and nothing about a visitor (docs/analytics.md). One interface, two
 * back-ends: an SQLite file of its own (sqlite-store.ts, the embedded default) or PostgreSQL
 * shared by every instance (postgres-store.ts); open-store.ts chooses.
 *
 * A day holds at most `maxDailyCombinations` combinations as they came; past that, a new
 * combination's referrer and campaign tags fold into "(other)", so made-up tags cannot grow
 * the store (or the report's work) without bound, however many instances write to it.
 */
import type { Jobs } from "../shared/jobs.ts";

/**
 * What is counted: the one list. The store allows these kinds and no other (`count_kinds`,
 * filled from this list when a file opens), the report has a column for each, and the
 * report's words must name each one (render.ts): a kind added here is a type error there
 * until it has its words. docs/how-to/add-a-counted-event.md walks through the rest.
 */
export const countKinds = ["view", "inquiry", "call", "email"] as const;
export type CountKind = (typeof countKinds)[number];

/** What one count is about. Empty strings stand for "not known" or "does not apply". */
export interface CountKey {
  day: string;
  kind: CountKind;
  page: string;
  language: string;
  /** Inquiries: the service key chosen in the form. */
  service: string;
  /** Views: the host of an external referring page. */
  referrer: string;
  source: string;
  medium: string;
  campaign: string;
}

export type Dimension = Exclude<keyof CountKey, "day">;
export const dimensions = [
  "kind",
  "page",
  "language",
  "service",
  "referrer",
  "source",
  "medium",
  "campaign",
] as const satisfies readonly Dimension[];

export type CountRow = Omit<CountKey, "day"> & { count: number };

/**
 * Why something that arrived was not counted: the one list (ingest.ts decides, the report
 * shows each). A bot, a prefetch or a HEAD asked for a page; a page that is not the site's; a beacon
 * that could not be read, named no event the site knows, or came from another site; a page of a
 * preview in the editor, or a beacon sent from one.
 */
export const dropReasons = [
  "bot",
  "prefetch",
  "head",
  "unknownPage",
  "unreadable",
  "unknownEvent",
  "crossSite",
  "preview",
] as const;
export type DropReason = (typeof dropReasons)[number];

/** Things not counted on one day for one reason. */
export interface DropRow {
  reason: DropReason;
  count: number;
}

/** A combination the store did not take, with the store's reason. */
export interface Refused {
  key: CountKey;
  count: number;
  reason: string;
}

/** What a referrer or campaign past the day's cap is stored as. */
export const otherLabel = "(other)";

/** The combination with its referrer and campaign tags folded into "(other)". */
export function folded(key: CountKey): CountKey {
  const tagged = key.source !== "" || key.medium !== "" || key.campaign !== "";
  return {
    ...key,
    referrer: key.referrer && otherLabel,
    source: "",
    medium: "",
    campaign: tagged ? otherLabel : "",
  };
}

/** Combinations a day keeps as they came (docs/analytics.md states the bound). */
export const maxDailyCombinations = 2_000;

/** The rows of one day and kind, for the chart. */
export interface DailyRow {
  day: string;
  kind: CountKind;
  count: number;
}

export interface AnalyticsStore {
  /**
   * Adds counts to what is stored (from any number of instances, they add up). A combination
   * the store refuses is left out and returned with its reason; the others are written.
   * Throws when nothing could be written (the store is locked or unreachable, the disk is
   * full): then none of them was.
   */
  add(counts: Iterable<readonly [CountKey, number]>): Promise<Refused[]>;
  /** Adds to the things not counted on `day`, by reason. */
  addDrops(day: string, drops: Iterable<readonly [DropReason, number]>): Promise<void>;
  /** Things not counted over the days from `first` to `last`, per reason. */
  drops(first: string, last: string): Promise<DropRow[]>;
  /** Combinations stored for a day. */
  combinationsOn(day: string): Promise<number>;
  /** Totals per combination over the days from `first` to `last`, both included. */
  totals(first: string, last: string): Promise<CountRow[]>;
  /** Totals per day and kind. */
  daily(first: string, last: string): Promise<DailyRow[]>;
  /** Deletes the days before `day`, counts and drops. Returns how many rows went. */
  purgeBefore(day: string): Promise<number>;
  getMeta(key: string): Promise<string | undefined>;
  setMeta(key: string, value: string): Promise<void>;
  /**
   * Who runs a job (shared/jobs.ts): the day's purge is claimed by one instance; the weekly
   * report is sent by one at a time, and by another if that one dies; one decides at a time
   * whether a stall is alerted.
   */
  readonly jobs: Jobs;
  close(): Promise<void>;
}

/** The id of a combination, to find it again in a batch. */
export const idOf = (key: CountKey): string =>
  `${key.day}\u0001${dimensions.map((name) => key[name]).join("\u0001")}`;
