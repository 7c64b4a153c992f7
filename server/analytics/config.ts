/**
 * Counting's settings (docs/analytics.md): its variables and what they parse to. The store
 * lives beside the inquiry store (DATABASE_PATH) unless ANALYTICS_DATABASE_PATH says otherwise.
 */
import * as z from "zod";
import { flag, milliseconds } from "../shared/config.ts";
import { besideStore } from "../shared/paths.ts";

export interface AnalyticsConfig {
  /** Off: nothing is counted, written or reported. */
  enabled: boolean;
  databasePath: string;
  flushMs: number;
  alertAfterMs: number;
  weeklyReport: boolean;
}

/** Counting's variables, for the environment's schema (server/env.ts). */
export const analyticsVariables = {
  /** Counting page views, inquiries and phone/e-mail clicks (docs/analytics.md). */
  ANALYTICS: flag.default(true),
  /** Where the counts are kept; beside DATABASE_PATH when unset. */
  ANALYTICS_DATABASE_PATH: z.string().min(1).optional(),
  /** How often counts held in memory are written: what a kill -9 can lose. */
  ANALYTICS_FLUSH_MS: milliseconds(5_000, 10),
  /** Counts failing this long turn /healthz to "degraded" and raise one alert e-mail. */
  ANALYTICS_ALERT_AFTER_MS: milliseconds(5 * 60_000, 10),
  /** The weekly report e-mail to NOTIFY_TO (needs SMTP_URL and ANALYTICS). */
  ANALYTICS_REPORT: flag.default(true),
};

const variables = z.object(analyticsVariables);

/** The settings from counting's validated variables and the inquiry store's path. */
export function analyticsConfig(
  env: z.output<typeof variables>,
  databasePath: string,
): AnalyticsConfig {
  return {
    enabled: env.ANALYTICS,
    databasePath: besideStore(databasePath, "analytics.sqlite", env.ANALYTICS_DATABASE_PATH),
    flushMs: env.ANALYTICS_FLUSH_MS,
    alertAfterMs: env.ANALYTICS_ALERT_AFTER_MS,
    weeklyReport: env.ANALYTICS_REPORT,
  };
}
