/**
 * The inquiries at /admin/inquiries, for accounts with the right to see them (the router
 * answers 403 to the others): the newest first in pages, those whose name or address contains
 * what was searched, or those of one e-mail address, with each channel's delivery state; and
 * a data-subject request answered as `npm run inquiries -- --export/--erase ADDRESS` does,
 * after a confirmation page, the export as CSV (for Excel) or JSON. Each export and erasure
 * is recorded in the editor's store: who, when, how many, never the address.
 */

import type { EditorStore } from "../accounts/index.ts";
import { redirect, send } from "../shared/http.ts";
import { type Channel, channels, type InquiryRecords } from "../shared/inquiry-records.ts";
import type { Logger } from "../shared/log.ts";
import {
  confirmPage,
  type DataRequest,
  type ExportFormat,
  exportFormats,
  inquiriesCsv,
  inquiriesPage,
  inquiriesPath,
  maxSearchLength,
  pageSize,
  searchLimit,
} from "./inquiries-page.ts";
import { frameFor } from "./pages.ts";
import { notFound, readFields, sendHtml } from "./respond.ts";
import type { AdminRequest, Route } from "./route.ts";

/** The text asked for (an address, a search), trimmed; undefined when empty or too long. */
function textOf(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? "";
  return text && text.length <= maxSearchLength ? text : undefined;
}

const formatOf = (value: string | undefined): ExportFormat =>
  exportFormats.find((format) => format === value) ?? "json";

export function inquiriesRoutes(deps: {
  inquiries?: InquiryRecords;
  /** The channels set up to deliver (the others show "nincs beállítva"); all when absent. */
  channelsOn?: readonly Channel[];
  store: EditorStore;
  editorUrl?: string;
  log: Logger;
}): Route[] {
  const { store, log } = deps;
  const channelsOn = deps.channelsOn ?? channels;
  const frame = (request: AdminRequest) => frameFor(request, inquiriesPath, deps.editorUrl);

  async function list(request: AdminRequest, inquiries: InquiryRecords) {
    const { query, res } = request;
    // A search longer than any name or address is said to be so, not ignored (which would
    // show the whole list as if it were the result).
    const asked = [query.get("email"), query.get("q")].map((value) => value?.trim() ?? "");
    const tooLong = asked.find((text) => text.length > maxSearchLength)?.length;
    if (tooLong !== undefined) {
      return sendHtml(
        res,
        400,
        inquiriesPage(frame(request), {
          channelsOn,
          rows: [],
          total: 0,
          page: 1,
          pages: 1,
          tooLong,
          audit: await store.audit(20),
        }),
      );
    }
    const email = textOf(query.get("email"));
    const search = email ? undefined : textOf(query.get("q"));
    const total = await inquiries.inquiryCount();
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const number = Math.min(pages, Math.max(1, Math.floor(Number(query.get("page")) || 1)));
    const erased = query.get("erased");
    const rows = email
      ? (await inquiries.byAddress(email)).reverse()
      : search
        ? await inquiries.search(search, searchLimit)
        : await inquiries.list(pageSize, (number - 1) * pageSize);
    sendHtml(
      res,
      200,
      inquiriesPage(frame(request), {
        email,
        search,
        channelsOn,
        rows,
        total,
        page: number,
        pages,
        erased: erased === null ? undefined : Number(erased) || 0,
        audit: await store.audit(20),
      }),
    );
  }

  /** The confirmation page of an export or erasure (a GET that changes nothing). */
  async function confirm(request: AdminRequest, inquiries: InquiryRecords, action: DataRequest) {
    const email = textOf(request.query.get("email"));
    if (!email) return redirect(request.res, inquiriesPath);
    const count = (await inquiries.byAddress(email)).length;
    sendHtml(request.res, 200, confirmPage(frame(request), action, email, count));
  }

  async function act(request: AdminRequest, inquiries: InquiryRecords, action: DataRequest) {
    const fields = await readFields(request.req);
    const email = textOf(fields.email);
    if (!email) return redirect(request.res, inquiriesPath);
    const editor = request.session.editor;
    const at = new Date().toISOString();
    if (action === "export") {
      const found = await inquiries.byAddress(email);
      await store.recordAudit({ at, editor, action, count: found.length });
      log.info("editor.inquiries_exported", { editor, count: found.length });
      const format = formatOf(fields.format);
      const [type, body] =
        format === "csv"
          ? ["text/csv; charset=utf-8", inquiriesCsv(found, channelsOn)]
          : ["application/json; charset=utf-8", JSON.stringify(found, null, 2)];
      return send(request.res, 200, type, body, {
        "Content-Disposition": `attachment; filename="megkeresesek-${at.slice(0, 10)}.${format}"`,
      });
    }
    const count = await inquiries.erase(email);
    await store.recordAudit({ at, editor, action, count });
    log.info("editor.inquiries_erased", { editor, count });
    return redirect(request.res, `${inquiriesPath}?erased=${count}`);
  }

  const withStore =
    (handle: (request: AdminRequest, inquiries: InquiryRecords) => Promise<void> | void) =>
    (request: AdminRequest) =>
      deps.inquiries ? handle(request, deps.inquiries) : notFound(request.res);

  return [
    { method: "GET", path: inquiriesPath, right: "inquiries", handle: withStore(list) },
    ...(["export", "erase"] as const).flatMap((action): Route[] => [
      {
        method: "GET",
        path: `${inquiriesPath}/${action}`,
        right: "inquiries",
        handle: withStore((request, inquiries) => confirm(request, inquiries, action)),
      },
      {
        method: "POST",
        path: `${inquiriesPath}/${action}`,
        right: "inquiries",
        handle: withStore((request, inquiries) => act(request, inquiries, action)),
      },
    ]),
  ];
}
