/**
 * A counting report and a chart's series for the markup tests: every label of the report is
 * the text under test (its dates too, when asked), the figures are fixed.
 */
import {
  countKinds,
  dropReasons,
  type Line,
  type Report,
  type Totals,
} from "../server/analytics/index.ts";

const totals = (count: number) =>
  Object.fromEntries(countKinds.map((kind) => [kind, count])) as Totals;
const line = (label: string): Line => ({ label, current: totals(7), previous: totals(5) });

/** A week's report with `label` as every line's label, and `dates` as its four dates if given. */
export const labelledReport = (label: string, dates?: string): Report => ({
  first: dates ?? "2026-11-01",
  last: dates ?? "2026-11-07",
  previousFirst: dates ?? "2026-10-25",
  previousLast: dates ?? "2026-10-31",
  total: line(label),
  pages: [line(label)],
  services: [line(label)],
  languages: [line(label)],
  referrers: [line(label)],
  campaigns: [line(label)],
  dropped: Object.fromEntries(dropReasons.map((reason) => [reason, 1])) as Report["dropped"],
});

const days = Array.from({ length: 56 }, (_, i) =>
  new Date(Date.UTC(2026, 8, 14 + i)).toISOString().slice(0, 10),
);

/** Eight weeks of daily figures, as a chart draws them. */
export const chartSeries = {
  days,
  views: days.map((_, i) => i % 5),
  inquiries: days.map((_, i) => i % 2),
};
