/**
 * How long inquiries are kept: one setting, INQUIRY_RETENTION_DAYS, read by the server (which
 * deletes older inquiries) and by the release step (which writes the period into the privacy
 * notice and records it), so the page and the store cannot disagree.
 */
export const defaultRetentionDays = 365;

/**
 * How long the daily counts of page views, clicks and inquiries are kept (server/analytics;
 * the privacy notice states it). Two years for comparing a month with the same month a year
 * earlier, and one month more so that the oldest month is whole when it is compared.
 */
export const analyticsRetentionMonths = 25;
const maxRetentionDays = 36_500;

/** What the setting must be, for messages. */
export const retentionDaysExpected = `expected a whole number of days from 1 to ${maxRetentionDays}`;

/** The days a value of the setting gives (blank means the default); undefined when bad. */
export function retentionDaysOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return defaultRetentionDays;
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= maxRetentionDays ? days : undefined;
}

/** The setting's value; blank means the default. Throws naming the setting and the value. */
export function parseRetentionDays(value: string | undefined): number {
  const days = retentionDaysOf(value);
  if (days === undefined) {
    throw new Error(`INQUIRY_RETENTION_DAYS=${JSON.stringify(value)}: ${retentionDaysExpected}`);
  }
  return days;
}

/** The period as whole years when it is one (365 → 1), so the notice can say "1 year". */
export function wholeYears(days: number): number | undefined {
  return days % 365 === 0 ? days / 365 : undefined;
}
