/**
 * The languages-in-step page: a row per page, a column per language, and the mark; for a page
 * whose languages are apart, the fields each language left behind should look at (links into
 * the editor), the photo alt texts to look at, and the button that marks a language checked.
 */
import { fieldHash } from "../../app/content/field-names.ts";
import { hungarianNames, type Language, staffLanguageName } from "../../app/site/language.ts";
import type { PageId } from "../../app/site/pages.ts";
import { staffPageName } from "../../app/site/staff-names.ts";
import { type Html, html } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type Flash, type Frame, flash, page } from "../staff-frame/index.ts";
import type { Field, LanguageState, PageStep } from "./language-steps.ts";

export const languagesPath = "/admin/languages";
export const checkPath = `${languagesPath}/check`;

/** A page's row, the target of the check's redirect. */
export const rowId = (page: PageId) => `oldal-${page}`;

/** The line that asks for a photo's alt texts to be looked at (also on the publishing page). */
export const photoReplaced = "A fotó kicserélve: a leírást (alt szöveg) nézze át";

function cell(state: LanguageState, editorUrl: string | undefined): Html {
  const label = staffLanguageName(state.language);
  const date = state.date ? formatTime(state.date) : "–";
  const pending =
    state.pending && html`<br><span class="badge wait">Közzé nem tett változás</span>`;
  const edit =
    editorUrl &&
    html`<br><a href="${editorUrl}/singleton/${state.entry}">Szerkesztés<span class="sr-only"> (${hungarianNames[state.language]})</span></a>`;
  return html`<td data-label="${label}">${date}${pending}${edit}</td>`;
}

/** A field as a link that opens the language's entry at that field, when the editor is there. */
function fieldLink(state: LanguageState, field: Field, editorUrl: string | undefined): Html {
  const name = field.name;
  if (!editorUrl) return html`${name}`;
  const href = `${editorUrl}/singleton/${state.entry}${fieldHash(field.path)}`;
  return html`<a href="${href}">${name}<span class="sr-only"> (${hungarianNames[state.language]})</span></a>`;
}

const fieldList = (state: LanguageState, fields: readonly Field[], editorUrl?: string) =>
  html`<ul class="changes">${fields.map((field) => html`<li>${fieldLink(state, field, editorUrl)}</li>`)}</ul>`;

function checkForm(page: PageId, language: Language): Html {
  return html`<form method="post" action="${checkPath}"><input type="hidden" name="oldal" value="${page}"><input type="hidden" name="nyelv" value="${language}"><button class="secondary" type="submit">Ellenőrizve, nem kell módosítani<span class="sr-only"> (${staffPageName(page)}, ${hungarianNames[language]})</span></button></form>`;
}

/** What a language left behind should look at, and its check button. */
function lagging(step: PageStep, state: LanguageState, editorUrl: string | undefined): Html {
  const name = staffLanguageName(state.language);
  const fields =
    state.fields.length > 0
      ? html`<p>${name}: a többi nyelven azóta módosult mezők:</p>${fieldList(state, state.fields, editorUrl)}`
      : html`<p>${name}: a többi nyelven azóta módosult a szöveg.</p>`;
  return html`<div class="lag">${fields}${checkForm(step.page, state.language)}</div>`;
}

/** The alt texts a replaced photo left to look at, with the check of languages not listed above. */
function photoNote(step: PageStep, editorUrl: string | undefined): Html | undefined {
  const stale = step.languages.filter((state) => state.staleAlt);
  if (stale.length === 0) return undefined;
  const items = stale.map((state) => {
    const field = state.staleAlt as Field;
    const check = !step.behind.includes(state.language) && checkForm(step.page, state.language);
    return html`<li>${staffLanguageName(state.language)}: ${fieldLink(state, field, editorUrl)}${check}</li>`;
  });
  return html`<div class="lag"><p><strong>${photoReplaced}</strong></p><ul class="changes">${items}</ul></div>`;
}

function mark(step: PageStep, editorUrl: string | undefined): Html {
  const checks = step.languages.map(
    ({ language, check }) =>
      check &&
      html`<p><small>${staffLanguageName(language)}: ellenőrizte ${check.by}, ${formatTime(check.at)}</small></p>`,
  );
  const behind = step.languages.filter((state) => step.behind.includes(state.language));
  const status =
    behind.length === 0
      ? html`<span class="badge good">Együtt változtak</span>`
      : html`<span class="badge bad">Eltérnek</span><br><small>Régebbi szöveg: ${behind.map((s) => hungarianNames[s.language]).join(", ")}</small>${behind.map((state) => lagging(step, state, editorUrl))}`;
  return html`${status}${checks}${photoNote(step, editorUrl)}`;
}

export function languagesPage(
  frame: Frame,
  steps: readonly PageStep[],
  editorUrl: string | undefined,
  message?: Flash,
): Html {
  const apart = steps.filter((step) => step.behind.length > 0).length;
  const summary =
    apart === 0
      ? html`<div class="notice" role="status"><p>Minden oldal nyelvei együtt változtak.</p></div>`
      : html`<div class="warning" role="status"><p>${apart} oldal nyelvei eltérően változtak: valamelyik nyelven újabb a szöveg, mint a többin. Nézze át a felsorolt mezőket; ha egy nyelven nem kell módosítani, jelölje ellenőrzöttnek.</p></div>`;
  const languagesOfFirst = steps[0]?.languages ?? [];
  const head = html`<tr><th scope="col">Oldal</th>${languagesOfFirst.map((s) => html`<th scope="col">${staffLanguageName(s.language)}</th>`)}<th scope="col">Nyelvek</th></tr>`;
  const rows = steps.map(
    (step) =>
      html`<tr data-page="${step.page}" id="${rowId(step.page)}"><th scope="row">${staffPageName(step.page)}</th>${step.languages.map((s) => cell(s, editorUrl))}<td data-label="Nyelvek">${mark(step, editorUrl)}</td></tr>`,
  );
  return page(
    frame,
    "Nyelvek",
    html`${flash(message)}${summary}<section class="card"><table class="stack"><caption>Az oldalak nyelvi változatai: mikor változtak utoljára</caption><thead>${head}</thead><tbody>${rows}</tbody></table><p class="muted">A dátum az utolsó közzététel, amely az adott nyelvet érintette. Egy oldal akkor „eltér”, ha a legutóbbi változtatása nem érintette minden nyelvét. Az „Ellenőrizve, nem kell módosítani” jelölés addig tartja egy nyelvet a többivel együtt, amíg az oldal egy másik nyelven újra nem változik; a jelölés a közzétételek előzményei között is megjelenik.</p></section>`,
  );
}
