/**
 * The figures of a period, and of the period of the same length before it: views, inquiries
 * and conversion rate (inquiries per view) by page, service and language, phone and e-mail
 * clicks, top referring sites and campaigns. The CLI and the weekly e-mail print the same
 * report (render.ts).
 */
import { findPageRoute } from "../../app/site/pages.ts";
import { addDays, daysFrom } from "./day.ts";
import {
  type AnalyticsStore,
  type CountKind,
  type CountRow,
  countKinds,
  type DropReason,
  dropReasons,
} from "./store.ts";

export type Totals = Record<CountKind, number>;

export interface Line {
  label: string;
  current: Totals;
  previous: Totals;
}

export interface Report {
  first: string;
  last: string;
  previousFirst: string;
  previousLast: string;
  total: Line;
  pages: Line[];
  services: Line[];
  languages: Line[];
  referrers: Line[];
  campaigns: Line[];
  /** What arrived in the period and was not counted, by reason. */
  dropped: Record<DropReason, number>;
}

const topCount = 10;
const zero = () => Object.fromEntries(countKinds.map((kind) => [kind, 0])) as Totals;

/** Rows summed per label; rows without one (undefined) are left out. */
function group(
  current: readonly CountRow[],
  previous: readonly CountRow[],
  labelOf: (row: CountRow) => string | undefined,
): Line[] {
  const lines = new Map<string, Line>();
  const add = (rows: readonly CountRow[], side: "current" | "previous") => {
    for (const row of rows) {
      const label = labelOf(row);
      if (label === undefined) continue;
      const line = lines.get(label) ?? { label, current: zero(), previous: zero() };
      lines.set(label, line);
      line[side][row.kind] += row.count;
    }
  };
  add(current, "current");
  add(previous, "previous");
  return [...lines.values()].sort(
    (a, b) =>
      b.current.view - a.current.view ||
      b.current.inquiry - a.current.inquiry ||
      a.label.localeCompare(b.label),
  );
}

/** A service page's service, an inquiry's chosen service; "" for everything else. */
function serviceOf(row: CountRow): string {
  if (row.kind === "inquiry") return row.service;
  const route = findPageRoute(row.page);
  return route && route.page !== "home" && route.page !== "terms" && route.page !== "privacy"
    ? route.page
    : "";
}

const campaignLabel = (row: CountRow) =>
  row.kind === "view" && (row.source || row.medium || row.campaign)
    ? [row.source, row.medium, row.campaign].map((tag) => tag || "–").join(" / ")
    : undefined;

/** The `days` days ending with `last` (a YYYY-MM-DD Budapest date), against the days before. */
export async function buildReport(
  store: AnalyticsStore,
  last: string,
  days: number,
): Promise<Report> {
  const first = addDays(last, 1 - days);
  const previousLast = addDays(first, -1);
  const previousFirst = addDays(previousLast, 1 - days);
  const [current, previous, drops] = await Promise.all([
    store.totals(first, last),
    store.totals(previousFirst, previousLast),
    store.drops(first, last),
  ]);
  const dropped = Object.fromEntries(dropReasons.map((reason) => [reason, 0])) as Report["dropped"];
  for (const { reason, count } of drops) if (reason in dropped) dropped[reason] += count;
  const lines = (labelOf: (row: CountRow) => string | undefined) =>
    group(current, previous, labelOf);
  return {
    first,
    last,
    previousFirst,
    previousLast,
    total: lines(() => "").at(0) ?? { label: "", current: zero(), previous: zero() },
    pages: lines((row) => row.page),
    services: lines((row) => serviceOf(row) || undefined),
    languages: lines((row) => row.language),
    referrers: lines((row) => (row.kind === "view" && row.referrer) || undefined).slice(
      0,
      topCount,
    ),
    campaigns: lines(campaignLabel).slice(0, topCount),
    dropped,
  };
}

/** Daily views and inquiries for the chart, every day present (0 when nothing was counted). */
export async function dailySeries(store: AnalyticsStore, first: string, last: string) {
  const days = daysFrom(first, last);
  const byDay = new Map(days.map((day) => [day, zero()]));
  for (const row of await store.daily(first, last)) {
    const totals = byDay.get(row.day);
    if (totals) totals[row.kind] += row.count;
  }
  const totals = [...byDay.values()];
  return { days, views: totals.map((t) => t.view), inquiries: totals.map((t) => t.inquiry) };
}
