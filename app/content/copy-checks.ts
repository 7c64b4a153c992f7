/**
 * What copy may hold: the checks every text field of the schema runs (fields.ts), in the
 * editor as it is typed and in the build as it is read. Copy is plain text that React shows
 * as text, so these keep out what would show as junk or mislead a reader, not what would run:
 * - markup: `<` and `>`, and the character references that stand for them (`&lt;`, `&gt;`,
 *   `&#60;`, `&#x3e;`…, also without the `;`, as HTML reads them);
 * - invisible controls: NUL and the other control characters but tab and line breaks, the
 *   bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069,
 *   U+200E, U+200F, U+061C), and the zero-width space, word joiner and byte-order mark
 *   (U+200B, U+2060, U+FEFF), which hide inside a word. The zero-width joiner and non-joiner
 *   (U+200D, U+200C) pass: emoji such as 👩‍💼 are built with them.
 * Emoji and all ordinary punctuation (– „ ” ’ … & / !) pass.
 */

import { withArticle } from "../site/article.ts";
import { remember, type TextRule } from "./text-rules.ts";

// Written for either case without the "i" flag, which would make a fixed text's rule ignore case.
const reference =
  "&(?:[lL][tT]|[gG][tT]|#0*(?:60|62)(?![0-9])|#[xX]0*(?:3[cC]|3[eE])(?![0-9a-fA-F]));?";
const invisible =
  "\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u061c\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060\\u2066-\\u2069\\ufeff";

/**
 * A text field's pattern: nothing above; a paragraph also has no line break; and the rule its
 * help text states, if any (text-rules.ts).
 */
export function copyPattern(label: string, options: { paragraph?: boolean; rule?: TextRule } = {}) {
  const breaks = options.paragraph ? "\\n\\r" : "";
  const { rule } = options;
  const ruled = rule ? `(?=(?:${remember(rule).pattern})$)` : "";
  return {
    regex: new RegExp(`^${ruled}(?![\\s\\S]*${reference})[^<>${invisible}${breaks}]*$`),
    message: `„${label}”: ${rule ? `${rule.says}; ` : ""}${options.paragraph ? "egy bekezdés, " : ""}${copyRule}`,
  };
}

export const copyRule =
  "a szöveg nem tartalmazhat HTML-jelölést (< vagy > jelet, &lt; vagy &gt; hivatkozást) és láthatatlan vezérlőkaraktert";

const references = new RegExp(reference, "i");
const invisibles = new RegExp(`[${invisible}]`);

/** What exactly is wrong with a value, said for the person fixing it; undefined when nothing. */
export function copyProblem(value: string): string | undefined {
  const markup = /[<>]/.exec(value) ?? references.exec(value);
  if (markup)
    return `HTML-jelölés („${markup[0]}”) ${withArticle(`${markup.index + 1}.`)} karakternél`;
  const hidden = invisibles.exec(value);
  if (hidden) {
    const code = (hidden[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0");
    return `láthatatlan vezérlőkarakter (U+${code}) ${withArticle(`${hidden.index + 1}.`)} karakternél`;
  }
  return undefined;
}
