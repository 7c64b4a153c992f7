/**
 * The report as text (the CLI in English, the e-mail's text part in Hungarian) and as HTML
 * (the e-mail). One list of sections and columns feeds all three, so they show the same
 * figures.
 */
import { hungarianNames, isLanguage } from "../../app/site/language.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import { staffPathName } from "../../app/site/staff-names.ts";
import { type Html, html, joinHtml } from "../shared/html.ts";
import { textTable } from "../shared/text-table.ts";
import type { Line, Report } from "./report.ts";
import { type CountKind, countKinds, type DropReason, dropReasons } from "./store.ts";

export type ReportLanguage = "en" | "hu";

const words = {
  en: {
    title: (r: Report, name: string) =>
      `${name} website: ${r.first} – ${r.last}, compared with ${r.previousFirst} – ${r.previousLast}`,
    sections: {
      total: "All pages",
      pages: "Pages",
      services: "Services (views of the service's pages; inquiries naming it)",
      languages: "Languages",
      referrers: "Top referring sites",
      campaigns: "Top campaigns (utm_source / utm_medium / utm_campaign)",
      dropped: "Not counted, by reason",
    },
    kinds: { view: "views", inquiry: "inquiries", call: "calls", email: "e-mails" },
    reasons: {
      bot: "bots and requests without a browser",
      prefetch: "prefetches (counted by the page script when opened)",
      head: "HEAD requests",
      unknownPage: "beacons naming no page of the site",
      unreadable: "unreadable beacons",
      unknownEvent: "beacons with an unknown event",
      crossSite: "beacons from another site",
      preview: "previews in the content editor",
    },
    times: "times",
    viewsChange: "change",
    inquiriesChange: "change",
    rate: "conversion",
    none: "(nothing counted)",
    new: "new",
    all: "total",
    page: (path: string) => path,
    service: (key: string) => key,
    language: (code: string) => code,
    locale: "en-GB",
  },
  hu: {
    title: (r: Report, name: string) =>
      `${name} weboldal: ${r.first} – ${r.last}, az előző időszakhoz (${r.previousFirst} – ${r.previousLast}) képest`,
    sections: {
      total: "Összesen",
      pages: "Oldalak",
      services:
        "Szolgáltatások (a szolgáltatás oldalainak megtekintése; az azt megjelölő megkeresések)",
      languages: "Nyelvek",
      referrers: "Legtöbb látogatót küldő oldalak",
      campaigns:
        "Kampányok: a hirdetések és hírlevelek linkjeibe írt címkék szerint (forrás / csatorna / kampány)",
      dropped: "Amit nem számoltunk, és miért (robotok, előnézetek, hibás jelzések)",
    },
    kinds: { view: "megtekintés", inquiry: "megkeresés", call: "hívás", email: "e-mail" },
    reasons: {
      bot: "robotok és böngésző nélküli kérések",
      prefetch: "előtöltések (megnyitáskor az oldal számolja)",
      head: "csak fejlécet kérő lekérések",
      unknownPage: "jelzések nem létező oldalról",
      unreadable: "olvashatatlan jelzések",
      unknownEvent: "ismeretlen eseményt küldő jelzések",
      crossSite: "más webhelyről érkező jelzések",
      preview: "a szerkesztő előnézetei",
    },
    times: "alkalom",
    viewsChange: "megtekintés változása",
    inquiriesChange: "megkeresés változása",
    rate: "konverzió",
    none: "(nincs adat)",
    new: "új",
    all: "összesen",
    page: staffPathName,
    service: (key: string) => inquiryServiceLabel(key),
    language: (code: string) => (isLanguage(code) ? hungarianNames[code] : code),
    locale: "hu-HU",
  },
} as const satisfies Record<
  ReportLanguage,
  {
    kinds: Record<CountKind, string>;
    reasons: Record<DropReason, string>;
    [word: string]: unknown;
  }
>;

type Words = (typeof words)[ReportLanguage];
/** A column per kind counted, then views' and inquiries' change and the conversion rate. */
type Column = CountKind | "viewsChange" | "inquiriesChange" | "rate";

interface Section {
  title: string;
  /** For those who look closer (campaign tags, what was not counted): the page folds it away. */
  detail?: true;
  head: string[];
  rows: string[][];
}

function formatters(w: Words) {
  const number = new Intl.NumberFormat(w.locale);
  const percent = new Intl.NumberFormat(w.locale, { style: "percent", maximumFractionDigits: 1 });
  const change = (now: number, before: number) => {
    if (before === 0) return now === 0 ? "–" : w.new;
    const share = (now - before) / before;
    return `${share > 0 ? "+" : ""}${percent.format(share)}`;
  };
  const cell = (column: Column, l: Line): string => {
    switch (column) {
      case "viewsChange":
        return change(l.current.view, l.previous.view);
      case "inquiriesChange":
        return change(l.current.inquiry, l.previous.inquiry);
      case "rate":
        return l.current.view === 0 ? "–" : percent.format(l.current.inquiry / l.current.view);
      default:
        return number.format(l.current[column]);
    }
  };
  const headOf: Record<Column, string> = {
    ...w.kinds,
    viewsChange: w.viewsChange,
    inquiriesChange: w.inquiriesChange,
    rate: w.rate,
  };
  return { cell, headOf, number };
}

/** Every kind in the list's order; views and inquiries with their change, then the rate. */
const all: Column[] = countKinds.flatMap((kind): Column[] => {
  if (kind === "view") return [kind, "viewsChange"];
  if (kind === "inquiry") return [kind, "inquiriesChange", "rate"];
  return [kind];
});
const conversions: Column[] = ["view", "viewsChange", "inquiry", "inquiriesChange", "rate"];
const viewsOnly: Column[] = ["view", "viewsChange"];

export function sections(report: Report, language: ReportLanguage): Section[] {
  const w = words[language];
  const { cell, headOf, number } = formatters(w);
  const section = (
    title: string,
    lines: readonly Line[],
    columns: readonly Column[],
    label: (line: Line) => string = (line) => line.label,
  ): Section => ({
    title,
    head: ["", ...columns.map((column) => headOf[column])],
    rows: lines.map((line) => [label(line), ...columns.map((column) => cell(column, line))]),
  });
  return [
    section(w.sections.total, [report.total], all, () => w.all),
    section(w.sections.pages, report.pages, all, (line) => w.page(line.label)),
    section(w.sections.services, report.services, conversions, (line) => w.service(line.label)),
    section(w.sections.languages, report.languages, all, (line) => w.language(line.label)),
    section(w.sections.referrers, report.referrers, viewsOnly),
    { ...section(w.sections.campaigns, report.campaigns, viewsOnly), detail: true },
    {
      title: w.sections.dropped,
      detail: true,
      head: ["", w.times],
      rows: dropReasons.map((reason) => [w.reasons[reason], number.format(report.dropped[reason])]),
    },
  ];
}

/** The report as text; `companyName` comes from the live release. */
export function reportText(report: Report, language: ReportLanguage, companyName: string): string {
  const w = words[language];
  const parts = sections(report, language).map(
    ({ title, head, rows }) => `${title}\n${rows.length === 0 ? w.none : textTable(head, rows)}`,
  );
  return [w.title(report, companyName), ...parts].join("\n\n");
}

const cellStyle = (first: boolean) =>
  `padding:3px 10px;border-bottom:1px solid #e3e7ec;text-align:${first ? "left" : "right"}`;

/** The report as HTML tables for the e-mail (inline styles: mail clients drop style sheets). */
export function reportHtml(report: Report, language: ReportLanguage): Html {
  const w = words[language];
  const table = ({ head, rows }: Section) => {
    if (rows.length === 0) return html`<p>${w.none}</p>`;
    const row = (cells: readonly string[], tag: "th" | "td") =>
      html`<tr>${cells.map(
        (value, i) => html`<${tag} style="${cellStyle(i === 0)}">${value}</${tag}>`,
      )}</tr>`;
    return html`<table style="border-collapse:collapse;font-size:14px">${row(head, "th")}${rows.map((r) => row(r, "td"))}</table>`;
  };
  return joinHtml(
    sections(report, language).map(
      (s) => html`<h2 style="font-size:16px;margin:24px 0 8px">${s.title}</h2>${table(s)}`,
    ),
    "\n",
  );
}

export const reportTitle = (report: Report, language: ReportLanguage, companyName: string) =>
  words[language].title(report, companyName);
