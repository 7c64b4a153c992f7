/**
 * Markup the server writes (pages, staff e-mails, the chart), escaped by default: `html`
 * escapes every value put into it unless the value is markup already (`Html`), so text from a
 * visitor or an editor never becomes markup by a forgotten call. `raw` is the one way to
 * pass text through as markup, for fixed markup the code itself holds (an inline style sheet).
 * The escaping holds between tags and in quoted attribute values; an attribute is always quoted.
 */

/** Text made safe between tags and in a quoted attribute value. */
function escapeText(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const markup = Symbol("markup");

/** Markup made by `html` or `raw`; `toString()` gives it as text. */
class Html {
  readonly [markup]: string;

  constructor(text: string) {
    this[markup] = text;
  }

  toString(): string {
    return this[markup];
  }
}

export type { Html };

/** What `html` takes: text and numbers (escaped), markup (as is), nothing, or a list of these. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

function markupOf(value: HtmlValue): string {
  if (value instanceof Html) return value[markup];
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(markupOf).join("");
  return escapeText(String(value));
}

/** Markup with every value escaped (a list's items joined with nothing), markup kept as is. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let text = strings[0] ?? "";
  values.forEach((value, i) => {
    text += markupOf(value) + (strings[i + 1] ?? "");
  });
  return new Html(text);
}

/** Values as one piece of markup, `separator` (escaped, as any value) between them. */
export const joinHtml = (values: readonly HtmlValue[], separator: HtmlValue): Html =>
  new Html(values.map(markupOf).join(markupOf(separator)));

/** Trusted text as markup, unescaped: only for fixed markup of the code, never for data. */
export const raw = (trusted: string): Html => new Html(trusted);
