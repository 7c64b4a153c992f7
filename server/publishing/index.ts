/**
 * Publishing: the releases folder, the release being served and the one answer to which it is
 * (live-site.ts), the publisher (snapshot → release → commit → switch, one at a time) and the
 * content migrations that ship with the code. Other rooms reach it only through this module.
 */

export { byEntry, entryOfPath, publishSubject } from "./entries.ts";
export type { Site } from "./live-site.ts";
export { LiveSite, liveRelease, loadSite } from "./live-site.ts";
export { runMigrations } from "./migrate.ts";
export type { ContentMigration } from "./migrations/index.ts";
export { contentMigrations } from "./migrations/index.ts";
export type { PublishFault, PublishResult } from "./publisher.ts";
export { Publisher } from "./publisher.ts";
export type { Release } from "./releases.ts";
export { Releases } from "./releases.ts";
export type { ScheduleAnswer, ScheduleOutcome } from "./scheduler.ts";
export { lateTrailer, Scheduler, scheduledSubject, scheduleTrailer } from "./scheduler.ts";
