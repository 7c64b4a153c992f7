/**
 * The figures at /admin/figures: what `npm run report` prints (server/analytics/report.ts),
 * for the last 7, 30 or 90 days against the days before, and the eight-week chart of the
 * weekly e-mail as inline SVG.
 */
import {
  type AnalyticsStore,
  addDays,
  budapestDay,
  buildReport,
  dailySeries,
  type WeeklyState,
  weekdayOf,
  weeklyState,
} from "../analytics/index.ts";
import { frameFor, type Route, sendHtml } from "../staff-frame/index.ts";
import { figuresPage, periods } from "./figures-page.ts";

export const figuresPath = "/admin/figures";

/** Whether the weekly e-mail goes, and to whom (the server's settings). */
export type WeeklyReportSetting = Pick<WeeklyState, "off" | "to">;

export function figuresRoutes(deps: {
  analytics?: AnalyticsStore;
  weeklyReport?: WeeklyReportSetting;
  editorUrl?: string;
  now?: () => number;
}): Route[] {
  return [
    {
      method: "GET",
      path: figuresPath,
      handle: async (request) => {
        const asked = Number(request.query.get("days"));
        const days = periods.find((period) => period === asked) ?? 30;
        const frame = frameFor(request, figuresPath, deps.editorUrl);
        const { analytics } = deps;
        if (!analytics) return sendHtml(request.res, 200, figuresPage(frame, days, undefined));
        const now = (deps.now ?? Date.now)();
        const today = budapestDay(now);
        sendHtml(
          request.res,
          200,
          figuresPage(frame, days, {
            report: await buildReport(analytics, today, days),
            // Eight calendar weeks, the last one this week so far.
            series: await dailySeries(analytics, addDays(today, -weekdayOf(today) - 49), today),
            weekly: deps.weeklyReport && (await weeklyState(analytics, deps.weeklyReport, now)),
          }),
        );
      },
    },
  ];
}
