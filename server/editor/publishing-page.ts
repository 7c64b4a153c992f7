/** The overview page: what is not published yet, publish, the preview, and the history with undo. */
import { languageNames, languages } from "../../app/site/language.ts";
import { pageIds, pagePaths } from "../../app/site/pages.ts";
import type { Change, Version } from "../content-store/index.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatTime, messages } from "./messages.ts";
import { type Flash, type Frame, flash, page } from "./pages.ts";
import { previewPrefix } from "./previews.ts";

const t = messages.hu;

export interface Overview {
  pending: readonly Change[];
  history: readonly Version[];
  /** When the current preview was built, if there is one. */
  previewAt?: Date;
  message?: Flash;
}

const changeList = (changes: readonly Change[]) =>
  `<ul>${changes.map((c) => `<li><code>${escapeHtml(c.path)}</code> (${t.changeStatus[c.status]})</li>`).join("")}</ul>`;

/**
 * A version's description in Hungarian. The commit messages are English, for developers
 * reading the content's git history (their wording: publisher.ts, content-repo.ts); the
 * files are listed below it, each with its change.
 */
function versionName(subject: string): string {
  const undo = /^Undo: back to the content of ([0-9a-f]+)$/.exec(subject);
  if (undo) return `Visszaállítás a(z) ${undo[1]} változatra`;
  if (subject.startsWith("Publish ")) return "Közzététel";
  if (subject === "Content as first published") return "Az első közzétett tartalom";
  return subject;
}

/** "modified: home/hu.yaml" as "home/hu.yaml (módosítva)". */
function fileLine(line: string): string {
  const [status = "", ...path] = line.split(": ");
  const named = t.changeStatus[status as Change["status"]];
  return named ? `${path.join(": ")} (${named})` : line;
}

function historyRows(history: readonly Version[]): string {
  return history
    .map((commit, index) => {
      const files = commit.body
        .split("\n")
        .filter(Boolean)
        .map((line) => `<li><code>${escapeHtml(fileLine(line))}</code></li>`)
        .join("");
      const action =
        index === 0
          ? `<span class="tag">${t.live}</span>`
          : `<form method="post" action="/admin/undo"><input type="hidden" name="commit" value="${commit.hash}"><button class="secondary" type="submit" data-busy="${t.restoring}">${t.restore}</button></form>`;
      return `<tr><td>${escapeHtml(formatTime(commit.date))}</td><td>${escapeHtml(commit.author)}</td><td>${escapeHtml(versionName(commit.subject))}${files ? `<ul>${files}</ul>` : ""}</td><td>${action}</td></tr>`;
    })
    .join("");
}

/** Links to every page of the preview, a row per page and a column per language. */
function previewSection(at: Date | undefined): string {
  const rows = pageIds
    .map((page) => {
      const cells = languages
        .map((lang) => {
          const path = pagePaths[page][lang];
          return `<td><a href="${previewPrefix}${path}">${escapeHtml(path)}</a></td>`;
        })
        .join("");
      return `<tr><th scope="row">${escapeHtml(page)}</th>${cells}</tr>`;
    })
    .join("");
  const links = at
    ? `<p>${escapeHtml(t.previewReady(formatTime(at.toISOString())))}</p><table><caption class="sr-only">${t.previewTitle}</caption><thead><tr><td></td>${languages.map((lang) => `<th scope="col">${languageNames[lang]}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`
    : "";
  return `<section class="card" aria-labelledby="preview"><h2 id="preview">${t.previewTitle}</h2><p class="muted">${t.previewHint}</p>
<form method="post" action="/admin/preview"><button class="secondary" type="submit" data-busy="${t.previewing}">${t.makePreview}</button></form>${links}</section>`;
}

export function overviewPage(frame: Frame, view: Overview): string {
  const pending =
    view.pending.length > 0
      ? `<p>${t.pending(view.pending.length)}</p>${changeList(view.pending)}`
      : `<p>${t.nothingPending}</p>`;
  const history =
    view.history.length > 0
      ? `<table><caption class="sr-only">${t.historyTitle}</caption><thead><tr><th scope="col">${t.when}</th><th scope="col">${t.who}</th><th scope="col">${t.what}</th><th scope="col"><span class="sr-only">${t.restore}</span></th></tr></thead><tbody>${historyRows(view.history)}</tbody></table>`
      : `<p>${t.historyEmpty}</p>`;
  return page(
    frame,
    t.publishTitle,
    `${flash(view.message)}
<section class="card" aria-labelledby="publish"><h2 id="publish">${t.publishNow}</h2>${pending}<p class="muted">${t.publishHint}</p>
<form method="post" action="/admin/publish"><button type="submit" data-busy="${t.publishing}">${t.publish}</button></form></section>
${previewSection(view.previewAt)}
<section class="card" aria-labelledby="history"><h2 id="history">${t.historyTitle}</h2>${history}</section>`,
  );
}
