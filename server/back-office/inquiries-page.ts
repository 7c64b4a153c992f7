/**
 * The inquiries pages: the list (or one address's inquiries) with each channel's delivery
 * state, the data-request actions, their confirmation pages, and the audit of past requests.
 */

import { article } from "../../app/site/article.ts";
import { hungarianNames } from "../../app/site/language.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import type { AuditEntry } from "../accounts/index.ts";
import { escapeHtml } from "../shared/html.ts";
import {
  type Channel,
  channels,
  type Delivery,
  type StoredInquiry,
} from "../shared/inquiry-records.ts";
import { formatTime } from "../shared/staff-time.ts";
import { toCsv } from "./csv.ts";
import { type Frame, flash, page } from "./pages.ts";

export const inquiriesPath = "/admin/inquiries";
export const pageSize = 20;
/** The most results a search shows (narrow it further to see the rest). */
export const searchLimit = 100;
export const maxSearchLength = 254;
export type DataRequest = "export" | "erase";
export const exportFormats = ["csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];
const formatNames: Record<ExportFormat, string> = {
  csv: "Letöltés CSV-ben (Excel)",
  json: "Letöltés JSON-ben",
};

const number = new Intl.NumberFormat("hu-HU");
const when = (iso: string) => formatTime(iso);
const channelNames: Record<Channel, string> = { webhook: "Webhook", email: "E-mail" };
const actionNames: Record<AuditEntry["action"], string> = {
  export: "Exportálás",
  erase: "Törlés",
};
const messageLimit = 400;

/** A delivery's state in words, as the list and the CSV export show it. */
export function deliveryState(
  delivery: Delivery | undefined,
  configured: boolean,
): { badge: "good" | "wait" | "bad" | "none"; text: string; detail: string[] } {
  if (delivery?.state === "delivered")
    return { badge: "good", text: "Kézbesítve", detail: [when(delivery.deliveredAt ?? "")] };
  // A channel that is not set up never sends: its queue waits for a setting, not for a try.
  if (!configured) return { badge: "none", text: "Nincs beállítva", detail: [] };
  if (!delivery) return { badge: "none", text: "Nincs sorban", detail: [] };
  if (delivery.attempts === 0) return { badge: "wait", text: "Várakozik", detail: [] };
  return {
    badge: "bad",
    text: `Sikertelen (${number.format(delivery.attempts)} próba)`,
    detail: [
      ...(delivery.nextAttemptAt ? [`Következő próba: ${when(delivery.nextAttemptAt)}`] : []),
      ...(delivery.lastError ? [`Hiba: ${delivery.lastError.slice(0, 160)}`] : []),
    ],
  };
}

function deliveryCell(delivery: Delivery | undefined, configured: boolean): string {
  const { badge, text, detail } = deliveryState(delivery, configured);
  return `<span class="badge ${badge}">${escapeHtml(text)}</span>${detail.map((line) => `<br><small>${escapeHtml(line)}</small>`).join("")}`;
}

const columns = ["Beérkezett", "Feladó", "Szolgáltatás, oldal", "Üzenet"];

function inquiryRow(inquiry: StoredInquiry, channelsOn: readonly Channel[]): string {
  const message =
    inquiry.message.length > messageLimit
      ? `<details><summary>${escapeHtml(inquiry.message.slice(0, messageLimit))}…</summary>${escapeHtml(inquiry.message.slice(messageLimit))}</details>`
      : escapeHtml(inquiry.message);
  const phone = inquiry.phone ? `<br>${escapeHtml(inquiry.phone)}` : "";
  const cells = [
    escapeHtml(when(inquiry.receivedAt)),
    `<strong>${escapeHtml(inquiry.name)}</strong><br><a href="${inquiriesPath}?email=${encodeURIComponent(inquiry.email)}">${escapeHtml(inquiry.email)}</a>${phone}`,
    `${escapeHtml(inquiryServiceLabel(inquiry.service) || "–")}<br><small>${escapeHtml(inquiry.page)} · ${hungarianNames[inquiry.language] ?? inquiry.language}</small>`,
  ];
  return `<tr>${cells.map((cell, i) => `<td data-label="${columns[i]}">${cell}</td>`).join("")}<td class="message" data-label="Üzenet">${message || "–"}</td>${channels.map((channel) => `<td data-label="${channelNames[channel]}">${deliveryCell(inquiry.delivery[channel], channelsOn.includes(channel))}</td>`).join("")}</tr>`;
}

function inquiryTable(
  rows: readonly StoredInquiry[],
  caption: string,
  channelsOn: readonly Channel[],
): string {
  return `<div class="scroll"><table class="stack"><caption>${escapeHtml(caption)}</caption><thead><tr>${[...columns, ...channels.map((c) => channelNames[c])].map((name) => `<th scope="col">${name}</th>`).join("")}</tr></thead><tbody>${rows.map((row) => inquiryRow(row, channelsOn)).join("")}</tbody></table></div>`;
}

/** The CSV export's headings, one a column, in the order of `inquiriesCsv`'s cells. */
export const csvHeader: readonly string[] = [
  "Beérkezett",
  "Név",
  "E-mail-cím",
  "Telefonszám",
  "Szolgáltatás",
  "Üzenet",
  "Oldal",
  "Nyelv",
  ...channels.map((channel) => `Kézbesítés: ${channelNames[channel]}`),
];

/** An address's inquiries as a CSV table with Hungarian headings, for Excel. */
export function inquiriesCsv(
  rows: readonly StoredInquiry[],
  channelsOn: readonly Channel[],
): string {
  return toCsv([
    csvHeader,
    ...rows.map((inquiry) => [
      when(inquiry.receivedAt),
      inquiry.name,
      inquiry.email,
      inquiry.phone,
      inquiryServiceLabel(inquiry.service) || inquiry.service,
      inquiry.message,
      inquiry.page,
      hungarianNames[inquiry.language] ?? inquiry.language,
      ...channels.map((channel) => {
        const { text, detail } = deliveryState(
          inquiry.delivery[channel],
          channelsOn.includes(channel),
        );
        return [text, ...detail].join(" – ");
      }),
    ]),
  ]);
}

function searchForm(text: string | undefined): string {
  return `<form method="get" action="${inquiriesPath}" role="search" class="row"><div class="grow"><label for="q">Keresés név vagy e-mail-cím szerint</label><input id="q" name="q" type="search" autocomplete="off" maxlength="${maxSearchLength}" value="${escapeHtml(text ?? "")}" aria-describedby="q-hint"></div><button type="submit">Keresés</button>${text ? `<a class="button secondary" href="${inquiriesPath}">Összes megkeresés</a>` : ""}</form><p id="q-hint" class="muted">Elég a név vagy a cím egy része, a kis- és nagybetű mindegy (az ékezet nem: „Árpád” nem „Arpad”). Adatkérésnél (hozzáférés vagy törlés) kattintson a kérelmező e-mail-címére: ott exportálhatja vagy törölheti a megkereséseit.</p>`;
}

function pager(current: number, pages: number): string {
  if (pages <= 1) return "";
  const link = (to: number, text: string, rel: string) =>
    `<a href="${inquiriesPath}?page=${to}" rel="${rel}">${text}</a>`;
  return `<nav class="pager" aria-label="Oldalak"><span>${current > 1 ? link(current - 1, "← Újabbak", "prev") : ""}</span><span>${number.format(current)}. oldal / ${number.format(pages)}</span><span>${current < pages ? link(current + 1, "Régebbiek →", "next") : ""}</span></nav>`;
}

function auditSection(audit: readonly AuditEntry[]): string {
  const body =
    audit.length === 0
      ? `<p class="muted">Még nem volt adatkérés.</p>`
      : `<table><caption class="sr-only">Adatkérések naplója</caption><thead><tr><th scope="col">Időpont</th><th scope="col">Ki</th><th scope="col">Művelet</th><th scope="col" class="num">Megkeresések</th></tr></thead><tbody>${audit
          .map(
            (entry) =>
              `<tr><td>${escapeHtml(when(entry.at))}</td><td>${escapeHtml(entry.editor)}</td><td>${actionNames[entry.action]}</td><td class="num">${number.format(entry.count)}</td></tr>`,
          )
          .join("")}</tbody></table>`;
  return `<section class="card" aria-labelledby="audit"><h2 id="audit">Adatkérések naplója</h2><p class="muted">Minden exportálás és törlés: ki, mikor, hány megkeresést érintett. Az e-mail-címet a napló nem tárolja.</p>${body}</section>`;
}

export interface InquiriesView {
  /** One address's inquiries (a data request). */
  email?: string;
  /** A search by part of a name or address. */
  search?: string;
  channelsOn: readonly Channel[];
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

export function inquiriesPage(frame: Frame, view: InquiriesView): string {
  const notice =
    view.erased === undefined
      ? ""
      : flash({
          kind: "notice",
          text:
            view.erased === 0
              ? "Ettől a címtől nem volt tárolt megkeresés: nem kellett semmit törölni."
              : `${number.format(view.erased)} megkeresés törölve, az adatbázisfájlokból is.`,
        });
  let list: string;
  if (view.tooLong !== undefined) {
    list = flash({
      kind: "error",
      text: `A keresett szöveg túl hosszú (${number.format(view.tooLong)} karakter; legfeljebb ${maxSearchLength} lehet), ezért nem kerestünk vele. Írjon be egy rövidebb név- vagy címrészletet.`,
    });
  } else if (view.email) {
    const address = encodeURIComponent(view.email);
    const actions = `<p class="row"><a class="button secondary" href="${inquiriesPath}/export?email=${address}">Exportálás (CSV vagy JSON)…</a> <a class="button secondary" href="${inquiriesPath}/erase?email=${address}">Törlés…</a></p>`;
    list =
      view.rows.length === 0
        ? `<p>Erről a címről nincs tárolt megkeresés: <strong>${escapeHtml(view.email)}</strong></p>${actions}`
        : `${inquiryTable(view.rows, `${number.format(view.rows.length)} megkeresés erről a címről: ${view.email}`, view.channelsOn)}<h2>Adatkérés</h2>${actions}`;
  } else if (view.search) {
    const found = view.rows.length;
    list =
      found === 0
        ? `<p>Nincs találat erre: <strong>${escapeHtml(view.search)}</strong></p>`
        : inquiryTable(
            view.rows,
            found >= searchLimit
              ? `Az első ${number.format(found)} találat erre: ${view.search} (pontosítsa a keresést a többihez)`
              : `${number.format(found)} találat erre: ${view.search}`,
            view.channelsOn,
          );
  } else {
    list =
      view.total === 0
        ? `<p>Még nincs megkeresés. Amint valaki kitölti a kapcsolatűrlapot, itt jelenik meg.</p>`
        : `${inquiryTable(view.rows, `Megkeresések, a legújabb elöl (összesen ${number.format(view.total)})`, view.channelsOn)}${pager(view.page, view.pages)}`;
  }
  return page(
    frame,
    "Megkeresések",
    `${notice}<section class="card">${searchForm(view.search)}</section><section class="card" aria-label="Megkeresések listája">${list}</section>${auditSection(view.audit)}`,
  );
}

export function confirmPage(
  frame: Frame,
  action: DataRequest,
  email: string,
  count: number,
): string {
  const back = `${inquiriesPath}?email=${encodeURIComponent(email)}`;
  const found = `<p>${article(email, { capital: true })} <strong>${escapeHtml(email)}</strong> címről <strong>${number.format(count)}</strong> megkeresés van tárolva.</p>`;
  const form = (buttons: string) =>
    `<form method="post" action="${inquiriesPath}/${action}" class="row"><input type="hidden" name="email" value="${escapeHtml(email)}">${buttons}<a class="button secondary" href="${back}">Mégse</a></form>`;
  const exportButtons = exportFormats
    .map(
      (format) =>
        `<button type="submit" name="format" value="${format}">${formatNames[format]}</button>`,
    )
    .join("");
  const body =
    action === "export"
      ? `${found}<p>Az export a cím minden megkeresését tartalmazza, minden mezővel, ahogy tároltuk: ezt kell átadni a hozzáférési kérelem teljesítéséhez. A CSV-fájlt az Excel táblázatként nyitja meg; a JSON-fájl gépi feldolgozásra való. Az exportálás bekerül az adatkérések naplójába.</p>${form(exportButtons)}`
      : count === 0
        ? `${found}<p>Nincs mit törölni. Ha a kérelmező más címről is írt, keressen rá arra is.</p><p><a class="button secondary" href="${back}">Vissza</a></p>`
        : `<div class="warning" role="status"><p>A törlés végleges: a megkeresések az adatbázisfájlokból is eltűnnek, és nem állíthatók vissza.</p></div>${found}<p>A törlés bekerül az adatkérések naplójába (a cím nélkül).</p>${form(`<button type="submit" class="danger" data-busy="Törlés folyamatban…">${number.format(count)} megkeresés végleges törlése</button>`)}`;
  return page(
    frame,
    action === "export" ? "Adatok exportálása" : "Adatok törlése",
    `<section class="card">${body}</section>`,
  );
}
