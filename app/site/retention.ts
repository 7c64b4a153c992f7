/**
 * How long inquiries are kept: one setting, INQUIRY_RETENTION_DAYS, read by the server (which
 * deletes older inquiries) and by the build (which writes the period into the privacy
 * notice), so the page and the store cannot disagree.
 */
export const defaultRetentionDays = 365;

/**
 * How long the daily counts of page views, clicks and inquiries are kept (server/analytics;
 * the privacy notice states it). Two years for comparing a month with the same month a year
 * earlier, and one month more so that the oldest month is whole when it is compared.
 */
export const analyticsRetentionMonths = 25;
const maxRetentionDays = 36_500;

/** The setting's value; blank means the default. Throws with the variable's name when bad. */
export function parseRetentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return defaultRetentionDays;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > maxRetentionDays) {
    throw new Error(
      `INQUIRY_RETENTION_DAYS: expected a whole number of days from 1 to ${maxRetentionDays}, got "${value}"`,
    );
  }
  return days;
}

// Replaced with the build environment's value by the bundler (vite.config.ts `define`);
// code run without the bundler (tests) sees the default.
declare const __INQUIRY_RETENTION_DAYS__: number | undefined;

/** The period the privacy notice states. */
export const retentionDays: number =
  typeof __INQUIRY_RETENTION_DAYS__ === "number"
    ? __INQUIRY_RETENTION_DAYS__
    : defaultRetentionDays;

/** The period as whole years when it is one (365 → 1), so the notice can say "1 year". */
export function wholeYears(days: number): number | undefined {
  return days % 365 === 0 ? days / 365 : undefined;
}
