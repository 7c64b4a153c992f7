/**
 * The inquiries pages: the list (or one address's inquiries) with each channel's delivery
 * state, the data-request actions, their confirmation pages, and the audit of past requests.
 */

import { article } from "../../app/site/article.ts";
import { hungarianNames } from "../../app/site/language.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import { staffPageNameOfPath } from "../../app/site/staff-names.ts";
import type { AuditEntry } from "../accounts/index.ts";
import { type Html, html, joinHtml } from "../shared/html.ts";
import {
  type Channel,
  channels,
  type Delivery,
  type HandledMark,
  type StoredInquiry,
} from "../shared/inquiry-records.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type Frame, flash, page } from "../staff-frame/index.ts";
import { deliveryState } from "./delivery-words.ts";
import { dayYears } from "./inquiry-export.ts";

export const inquiriesPath = "/admin/inquiries";
export const pageSize = 20;
/** The most results a search shows (narrow it further to see the rest). */
export const searchLimit = 100;
export const maxSearchLength = 254;
export type DataRequest = "export" | "erase";
export const exportFormats = ["xlsx", "csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];
const formatNames: Record<ExportFormat, string> = {
  xlsx: "Letöltés Excelben (.xlsx)",
  csv: "Letöltés CSV-ben",
  json: "Letöltés JSON-ben",
};
/** The list's query parameter of the unhandled filter, and of the export's period. */
export const unhandledParam = "kezeletlen";
export const periods = ["this-month", "last-month", "days", "all"] as const;
export type Period = (typeof periods)[number];

const number = new Intl.NumberFormat("hu-HU");
const when = (iso: string) => formatTime(iso);
/** The channels in staff words: the webhook forwards to the company's own system. */
const channelNames: Record<Channel, string> = {
  webhook: "Továbbítás a cég rendszerébe",
  email: "E-mail a munkatársaknak",
};
const actionNames: Record<AuditEntry["action"], string> = {
  export: "Exportálás",
  erase: "Törlés",
};
const messageLimit = 400;

function deliveryCell(delivery: Delivery | undefined, configured: boolean): Html {
  const { badge, text, detail } = deliveryState(delivery, configured);
  return html`<span class="badge ${badge}">${text}</span>${detail.map((line) => html`<br><small>${line}</small>`)}`;
}

const columns = ["Beérkezett", "Feladó", "Szolgáltatás, oldal", "Üzenet"];

/** A phone number as a `tel:` address: its digits, with a leading + kept. */
export const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;

/** The "kezelve" cell: who and when with a button to take it back, or the button to mark it. */
function handledCell(inquiry: StoredInquiry, mark: HandledMark | undefined, back: string): Html {
  const form = (value: "1" | "0", button: Html) =>
    html`<form method="post" action="${inquiriesPath}/handled" class="mark"><input type="hidden" name="id" value="${inquiry.id}"><input type="hidden" name="handled" value="${value}"><input type="hidden" name="back" value="${back}">${button}</form>`;
  const who = html`<span class="sr-only">: ${inquiry.name}, ${when(inquiry.receivedAt)}</span>`;
  return mark
    ? html`<span class="badge good">Kezelve</span><br><small>${mark.by}, ${when(mark.at)}</small>${form("0", html`<button type="submit" class="secondary">Visszavonás${who}</button>`)}`
    : html`<span class="badge wait">Kezeletlen</span>${form("1", html`<button type="submit" class="secondary">Kezeltnek jelölöm${who}</button>`)}`;
}

function inquiryRow(
  inquiry: StoredInquiry,
  channelsOn: readonly Channel[],
  marks: ReadonlyMap<string, HandledMark>,
  back: string,
): Html {
  const message =
    inquiry.message.length > messageLimit
      ? html`<details><summary>${inquiry.message.slice(0, messageLimit)}…</summary>${inquiry.message.slice(messageLimit)}</details>`
      : inquiry.message || "–";
  const phone =
    inquiry.phone && html`<br><a class="tap" href="${telHref(inquiry.phone)}">${inquiry.phone}</a>`;
  const email = encodeURIComponent(inquiry.email);
  const cells = [
    when(inquiry.receivedAt),
    html`<strong>${inquiry.name}</strong><br><a class="tap" href="mailto:${inquiry.email}">${inquiry.email}</a>${phone}<br><a class="tap" href="${inquiriesPath}?email=${email}">E cím minden megkeresése<span class="sr-only">: ${inquiry.email}</span></a>`,
    html`${inquiryServiceLabel(inquiry.service) || "–"}<br><small>${staffPageNameOfPath(inquiry.page)} · ${hungarianNames[inquiry.language] ?? inquiry.language}</small>`,
  ];
  return html`<tr id="m-${inquiry.id}">${cells.map((cell, i) => html`<td data-label="${columns[i]}">${cell}</td>`)}<td class="message" data-label="Üzenet">${message}</td><td data-label="Állapot">${handledCell(inquiry, marks.get(inquiry.id), back)}</td>${channels.map((channel) => html`<td data-label="${channelNames[channel]}">${deliveryCell(inquiry.delivery[channel], channelsOn.includes(channel))}</td>`)}</tr>`;
}

function inquiryTable(
  rows: readonly StoredInquiry[],
  caption: string,
  view: Pick<InquiriesView, "channelsOn" | "marks" | "back">,
): Html {
  return html`<div class="scroll"><table class="stack"><caption>${caption}</caption><thead><tr>${[...columns, "Állapot", ...channels.map((c) => channelNames[c])].map((name) => html`<th scope="col">${name}</th>`)}</tr></thead><tbody>${rows.map((row) => inquiryRow(row, view.channelsOn, view.marks, view.back))}</tbody></table></div>`;
}

function searchForm(text: string | undefined, unhandledOnly: boolean): Html {
  return html`<form method="get" action="${inquiriesPath}" role="search" class="row"><div class="grow"><label for="q">Keresés név vagy e-mail-cím szerint</label><input id="q" name="q" type="search" autocomplete="off" maxlength="${maxSearchLength}" value="${text}" aria-describedby="q-hint"></div><label class="check"><input type="checkbox" name="${unhandledParam}" value="1"${unhandledOnly && " checked"}> Csak a kezeletlenek</label><button type="submit">Keresés</button>${(text || unhandledOnly) && html`<a class="button secondary" href="${inquiriesPath}">Összes megkeresés</a>`}</form><p id="q-hint" class="muted">Elég a név vagy a cím egy része; a kis- és nagybetű, és az ékezet is mindegy: „szabo” megtalálja Szabó Pétert is. Adatkérésnél (hozzáférés vagy törlés) válassza a kérelmező címe alatt „E cím minden megkeresése” linket: ott exportálhatja vagy törölheti a megkereséseit.</p>`;
}

function pager(current: number, pages: number, query: string): Html | undefined {
  if (pages <= 1) return undefined;
  const link = (to: number, text: string, rel: string) =>
    html`<a class="tap" href="${inquiriesPath}?${query}${query && "&"}page=${to}" rel="${rel}">${text}</a>`;
  return html`<nav class="pager" aria-label="Oldalak"><span>${current > 1 && link(current - 1, "← Újabbak", "prev")}</span><span>${number.format(current)}. oldal / ${number.format(pages)}</span><span>${current < pages && link(current + 1, "Régebbiek →", "next")}</span></nav>`;
}

function auditSection(audit: readonly AuditEntry[]): Html {
  const body =
    audit.length === 0
      ? html`<p class="muted">Még nem volt adatkérés.</p>`
      : html`<table class="stack audit"><caption class="sr-only">Adatkérések naplója</caption><thead><tr><th scope="col">Időpont</th><th scope="col">Ki</th><th scope="col">Művelet</th><th scope="col" class="num">Megkeresések</th></tr></thead><tbody>${audit.map(
          (entry) =>
            html`<tr><td data-label="Időpont">${when(entry.at)}</td><td data-label="Ki">${entry.editor}</td><td data-label="Művelet">${actionNames[entry.action]}</td><td class="num" data-label="Megkeresések">${number.format(entry.count)}</td></tr>`,
        )}</tbody></table>`;
  return html`<section class="card" aria-labelledby="audit"><h2 id="audit">Adatkérések naplója</h2><p class="muted">Minden exportálás (egy cím adatkérése és a havi vagy választott időszak letöltése is) és törlés: ki, mikor, hány megkeresést érintett. Az e-mail-címet és a keresést a napló nem tárolja.</p>${body}</section>`;
}

export interface InquiriesView {
  /** One address's inquiries (a data request). */
  email?: string;
  /** A search by part of a name or address. */
  search?: string;
  /** Only the inquiries nobody has marked handled. */
  unhandledOnly: boolean;
  channelsOn: readonly Channel[];
  /** The "kezelve" marks of the rows shown. */
  marks: ReadonlyMap<string, HandledMark>;
  /** The list's address as shown, where a mark's form comes back to. */
  back: string;
  /** The months the export offers, named ("2026. november"). */
  months: { current: string; last: string };
  rows: readonly StoredInquiry[];
  total: number;
  page: number;
  pages: number;
  /** How many inquiries the erasure just done removed. */
  erased?: number;
  /** The length of a search refused as too long (nothing is listed). */
  tooLong?: number;
  audit: readonly AuditEntry[];
}

export function inquiriesPage(frame: Frame, view: InquiriesView): Html {
  const notice =
    view.erased !== undefined &&
    flash({
      kind: "notice",
      text:
        view.erased === 0
          ? "Ettől a címtől nem volt tárolt megkeresés: nem kellett semmit törölni."
          : `${number.format(view.erased)} megkeresés törölve, az adatbázisfájlokból is.`,
    });
  let list: Html;
  if (view.tooLong !== undefined) {
    list = flash({
      kind: "error",
      text: `A keresett szöveg túl hosszú (${number.format(view.tooLong)} karakter; legfeljebb ${maxSearchLength} lehet), ezért nem kerestünk vele. Írjon be egy rövidebb név- vagy címrészletet.`,
    });
  } else if (view.email) {
    const address = encodeURIComponent(view.email);
    const actions = html`<p class="row"><a class="button secondary" href="${inquiriesPath}/export?email=${address}">Exportálás (Excel, CSV vagy JSON)…</a> <a class="button secondary" href="${inquiriesPath}/erase?email=${address}">Törlés…</a></p>`;
    list =
      view.rows.length === 0
        ? html`<p>Erről a címről nincs tárolt megkeresés: <strong>${view.email}</strong></p>${actions}`
        : html`${inquiryTable(view.rows, `${number.format(view.rows.length)} megkeresés erről a címről: ${view.email}`, view)}<h2>Adatkérés</h2>${actions}`;
  } else {
    const only = view.unhandledOnly ? " (csak a kezeletlenek)" : "";
    const query = [
      ...(view.search ? [`q=${encodeURIComponent(view.search)}`] : []),
      ...(view.unhandledOnly ? [`${unhandledParam}=1`] : []),
    ].join("&");
    list =
      view.total === 0
        ? view.search
          ? html`<p>Nincs találat erre: <strong>${view.search}</strong>${only}</p>`
          : view.unhandledOnly
            ? html`<p>Nincs kezeletlen megkeresés.</p>`
            : html`<p>Még nincs megkeresés. Amint valaki kitölti a kapcsolatűrlapot, itt jelenik meg.</p>`
        : html`${inquiryTable(
            view.rows,
            view.search
              ? `${number.format(view.total)} találat erre: ${view.search}${only}`
              : view.unhandledOnly
                ? `Kezeletlen megkeresések, a legújabb elöl (összesen ${number.format(view.total)})`
                : `Megkeresések, a legújabb elöl (összesen ${number.format(view.total)})`,
            view,
          )}${pager(view.page, view.pages, query)}`;
  }
  return page(
    frame,
    "Megkeresések",
    html`${notice}<section class="card">${searchForm(view.search, view.unhandledOnly)}</section><section class="card" aria-label="Megkeresések listája">${list}</section>${!view.email && downloadSection(view)}${auditSection(view.audit)}`,
  );
}

const [dayMin, dayMax] = [`${dayYears.first}-01-01`, `${dayYears.last}-12-31`];

/** The export of a period (with the current search and filter) as Excel or CSV. */
function downloadSection(view: InquiriesView): Html {
  const choice = (value: Period, text: string, checked = false) =>
    html`<label class="check"><input type="radio" name="period" value="${value}"${checked && " checked"}> ${text}</label>`;
  const filters = [
    ...(view.search
      ? [
          html`a keresésnek megfelelők: „${view.search}”<input type="hidden" name="q" value="${view.search}">`,
        ]
      : []),
    ...(view.unhandledOnly
      ? [html`csak a kezeletlenek<input type="hidden" name="${unhandledParam}" value="1">`]
      : []),
  ];
  const scope =
    filters.length > 0
      ? html`<p>A letöltés a lista szűrését követi: ${joinHtml(filters, ", ")}.</p>`
      : html`<p class="muted">A letöltés a keresést és a „Csak a kezeletlenek” szűrést is követi, ha beállítja őket fent.</p>`;
  return html`<section class="card" aria-labelledby="download"><h2 id="download">Letöltés Excelbe</h2><form method="post" action="${inquiriesPath}/download"><fieldset><legend>Időszak</legend>${choice("this-month", `Ez a hónap (${view.months.current})`, true)}${choice("last-month", `Előző hónap (${view.months.last})`)}${choice("days", "Választott napok:")}<div class="row dates"><div><label for="from">Első nap</label><input id="from" name="from" type="date" min="${dayMin}" max="${dayMax}"></div><div><label for="to">Utolsó nap</label><input id="to" name="to" type="date" min="${dayMin}" max="${dayMax}"></div></div>${choice("all", "Minden tárolt megkeresés")}</fieldset>${scope}<p class="muted">Az Excel-fájlban a beérkezés ideje dátumként rendezhető, a telefonszám szövegként marad. A CSV-fájl más programokhoz való. Minden letöltés bekerül a lenti naplóba.</p><p class="row"><button type="submit" name="format" value="xlsx">${formatNames.xlsx}</button><button type="submit" name="format" value="csv" class="secondary">${formatNames.csv}</button></p></form></section>`;
}

export function confirmPage(frame: Frame, action: DataRequest, email: string, count: number): Html {
  const back = `${inquiriesPath}?email=${encodeURIComponent(email)}`;
  const found = html`<p>${article(email, { capital: true })} <strong>${email}</strong> címről <strong>${number.format(count)}</strong> megkeresés van tárolva.</p>`;
  const form = (buttons: Html) =>
    html`<form method="post" action="${inquiriesPath}/${action}" class="row"><input type="hidden" name="email" value="${email}">${buttons}<a class="button secondary" href="${back}">Mégse</a></form>`;
  const exportButtons = html`${exportFormats.map(
    (format) =>
      html`<button type="submit" name="format" value="${format}">${formatNames[format]}</button>`,
  )}`;
  const body =
    action === "export"
      ? html`${found}<p>Az export a cím minden megkeresését tartalmazza, minden mezővel, ahogy tároltuk: ezt kell átadni a hozzáférési kérelem teljesítéséhez. A CSV-fájlt az Excel táblázatként nyitja meg; a JSON-fájl gépi feldolgozásra való. Az exportálás bekerül az adatkérések naplójába.</p>${form(exportButtons)}`
      : count === 0
        ? html`${found}<p>Nincs mit törölni. Ha a kérelmező más címről is írt, keressen rá arra is.</p><p><a class="button secondary" href="${back}">Vissza</a></p>`
        : html`<div class="warning" role="status"><p>A törlés végleges: a megkeresések az adatbázisfájlokból is eltűnnek, és nem állíthatók vissza.</p></div>${found}<p>A törlés bekerül az adatkérések naplójába (a cím nélkül).</p>${form(html`<button type="submit" class="danger" data-busy="Törlés folyamatban…">${number.format(count)} megkeresés végleges törlése</button>`)}`;
  return page(
    frame,
    action === "export" ? "Adatok exportálása" : "Adatok törlése",
    html`<section class="card">${body}</section>`,
  );
}
