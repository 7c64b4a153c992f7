/**
 * Beside the open entry's preview button: a scheduled change of this entry, if one waits. The
 * entry's fields show the live version (a scheduled change is kept apart until its time), so
 * the button says when the change goes live, and its panel says who scheduled it and what it
 * changes, with a link to where it is moved or cancelled (server/publishing-desk/schedule.ts).
 */
import { Clock } from "lucide-react";
import { useEffect, useState } from "react";

interface Waiting {
  id: string;
  at: string;
  when: string;
  author: string;
  entries: string[];
  lines: string[];
}

const short = new Intl.DateTimeFormat("hu-HU", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Europe/Budapest",
});

export function EntrySchedule({ entry }: { entry: string }) {
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  useEffect(() => {
    const asked = new AbortController();
    fetch("/admin/api/schedule", { signal: asked.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : { scheduled: [] }))
      .then((body: { scheduled: Waiting[] }) => setWaiting(body.scheduled))
      .catch(() => undefined);
    return () => asked.abort();
  }, []);
  const mine = waiting.filter((change) => change.entries.includes(entry));
  const next = mine[0];
  if (!next) return null;
  return (
    <>
      <button
        type="button"
        popoverTarget="dp-entry-schedule"
        className="dp-entry-schedule"
        aria-label={`Ütemezve: ${short.format(new Date(next.at))}`}
      >
        <Clock aria-hidden="true" size={18} />
        <span className="dp-when">Ütemezve: {short.format(new Date(next.at))}</span>
      </button>
      <div id="dp-entry-schedule" popover="auto" className="dp-schedule-note">
        {mine.map((change) => (
          <section key={change.id} aria-label={`Ütemezett módosítás: ${change.when}`}>
            <p>
              <strong>{change.when}</strong> – {change.author} ütemezte. Ekkor élesedik:
            </p>
            <ul>
              {change.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
        <p>
          A mezők itt az élő változatot mutatják; az ütemezett módosítás ettől külön vár, és egy
          mostani mentés sem viszi ki korábban.{" "}
          <a href={`/admin#utemezes-${next.id}`}>
            Áthelyezés vagy visszavonás a közzétételi oldalon
          </a>
        </p>
      </div>
    </>
  );
}
