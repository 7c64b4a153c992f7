/**
 * Publishing: the overview (unpublished changes, preview, history), publish, undo, making a
 * preview, and the history as JSON. A publish's or undo's answer is JSON for scripts, and the
 * overview (or a redirect to it) for the form.
 */

import { entryLabel, entryOfFile } from "../../app/content/field-names.ts";
import keystaticConfig from "../../app/content/keystatic.config.ts";
import { forStaff } from "../../app/content/problems.ts";
import { isReadText, limitProblem, pageOfFile, readLimits } from "../../app/content/read-limits.ts";
import { pageRoutes } from "../../app/site/pages.ts";
import { type Change, type ContentStore, pendingChanges } from "../content-store/index.ts";
import { ContentWorkError, contentLimitProblem } from "../content-work/index.ts";
import {
  byEntry,
  type Publisher,
  type PublishResult,
  type Scheduler,
} from "../publishing/index.ts";
import { redirect, sendJson } from "../shared/http.ts";
import type { InquiryRecords } from "../shared/inquiry-records.ts";
import type { Logger } from "../shared/log.ts";
import type { AdminRequest, Flash, Route } from "../staff-frame/index.ts";
import { frameFor, messages, readFields, sendHtml, wantsJson } from "../staff-frame/index.ts";
import { VersionHistory } from "./history.ts";
import { pageSteps, staleAlts } from "./language-steps.ts";
import { currentPreview, previewPrefix } from "./previews.ts";
import { authorOf, chosenEntries, readPublishFields } from "./publish-fields.ts";
import { type BadDraft, overviewPage, undoPage } from "./publishing-page.ts";
import { scheduleRoutes } from "./schedule.ts";
import type { PendingEntry } from "./schedule-page.ts";

const t = messages.hu;

/** Every entry's name in the editor, by its key: the page lists unsaved ones by it. */
const entryLabels = Object.fromEntries(
  Object.entries(keystaticConfig.singletons ?? {}).map(([key, entry]) => [key, entry.label]),
);

/**
 * The saved, unpublished text files the reader refuses (checked on the content thread, within
 * its budget: a file it cannot read in time is refused too), with what is wrong for staff.
 */
async function badDraftsOf(content: ContentStore, changes: readonly Change[]): Promise<BadDraft[]> {
  const found = await Promise.all(
    changes
      .filter((change) => change.status !== "deleted" && isReadText(change.path))
      .map(async ({ path }): Promise<BadDraft | undefined> => {
        const bytes = await content.read(path, readLimits.maxBytes);
        if (!bytes)
          return (await content.files()).has(path)
            ? {
                path,
                problem: limitProblem(path, { kind: "size", bytes: readLimits.maxBytes + 1 }),
              }
            : undefined;
        const problem = await contentLimitProblem(path, bytes.toString("utf8")).catch(
          (error: unknown) => {
            if (error instanceof ContentWorkError)
              return `${pageOfFile(path)}: a fájl feldolgozása túl sokáig tartott (túl nagy vagy túl összetett).`;
            throw error;
          },
        );
        return problem ? { path, problem } : undefined;
      }),
  );
  return found.filter((draft) => draft !== undefined);
}

interface PublishingDeps {
  content: ContentStore;
  publisher: Publisher;
  scheduler: Scheduler;
  editorUrl?: string;
  log?: Logger;
  /** The inquiries, for the count of unhandled ones shown to accounts with the right. */
  inquiries?: InquiryRecords;
  now?: () => number;
}

/** The saved changes by entry, each said field by field. */
const pendingEntries = (versions: VersionHistory, changes: readonly Change[]) =>
  Promise.all(
    [...byEntry(changes)].map(
      async ([key, group]): Promise<PendingEntry> => ({
        key,
        label: entryLabel(key),
        lines: await versions.pendingChanges(group),
      }),
    ),
  );

/** What the steps below share: their dependencies and the history in the editor's words. */
interface Publishing extends PublishingDeps {
  versions: VersionHistory;
}

const frame = (publishing: Publishing, request: AdminRequest) =>
  frameFor(request, "/admin", publishing.editorUrl);

/** The publishing page: pending changes, history, preview and alt-text warnings. */
async function showOverview(
  publishing: Publishing,
  request: AdminRequest,
  status = 200,
  message?: Flash,
) {
  const { content, publisher, versions } = publishing;
  // An unusable repository is named, and nothing is read from it.
  const fault = await publisher.fault();
  const changes = fault ? [] : await pendingChanges(content);
  const [pending, history, steps, badDrafts, waiting, ended] = fault
    ? [[], [], [], [], [], []]
    : await Promise.all([
        pendingEntries(versions, changes),
        versions.list(30),
        pageSteps(content, { fields: false }),
        badDraftsOf(content, changes),
        publishing.scheduler.store.waiting(),
        publishing.scheduler.store.ended(5),
      ]);
  const shown = message ?? (fault ? { kind: "error" as const, text: t.fault[fault] } : undefined);
  const live = history.find((item) => item.kind === "version");
  const preview = currentPreview(publisher, live?.date);
  const unhandled =
    request.rights.inquiries && publishing.inquiries
      ? await publishing.inquiries.handling.count({ unhandledOnly: true })
      : undefined;
  sendHtml(
    request.res,
    status,
    overviewPage(frame(publishing, request), {
      pending,
      badDrafts,
      history,
      staleAlts: staleAlts(steps),
      message: shown,
      previewAt: preview?.at,
      previewStale: publisher.preview !== undefined && preview === undefined,
      entries: entryLabels,
      unhandled,
      waiting,
      ended,
      now: new Date(publishing.now?.() ?? Date.now()),
    }),
  );
}

/** The undo's confirmation page of `?valtozat=N`. */
async function confirmUndo(publishing: Publishing, request: AdminRequest) {
  const { content, publisher, versions } = publishing;
  const fault = await publisher.fault();
  if (fault) return showOverview(publishing, request, 503);
  const version = await versions.version(Number(request.query.get("valtozat")));
  if (!version)
    return showOverview(publishing, request, 404, { kind: "error", text: t.unknownVersion });
  const [changes, pending] = await Promise.all([
    versions.undoChanges(version.commit),
    pendingChanges(content),
  ]);
  const kept = pending.length > 0 ? t.undoKeepsSaved : undefined;
  sendHtml(request.res, 200, undoPage(frame(publishing, request), { version, changes, kept }));
}

function doneMessage(query: URLSearchParams): Flash | undefined {
  const seconds = Number(query.get("s")) || 0;
  if (query.get("done") === "published") return { kind: "notice", text: t.published(seconds) };
  if (query.get("done") === "undone") return { kind: "notice", text: t.undone };
  if (query.get("done") === "discarded") return { kind: "notice", text: t.discarded };
  const scheduled = {
    scheduled:
      "Ütemezve. A kijelölt bejegyzések a megadott időpontban mennek ki; addig az élő oldal és a többi közzététel nem változtat rajtuk.",
    moved: "Az ütemezett módosítás új időpontra került.",
    unscheduled:
      "Az ütemezést visszavontuk: a módosítás újra a mentett, még nem közzétett változtatások között van.",
  }[query.get("done") ?? ""];
  if (scheduled) return { kind: "notice", text: scheduled };
  return undefined;
}

/** The HTTP status of a publish or undo's result. */
const statusOf = (result: PublishResult) =>
  result.ok
    ? 200
    : result.reason === "build"
      ? 422
      : result.reason === "unknown"
        ? 404
        : result.reason === "fault"
          ? 503
          : 409;

/** What the publishing page says of a publish or undo that did not go through. */
function refusalMessage(result: Exclude<PublishResult, { ok: true }>): Flash {
  if (result.reason === "build")
    return result.limit
      ? { kind: "error", text: t.releaseStopped(result.limit) }
      : { kind: "error", text: t.buildFailed, lines: result.errors.map(forStaff) };
  if (result.reason === "fault") return { kind: "error", text: t.fault[result.fault] };
  const text = { unchanged: t.unchanged, unknown: t.unknownVersion }[result.reason];
  return { kind: "error", text };
}

/** A publish or undo's answer: JSON for a script; the page, or back to it, for a browser. */
function answerResult(
  publishing: Publishing,
  request: AdminRequest,
  result: PublishResult,
  done: string,
) {
  const { req, res } = request;
  const status = statusOf(result);
  if (wantsJson(req)) return sendJson(res, status, result);
  if (result.ok)
    return redirect(res, `/admin?done=${done}&s=${Math.max(1, Math.round(result.buildMs / 1000))}`);
  return showOverview(publishing, request, status, refusalMessage(result));
}

async function publish(publishing: Publishing, request: AdminRequest) {
  const entries = chosenEntries(await readPublishFields(request.req));
  if (entries?.length === 0)
    return showOverview(publishing, request, 400, { kind: "error", text: t.chooseEntries });
  const editor = authorOf(request.session.editor);
  return answerResult(
    publishing,
    request,
    await publishing.publisher.publish(editor, entries),
    "published",
  );
}

async function undo(publishing: Publishing, request: AdminRequest) {
  // The page's form names a version by its number; scripts may name a commit.
  const { valtozat, commit = "" } = await readFields(request.req);
  const target =
    valtozat === undefined
      ? commit
      : ((await publishing.versions.commitOf(Number(valtozat))) ?? "");
  return answerResult(
    publishing,
    request,
    await publishing.publisher.undo(authorOf(request.session.editor), target),
    "undone",
  );
}

/**
 * A saved file back to its published version (or gone, when it is new): offered for a draft
 * the reader refuses, which the editor can no longer open. Only a file with unpublished
 * changes, and only a text file of the schema, is discarded.
 */
async function discardDraft(publishing: Publishing, request: AdminRequest) {
  const { content, publisher } = publishing;
  const { fajl = "" } = await readFields(request.req);
  const fault = await publisher.fault();
  if (fault) return showOverview(publishing, request, 503);
  const changes = await pendingChanges(content);
  const change = changes.find((c) => c.path === fajl);
  if (!change || !isReadText(fajl) || !entryOfFile(fajl))
    return showOverview(publishing, request, 404, { kind: "error", text: t.discardUnknown });
  const head = await content.head();
  const published = head && (await content.fileAt(head.tree, fajl));
  const now = await content.files();
  const base = new Map([...now].filter(([path]) => path === fajl));
  const saved = await content.save(
    request.session.editor,
    [{ path: fajl, contents: published === undefined ? undefined : Buffer.from(published) }],
    base,
  );
  if (!saved.ok)
    return showOverview(publishing, request, 409, { kind: "error", text: t.discardUnknown });
  publishing.log?.info("content.draft_discarded", { path: fajl, editor: request.session.editor });
  return redirect(request.res, "/admin?done=discarded");
}

/** A new preview, opened at the page the editor's button names, or the page says why not. */
async function makePreview(publishing: Publishing, request: AdminRequest) {
  const fields = await readPublishFields(request.req);
  const entries = chosenEntries(fields);
  if (entries?.length === 0)
    return showOverview(publishing, request, 400, { kind: "error", text: t.chooseEntries });
  return previewOf(publishing, request, { ...(entries && { entries }) }, fields.oldal ?? "");
}

/** Makes a preview of `what` and opens it (at `page`, or its list of pages). */
async function previewOf(
  publishing: Publishing,
  request: AdminRequest,
  what: Parameters<Publisher["makePreview"]>[0],
  page = "",
) {
  const result = await publishing.publisher.makePreview(what);
  if (result.ok)
    return redirect(
      request.res,
      pageRoutes.some(({ path }) => path === page) ? `${previewPrefix}${page}` : "/admin#preview",
    );
  if ("fault" in result) return showOverview(publishing, request, 503);
  return showOverview(
    publishing,
    request,
    422,
    result.limit
      ? { kind: "error", text: t.releaseStopped(result.limit) }
      : { kind: "error", text: t.previewFailed, lines: result.errors.map(forStaff) },
  );
}

/** The content's history for scripts, or the fault that keeps it from being read. */
async function historyJson(publishing: Publishing, { res }: AdminRequest) {
  const fault = await publishing.publisher.fault();
  if (fault) return sendJson(res, 503, { fault, error: t.fault[fault] });
  return sendJson(res, 200, { commits: await publishing.content.history(100) });
}

export function publishingRoutes(deps: PublishingDeps): Route[] {
  const publishing: Publishing = { ...deps, versions: new VersionHistory(deps.content) };
  const step =
    (run: (publishing: Publishing, request: AdminRequest) => Promise<void> | void) =>
    (request: AdminRequest) =>
      run(publishing, request);
  return [
    { method: "POST", path: "/admin/discard", handle: step(discardDraft) },
    {
      method: "GET",
      path: "/admin",
      handle: (request) => showOverview(publishing, request, 200, doneMessage(request.query)),
    },
    { method: "POST", path: "/admin/publish", handle: step(publish) },
    { method: "POST", path: "/admin/api/publish", handle: step(publish) },
    { method: "GET", path: "/admin/undo", handle: step(confirmUndo) },
    { method: "POST", path: "/admin/undo", handle: step(undo) },
    { method: "POST", path: "/admin/api/undo", handle: step(undo) },
    { method: "POST", path: "/admin/preview", handle: step(makePreview) },
    { method: "GET", path: "/admin/api/history", handle: step(historyJson) },
    ...scheduleRoutes(deps.scheduler, {
      show: (request, status, message) => showOverview(publishing, request, status, message),
      preview: (request, compose) => previewOf(publishing, request, { compose }),
    }),
  ];
}
