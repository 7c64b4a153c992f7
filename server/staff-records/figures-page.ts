/**
 * The figures page: the period's totals as key figures, the eight-week chart with its data
 * by week, and the report's tables (server/analytics/render.ts gives the sections, columns and
 * formatted cells, the same as the weekly e-mail's).
 */
import {
  type ChartSeries,
  chartSvg,
  type Report,
  sections,
  type WeeklyState,
  weeksOf,
} from "../analytics/index.ts";
import { type Html, html } from "../shared/html.ts";
import { type Frame, page } from "../staff-frame/index.ts";

export const periods = [7, 30, 90] as const;

const number = new Intl.NumberFormat("hu-HU");
const percent = new Intl.NumberFormat("hu-HU", { style: "percent", maximumFractionDigits: 1 });
const date = new Intl.DateTimeFormat("hu-HU", { dateStyle: "long", timeZone: "UTC" });
const day = (iso: string) => date.format(new Date(`${iso}T12:00:00Z`));

function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? "nincs változás" : "nincs előző adat";
  const share = (now - before) / before;
  return `${share > 0 ? "+" : ""}${percent.format(share)} az előző időszakhoz képest (${number.format(before)})`;
}

/** The conversion in one sentence, beside the figure, 100% and over included. */
const conversionSentence =
  "A konverzió a megkeresések száma a megtekintésekéhez mérve: 2% azt jelenti, hogy 100 megtekintésre 2 megkeresés jutott, 200% pedig azt, hogy kétszer annyi megkeresés jött, mint ahány megtekintést számoltunk (kevés látogatásnál előfordul).";

function keyFigures(report: Report): Html {
  const { current, previous } = report.total;
  const rate = (views: number, inquiries: number) =>
    views === 0 ? "–" : percent.format(inquiries / views);
  const items = [
    ["Oldalmegtekintés", number.format(current.view), change(current.view, previous.view)],
    ["Megkeresés", number.format(current.inquiry), change(current.inquiry, previous.inquiry)],
    [
      "Konverzió",
      rate(current.view, current.inquiry),
      previous.view === 0
        ? "nincs előző adat"
        : `előző időszak: ${rate(previous.view, previous.inquiry)}`,
    ],
    ["Telefonhívás-kattintás", number.format(current.call), change(current.call, previous.call)],
    ["E-mail-kattintás", number.format(current.email), change(current.email, previous.email)],
  ];
  return html`<dl class="kpis">${items.map(([term, value, note]) => html`<div><dt>${term}</dt><dd>${value}<small>${note}</small></dd></div>`)}</dl>
<p class="muted" id="conversion">${conversionSentence}</p>`;
}

const chartLabel = "Heti oldalmegtekintések és megkeresések az elmúlt nyolc hétben";
const pageFont = "system-ui, -apple-system, Segoe UI, Roboto, sans-serif";

/**
 * The chart, drawn twice — wide for a desk, narrow for a phone, where the wide one's text
 * would shrink past reading — and its figures by week for those who do not see it.
 */
function chart(series: ChartSeries): Html {
  const weeks = weeksOf(series);
  const rows = weeks.map(
    (w) =>
      html`<tr><th scope="row">${day(w.monday)}</th><td class="num" data-label="Megtekintés">${number.format(w.views)}</td><td class="num" data-label="Megkeresés">${number.format(w.inquiries)}</td></tr>`,
  );
  const drawing = (width: number, id: string) =>
    html`<div class="chart-${id}">${chartSvg(series, chartLabel, { width, fontFamily: pageFont, id })}</div>`;
  return html`<section class="card" aria-labelledby="chart"><h2 id="chart">Az elmúlt nyolc hét</h2>
<figure>${drawing(720, "wide")}${drawing(360, "narrow")}<figcaption>Oldalmegtekintések (fent) és megkeresések (lent) hetente; minden oszlop egy hét hétfőtől vasárnapig, alatta a hétfő dátuma. Az utolsó a folyó hét, eddig.</figcaption></figure>
<details><summary>Az ábra adatai hetenként</summary><table class="stack"><caption class="sr-only">Oldalmegtekintések és megkeresések hetenként</caption><thead><tr><th scope="col">A hét (hétfőtől)</th><th scope="col" class="num">Megtekintés</th><th scope="col" class="num">Megkeresés</th></tr></thead><tbody>${rows}</tbody></table></details></section>`;
}

/** The report's tables; the detailed ones (campaign tags, what was not counted) folded under "Részletek". */
function tables(report: Report): Html {
  const all = sections(report, "hu").map((section, index) => ({ ...section, index }));
  const table = ({ title, head, rows, index }: (typeof all)[number]) => {
    const id = `section-${index}`;
    if (rows.length === 0)
      return html`<section class="card" aria-labelledby="${id}"><h2 id="${id}">${title}</h2><p class="muted">Ebben az időszakban nincs adat.</p></section>`;
    const [, ...columns] = head;
    const headRow = html`<tr><th scope="col">Megnevezés</th>${columns.map((h) => html`<th scope="col" class="num">${h}</th>`)}</tr>`;
    const body = rows.map(
      ([label = "", ...cells]) =>
        html`<tr><th scope="row">${label}</th>${cells.map((c, i) => html`<td class="num" data-label="${columns[i]}">${c}</td>`)}</tr>`,
    );
    return html`<section class="card" aria-labelledby="${id}"><table class="stack" data-section="${index}"><caption id="${id}">${title}</caption><thead>${headRow}</thead><tbody>${body}</tbody></table></section>`;
  };
  const plain = all.filter((section) => !section.detail).map(table);
  const details = all.filter((section) => section.detail).map(table);
  return html`${plain}<details class="more"><summary>Részletek</summary><p class="muted">Kampánycímkék és az, amit a számlálás szándékosan kihagyott — a fenti számok ezek nélkül is teljesek.</p>${details}</details>`;
}

/** Whether the weekly e-mail goes, to whom and when next, or why it does not. */
export function weeklySection(weekly: WeeklyState | undefined): Html {
  if (!weekly) return html``;
  const to = weekly.to.length > 0 ? weekly.to.join(", ") : "–";
  const body =
    weekly.off === "setting"
      ? html`<p><span class="badge none">Kikapcsolva</span> A heti jelentés e-mailje ki van kapcsolva (ANALYTICS_REPORT=off). A számok itt és a <code>npm run report</code> paranccsal olvashatók.</p>`
      : weekly.off === "no-mail"
        ? html`<p><span class="badge wait">Nem megy ki</span> A heti jelentés e-mailje be van kapcsolva, de a szerveren nincs beállítva levélküldés (SMTP_URL, NOTIFY_TO, NOTIFY_FROM), ezért nem megy ki. A beállításról az üzemeltetés gondoskodik.</p>`
        : html`<p><span class="badge good">Bekapcsolva</span> Minden hétfőn ${weekly.sendAt}-kor megy ki az előző hét számaival.</p><dl class="facts"><dt>Címzettek</dt><dd>${to}</dd><dt>Legközelebb</dt><dd>${day(weekly.nextWeek)} ${weekly.sendAt}</dd><dt>Legutóbb</dt><dd>${weekly.lastWeek ? day(weekly.lastWeek) : "még nem ment ki"}</dd></dl>`;
  return html`<section class="card" aria-labelledby="weekly"><h2 id="weekly">Heti jelentés e-mailben</h2>${body}</section>`;
}

export function figuresPage(
  frame: Frame,
  days: number,
  figures: { report: Report; series: ChartSeries; weekly?: WeeklyState } | undefined,
): Html {
  const tabs = html`<nav aria-label="Időszak"><ul class="tabs">${periods.map(
    (period) =>
      html`<li><a href="/admin/figures?days=${period}"${period === days && html` aria-current="page"`}>Az elmúlt ${period} nap</a></li>`,
  )}</ul></nav>`;
  if (!figures)
    return page(
      frame,
      "Számok",
      html`<div class="card"><p>A látogatások számlálása ki van kapcsolva (ANALYTICS=off), ezért nincs mit mutatni.</p></div>`,
    );
  const { report, series, weekly } = figures;
  return page(
    frame,
    "Számok",
    html`${tabs}<p class="muted">${`${day(report.first)} – ${day(report.last)}, összevetve: ${day(report.previousFirst)} – ${day(report.previousLast)}`} A számok napi összesítések: látogatót azonosító adatot a weboldal nem tárol.</p>
${keyFigures(report)}${chart(series)}${tables(report)}${weeklySection(weekly)}`,
  );
}
