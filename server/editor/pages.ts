/**
 * The editor's own HTML pages: sign-in, and the overview with publish, history and undo.
 * Plain forms that work without JavaScript; the pages load no script at all, and their
 * policy allows only their one inline style sheet.
 */
import { createHash } from "node:crypto";
import { type Language, languageNames, languages } from "../../app/site/language.ts";
import { pageIds, pagePaths } from "../../app/site/pages.ts";
import { escapeHtml } from "../html.ts";
import type { Change, Commit } from "./content-repo.ts";
import { formatTime, type Messages, messages } from "./messages.ts";
import { maxPasswordLength } from "./passwords.ts";

const style = `
:root{color-scheme:light;--ink:#0f1b2d;--muted:#4a5568;--line:#d5dbe3;--brand:#0b3d91;--bad:#a61b1b;--good:#17663a}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f3f5f8}
main{max-width:52rem;margin:0 auto;padding:2rem 1.25rem}
.card{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1.5rem;margin-bottom:1.5rem}
.narrow{max-width:26rem;margin-top:10vh}
.brand{margin:0 0 .25rem;font-weight:700;color:var(--brand);letter-spacing:.02em}
h1{font-size:1.6rem;margin:.25rem 0 .5rem}h2{font-size:1.25rem;margin:0 0 .75rem}
p{margin:.5rem 0}.muted{color:var(--muted)}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #8a96a8;border-radius:.5rem}
button{font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.7rem 1.2rem;background:var(--brand);color:#fff;cursor:pointer;margin-top:1.25rem}
button.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand);margin:0;padding:.4rem .8rem}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f2b705;outline-offset:2px}
a{color:var(--brand)}
.notice{border-left:4px solid var(--good);background:#eef8f1;padding:.75rem 1rem;border-radius:.25rem}
.error{border-left:4px solid var(--bad);background:#fdeeee;padding:.75rem 1rem;border-radius:.25rem}
.error ul{margin:.5rem 0 0;padding-left:1.25rem}code{font-size:.9em;word-break:break-all}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;justify-content:space-between;margin-bottom:1.5rem}
header form button{margin:0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:.6rem .4rem;border-top:1px solid var(--line)}
th{font-size:.85rem;color:var(--muted);font-weight:600}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
td ul{margin:0;padding-left:1.1rem}.tag{font-size:.8rem;font-weight:700;color:var(--good)}
`;

/** The policy of these pages: nothing but this style sheet and posts to ourselves. */
export const adminPolicy = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

function layout(language: Language, title: string, body: string): string {
  const t = messages[language];
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${escapeHtml(`${title} · ${t.product}`)}</title><style>${style}</style></head><body>${body}</body></html>`;
}

export type Flash = { kind: "notice" | "error"; text: string; lines?: readonly string[] };

function flash(message: Flash | undefined, id = ""): string {
  if (!message) return "";
  const lines = message.lines?.length
    ? `<ul>${message.lines.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join("")}</ul>`
    : "";
  const role = message.kind === "error" ? "alert" : "status";
  return `<div class="${message.kind}" role="${role}"${id && ` id="${id}"`}><p>${escapeHtml(message.text)}</p>${lines}</div>`;
}

export function signInPage(
  language: Language,
  options: { name?: string; message?: Flash } = {},
): string {
  const t = messages[language];
  const failed = options.message?.kind === "error";
  return layout(
    language,
    t.signInTitle,
    `<main class="narrow"><div class="card"><p class="brand">${escapeHtml(t.product)}</p><h1>${t.signInTitle}</h1><p class="muted">${escapeHtml(t.signInLead)}</p>${flash(options.message, "sign-in-error")}
<form method="post" action="/admin/sign-in">
<label for="name">${t.name}</label><input id="name" name="name" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="100" value="${escapeHtml(options.name ?? "")}"${failed ? ' aria-describedby="sign-in-error"' : ""}>
<label for="password">${t.password}</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${maxPasswordLength}">
<button type="submit">${t.signIn}</button></form></div></main>`,
  );
}

/** Where the preview of the working content is served: the page's own path below it. */
export const previewPrefix = "/admin/preview";

export interface Overview {
  editor: string;
  pending: readonly Change[];
  history: readonly Commit[];
  /** Where the content editor (Keystatic) is mounted, once it is. */
  editorUrl?: string;
  /** When the current preview was built, if there is one. */
  previewAt?: Date;
  message?: Flash;
}

const changeList = (t: Messages, changes: readonly Change[]) =>
  `<ul>${changes.map((c) => `<li><code>${escapeHtml(c.path)}</code> (${t.changeStatus[c.status]})</li>`).join("")}</ul>`;

function historyRows(language: Language, history: readonly Commit[]): string {
  const t = messages[language];
  return history
    .map((commit, index) => {
      const files = commit.body
        .split("\n")
        .filter(Boolean)
        .map((line) => `<li><code>${escapeHtml(line)}</code></li>`)
        .join("");
      const action =
        index === 0
          ? `<span class="tag">${t.live}</span>`
          : `<form method="post" action="/admin/undo"><input type="hidden" name="commit" value="${commit.hash}"><button class="secondary" type="submit">${t.restore}</button></form>`;
      return `<tr><td>${escapeHtml(formatTime(commit.date, language))}</td><td>${escapeHtml(commit.author)}</td><td>${escapeHtml(commit.subject)}${files ? `<ul>${files}</ul>` : ""}</td><td>${action}</td></tr>`;
    })
    .join("");
}

/** Links to every page of the preview, a row per page and a column per language. */
function previewSection(language: Language, at: Date | undefined): string {
  const t = messages[language];
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
    ? `<p>${escapeHtml(t.previewReady(formatTime(at.toISOString(), language)))}</p><table><thead><tr><td></td>${languages.map((lang) => `<th scope="col">${languageNames[lang]}</th>`).join("")}</tr></thead><tbody>${rows}</tbody></table>`
    : "";
  return `<section class="card" aria-labelledby="preview"><h2 id="preview">${t.previewTitle}</h2><p class="muted">${t.previewHint}</p>
<form method="post" action="/admin/preview"><button class="secondary" type="submit">${t.makePreview}</button></form>${links}</section>`;
}

export function overviewPage(language: Language, view: Overview): string {
  const t = messages[language];
  const pending =
    view.pending.length > 0
      ? `<p>${t.pending(view.pending.length)}</p>${changeList(t, view.pending)}`
      : `<p>${t.nothingPending}</p>`;
  const history =
    view.history.length > 0
      ? `<table><thead><tr><th scope="col">${t.when}</th><th scope="col">${t.who}</th><th scope="col">${t.what}</th><th scope="col"><span class="sr-only">${t.restore}</span></th></tr></thead><tbody>${historyRows(language, view.history)}</tbody></table>`
      : `<p>${t.historyEmpty}</p>`;
  const edit = view.editorUrl
    ? `<p><a href="${escapeHtml(view.editorUrl)}">${t.editContent}</a></p>`
    : "";
  return layout(
    language,
    t.publishTitle,
    `<main><header><div><p class="brand">${escapeHtml(t.product)}</p><p class="muted">${escapeHtml(t.signedInAs(view.editor))}</p></div>
<form method="post" action="/admin/sign-out"><button class="secondary" type="submit">${t.signOut}</button></form></header>
${flash(view.message)}${edit}
<section class="card" aria-labelledby="publish"><h2 id="publish">${t.publishTitle}</h2>${pending}<p class="muted">${t.publishHint}</p>
<form method="post" action="/admin/publish"><button type="submit">${t.publish}</button></form></section>
${previewSection(language, view.previewAt)}
<section class="card" aria-labelledby="history"><h2 id="history">${t.historyTitle}</h2>${history}</section></main>`,
  );
}
