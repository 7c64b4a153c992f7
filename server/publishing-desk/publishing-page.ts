/**
 * The publishing page: what is saved but not published and what is not even saved, publish,
 * the preview, and the history with undo; and the undo's confirmation page. Every change is
 * said as the editor names it (history.ts), never by file path or commit.
 */

import { staffLanguageName as languageName, languages } from "../../app/site/language.ts";
import { type PageId, pageIds, pagePaths } from "../../app/site/pages.ts";
import { staffPageName as pageName } from "../../app/site/staff-names.ts";
import type { ScheduledChange } from "../content-store/index.ts";
import { type Html, html, joinHtml } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type Flash, type Frame, flash, messages, page } from "../staff-frame/index.ts";
import type { HistoryItem, Version } from "./history.ts";
import { languagesPath, photoReplaced } from "./languages-page.ts";
import { previewPrefix } from "./previews.ts";
import {
  nextScheduled,
  type PendingEntry,
  pendingForm,
  scheduledSection,
} from "./schedule-page.ts";

const t = messages.hu;

export interface Overview {
  /** The saved, unpublished changes by entry, a line per field. */
  pending: readonly PendingEntry[];
  /** Saved files past the reader's limits: each may be discarded. */
  badDrafts?: readonly BadDraft[];
  history: readonly HistoryItem[];
  /** The photos replaced after their alt texts: "Biztonságtechnika: angol, német". */
  staleAlts: readonly string[];
  /** When the current preview was made, if there is one that is not older than the live version. */
  previewAt?: Date;
  /** A preview made before the last publish or undo: not shown as current. */
  previewStale: boolean;
  /** Every entry's name, for the list of entries left unsaved in this browser. */
  entries: Record<string, string>;
  message?: Flash;
  /** Inquiries nobody has marked handled; undefined for an account without the right. */
  unhandled?: number;
  /** The scheduled changes waiting for their time, the soonest first. */
  waiting: readonly ScheduledChange[];
  /** The latest that went live, were held or cancelled. */
  ended: readonly ScheduledChange[];
  now: Date;
}

/** A saved file the reader refuses: its path (for the form), and what is wrong, for staff. */
export interface BadDraft {
  path: string;
  problem: string;
}

/** The drafts the reader refuses, each with a button that discards it. */
const badDraftsSection = (drafts: readonly BadDraft[] = []) =>
  drafts.length > 0 &&
  html`<div class="warning" id="bad-drafts"><h3>${t.badDraftsHeading}</h3><p>${t.badDraftsLead}</p><ul class="changes">${drafts.map(
    (draft) =>
      html`<li><p>${draft.problem}</p><form method="post" action="/admin/discard"><input type="hidden" name="fajl" value="${draft.path}"><button class="secondary" type="submit" data-busy="${t.discarding}">${t.discardDraft}</button></form></li>`,
  )}</ul></div>`;

const list = (lines: readonly string[], limit = 12) => {
  const shown = lines.slice(0, limit).map((line) => html`<li>${line}</li>`);
  const more = lines.length > limit && html`<li>${t.andMore(lines.length - limit)}</li>`;
  return html`<ul class="changes">${shown}${more}</ul>`;
};

/** A version as one item of the history. */
function versionItem(version: Version, live: boolean): Html {
  const action = live
    ? html`<p class="tag">${t.live}</p>`
    : html`<p><a class="button secondary" href="/admin/undo?valtozat=${version.number}">${t.restore}<span class="sr-only"> (${t.versionName(version.number)})</span></a></p>`;
  return html`<li class="version"><h3>${t.versionName(version.number)}: ${version.title}</h3>
<p class="muted">${formatTime(version.date)} · ${version.author}</p>${version.lines.length > 0 && list(version.lines)}${action}</li>`;
}

/** A check mark as one item of the history. */
const checkItem = (item: HistoryItem) =>
  html`<li class="version"><p>${item.kind === "check" ? item.text : ""}</p><p class="muted">${formatTime(item.date)}</p></li>`;

/** The photos whose alt texts are older than the photo: a warning before publishing. */
const altWarning = (lines: readonly string[]) =>
  lines.length > 0 &&
  html`<div class="warning"><p>${photoReplaced}:</p>${list(lines)}<p><a href="${languagesPath}">A nyelvek oldalán</a> a mezőkre lehet ugrani, vagy ellenőrzöttnek jelölni őket.</p></div>`;

/** Links to every page of the preview: a row per page, a link per language. */
function previewSection(view: Overview): Html {
  const rows = pageIds.map((id: PageId) => {
    const links = joinHtml(
      languages.map(
        (lang) =>
          html`<a href="${previewPrefix}${pagePaths[id][lang]}">${languageName(lang)}<span class="sr-only"> – ${pageName(id)}</span></a>`,
      ),
      " · ",
    );
    return html`<li><span class="page-name">${pageName(id)}</span> <span>${links}</span></li>`;
  });
  const links = view.previewAt
    ? html`<p>${t.previewReady(formatTime(view.previewAt.toISOString()))}</p><ul class="pages">${rows}</ul>`
    : view.previewStale && html`<p class="warning">${t.previewStale}</p>`;
  return html`<section class="card" aria-labelledby="preview"><h2 id="preview">${t.previewTitle}</h2><p class="muted">${t.previewHint}</p>
<form method="post" action="/admin/preview"><button class="secondary" type="submit" data-busy="${t.previewing}">${t.makePreview}</button></form>${links}</section>`;
}

/** How many inquiries nobody has marked handled, for accounts that may see them. */
function unhandledSection(count: number | undefined): Html | undefined {
  if (count === undefined) return undefined;
  const text =
    count === 0
      ? "Minden megkeresés kezelve."
      : `${new Intl.NumberFormat("hu-HU").format(count)} kezeletlen megkeresés vár.`;
  return html`<section class="card" aria-labelledby="inquiries-due"><h2 id="inquiries-due">Megkeresések</h2><p>${text}</p>${count !== 0 && html`<p><a class="button" href="/admin/inquiries?kezeletlen=1">A kezeletlenek megnyitása</a></p>`}</section>`;
}

export function overviewPage(frame: Frame, view: Overview): Html {
  const hint = html`${altWarning(view.staleAlts)}<p class="muted">${t.publishHint}</p>`;
  const scheduledKeys = new Set(view.waiting.flatMap((change) => change.entries));
  const saved =
    view.pending.length > 0
      ? pendingForm(view.pending, { now: view.now, scheduledKeys, hint })
      : html`<p>${t.nothingPending}</p>`;
  // Filled in by the page's script from the editor's drafts in this browser (server/staff-frame/pages.ts).
  const unsaved = html`<div id="unsaved" hidden data-entries="${JSON.stringify(view.entries)}" data-editor="${frame.editorUrl}"><h3>${t.unsavedHeading}</h3><p class="warning">${t.unsavedHint}</p><ul class="changes"></ul></div>`;
  const live = view.history.find((item) => item.kind === "version");
  const history =
    view.history.length > 0
      ? html`<ol class="versions">${view.history.map((item) => (item.kind === "check" ? checkItem(item) : versionItem(item, item === live)))}</ol>`
      : html`<p>${t.historyEmpty}</p>`;
  return page(
    frame,
    t.publishTitle,
    html`${flash(view.message)}${nextScheduled(view.waiting, view.ended)}${unhandledSection(view.unhandled)}
<section class="card" aria-labelledby="publish"><h2 id="publish">${t.publishNow}</h2>${badDraftsSection(view.badDrafts)}${unsaved}${saved}</section>
${scheduledSection(view.waiting, view.ended, view.now)}
${previewSection(view)}
<section class="card" aria-labelledby="history"><h2 id="history">${t.historyTitle}</h2>${history}</section>`,
  );
}

/** The undo's confirmation: what going back to a version changes, and the button that does it. */
export function undoPage(
  frame: Frame,
  view: { version: Version; changes: readonly string[]; kept?: string },
): Html {
  const { version, changes } = view;
  const what =
    changes.length > 0
      ? html`<p>${t.undoChanges}</p>${list(changes, 60)}`
      : html`<p>${t.undoNothing}</p>`;
  const action = html`${view.kept && html`<p class="muted">${view.kept}</p>`}<form method="post" action="/admin/undo"><input type="hidden" name="valtozat" value="${version.number}"><button type="submit" data-busy="${t.restoring}">${t.undoConfirm}</button></form>`;
  return page(
    frame,
    t.undoTitle(version.number),
    html`<section class="card"><p>${t.undoLead(version.number, formatTime(version.date), version.author)}</p>${what}${action}<p><a class="button secondary" href="/admin#history">${t.undoCancel}</a></p></section>`,
  );
}
