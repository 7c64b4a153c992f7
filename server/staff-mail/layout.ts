/**
 * The one HTML layout of every staff e-mail: a Hungarian document with inline styles (mail
 * clients drop style sheets). A feature writes only what goes inside it.
 */
import { escapeHtml } from "../shared/html.ts";

/** A staff e-mail's HTML: `body` is markup the feature wrote, its own text already escaped. */
export function staffMailHtml(body: string, title?: string): string {
  const head = title === undefined ? "" : `<title>${escapeHtml(title)}</title>`;
  return `<!DOCTYPE html>
<html lang="hu"><head><meta charset="utf-8">${head}</head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">
${body}
</body></html>
`;
}

/** Markup of a footnote under a message (grey, smaller). */
export const footnote = (text: string, top = 0) =>
  `<p style="color:#555;font-size:13px${top ? `;margin-top:${top}px` : ""}">${escapeHtml(text)}</p>`;
