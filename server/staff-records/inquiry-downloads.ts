/**
 * The downloads of inquiries: a period's (this month, last month, chosen days, all, with the
 * list's search and filter) as Excel or CSV, and one address's for a data request as Excel,
 * CSV or JSON. The form is read strictly (a request it cannot make as asked is refused with
 * the reason), each download is audited (who, when, how many; never the address or the
 * search), and Excel and CSV are written off the serving thread, a page at a time (exports.ts).
 */
import type { EditorStore } from "../accounts/index.ts";
import { html } from "../shared/html.ts";
import type {
  Channel,
  InquiryFilter,
  InquiryHandling,
  InquiryRecords,
} from "../shared/inquiry-records.ts";
import type { Logger } from "../shared/log.ts";
import type { AdminRequest, Frame } from "../staff-frame/index.ts";
import { frameFor, page, readFields, sendHtml } from "../staff-frame/index.ts";
import { type Exports, maxThreads, type Refusal } from "./exports.ts";
import {
  type ExportFormat,
  inquiriesPath,
  maxSearchLength,
  periods,
  unhandledParam,
} from "./inquiries-page.ts";
import {
  daysProblems,
  daysRange,
  type ExportPage,
  exportName,
  monthRange,
} from "./inquiry-export.ts";

/** The most inquiries one download holds (retention keeps far fewer). */
const maxExportRows = 100_000;
/** The inquiries an export reads at once: a few milliseconds of the serving thread's time. */
const exportPageSize = 100;

const count = new Intl.NumberFormat("hu-HU");

/** What a download needs of the inquiries' desk (inquiries.ts). */
export interface DownloadDesk {
  store: EditorStore;
  log: Logger;
  inquiries: InquiryRecords;
  channelsOn: readonly Channel[];
  exports: Exports;
  editorUrl?: string;
  now?: () => number;
}

const frame = (desk: DownloadDesk, request: AdminRequest) =>
  frameFor(request, inquiriesPath, desk.editorUrl);

export const errorPage = (frame: Frame, text: string) =>
  page(
    frame,
    "Letöltés",
    html`<div class="error" role="alert"><p>${text}</p></div><p><a class="button secondary" href="${inquiriesPath}#download">Vissza a megkeresésekhez</a></p>`,
  );

/** What an export writes: how many, page by page, in which format, under which name. */
export interface ExportAsked {
  count: number;
  pages: AsyncIterable<ExportPage>;
  format: ExportFormat;
  name: string;
}

/** The inquiries a filter takes, `exportPageSize` at a time, each page after the last. */
async function* pagesOf(
  handling: InquiryHandling,
  filter: InquiryFilter,
  limit: number,
): AsyncGenerator<ExportPage> {
  let after: InquiryFilter["after"];
  for (let left = limit; left > 0; ) {
    const inquiries = await handling.find({ ...filter, after }, Math.min(exportPageSize, left));
    const last = inquiries.at(-1);
    if (!last) return;
    yield { inquiries, marks: await handling.marks(inquiries.map((inquiry) => inquiry.id)) };
    left -= inquiries.length;
    after = { receivedAt: last.receivedAt, id: last.id };
  }
}

/** The page that says an export cannot start now, and when to try again. */
const busyPage = (frame: Frame, refusal: Refusal) =>
  errorPage(
    frame,
    refusal === "own"
      ? "Az előző letöltése még készül. Megvárja, amíg a böngésző befejezi (a letöltések között látja), aztán indíthat újat."
      : `Most ${maxThreads} letöltés készül egyszerre, ennél több nem fér el. Próbálja újra egy perc múlva.`,
  );

/**
 * Sends an export, audited: who, when, how many (never the address or the search). Every
 * format (Excel, CSV, and a data request's JSON) is written off the serving thread, a page at a
 * time (exports.ts).
 */
export async function sendExport(desk: DownloadDesk, request: AdminRequest, asked: ExportAsked) {
  const { store, log, channelsOn, exports } = desk;
  const editor = request.session.editor;
  const refusal = exports.refusal(editor);
  if (refusal)
    return sendHtml(
      request.res,
      refusal === "own" ? 409 : 503,
      busyPage(frame(desk, request), refusal),
      {
        "Retry-After": refusal === "own" ? "10" : "60",
      },
    );
  const { count, format, name } = asked;
  await store.recordAudit({ at: new Date().toISOString(), editor, action: "export", count });
  log.info("editor.inquiries_exported", { editor, count, format });
  return exports.send(request.res, { editor, format, channelsOn, name, pages: asked.pages });
}

/** What a period's download asks for, or why it is refused (the page says it in words). */
type PeriodRequest =
  | { ok: true; filter: InquiryFilter; format: "xlsx" | "csv"; name: string }
  | { ok: false; text: string };

const periodFormats = ["xlsx", "csv"] as const;

/**
 * The download's form, read strictly: a period, format or search it does not know is refused
 * with the reason, never replaced by this month, Excel or no search (which would hand over
 * another set of inquiries than the one asked for, as if it were it).
 */
function periodRequest(fields: Record<string, string>, now: Date): PeriodRequest {
  const period = periods.find((p) => p === fields.period);
  if (!period) return { ok: false, text: "Válassza ki, melyik időszak megkereséseit tölti le." };
  const format = periodFormats.find((f) => f === (fields.format ?? "xlsx"));
  if (!format)
    return {
      ok: false,
      text: "Ilyen formátumban nem tölthető le: válassza az Excelt vagy a CSV-t.",
    };
  const search = fields.q?.trim() ?? "";
  if (search.length > maxSearchLength)
    return {
      ok: false,
      text: `A keresett szöveg túl hosszú (${count.format(search.length)} karakter; legfeljebb ${maxSearchLength} lehet), ezért nem töltöttünk le semmit. Írjon be fent egy rövidebb név- vagy címrészletet.`,
    };
  const range =
    period === "this-month"
      ? monthRange(now, 0)
      : period === "last-month"
        ? monthRange(now, -1)
        : period === "days"
          ? daysRange(fields.from ?? "", fields.to ?? "")
          : undefined;
  if (typeof range === "string") return { ok: false, text: daysProblems[range] };
  const unhandledOnly = fields[unhandledParam] === "1";
  const text = search || undefined;
  return {
    ok: true,
    filter: { text, unhandledOnly, from: range?.from, to: range?.to },
    format,
    name: exportName({ range, search: text, unhandledOnly, today: now }),
  };
}

/** A period's inquiries (with the list's search and filter) as Excel or CSV. */
export async function downloadPeriod(desk: DownloadDesk, request: AdminRequest) {
  const { inquiries } = desk;
  const fields = await readFields(request.req);
  const asked = periodRequest(fields, new Date(desk.now?.() ?? Date.now()));
  if (!asked.ok) return sendHtml(request.res, 400, errorPage(frame(desk, request), asked.text));
  const count = Math.min(await inquiries.handling.count(asked.filter), maxExportRows);
  return sendExport(desk, request, {
    count,
    pages: pagesOf(inquiries.handling, asked.filter, maxExportRows),
    format: asked.format,
    name: asked.name,
  });
}
