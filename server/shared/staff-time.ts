// Made once: a formatter costs far more to make than to use, and staff pages format many times.
const budapestTime = new Intl.DateTimeFormat("hu-HU", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Budapest",
});

/** A time as Hungarian writes it, in Budapest time. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return budapestTime.format(date);
}

const wallParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Budapest",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant's Budapest wall-clock, field by field (month 1–12). */
export function budapestParts(instant: Date) {
  const part = Object.fromEntries(wallParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = [
    "year",
    "month",
    "day",
    "hour",
    "minute",
    "second",
  ].map((type) => Number(part[type])) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

const two = (value: number) => String(value).padStart(2, "0");

/** A time as a `datetime-local` field holds it, in Budapest wall-clock: "2027-01-01T00:00". */
export function budapestWallClock(date: Date): string {
  const { year, month, day, hour, minute } = budapestParts(date);
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The moment a Budapest wall-clock time of a `datetime-local` field names, to the minute:
 * "invalid" when it is no such time, "skipped" when the clocks jump over it (02:00–02:59 on
 * the last Sunday of March). An hour the clocks go through twice (02:00–02:59 on the last
 * Sunday of October) is its first, in summer time: the earlier of the two.
 */
export function fromBudapestWallClock(value: string): Date | "invalid" | "skipped" {
  const match = wallClock.exec(value.trim());
  if (!match) return "invalid";
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (year < 2000 || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23)
    return "invalid";
  // Budapest is UTC+2 in summer and UTC+1 in winter: the earlier reading that shows this time.
  for (const offsetHours of [2, 1]) {
    const moment = new Date(asUtc - offsetHours * 3_600_000);
    if (budapestWallClock(moment) === value.trim()) return moment;
  }
  return "skipped";
}
