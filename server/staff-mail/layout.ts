/**
 * The one HTML layout of every staff e-mail: a Hungarian document with inline styles (mail
 * clients drop style sheets). A feature writes only what goes inside it, with `html`.
 */
import { type Html, html } from "../shared/html.ts";

/** A staff e-mail's HTML around `body`, the markup the feature wrote. */
export function staffMailHtml(body: Html, title?: string): Html {
  const head = title === undefined ? "" : html`<title>${title}</title>`;
  return html`<!DOCTYPE html>
<html lang="hu"><head><meta charset="utf-8">${head}</head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">
${body}
</body></html>
`;
}

/** Markup of a footnote under a message (grey, smaller). */
export const footnote = (text: string, top = 0) =>
  html`<p style="color:#555;font-size:13px${top ? `;margin-top:${top}px` : ""}">${text}</p>`;
