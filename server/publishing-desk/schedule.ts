/**
 * Scheduling, from the publishing page: the chosen entries for a time (Budapest wall-clock, to
 * the minute), a waiting change moved, cancelled (its entries saved again, not published) or
 * previewed as the site will look at its time; and the waiting changes as JSON, for the
 * editor's note on an entry that has one. Refusals come back on the publishing page.
 */
import type { Scheduler } from "../publishing/index.ts";
import { redirect, sendJson } from "../shared/http.ts";
import { fromBudapestWallClock } from "../shared/staff-time.ts";
import type { AdminRequest, Flash, Route } from "../staff-frame/index.ts";
import { readFields, wantsJson } from "../staff-frame/index.ts";
import { authorOf, chosenEntries } from "./publish-fields.ts";
import { timeField, whenText } from "./schedule-page.ts";

/** What the publishing page lends: itself with a message, and a preview of a composed version. */
export interface PublishingPage {
  show(request: AdminRequest, status: number, message?: Flash): Promise<void>;
  preview(request: AdminRequest, compose: () => Promise<string>): Promise<void>;
}

/** A `datetime-local` value as a moment, or what to tell staff about it. */
function readTime(value: string | undefined): Date | string {
  if (!value) return "Adja meg, mikor menjen ki: dátumot és időt (budapesti idő szerint).";
  const at = fromBudapestWallClock(value);
  if (at === "skipped")
    return "Ez az időpont nem létezik: márciusban az óraátállításkor 2:00-ról egyből 3:00 lesz. Válasszon 3:00-t vagy későbbit.";
  if (at === "invalid") return "Az időpont nem érvényes; a mezőben dátumot és időt adjon meg.";
  return at;
}

const refusals = {
  nothing: "A kijelölt bejegyzésekben nincs mentett, közzé nem tett változás: nincs mit ütemezni.",
  past: "Az időpont már elmúlt (vagy éppen most van): jövőbeli időpontot adjon meg. Ami azonnal menjen ki, azt a „Közzététel most” gombbal tegye közzé.",
  conflict:
    "Közben valaki mentett ezekbe a bejegyzésekbe, ezért nem ütemeztünk semmit. Nézze meg a mentett változtatásokat, és próbálja újra.",
  unknown: "Ez az ütemezett módosítás nem található.",
  ended: "Ez a módosítás már nem vár: közben közzétettük, visszatartottuk vagy visszavonták.",
} as const;

export function scheduleRoutes(scheduler: Scheduler, page: PublishingPage): Route[] {
  const refuse = (request: AdminRequest, status: number, text: string, lines?: string[]) =>
    wantsJson(request.req)
      ? sendJson(request.res, status, { ok: false, error: text, ...(lines && { fields: lines }) })
      : page.show(request, status, { kind: "error", text, ...(lines && { lines }) });
  const done = (request: AdminRequest, text: string, id: string) =>
    wantsJson(request.req)
      ? sendJson(request.res, 200, { ok: true, id })
      : redirect(request.res, `/admin?done=${text}#scheduled`);

  async function schedule(request: AdminRequest) {
    const fields = await readFields(request.req);
    const at = readTime(fields[timeField]);
    if (typeof at === "string") return refuse(request, 400, at);
    const entries = chosenEntries(fields);
    if (entries?.length === 0)
      return refuse(request, 400, "Jelölje ki, melyik bejegyzés menjen ki az időpontban.");
    const author = authorOf(request.session.editor);
    const answer = await scheduler.schedule(author, entries, at);
    if (!answer.ok)
      return refuse(request, answer.reason === "past" ? 400 : 409, refusals[answer.reason]);
    return done(request, "scheduled", answer.id);
  }

  async function move(request: AdminRequest) {
    const fields = await readFields(request.req);
    const at = readTime(fields[timeField]);
    if (typeof at === "string") return refuse(request, 400, at);
    const answer = await scheduler.move(fields.azonosito ?? "", at);
    if (!answer.ok)
      return refuse(request, answer.reason === "past" ? 400 : 409, refusals[answer.reason]);
    return done(request, "moved", answer.id);
  }

  async function cancel(request: AdminRequest) {
    const { azonosito = "" } = await readFields(request.req);
    const answer = await scheduler.cancel(request.session.editor, azonosito);
    if (!answer.ok) {
      if (answer.fields)
        return refuse(
          request,
          409,
          "A módosítást nem lehetett visszahozni, mert ugyanezek a mezők azóta is változtak:",
          answer.fields,
        );
      return refuse(request, answer.reason === "unknown" ? 404 : 409, refusals[answer.reason]);
    }
    return done(request, "unscheduled", answer.id);
  }

  async function preview(request: AdminRequest) {
    const { azonosito = "" } = await readFields(request.req);
    const change = await scheduler.store.get(azonosito);
    if (change?.state !== "scheduled") return refuse(request, 404, refusals.ended);
    return page.preview(request, () => scheduler.treeAt(change.at));
  }

  async function waitingJson({ res }: AdminRequest) {
    const waiting = await scheduler.store.waiting();
    sendJson(res, 200, {
      scheduled: waiting.map((change) => ({
        id: change.id,
        at: change.at.toISOString(),
        when: whenText(change.at),
        author: change.author.name,
        entries: change.entries,
        lines: change.lines,
      })),
    });
  }

  return [
    { method: "POST", path: "/admin/schedule", handle: schedule },
    { method: "POST", path: "/admin/schedule/move", handle: move },
    { method: "POST", path: "/admin/schedule/cancel", handle: cancel },
    { method: "GET", path: "/admin/api/schedule", handle: waitingJson },
    { method: "POST", path: "/admin/schedule/preview", handle: preview },
  ];
}
