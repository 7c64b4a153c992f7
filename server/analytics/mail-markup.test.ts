/**
 * The weekly report, the stall alert and the chart keep their figures' labels as text: pages,
 * services, languages, referrers and campaigns come from visitors' requests. Each is given
 * markup, quotes and entities and read back with an HTML parser.
 */
import { describe, it } from "vitest";
import { expectInert } from "../../test/inert-markup.ts";
import { chartSvg } from "./chart.ts";
import { addDays } from "./day.ts";
import type { Line, Report, Totals } from "./report.ts";
import { stallMail } from "./stall-alert.ts";
import { countKinds, dropReasons } from "./store.ts";
import { weeklyMail } from "./weekly.ts";

const totals = (count: number) =>
  Object.fromEntries(countKinds.map((kind) => [kind, count])) as Totals;
const line = (label: string): Line => ({ label, current: totals(7), previous: totals(5) });

/** A report with `text` as every label, and as its dates. */
const reportOf = (text: string): Report => ({
  first: text,
  last: text,
  previousFirst: text,
  previousLast: text,
  total: line(text),
  pages: [line(text)],
  services: [line(text)],
  languages: [line(text)],
  referrers: [line(text)],
  campaigns: [line(text)],
  dropped: Object.fromEntries(dropReasons.map((reason) => [reason, 1])) as Report["dropped"],
});

const days = Array.from({ length: 56 }, (_, i) => addDays("2026-01-05", i));
const series = { days, views: days.map((_, i) => i % 5), inquiries: days.map((_, i) => i % 2) };

describe("counting's markup", () => {
  it("shows the weekly report's labels, the company's name and the chart's id as text", () => {
    expectInert((text) => weeklyMail(reportOf(text), text, text).html.toString());
  });

  it("shows the stall alert's error as text", () => {
    expectInert((text) =>
      stallMail({ since: "2026-11-23T17:04:05.000Z", lastError: text }, 600_000).html.toString(),
    );
  });

  it("shows the chart's label, font and id as text", () => {
    expectInert((text) =>
      chartSvg(series, text, { width: 360, fontFamily: text, id: text }).toString(),
    );
  });
});
