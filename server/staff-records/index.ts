/**
 * The records staff read: the inquiries at /admin/inquiries (inquiries.ts: the list, marks,
 * downloads of a period, a data-subject request's export and erasure, the exports made on a
 * thread of their own, exports.ts) and the figures at /admin/figures (figures.ts). It reads the
 * inquiry store only through server/shared/inquiry-records.ts and the counts through
 * server/analytics/.
 */
import type { EditorStore } from "../accounts/index.ts";
import type { AnalyticsStore } from "../analytics/index.ts";
import type { Channel, InquiryRecords } from "../shared/inquiry-records.ts";
import type { Logger } from "../shared/log.ts";
import type { Route } from "../staff-frame/index.ts";
import { figuresRoutes, type WeeklyReportSetting } from "./figures.ts";
import { inquiriesRoutes } from "./inquiries.ts";

export { exportHeader } from "./inquiry-export.ts";
export type { WeeklyReportSetting };

export interface RecordsContext {
  /** The editor store: who may see the inquiries, and the audit of exports and erasures. */
  store: EditorStore;
  /** The inquiry store; the inquiries' pages answer 404 without it. */
  inquiries?: InquiryRecords;
  /** The delivery channels set up to send (the others show "nincs beállítva"); all when absent. */
  channelsOn?: readonly Channel[];
  /** The counts; absent when counting is off. */
  analytics?: AnalyticsStore;
  /** The weekly e-mail's setting, told on the figures page. */
  weeklyReport?: WeeklyReportSetting;
  /** Where Keystatic's own pages are: linked from the navigation. */
  editorUrl?: string;
  /** The clock of the months offered and of the figures (tests set the time). */
  now?: () => number;
  log: Logger;
}

export function recordsRoutes(context: RecordsContext): Route[] {
  return [...figuresRoutes(context), ...inquiriesRoutes(context)];
}

// The pages themselves, for the test that reads every page of the back office as markup
// (server/back-office/markup.test.ts).
export { figuresPage } from "./figures-page.ts";
export { confirmPage, type InquiriesView, inquiriesPage } from "./inquiries-page.ts";
