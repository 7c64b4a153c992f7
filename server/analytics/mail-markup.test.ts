/**
 * The weekly report, the stall alert and the chart keep their figures' labels as text: pages,
 * services, languages, referrers and campaigns come from visitors' requests. Each is given
 * markup, quotes and entities and read back with an HTML parser.
 */
import { describe, it } from "vitest";
import { expectInert } from "../../test/inert-markup.ts";
import { chartSeries, labelledReport } from "../../test/labelled-report.ts";
import { chartSvg } from "./chart.ts";
import { stallMail } from "./stall-alert.ts";
import { weeklyMail } from "./weekly.ts";

describe("counting's markup", () => {
  it("shows the weekly report's labels, the company's name and the chart's id as text", () => {
    expectInert((text) => weeklyMail(labelledReport(text, text), text, text).html.toString());
  });

  it("shows the stall alert's error as text", () => {
    expectInert((text) =>
      stallMail({ since: "2026-11-23T17:04:05.000Z", lastError: text }, 600_000).html.toString(),
    );
  });

  it("shows the chart's label, font and id as text", () => {
    expectInert((text) =>
      chartSvg(chartSeries, text, { width: 360, fontFamily: text, id: text }).toString(),
    );
  });
});
