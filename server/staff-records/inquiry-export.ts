/**
 * The inquiries as files staff open: an Excel workbook (.xlsx, written by xlsx-writer.ts) with
 * typed cells — the times as real dates in Budapest time with a date format, so Excel sorts
 * and filters them; phone numbers as text, so "+36 30 123 4567" stays as typed — and the same
 * table as CSV (csv.ts). Also the date ranges staff ask for (this month, last month, chosen
 * days, in Budapest time) and file names that say what is in them, ASCII only.
 */
import { hungarianNames } from "../../app/site/language.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import { staffPageNameOfPath } from "../../app/site/staff-names.ts";
import {
  type Channel,
  channels,
  type HandledMark,
  type StoredInquiry,
} from "../shared/inquiry-records.ts";
import { budapestParts, formatTime } from "../shared/staff-time.ts";
import { csvRows, toCsv } from "./csv.ts";
import { type Sink, type XlsxCell, XlsxWriter } from "./xlsx-writer.ts";

/** The Budapest wall-clock time of an instant, as a Date whose UTC fields show it. */
export function budapestWallClock(instant: Date): Date {
  const { year, month, day, hour, minute, second } = budapestParts(instant);
  return new Date(
    Date.UTC(year, month - 1, day, hour, minute, second) + instant.getUTCMilliseconds(),
  );
}

/** The instant Budapest's day `year-month-day` begins (months may overflow: 13 is January). */
export function budapestMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let instant = wall;
  // Twice: the offset at the first guess may differ from the one at midnight (DST changes).
  for (let i = 0; i < 2; i++)
    instant = wall - (budapestWallClock(new Date(instant)).getTime() - instant);
  return new Date(instant);
}

/** A date range of received inquiries: `from` inclusive, `to` exclusive; `name` for files. */
export interface DateRange {
  from: Date;
  to: Date;
  /** "2026-11", or "2026-11-01_2026-11-15". */
  name: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar month `offset` months from the one `now` falls in, in Budapest. */
export function monthRange(now: Date, offset: number): DateRange {
  const wall = budapestWallClock(now);
  const first = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + offset, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return {
    from: budapestMidnight(year, month, 1),
    to: budapestMidnight(year, month + 1, 1),
    name: `${year}-${pad(month)}`,
  };
}

/** The years a chosen day may fall in: no inquiry was received before, nor after. */
export const dayYears = { first: 2000, last: 2100 } as const;

/** Why chosen days are refused, in the words the download's error page shows. */
export const daysProblems = {
  missing:
    "Adja meg az első és az utolsó napot is (például 2026-11-01 és 2026-11-15), vagy válasszon hónapot.",
  year: `Az év ${dayYears.first} és ${dayYears.last} közötti lehet: ilyen évből nincs megkeresés. Ellenőrizze a dátumot.`,
  order: "Az utolsó nap nem lehet korábbi az elsőnél. Cserélje fel a két dátumot.",
} as const;
export type DaysProblem = keyof typeof daysProblems;

/**
 * Chosen days, both included ("2026-11-01" to "2026-11-15"), or why not: a date that is not
 * one, a year outside `dayYears` (Date.UTC would read 0099 as 1999), or the ends reversed.
 */
export function daysRange(from: string, to: string): DateRange | DaysProblem {
  const start = datePattern.exec(from.trim());
  const end = datePattern.exec(to.trim());
  if (!start || !end) return "missing";
  const [y1, m1, d1] = start.slice(1).map(Number) as [number, number, number];
  const [y2, m2, d2] = end.slice(1).map(Number) as [number, number, number];
  if ([y1, y2].some((year) => year < dayYears.first || year > dayYears.last)) return "year";
  const valid = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  };
  if (!valid(y1, m1, d1) || !valid(y2, m2, d2)) return "missing";
  const range = { from: budapestMidnight(y1, m1, d1), to: budapestMidnight(y2, m2, d2 + 1) };
  if (range.to <= range.from) return "order";
  return { ...range, name: `${ymd(y1, m1, d1)}_${ymd(y2, m2, d2)}` };
}

/** Text as ASCII for a file name: accents dropped, anything else a hyphen, at most 40 long. */
export function asciiSlug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 40)
    .replace(/[-.]+$/, "");
}

/**
 * The file's name without its extension: `megkeresesek-2026-11`,
 * `megkeresesek-2026-11-01_2026-11-15-kereses-kovacs-kezeletlen`,
 * `megkeresesek-osszes-2026-11-27` (no range), `adatkeres-anna-example.com-2026-11-27`.
 */
export function exportName(what: {
  range?: DateRange;
  search?: string;
  unhandledOnly?: boolean;
  address?: string;
  today: Date;
}): string {
  const day = budapestWallClock(what.today).toISOString().slice(0, 10);
  if (what.address) return `adatkeres-${asciiSlug(what.address) || "cim"}-${day}`;
  const search = what.search ? asciiSlug(what.search) : "";
  return [
    "megkeresesek",
    what.range ? what.range.name : `osszes-${day}`,
    ...(search ? [`kereses-${search}`] : []),
    ...(what.unhandledOnly ? ["kezeletlen"] : []),
  ].join("-");
}

const channelNames: Record<Channel, string> = {
  webhook: "Továbbítás a cég rendszerébe",
  email: "E-mail a munkatársaknak",
};

/** The exports' headings, one a column, in the order of the cells below. */
export const exportHeader: readonly string[] = [
  "Beérkezett",
  "Név",
  "E-mail-cím",
  "Telefonszám",
  "Szolgáltatás",
  "Üzenet",
  "Oldal",
  "Nyelv",
  "Kezelte",
  "Kezelve ekkor",
  ...channels.map((channel) => channelNames[channel]),
];

/** What the exports say of one channel's delivery: one line of `deliveryState`'s words. */
export type DeliveryText = (inquiry: StoredInquiry, channel: Channel) => string;

/** A batch of inquiries to write, with their "kezelve" marks (those without one are absent). */
export interface ExportPage {
  inquiries: readonly StoredInquiry[];
  marks: ReadonlyMap<string, HandledMark>;
}

interface Row {
  received: Date;
  texts: string[];
  handledBy: string;
  handledAt?: Date;
  deliveries: string[];
}

function rowsOf({ inquiries, marks }: ExportPage, delivery: DeliveryText): Row[] {
  return inquiries.map((inquiry) => {
    const mark = marks.get(inquiry.id);
    return {
      received: new Date(inquiry.receivedAt),
      texts: [
        inquiry.name,
        inquiry.email,
        inquiry.phone,
        inquiryServiceLabel(inquiry.service) || inquiry.service,
        inquiry.message,
        staffPageNameOfPath(inquiry.page),
        hungarianNames[inquiry.language] ?? inquiry.language,
      ],
      handledBy: mark?.by ?? "",
      handledAt: mark ? new Date(mark.at) : undefined,
      deliveries: channels.map((channel) => delivery(inquiry, channel)),
    };
  });
}

/** Excel's format of a time: 2026.11.27 14:05, as Hungarian Excel writes one. */
const timeFormat = "yyyy.mm.dd hh:mm";

/** A file written a page at a time (export-thread.ts writes it off the serving thread). */
export interface ExportFile {
  add(page: ExportPage): Promise<void>;
  end(): Promise<void>;
}

/**
 * The workbook: one sheet, its heading row frozen. A string cell is stored as text, never as a
 * formula, so a visitor's "=HYPERLINK(…)" cannot run: no apostrophe is needed here. Every
 * text column is marked "@" (Text), so Excel does not read "+36 30 123 4567" or "06301234567"
 * as a number when someone edits the cell either. Times are in Budapest's wall-clock time.
 */
async function xlsxFile(delivery: DeliveryText, sink: Sink): Promise<ExportFile> {
  const writer = await XlsxWriter.start(
    {
      name: "Megkeresések",
      header: exportHeader,
      widths: [17, 22, 28, 18, 24, 50, 24, 10, 16, 17, ...channels.map(() => 28)],
      timeFormat,
    },
    sink,
  );
  const text = (value: string): XlsxCell => ({ text: value });
  const time = (value: Date | undefined): XlsxCell => value && { time: budapestWallClock(value) };
  return {
    add: (page) =>
      writer.add(
        rowsOf(page, delivery).map((row) => [
          time(row.received),
          ...row.texts.map(text),
          text(row.handledBy),
          time(row.handledAt),
          ...row.deliveries.map(text),
        ]),
      ),
    end: () => writer.end(),
  };
}

/** The same table as CSV: times as Hungarian writes them, for programs other than Excel. */
async function csvFile(delivery: DeliveryText, sink: Sink): Promise<ExportFile> {
  const encoder = new TextEncoder();
  const when = (date: Date | undefined) => (date ? formatTime(date.toISOString()) : "");
  await sink(encoder.encode(toCsv([exportHeader])));
  return {
    add: async (page) => {
      const rows = rowsOf(page, delivery).map((row) => [
        when(row.received),
        ...row.texts,
        row.handledBy,
        when(row.handledAt),
        ...row.deliveries,
      ]);
      if (rows.length > 0) await sink(encoder.encode(csvRows(rows)));
    },
    end: async () => {},
  };
}

/**
 * A person's inquiries as they are stored, for a data request: a JSON array, written an inquiry
 * at a time, byte for byte as `JSON.stringify(all, null, 2)` writes the whole.
 */
async function jsonFile(_delivery: DeliveryText, sink: Sink): Promise<ExportFile> {
  const encoder = new TextEncoder();
  let written = 0;
  return {
    add: async ({ inquiries }) => {
      if (inquiries.length === 0) return;
      // Each item indented one level: JSON escapes a string's line breaks, so every line
      // break here is the layout's.
      const items = inquiries.map(
        (inquiry) => `  ${JSON.stringify(inquiry, null, 2).replaceAll("\n", "\n  ")}`,
      );
      await sink(encoder.encode(`${written === 0 ? "[\n" : ",\n"}${items.join(",\n")}`));
      written += items.length;
    },
    end: async () => {
      await sink(encoder.encode(written === 0 ? "[]" : "\n]"));
    },
  };
}

/** The formats a file of inquiries is written in, page by page. */
export const exportFiles = { xlsx: xlsxFile, csv: csvFile, json: jsonFile } as const;
export type FileFormat = keyof typeof exportFiles;

export const fileTypes: Record<FileFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  json: "application/json; charset=utf-8",
};
