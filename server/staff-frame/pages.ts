/**
 * The frame of the editor's own HTML pages (the back office): one style sheet, a skip link,
 * the navigation, the signed-in editor and sign-out, and the flash messages. Plain HTML that
 * works without JavaScript; their policy allows only their one inline style sheet and one
 * inline script (charts are inline SVG, so they need nothing more). The script only says that
 * a slow form is under way: a button with `data-busy` shows that text once pressed, it is
 * announced, and a second press is refused. A button with `data-copy` copies its text, one with
 * `data-print` prints the page (both hidden without the script).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Html, html, raw } from "../shared/html.ts";
import { messages } from "./messages.ts";
import type { AdminRequest, Rights } from "./route.ts";

const style = `
:root{color-scheme:light;--ink:#0f1b2d;--muted:#4a5568;--line:#d5dbe3;--soft:#eef1f5;--brand:#0b3d91;--bad:#a61b1b;--good:#17663a;--warn:#8a5300;--focus:#f2b705}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f3f5f8}
main{max-width:72rem;margin:0 auto;padding:1.5rem 1.25rem 3rem}
main:focus{outline:none}
.card{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1.5rem;margin-bottom:1.5rem}
.narrow{max-width:26rem;margin-top:10vh}
.brand{margin:0;font-weight:700;color:var(--brand);letter-spacing:.02em}
h1{font-size:1.6rem;margin:.25rem 0 1rem}h2{font-size:1.25rem;margin:0 0 .75rem}
p{margin:.5rem 0}.muted{color:var(--muted)}
label{display:block;font-weight:600;margin:1rem 0 .35rem}
input,select{font:inherit;padding:.6rem .75rem;border:1px solid #8a96a8;border-radius:.5rem;background:#fff;color:var(--ink)}
input{width:100%}
button,.button{display:inline-block;font:inherit;font-weight:600;border:0;border-radius:.5rem;padding:.7rem 1.2rem;background:var(--brand);color:#fff;cursor:pointer;margin-top:1.25rem;text-decoration:none;line-height:1.5}
button.secondary,.button.secondary{background:#fff;color:var(--brand);border:1px solid var(--brand);margin:0;padding:.4rem .8rem}
button.danger,.button.danger{background:var(--bad);color:#fff}
button:disabled{opacity:.75;cursor:progress}
button.link{background:none;color:var(--brand);padding:0;margin:0;text-decoration:underline;font-weight:500}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
a{color:var(--brand)}
.notice{border-left:4px solid var(--good);background:#eef8f1;padding:.75rem 1rem;border-radius:.25rem;margin-bottom:1rem}
.error{border-left:4px solid var(--bad);background:#fdeeee;padding:.75rem 1rem;border-radius:.25rem;margin-bottom:1rem}
.warning{border-left:4px solid var(--warn);background:#fff6e6;padding:.75rem 1rem;border-radius:.25rem;margin-bottom:1rem}
.error ul{margin:.5rem 0 0;padding-left:1.25rem}code{font-size:.9em;word-break:break-all}
.skip{position:absolute;left:1rem;top:-10rem;background:#fff;color:var(--brand);padding:.6rem 1rem;border-radius:.5rem;z-index:10;font-weight:600}
.skip:focus{top:.75rem}
.top{background:#0a1829;color:#fff}
.top .bar{max-width:72rem;margin:0 auto;padding:.75rem 1.25rem;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between}
.top .brand{color:#fff}.top .brand span{font-weight:400;color:#c9d3e0}
.top nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem}
.top nav a{display:block;color:#fff;text-decoration:none;padding:.4rem .75rem;border-radius:.4rem}
.top nav a:hover{background:#1d3a5c}.top nav a[aria-current=page]{background:#fff;color:#0a1829;font-weight:600}
.top .who{display:flex;gap:.75rem;align-items:center;color:#c9d3e0;font-size:.9rem}
.top .who button{color:#fff}
.top :focus-visible{outline-color:var(--focus)}
table{width:100%;border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:.55rem .5rem;border-top:1px solid var(--line)}
thead th,thead td{font-size:.85rem;color:var(--muted);font-weight:600;border-top:0}
caption{text-align:left;font-weight:700;font-size:1.1rem;padding:0 0 .5rem}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.scroll{overflow-x:auto}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
td ul{margin:0;padding-left:1.1rem}.tag{font-size:.8rem;font-weight:700;color:var(--good)}
.badge{display:inline-block;font-size:.8rem;font-weight:600;padding:.1rem .5rem;border-radius:1rem;white-space:nowrap}
.badge.good{background:#e3f3e8;color:var(--good)}.badge.wait{background:#fff1d6;color:var(--warn)}.badge.bad{background:#fde4e4;color:var(--bad)}.badge.none{background:var(--soft);color:var(--muted)}
.tabs{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1rem;padding:0;list-style:none}
.tabs a{display:block;padding:.4rem .9rem;border:1px solid var(--brand);border-radius:2rem;text-decoration:none}
.tabs a[aria-current=page]{background:var(--brand);color:#fff}
.kpis{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:1rem;margin:0 0 1.5rem;padding:0}
.kpis div{background:#fff;border:1px solid var(--line);border-radius:.75rem;padding:1rem}
.kpis dt{color:var(--muted);font-size:.9rem}.kpis dd{margin:.25rem 0 0;font-size:1.6rem;font-weight:700}
.kpis dd small{display:block;font-size:.85rem;font-weight:500;color:var(--muted)}
details.more{margin:0 0 1.5rem}details.more>summary{cursor:pointer;font-weight:600;color:var(--brand);padding:.6rem 0;min-height:44px}details.more>p{margin:0 0 1rem}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:.5rem 0 0}dl.facts dt{color:var(--muted)}dl.facts dd{margin:0;overflow-wrap:anywhere}
figure{margin:0}figure svg{width:100%;height:auto;display:block}figcaption{color:var(--muted);font-size:.9rem;margin-top:.5rem}
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end}
.row label{margin:0 0 .35rem}.row .grow{flex:1 1 16rem}.row button{margin:0}.row .button.secondary{padding:.65rem 1rem}
.pager{display:flex;gap:1rem;align-items:center;justify-content:space-between;margin-top:1rem}
.message{white-space:pre-wrap;max-width:32rem;overflow-wrap:break-word}@media (min-width:40.0625rem){td.message{min-width:10rem}}
@media (max-width:40rem){main{padding:1rem .75rem 2rem}.card{padding:1rem}
table.stack,table.stack tbody,table.stack tr,table.stack th,table.stack td{display:block}
table.stack caption{display:block}table.stack thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
table.stack tr{border-top:1px solid var(--line);padding:.6rem 0}table.stack th,table.stack td{border:0;padding:.1rem 0;text-align:left}
table.stack td[data-label]::before{content:attr(data-label) ": ";font-weight:600;color:var(--muted)}
.chart-wide{display:none}}
@media (min-width:40.0625rem){.chart-narrow{display:none}}
h3{font-size:1.05rem;margin:1rem 0 .25rem}
.changes{margin:.25rem 0 .75rem;padding-left:1.25rem}.changes li{margin:.15rem 0}
.versions{list-style:none;margin:0;padding:0}.version{border-top:1px solid var(--line);padding:.75rem 0}.version h3{margin:0}.version p{margin:.25rem 0}
.wide{max-width:40rem;margin-top:5vh}.qr{display:block;width:12rem;max-width:100%;height:auto;margin:.75rem 0;border:1px solid var(--line)}
.codes{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem;font-family:ui-monospace,monospace;font-size:1.1rem}
.factors{list-style:none;margin:0;padding:0}.factors li{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;border-top:1px solid var(--line);padding:.6rem 0}.factors form{margin:0}
.secret{font-family:ui-monospace,monospace;font-size:1rem;word-break:normal;overflow-wrap:normal;background:var(--soft);padding:.4rem .6rem;border-radius:.4rem;display:inline-block;word-spacing:.2em}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}.actions form{margin:0}.actions button,.actions .button{margin:0}
.narrow-card{max-width:34rem}.out{margin-top:1.5rem}.out button.link{min-height:24px;padding:.2rem 0}
@media print{.top,.skip,.no-print,.out{display:none}.card{border:0}}
.top .who button{min-height:24px;padding:.2rem 0}
a.tap,td a,li a,dd a{display:inline-block;min-height:24px;max-width:100%;padding:.15rem 0;overflow-wrap:break-word}
.pages a{padding:.15rem .35rem}
label.check{display:flex;gap:.5rem;align-items:center;font-weight:500;margin:.25rem 0;min-height:24px}
label.check input{width:1.25rem;height:1.25rem;margin:0;flex:none}
.row label.check{margin:0 0 .6rem}
fieldset{border:0;margin:0;padding:0}legend{font-weight:600;padding:0;margin-bottom:.35rem}
.dates{margin:.25rem 0 .5rem 1.75rem}.dates input{width:auto}.dates label{font-weight:500}
form.mark{margin:.35rem 0 0}form.mark button{min-height:24px}
.pager a{display:inline-block;min-height:24px;padding:.15rem 0}
.entries{list-style:none;margin:0;padding:0}.entry{border-top:1px solid var(--line);padding:.5rem 0}.entry .changes,.indent{margin-left:1.75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin:1rem 0 0}.actions form{margin:0}.actions button{margin:0}
.schedule{border-top:1px solid var(--line);margin-top:1.25rem;padding-top:.25rem}.move{margin-top:.75rem}input[type=datetime-local]{width:auto;max-width:100%;min-height:44px}
.pages{list-style:none;margin:.5rem 0 0;padding:0}.pages li{display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:.4rem 0;border-top:1px solid var(--line)}.page-name{font-weight:600;flex:0 1 16rem}
`;

/**
 * The pages' one script: a slow form says it is under way (see above), and the publishing page
 * lists the entries the editor holds unsaved in this browser. Keystatic keeps each unsaved entry
 * as a draft in IndexedDB (database "keystatic", store "items", key ["singleton", entry]); the
 * list is read without ever creating that database, which would break Keystatic's own opening.
 */
const script = `document.querySelectorAll("[data-copy],[data-print]").forEach(function(b){b.hidden=false});document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-copy],[data-print]");if(!b)return;if(b.hasAttribute("data-print"))return window.print();navigator.clipboard.writeText(b.dataset.copy).then(function(){b.textContent=b.dataset.done})});
document.addEventListener("submit",function(e){var b=e.submitter;if(!b||!b.dataset.busy)return;e.target.setAttribute("aria-busy","true");b.textContent=b.dataset.busy;document.getElementById("busy").textContent=b.dataset.busy;setTimeout(function(){b.disabled=true})});
(function(){var u=document.getElementById("unsaved");if(!u||!window.indexedDB||!indexedDB.databases)return;indexedDB.databases().then(function(l){if(!l.some(function(d){return d.name==="keystatic"}))return;var q=indexedDB.open("keystatic");q.onupgradeneeded=function(){q.transaction.abort()};q.onsuccess=function(){var db=q.result;if(!db.objectStoreNames.contains("items")){db.close();return}var r=db.transaction("items").objectStore("items").getAllKeys();r.onsuccess=function(){var names=JSON.parse(u.dataset.entries),list=u.querySelector("ul");r.result.forEach(function(k){if(!Array.isArray(k)||k[0]!=="singleton"||!names[k[1]])return;var li=document.createElement("li"),a=document.createElement(u.dataset.editor?"a":"span");if(u.dataset.editor)a.href=u.dataset.editor+"/singleton/"+encodeURIComponent(k[1]);a.textContent=names[k[1]];li.appendChild(a);list.appendChild(li)});u.hidden=list.children.length===0;db.close()}}})})();`;

const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The passkey pages' own script: @simplewebauthn/browser's bundle and a few lines that, on the
 * button's press, ask the browser for a passkey with the options the page carries (a JSON data
 * block, made on the server with its challenge), put the answer in the form and send it. No
 * request of its own: the form goes to the server as any other, so the policy stays as strict.
 */
const webauthnBundle = readFileSync(
  fileURLToPath(
    new URL("../dist/bundle/index.umd.min.js", import.meta.resolve("@simplewebauthn/browser")),
  ),
  "utf8",
);
export const passkeyScript = `${webauthnBundle}
(function(){var b=document.getElementById("passkey-go");if(!b)return;var f=b.form,s=document.getElementById("passkey-status"),o=JSON.parse(document.getElementById("passkey-options").textContent);b.hidden=false;b.addEventListener("click",function(){if(!f.reportValidity())return;var w=SimpleWebAuthnBrowser;s.textContent="";(b.dataset.mode==="register"?w.startRegistration({optionsJSON:o}):w.startAuthentication({optionsJSON:o})).then(function(r){f.elements.response.value=JSON.stringify(r);f.submit()},function(){s.textContent=b.dataset.failed})})})();`;

const policy = (scripts: readonly string[]) =>
  [
    "default-src 'none'",
    `style-src ${hashOf(style)}`,
    `script-src ${scripts.map(hashOf).join(" ")}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join("; ");

/** The pages' script, for a page without the signed-in frame. */
export const pageScript = html`<script>${raw(script)}</script>`;

/** The policy of these pages: nothing but this style sheet and script, and posts to ourselves. */
export const adminPolicy = policy([script]);

/** The policy of the pages that make or use a passkey: the same, and the passkey script. */
export const passkeyPolicy = policy([script, passkeyScript]);

const t = messages.hu;

/** A whole page without the signed-in frame (sign-in, errors before sign-in). */
export function bare(title: string, body: Html): Html {
  return html`<!DOCTYPE html><html lang="hu"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>${`${title} · ${t.product}`}</title><style>${raw(style)}</style></head><body>${body}</body></html>`;
}

/** The back office's sections, in the order of the navigation. */
const sections = [
  { href: "/admin", label: t.nav.publish },
  { href: "/admin/figures", label: t.nav.figures },
  { href: "/admin/inquiries", label: t.nav.inquiries, right: "inquiries" },
  { href: "/admin/languages", label: t.nav.languages },
  { href: "/admin/team", label: t.nav.team, right: "accounts" },
  { href: "/admin/security", label: t.nav.security },
] as const satisfies ReadonlyArray<{ href: string; label: string; right?: keyof Rights }>;

export interface Frame {
  editor: string;
  rights: Rights;
  /** The section's path, marked as the current page in the navigation. */
  current: string;
  /** Where Keystatic's pages are, once they are mounted. */
  editorUrl?: string;
}

export const frameFor = (
  request: Pick<AdminRequest, "session" | "rights">,
  current: string,
  editorUrl: string | undefined,
): Frame => ({ editor: request.session.editor, rights: request.rights, current, editorUrl });

/** A signed-in page: skip link, navigation (sections the editor may see), heading, body. */
export function page(frame: Frame, title: string, body: Html): Html {
  const links = [
    ...sections.filter((s) => !("right" in s) || frame.rights[s.right]),
    ...(frame.editorUrl ? [{ href: frame.editorUrl, label: t.nav.editor }] : []),
  ].map(
    (s) =>
      html`<li><a href="${s.href}"${s.href === frame.current && html` aria-current="page"`}>${s.label}</a></li>`,
  );
  return bare(
    title,
    html`<a class="skip" href="#main">${t.skip}</a><header class="top"><div class="bar"><p class="brand">Danubius Protect <span>${t.backOffice}</span></p>
<nav aria-label="${t.backOffice}"><ul>${links}</ul></nav>
<div class="who"><span>${t.signedInAs(frame.editor)}</span><form method="post" action="/admin/sign-out"><button class="link" type="submit">${t.signOut}</button></form></div></div></header>
<main id="main" tabindex="-1"><h1>${title}</h1>${body}</main><p class="sr-only" aria-live="polite" id="busy"></p><script>${raw(script)}</script>`,
  );
}

export type Flash = {
  kind: "notice" | "error" | "warning";
  text: string;
  lines?: readonly string[];
};

export function flash(message: Flash | undefined, id = ""): Html {
  if (!message) return html``;
  const lines = message.lines?.length
    ? html`<ul>${message.lines.map((line) => html`<li>${line}</li>`)}</ul>`
    : "";
  const role = message.kind === "error" ? "alert" : "status";
  return html`<div class="${message.kind}" role="${role}"${id && html` id="${id}"`}><p>${message.text}</p>${lines}</div>`;
}

/** The page a signed-in editor without the right gets (status 403). */
/** A mistyped address inside the back office: its own page, in its frame, with a way on. */
export const notFoundPage = (frame: Frame) =>
  page(
    frame,
    t.failure.notFoundTitle,
    html`<div class="card"><p>${t.failure.notFound} Lehet, hogy elgépelődött a cím, vagy a link egy régebbi változatra mutat.</p><p><a class="button" href="/admin">Vissza a kezdőlapra</a></p></div>`,
  );

export const forbiddenPage = (frame: Frame) =>
  page(frame, t.noRightTitle, html`<div class="card"><p>${t.noRight}</p></div>`);
