/**
 * The publishing page's parts for choosing and timing: the saved changes by entry, each with
 * its checkbox, and the three actions on the chosen ones (publish now, preview, schedule); the
 * scheduled changes with their time, author and words, each to preview as the site will look
 * then, move or cancel; the latest that went live or were held; and the next one, on top.
 * Times are Budapest wall-clock, as staff read them and as a `datetime-local` field holds them.
 */
import type { ScheduledChange } from "../content-store/index.ts";
import { type Html, html } from "../shared/html.ts";
import { budapestWallClock } from "../shared/staff-time.ts";

/** A saved entry not yet published: its key (for the form), its name, what changed. */
export interface PendingEntry {
  key: string;
  label: string;
  lines: readonly string[];
}

/** A form field per chosen entry: repeated names are refused, so each has its own. */
export const entryField = (index: number) => `bejegyzes-${index}`;
/** Present when the form offered a choice (none chosen is then an answer, not "all"). */
export const choiceField = "valasztas";
/** The `datetime-local` fields' names. */
export const timeField = "idopont";

const longTime = new Intl.DateTimeFormat("hu-HU", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Budapest",
});

/** "2027. január 1., péntek 0:00" */
export const whenText = (at: Date) => longTime.format(at);

const timeInput = (id: string, value: string, min: string) =>
  html`<input type="datetime-local" id="${id}" name="${timeField}" step="60" min="${min}" value="${value}">`;

const changeList = (lines: readonly string[]) =>
  html`<ul class="changes">${lines.map((line) => html`<li>${line}</li>`)}</ul>`;

/**
 * The saved entries with their checkboxes, and the actions on the chosen ones. `now` sets the
 * time field's earliest value; `scheduledKeys` marks entries with a change waiting already.
 */
export function pendingForm(
  entries: readonly PendingEntry[],
  view: { now: Date; scheduledKeys: ReadonlySet<string>; hint: Html },
): Html {
  const min = budapestWallClock(view.now);
  // Each line under its entry's name, without the name again.
  const within = (entry: PendingEntry) =>
    entry.lines.map((line) =>
      line.startsWith(`${entry.label} · `) ? line.slice(entry.label.length + 3) : line,
    );
  const rows = entries.map(
    (entry, index) =>
      html`<li class="entry"><label class="check"><input type="checkbox" name="${entryField(index)}" value="${entry.key}" checked> <span>${entry.label}</span></label>${view.scheduledKeys.has(entry.key) && html`<p class="muted indent">Ennek a bejegyzésnek ütemezett módosítása is vár (lent); ez a mentés attól külön megy ki.</p>`}${changeList(within(entry))}</li>`,
  );
  return html`<form method="post" action="/admin/publish" id="publish-form"><input type="hidden" name="${choiceField}" value="1">
<fieldset><legend>Mentve, még nem közzétéve – mi menjen ki?</legend><ul class="entries">${rows}</ul></fieldset>${view.hint}
<div class="actions"><button type="submit" data-busy="Közzététel…">Közzététel most</button><button class="secondary" type="submit" formaction="/admin/preview" data-busy="Előnézet készül…">Előnézet</button></div>
<div class="schedule"><h3>Ütemezés</h3><p class="muted" id="schedule-hint">A kijelölt bejegyzések a megadott percben mennek ki (budapesti idő szerint). Addig külön várnak: más közzététele nem viszi ki őket.</p>
<div class="row"><div><label for="schedule-at">Időpont</label>${timeInput("schedule-at", "", min)}</div><button class="secondary" type="submit" formaction="/admin/schedule" aria-describedby="schedule-hint" data-busy="Ütemezés…">Ütemezés</button></div></div></form>`;
}

function waitingItem(change: ScheduledChange, now: Date): Html {
  const min = budapestWallClock(now);
  const id = change.id;
  return html`<li class="version scheduled-change" id="utemezes-${id}"><h3>${whenText(change.at)}</h3>
<p class="muted">${change.author.name} ütemezte (${whenText(change.createdAt)})</p>${changeList(change.lines)}
<div class="actions"><form method="post" action="/admin/schedule/preview"><input type="hidden" name="azonosito" value="${id}"><button class="secondary" type="submit" data-busy="Előnézet készül…">Előnézet erre az időpontra</button></form>
<form method="post" action="/admin/schedule/cancel"><input type="hidden" name="azonosito" value="${id}"><button class="secondary" type="submit" data-busy="Visszavonás…">Ütemezés visszavonása</button></form></div>
<form method="post" action="/admin/schedule/move" class="row move"><input type="hidden" name="azonosito" value="${id}"><div><label for="move-${id}">Új időpont</label>${timeInput(`move-${id}`, budapestWallClock(change.at), min)}</div><button class="secondary" type="submit" data-busy="Áthelyezés…">Áthelyezés</button></form></li>`;
}

function endedItem(change: ScheduledChange): Html {
  const when = change.doneAt ? whenText(change.doneAt) : "";
  if (change.state === "held")
    return html`<li class="version"><h3>Visszatartva: ${whenText(change.at)}</h3><p class="muted">${change.author.name} ütemezte</p>
<div class="warning" role="status"><p>Nem tettük közzé, mert az ütemezés óta egy közzététel ugyanezt módosította, és nem írjuk felül csendben:</p>${changeList(change.outcome)}</div>${changeList(change.lines)}
<form method="post" action="/admin/schedule/cancel"><input type="hidden" name="azonosito" value="${change.id}"><button class="secondary" type="submit" data-busy="Visszahozás…">Vissza a mentett változtatások közé</button></form></li>`;
  const what = change.state === "published" ? "Élesedett" : "Visszavonva";
  const late =
    change.late &&
    html`<p class="warning">Késve élesedett (${when}): a megadott időpontban egy szerverpéldány sem futott, ezért az első induláskor tettük közzé.</p>`;
  return html`<li class="version"><h3>${what}: ${whenText(change.at)}</h3><p class="muted">${change.author.name} ütemezte${when && ` · ${when}`}</p>${late}${changeList(change.lines)}</li>`;
}

/** The scheduled changes, and the latest that ended. */
export function scheduledSection(
  waiting: readonly ScheduledChange[],
  ended: readonly ScheduledChange[],
  now: Date,
): Html {
  const list =
    waiting.length > 0
      ? html`<ol class="versions">${waiting.map((change) => waitingItem(change, now))}</ol>`
      : html`<p>Nincs ütemezett módosítás. Egy mentett változtatás a fenti „Ütemezés” gombbal időzíthető.</p>`;
  const past =
    ended.length > 0 && html`<h3>Legutóbbiak</h3><ol class="versions">${ended.map(endedItem)}</ol>`;
  return html`<section class="card" aria-labelledby="scheduled"><h2 id="scheduled">Ütemezett módosítások</h2>${list}${past}</section>`;
}

/** A change held at its time, until staff bring it back: on top of the page. */
function heldWarning(ended: readonly ScheduledChange[]): Html | false {
  const held = ended.filter((change) => change.state === "held");
  if (held.length === 0) return false;
  return html`<div class="warning" role="status"><p><strong>Visszatartott ütemezett módosítás.</strong> ${held.length === 1 ? "Egy" : held.length} ütemezett módosítást nem tettünk közzé, mert közben ugyanazt a mezőt más is módosította: ${held.flatMap((change) => change.outcome).join("; ")}. <a href="#scheduled">Megnézem</a></p></div>`;
}

/** The next scheduled change, and any held one, on top of the page. */
export function nextScheduled(
  waiting: readonly ScheduledChange[],
  ended: readonly ScheduledChange[] = [],
): Html | false {
  const warning = heldWarning(ended);
  const next = waiting[0];
  if (!next) return warning;
  const more = waiting.length > 1 ? ` (és még ${waiting.length - 1})` : "";
  return html`${warning}<section class="card" aria-labelledby="next-scheduled"><h2 id="next-scheduled">Következő ütemezett módosítás</h2><p><strong>${whenText(next.at)}</strong> · ${next.author.name}${more}</p>${changeList(next.lines.slice(0, 5))}<p><a class="tap" href="#scheduled">Az ütemezett módosítások</a></p></section>`;
}
