/**
 * Counting as the server runs it, when ANALYTICS is on: the store, the counter and its stall
 * alert, the weekly report (with SMTP_URL), and the daily purge of counts older than they
 * are kept, run by one instance a day.
 */
import { analyticsRetentionMonths } from "../../app/site/retention.ts";
import { Repeat } from "../shared/jobs.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { Pool } from "../shared/postgres.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import type { AnalyticsConfig } from "./config.ts";
import { Counter } from "./counter.ts";
import { budapestDay, monthsBefore } from "./day.ts";
import { openAnalyticsStore } from "./open-store.ts";
import { sendStallAlert } from "./stall-alert.ts";
import type { AnalyticsStore } from "./store.ts";
import { WeeklyReport } from "./weekly.ts";

const dayMs = 86_400_000;

export interface Counting {
  store: AnalyticsStore;
  counter: Counter;
  weekly?: WeeklyReport;
  /** Starts the flushes, the weekly report and the daily purge (the first one now). */
  start(): Promise<void>;
  /** Stops the weekly report and the purge; counts are still taken until `close`. */
  stop(): Promise<void>;
  /** Writes what was counted and closes the store. */
  close(): Promise<void>;
}

export interface CountingDeps {
  log: Logger;
  mail: StaffMail | undefined;
  now: () => number;
  /** The company's name in the live release, for the weekly report. */
  companyName: () => string;
  pool: Pool | undefined;
}

/** Counting, or undefined when ANALYTICS is off. */
export async function openCounting(
  settings: AnalyticsConfig,
  { log, mail, now, companyName, pool }: CountingDeps,
): Promise<Counting | undefined> {
  const { enabled, databasePath, flushMs, alertAfterMs, weeklyReport } = settings;
  if (!enabled) return undefined;
  const store = await openAnalyticsStore({ path: databasePath, pool });
  const counter = new Counter(store, log, {
    flushMs,
    alertAfterMs,
    now,
    onStalled: (stall) => {
      if (mail) void sendStallAlert(mail, store, stall, alertAfterMs, log);
    },
  });
  if (weeklyReport && !mail) {
    log.warn("analytics.report_not_configured", {
      message:
        "SMTP_URL is not set: no weekly report e-mail (read the figures with `npm run report`)",
    });
  }
  const weekly =
    weeklyReport && mail ? new WeeklyReport(store, log, { mail, now, companyName }) : undefined;
  const purge = new Repeat(dayMs, () => purgeCounts(store, budapestDay(now()), log));
  return {
    store,
    counter,
    ...(weekly && { weekly }),
    async start() {
      counter.start();
      void weekly?.start();
      await purge.start();
    },
    async stop() {
      await purge.stop();
      await weekly?.stop();
    },
    async close() {
      await counter.stop();
      await store.close();
    },
  };
}

/** The day's purge of counts older than they are kept, by one instance a day. */
async function purgeCounts(store: AnalyticsStore, today: string, log: Logger): Promise<void> {
  try {
    if (!(await store.jobs.claimRun("purge", today))) return;
    const before = monthsBefore(today, analyticsRetentionMonths);
    const rows = await store.purgeBefore(before);
    if (rows > 0) log.info("retention.counts_purged", { rows, before });
  } catch (error) {
    log.error("retention.counts_failed", { error: errorMessage(error) });
  }
}
