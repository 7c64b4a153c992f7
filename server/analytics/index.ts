/**
 * Counting's public face: what the server, the back office and the CLI use. Everything else
 * under server/analytics/ is the feature's own.
 */
export { eventPath, handleBeacon } from "./beacon.ts";
export { type ChartSeries, chartSvg, weeksOf } from "./chart.ts";
export type { Counter } from "./counter.ts";
export { addDays, budapestDay, weekdayOf } from "./day.ts";
export { Ingest } from "./ingest.ts";
export { openAnalyticsStore } from "./open-store.ts";
export { PostgresAnalyticsStore } from "./postgres-store.ts";
export { reportText, sections } from "./render.ts";
export { buildReport, dailySeries, type Line, type Report, type Totals } from "./report.ts";
export { SqliteAnalyticsStore } from "./sqlite-store.ts";
export { type Counting, openCounting } from "./start.ts";
export { type AnalyticsStore, type CountKey, countKinds, dropReasons } from "./store.ts";
export { type WeeklyState, weeklyState } from "./weekly.ts";
