/**
 * The publishing desk: the overview at /admin (the saved, unpublished changes, the preview, the
 * history) with publish, undo and scheduling (publishing.ts, schedule.ts), the languages in
 * step at /admin/languages (languages.ts) and the preview's pages (previews.ts). The work
 * itself — making a release, switching the live site, the scheduler — is server/publishing/'s.
 */
import type { ContentStore } from "../content-store/index.ts";
import type { Publisher, Scheduler } from "../publishing/index.ts";
import type { InquiryRecords } from "../shared/inquiry-records.ts";
import type { Logger } from "../shared/log.ts";
import type { Route } from "../staff-frame/index.ts";
import { languagesRoutes } from "./languages.ts";
import { previewRoutes } from "./previews.ts";
import { publishingRoutes } from "./publishing.ts";

export { scheduleMail } from "./schedule-mail.ts";

export interface DeskContext {
  content: ContentStore;
  publisher: Publisher;
  /** Changes staff scheduled for a time of their choosing. */
  scheduler: Scheduler;
  /** The inquiries, for the count of unhandled ones shown to accounts with the right. */
  inquiries?: InquiryRecords;
  /** Where Keystatic's own pages are: linked from the navigation. */
  editorUrl?: string;
  now?: () => number;
  log: Logger;
}

export function deskRoutes(context: DeskContext): Route[] {
  return [...publishingRoutes(context), ...languagesRoutes(context), ...previewRoutes(context)];
}

// The pages themselves, for the test that reads every page of the back office as markup
// (server/back-office/markup.test.ts).
export type { Version } from "./history.ts";
export type { PageStep } from "./language-steps.ts";
export { languagesPage } from "./languages-page.ts";
export { previewHtml } from "./preview-html.ts";
export { overviewPage, undoPage } from "./publishing-page.ts";
