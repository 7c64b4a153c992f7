/**
 * Days as the company lives them: calendar dates in Europe/Budapest, written YYYY-MM-DD so
 * that they sort and compare as strings. Date arithmetic is done on those strings at noon
 * UTC, where no daylight-saving change can move a date.
 */
const budapestDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Budapest",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

const minuteMs = 60_000;
let cached = { minute: Number.NaN, day: "" };

/** The Budapest date of a moment. Cached per minute: every time zone changes date on a minute. */
export function budapestDay(time: number): string {
  const minute = Math.floor(time / minuteMs);
  if (minute !== cached.minute) cached = { minute, day: budapestDate.format(time) };
  return cached.day;
}

const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);
const dateOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return dateOf(noonOf(day) + days * 86_400_000);
}

/** The same day of the month `months` months earlier (the month's last day when it is shorter). */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1, 12));
  const lastDate = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastDate));
  return dateOf(first.getTime());
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayOf(day: string): number {
  return (new Date(noonOf(day)).getUTCDay() + 6) % 7;
}

/** The Budapest hour and minute of a moment, as "HH:MM". */
const budapestClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Budapest",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
export const budapestTimeOfDay = (time: number): string => budapestClock.format(time);

/** Every day from `first` to `last`, both included. */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
