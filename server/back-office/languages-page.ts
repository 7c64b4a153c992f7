/**
 * The languages-in-step page: a row per page, a column per language, and the mark; for a page
 * whose languages are apart, the fields each language left behind should look at (links into
 * the editor), the photo alt texts to look at, and the button that marks a language checked.
 */
import { fieldHash } from "../../app/content/field-names.ts";
import { hungarianNames, type Language, staffLanguageName } from "../../app/site/language.ts";
import type { PageId } from "../../app/site/pages.ts";
import { staffPageName } from "../../app/site/staff-names.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import type { Field, LanguageState, PageStep } from "./language-steps.ts";
import { type Flash, type Frame, flash, page } from "./pages.ts";

export const languagesPath = "/admin/languages";
export const checkPath = `${languagesPath}/check`;

/** A page's row, the target of the check's redirect. */
export const rowId = (page: PageId) => `oldal-${page}`;

/** The line that asks for a photo's alt texts to be looked at (also on the publishing page). */
export const photoReplaced = "A fotó kicserélve: a leírást (alt szöveg) nézze át";

function cell(state: LanguageState, editorUrl: string | undefined): string {
  const label = staffLanguageName(state.language);
  const date = state.date ? escapeHtml(formatTime(state.date)) : "–";
  const pending = state.pending
    ? `<br><span class="badge wait">Közzé nem tett változás</span>`
    : "";
  const edit = editorUrl
    ? `<br><a href="${escapeHtml(`${editorUrl}/singleton/${state.entry}`)}">Szerkesztés<span class="sr-only"> (${hungarianNames[state.language]})</span></a>`
    : "";
  return `<td data-label="${label}">${date}${pending}${edit}</td>`;
}

/** A field as a link that opens the language's entry at that field, when the editor is there. */
function fieldLink(state: LanguageState, field: Field, editorUrl: string | undefined): string {
  const name = escapeHtml(field.name);
  if (!editorUrl) return name;
  const href = `${editorUrl}/singleton/${state.entry}${fieldHash(field.path)}`;
  return `<a href="${escapeHtml(href)}">${name}<span class="sr-only"> (${hungarianNames[state.language]})</span></a>`;
}

const fieldList = (state: LanguageState, fields: readonly Field[], editorUrl?: string) =>
  `<ul class="changes">${fields.map((field) => `<li>${fieldLink(state, field, editorUrl)}</li>`).join("")}</ul>`;

function checkForm(page: PageId, language: Language): string {
  return `<form method="post" action="${checkPath}"><input type="hidden" name="oldal" value="${page}"><input type="hidden" name="nyelv" value="${language}"><button class="secondary" type="submit">Ellenőrizve, nem kell módosítani<span class="sr-only"> (${escapeHtml(staffPageName(page))}, ${hungarianNames[language]})</span></button></form>`;
}

/** What a language left behind should look at, and its check button. */
function lagging(step: PageStep, state: LanguageState, editorUrl: string | undefined): string {
  const name = staffLanguageName(state.language);
  const fields =
    state.fields.length > 0
      ? `<p>${name}: a többi nyelven azóta módosult mezők:</p>${fieldList(state, state.fields, editorUrl)}`
      : `<p>${name}: a többi nyelven azóta módosult a szöveg.</p>`;
  return `<div class="lag">${fields}${checkForm(step.page, state.language)}</div>`;
}

/** The alt texts a replaced photo left to look at, with the check of languages not listed above. */
function photoNote(step: PageStep, editorUrl: string | undefined): string {
  const stale = step.languages.filter((state) => state.staleAlt);
  if (stale.length === 0) return "";
  const items = stale
    .map((state) => {
      const field = state.staleAlt as Field;
      const check = step.behind.includes(state.language)
        ? ""
        : checkForm(step.page, state.language);
      return `<li>${staffLanguageName(state.language)}: ${fieldLink(state, field, editorUrl)}${check}</li>`;
    })
    .join("");
  return `<div class="lag"><p><strong>${photoReplaced}</strong></p><ul class="changes">${items}</ul></div>`;
}

function mark(step: PageStep, editorUrl: string | undefined): string {
  const checks = step.languages
    .flatMap(({ language, check }) =>
      check
        ? [
            `<p><small>${staffLanguageName(language)}: ellenőrizte ${escapeHtml(check.by)}, ${escapeHtml(formatTime(check.at))}</small></p>`,
          ]
        : [],
    )
    .join("");
  const behind = step.languages.filter((state) => step.behind.includes(state.language));
  const status =
    behind.length === 0
      ? `<span class="badge good">Együtt változtak</span>`
      : `<span class="badge bad">Eltérnek</span><br><small>Régebbi szöveg: ${escapeHtml(behind.map((s) => hungarianNames[s.language]).join(", "))}</small>${behind.map((state) => lagging(step, state, editorUrl)).join("")}`;
  return `${status}${checks}${photoNote(step, editorUrl)}`;
}

export function languagesPage(
  frame: Frame,
  steps: readonly PageStep[],
  editorUrl: string | undefined,
  message?: Flash,
): string {
  const apart = steps.filter((step) => step.behind.length > 0).length;
  const summary =
    apart === 0
      ? `<div class="notice" role="status"><p>Minden oldal nyelvei együtt változtak.</p></div>`
      : `<div class="warning" role="status"><p>${apart} oldal nyelvei eltérően változtak: valamelyik nyelven újabb a szöveg, mint a többin. Nézze át a felsorolt mezőket; ha egy nyelven nem kell módosítani, jelölje ellenőrzöttnek.</p></div>`;
  const languagesOfFirst = steps[0]?.languages ?? [];
  const head = `<tr><th scope="col">Oldal</th>${languagesOfFirst.map((s) => `<th scope="col">${staffLanguageName(s.language)}</th>`).join("")}<th scope="col">Nyelvek</th></tr>`;
  const rows = steps
    .map(
      (step) =>
        `<tr data-page="${step.page}" id="${rowId(step.page)}"><th scope="row">${escapeHtml(staffPageName(step.page))}</th>${step.languages.map((s) => cell(s, editorUrl)).join("")}<td data-label="Nyelvek">${mark(step, editorUrl)}</td></tr>`,
    )
    .join("");
  return page(
    frame,
    "Nyelvek",
    `${flash(message)}${summary}<section class="card"><table class="stack"><caption>Az oldalak nyelvi változatai: mikor változtak utoljára</caption><thead>${head}</thead><tbody>${rows}</tbody></table><p class="muted">A dátum az utolsó közzététel, amely az adott nyelvet érintette. Egy oldal akkor „eltér”, ha a legutóbbi változtatása nem érintette minden nyelvét. Az „Ellenőrizve, nem kell módosítani” jelölés addig tartja egy nyelvet a többivel együtt, amíg az oldal egy másik nyelven újra nem változik; a jelölés a közzétételek előzményei között is megjelenik.</p></section>`,
  );
}
