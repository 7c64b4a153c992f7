/** The languages-in-step page: a row per page, a column per language, and the mark. */
import { hungarianNames, type Language, staffLanguageName } from "../../app/site/language.ts";
import type { PageId } from "../../app/site/pages.ts";
import { staffPageName } from "../../app/site/staff-names.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type Frame, page } from "./pages.ts";

export const languagesPath = "/admin/languages";

export interface LanguageState {
  language: Language;
  entry: string;
  /** The last published change. */
  date?: string;
  commit?: string;
  /** Saved since the last publish. */
  pending: boolean;
}

export interface PageStep {
  page: PageId;
  languages: LanguageState[];
  /** The languages whose last change is older than the page's newest one. */
  behind: Language[];
}

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

function mark(step: PageStep): string {
  if (step.behind.length === 0) return `<span class="badge good">Együtt változtak</span>`;
  const names = step.behind.map((language) => hungarianNames[language]).join(", ");
  return `<span class="badge bad">Eltérnek</span><br><small>Régebbi szöveg: ${escapeHtml(names)}</small>`;
}

export function languagesPage(
  frame: Frame,
  steps: readonly PageStep[],
  editorUrl: string | undefined,
): string {
  const apart = steps.filter((step) => step.behind.length > 0).length;
  const summary =
    apart === 0
      ? `<div class="notice" role="status"><p>Minden oldal nyelvei együtt változtak.</p></div>`
      : `<div class="warning" role="status"><p>${apart} oldal nyelvei eltérően változtak: valamelyik nyelven újabb a szöveg, mint a többin. Nézze át, kell-e a többi nyelvet is módosítani.</p></div>`;
  const languagesOfFirst = steps[0]?.languages ?? [];
  const head = `<tr><th scope="col">Oldal</th>${languagesOfFirst.map((s) => `<th scope="col">${staffLanguageName(s.language)}</th>`).join("")}<th scope="col">Nyelvek</th></tr>`;
  const rows = steps
    .map(
      (step) =>
        `<tr data-page="${step.page}"><th scope="row">${escapeHtml(staffPageName(step.page))}</th>${step.languages.map((s) => cell(s, editorUrl)).join("")}<td data-label="Nyelvek">${mark(step)}</td></tr>`,
    )
    .join("");
  return page(
    frame,
    "Nyelvek",
    `${summary}<section class="card"><table class="stack"><caption>Az oldalak nyelvi változatai: mikor változtak utoljára</caption><thead>${head}</thead><tbody>${rows}</tbody></table><p class="muted">A dátum az utolsó közzététel, amely az adott nyelvet érintette. Egy oldal akkor „eltér”, ha a legutóbbi változtatása nem érintette minden nyelvét.</p></section>`,
  );
}
