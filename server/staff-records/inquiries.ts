/**
 * The inquiries at /admin/inquiries, for accounts with the right to see them (the router
 * answers 403 to the others): the newest first in pages, those whose name or address contains
 * what was searched, or those of one e-mail address, with each channel's delivery state; and
 * a data-subject request answered as `npm run inquiries -- --export/--erase ADDRESS` does,
 * after a confirmation page, the export as Excel (.xlsx), CSV or JSON. Staff's own work: the
 * "kezelve" (handled) mark per inquiry with who and when, the filter for unhandled ones, and
 * the download of a period (this month, last month, chosen days) with the current search as
 * Excel or CSV (inquiry-downloads.ts). Each export and erasure is recorded in the editor's store:
 * who, when, how many, never the address or the search; each mark is logged.
 */

import type { EditorStore } from "../accounts/index.ts";
import { redirect } from "../shared/http.ts";
import { type Channel, channels, type InquiryRecords } from "../shared/inquiry-records.ts";
import type { Logger } from "../shared/log.ts";
import type { AdminRequest, Route } from "../staff-frame/index.ts";
import { frameFor, notFound, readFields, sendHtml } from "../staff-frame/index.ts";
import { Exports } from "./exports.ts";
import {
  confirmPage,
  type DataRequest,
  type ExportFormat,
  exportFormats,
  inquiriesPage,
  inquiriesPath,
  maxSearchLength,
  pageSize,
  unhandledParam,
} from "./inquiries-page.ts";
import { downloadPeriod, sendExport } from "./inquiry-downloads.ts";
import { budapestWallClock, type DateRange, exportName, monthRange } from "./inquiry-export.ts";

/** The text asked for (an address, a search), trimmed; undefined when empty or too long. */
function textOf(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? "";
  return text && text.length <= maxSearchLength ? text : undefined;
}

const formatOf = (value: string | undefined): ExportFormat =>
  exportFormats.find((format) => format === value) ?? "json";

const monthName = new Intl.DateTimeFormat("hu-HU", {
  year: "numeric",
  month: "long",
  timeZone: "UTC",
});
/** "2026. november" of a range made by monthRange. */
const nameOfMonth = (range: DateRange) => monthName.format(budapestWallClock(range.from));

/** The list's own address with its search and filter, where a mark's form returns. */
const backTo = (value: string | undefined) =>
  value?.startsWith(`${inquiriesPath}?`) || value === inquiriesPath ? value : inquiriesPath;

interface InquiriesDeps {
  inquiries?: InquiryRecords;
  /** The channels set up to deliver (the others show "nincs beállítva"); all when absent. */
  channelsOn?: readonly Channel[];
  store: EditorStore;
  editorUrl?: string;
  log: Logger;
  /** The clock of the months offered (tests set the time). */
  now?: () => number;
}

/** What the steps below share: their dependencies, the channels on, the inquiries, exports. */
interface InquiryDesk extends InquiriesDeps {
  channelsOn: readonly Channel[];
  inquiries: InquiryRecords;
  exports: Exports;
}

const frame = (desk: InquiryDesk, request: AdminRequest) =>
  frameFor(request, inquiriesPath, desk.editorUrl);

/** The list of inquiries (or one address's), or the search refused as too long. */
async function listInquiries(desk: InquiryDesk, request: AdminRequest) {
  const { store, inquiries, channelsOn } = desk;
  const { query, res } = request;
  // A search longer than any name or address is said to be so, not ignored (which would
  // show the whole list as if it were the result).
  const asked = [query.get("email"), query.get("q")].map((value) => value?.trim() ?? "");
  const tooLong = asked.find((text) => text.length > maxSearchLength)?.length;
  if (tooLong !== undefined) {
    return sendHtml(
      res,
      400,
      inquiriesPage(frame(desk, request), {
        channelsOn,
        rows: [],
        total: 0,
        page: 1,
        pages: 1,
        tooLong,
        unhandledOnly: false,
        marks: new Map(),
        back: inquiriesPath,
        months: monthNames(new Date()),
        audit: await store.audit(20),
      }),
    );
  }
  const email = textOf(query.get("email"));
  const search = email ? undefined : textOf(query.get("q"));
  const unhandledOnly = !email && query.get(unhandledParam) === "1";
  const filter = { text: search, unhandledOnly };
  const total = email ? 0 : await inquiries.handling.count(filter);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const number = Math.min(pages, Math.max(1, Math.floor(Number(query.get("page")) || 1)));
  const erased = query.get("erased");
  const rows = email
    ? (await inquiries.byAddress(email)).reverse()
    : await inquiries.handling.find(filter, pageSize, (number - 1) * pageSize);
  const now = new Date(desk.now?.() ?? Date.now());
  sendHtml(
    res,
    200,
    inquiriesPage(frame(desk, request), {
      email,
      search,
      unhandledOnly,
      channelsOn,
      rows,
      marks: await inquiries.handling.marks(rows.map((row) => row.id)),
      back: `${inquiriesPath}${request.query.size > 0 ? `?${request.query}` : ""}`,
      months: monthNames(now),
      total,
      page: number,
      pages,
      erased: erased === null ? undefined : Number(erased) || 0,
      audit: await store.audit(20),
    }),
  );
}

/** Marks an inquiry handled (or takes the mark back), then shows the list as it was. */
async function markHandled(desk: InquiryDesk, request: AdminRequest) {
  const { inquiries, log } = desk;
  const fields = await readFields(request.req);
  const id = fields.id ?? "";
  const editor = request.session.editor;
  const handled = fields.handled !== "0";
  const changed = handled
    ? await inquiries.handling.mark(id, editor, new Date())
    : await inquiries.handling.unmark(id);
  log.info(handled ? "editor.inquiry_handled" : "editor.inquiry_unhandled", {
    editor,
    id,
    changed,
  });
  return redirect(request.res, `${backTo(fields.back)}#m-${encodeURIComponent(id)}`);
}

/** The confirmation page of an export or erasure (a GET that changes nothing). */
async function confirmRequest(desk: InquiryDesk, request: AdminRequest, action: DataRequest) {
  const { inquiries } = desk;
  const email = textOf(request.query.get("email"));
  if (!email) return redirect(request.res, inquiriesPath);
  const count = (await inquiries.byAddress(email)).length;
  sendHtml(request.res, 200, confirmPage(frame(desk, request), action, email, count));
}

async function actOnRequest(desk: InquiryDesk, request: AdminRequest, action: DataRequest) {
  const { store, log, inquiries } = desk;
  const fields = await readFields(request.req);
  const email = textOf(fields.email);
  if (!email) return redirect(request.res, inquiriesPath);
  const editor = request.session.editor;
  const at = new Date().toISOString();
  if (action === "export") {
    const found = await inquiries.byAddress(email);
    const today = new Date(desk.now?.() ?? Date.now());
    const marks = await inquiries.handling.marks(found.map((inquiry) => inquiry.id));
    return sendExport(desk, request, {
      count: found.length,
      pages: (async function* () {
        yield { inquiries: found, marks };
      })(),
      format: formatOf(fields.format),
      name: exportName({ address: email, today }),
    });
  }
  const count = await inquiries.erase(email);
  await store.recordAudit({ at, editor, action, count });
  log.info("editor.inquiries_erased", { editor, count });
  return redirect(request.res, `${inquiriesPath}?erased=${count}`);
}

export function inquiriesRoutes(deps: InquiriesDeps): Route[] {
  const channelsOn = deps.channelsOn ?? channels;
  const exports = new Exports();
  const withStore =
    (handle: (desk: InquiryDesk, request: AdminRequest) => Promise<void> | void) =>
    (request: AdminRequest) =>
      deps.inquiries
        ? handle({ ...deps, channelsOn, exports, inquiries: deps.inquiries }, request)
        : notFound(request.res);

  return [
    { method: "GET", path: inquiriesPath, right: "inquiries", handle: withStore(listInquiries) },
    {
      method: "POST",
      path: `${inquiriesPath}/download`,
      right: "inquiries",
      handle: withStore(downloadPeriod),
    },
    {
      method: "POST",
      path: `${inquiriesPath}/handled`,
      right: "inquiries",
      handle: withStore(markHandled),
    },
    ...(["export", "erase"] as const).flatMap((action): Route[] => [
      {
        method: "GET",
        path: `${inquiriesPath}/${action}`,
        right: "inquiries",
        handle: withStore((desk, request) => confirmRequest(desk, request, action)),
      },
      {
        method: "POST",
        path: `${inquiriesPath}/${action}`,
        right: "inquiries",
        handle: withStore((desk, request) => actOnRequest(desk, request, action)),
      },
    ]),
  ];
}

/** The months the export offers, named ("2026. november"). */
const monthNames = (now: Date) => ({
  current: nameOfMonth(monthRange(now, 0)),
  last: nameOfMonth(monthRange(now, -1)),
});
