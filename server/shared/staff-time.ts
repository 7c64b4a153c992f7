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
