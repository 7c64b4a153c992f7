/**
 * The inquiries pages: the list (or one address's inquiries) with each channel's delivery
 * state, the data-request actions, their confirmation pages, and the audit of past requests.
 */
import { hungarianNames } from "../../app/site/language.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import type { AuditEntry } from "../accounts/index.ts";
import { type Channel, channels, type Delivery, type StoredInquiry } from "../inquiry-records.ts";
import { escapeHtml } from "../shared/html.ts";
import { formatTime } from "../shared/staff-time.ts";
import { type Frame, flash, page } from "./pages.ts";

export const inquiriesPath = "/admin/inquiries";
export const pageSize = 20;
export type DataRequest = "export" | "erase";

const number = new Intl.NumberFormat("hu-HU");
const when = (iso: string) => formatTime(iso);
const channelNames: Record<Channel, string> = { webhook: "Webhook", email: "E-mail" };
const actionNames: Record<AuditEntry["action"], string> = {
  export: "Exportálás",
  erase: "Törlés",
};
const messageLimit = 400;

function deliveryCell(delivery: Delivery | undefined): string {
  if (!delivery) return `<span class="badge none">Nincs sorban</span>`;
  if (delivery.state === "delivered")
    return `<span class="badge good">Kézbesítve</span><br><small>${escapeHtml(when(delivery.deliveredAt ?? ""))}</small>`;
  if (delivery.attempts === 0) return `<span class="badge wait">Várakozik</span>`;
  const next = delivery.nextAttemptAt
    ? `<br><small>Következő próba: ${escapeHtml(when(delivery.nextAttemptAt))}</small>`
    : "";
  const error = delivery.lastError
    ? `<br><small>Hiba: ${escapeHtml(delivery.lastError.slice(0, 160))}</small>`
    : "";
  return `<span class="badge bad">Sikertelen (${number.format(delivery.attempts)} próba)</span>${next}${error}`;
}

function inquiryRow(inquiry: StoredInquiry): string {
  const message =
    inquiry.message.length > messageLimit
      ? `<details><summary>${escapeHtml(inquiry.message.slice(0, messageLimit))}…</summary>${escapeHtml(inquiry.message.slice(messageLimit))}</details>`
      : escapeHtml(inquiry.message);
  const phone = inquiry.phone ? `<br>${escapeHtml(inquiry.phone)}` : "";
  return `<tr><td>${escapeHtml(when(inquiry.receivedAt))}</td><td><strong>${escapeHtml(inquiry.name)}</strong><br><a href="${inquiriesPath}?email=${encodeURIComponent(inquiry.email)}">${escapeHtml(inquiry.email)}</a>${phone}</td><td>${escapeHtml(inquiryServiceLabel(inquiry.service) || "–")}<br><small>${escapeHtml(inquiry.page)} · ${hungarianNames[inquiry.language] ?? inquiry.language}</small></td><td class="message">${message || "–"}</td>${channels.map((channel) => `<td>${deliveryCell(inquiry.delivery[channel])}</td>`).join("")}</tr>`;
}

function inquiryTable(rows: readonly StoredInquiry[], caption: string): string {
  return `<div class="scroll"><table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">Beérkezett</th><th scope="col">Feladó</th><th scope="col">Szolgáltatás, oldal</th><th scope="col">Üzenet</th>${channels.map((c) => `<th scope="col">${channelNames[c]}</th>`).join("")}</tr></thead><tbody>${rows.map(inquiryRow).join("")}</tbody></table></div>`;
}

function searchForm(email: string | undefined): string {
  return `<form method="get" action="${inquiriesPath}" role="search" class="row"><div class="grow"><label for="email">Keresés e-mail-cím szerint</label><input id="email" name="email" type="email" autocomplete="off" maxlength="254" value="${escapeHtml(email ?? "")}" aria-describedby="email-hint"></div><button type="submit">Keresés</button>${email ? `<a class="button secondary" href="${inquiriesPath}">Összes megkeresés</a>` : ""}</form><p id="email-hint" class="muted">Adatkérésnél (hozzáférés vagy törlés) keresse meg a kérelmező címét: a találatok alatt exportálhatja vagy törölheti a megkereséseit.</p>`;
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
  email?: string;
  rows: readonly StoredInquiry[];
  total: number;
  page: number;
  pages: number;
  /** How many inquiries the erasure just done removed. */
  erased?: number;
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
  if (view.email) {
    const address = encodeURIComponent(view.email);
    const actions = `<p class="row"><a class="button secondary" href="${inquiriesPath}/export?email=${address}">Exportálás (JSON)…</a> <a class="button secondary" href="${inquiriesPath}/erase?email=${address}">Törlés…</a></p>`;
    list =
      view.rows.length === 0
        ? `<p>Erről a címről nincs tárolt megkeresés: <strong>${escapeHtml(view.email)}</strong></p>${actions}`
        : `${inquiryTable(view.rows, `${number.format(view.rows.length)} megkeresés erről a címről: ${view.email}`)}<h2>Adatkérés</h2>${actions}`;
  } else {
    list =
      view.total === 0
        ? `<p>Még nincs megkeresés. Amint valaki kitölti a kapcsolatűrlapot, itt jelenik meg.</p>`
        : `${inquiryTable(view.rows, `Megkeresések, a legújabb elöl (összesen ${number.format(view.total)})`)}${pager(view.page, view.pages)}`;
  }
  return page(
    frame,
    "Megkeresések",
    `${notice}<section class="card">${searchForm(view.email)}</section><section class="card" aria-label="Megkeresések listája">${list}</section>${auditSection(view.audit)}`,
  );
}

export function confirmPage(
  frame: Frame,
  action: DataRequest,
  email: string,
  count: number,
): string {
  const back = `${inquiriesPath}?email=${encodeURIComponent(email)}`;
  const found = `<p>A(z) <strong>${escapeHtml(email)}</strong> címről <strong>${number.format(count)}</strong> megkeresés van tárolva.</p>`;
  const form = (button: string, kind: string) =>
    `<form method="post" action="${inquiriesPath}/${action}" class="row"><input type="hidden" name="email" value="${escapeHtml(email)}"><button type="submit" class="${kind}"${kind === "danger" ? ' data-busy="Törlés folyamatban…"' : ""}>${button}</button><a class="button secondary" href="${back}">Mégse</a></form>`;
  const body =
    action === "export"
      ? `${found}<p>Az export egy JSON-fájl a cím minden megkeresésével, minden mezővel, ahogy tároltuk: ezt kell átadni a hozzáférési kérelem teljesítéséhez. Az exportálás bekerül az adatkérések naplójába.</p>${form("Exportálás és letöltés", "")}`
      : count === 0
        ? `${found}<p>Nincs mit törölni. Ha a kérelmező más címről is írt, keressen rá arra is.</p><p><a class="button secondary" href="${back}">Vissza</a></p>`
        : `<div class="warning" role="status"><p>A törlés végleges: a megkeresések az adatbázisfájlokból is eltűnnek, és nem állíthatók vissza.</p></div>${found}<p>A törlés bekerül az adatkérések naplójába (a cím nélkül).</p>${form(`${number.format(count)} megkeresés végleges törlése`, "danger")}`;
  return page(
    frame,
    action === "export" ? "Adatok exportálása" : "Adatok törlése",
    `<section class="card">${body}</section>`,
  );
}
