/**
 * Publishing: the overview (unpublished changes, preview, history), publish, undo, making a
 * preview, and the history as JSON. A publish's or undo's answer is JSON for scripts, and the
 * overview (or a redirect to it) for the form.
 */

import type { Publisher, PublishResult } from "../release/lifecycle/publisher.ts";
import type { Author, ContentRepo } from "./content-repo.ts";
import { messages } from "./messages.ts";
import { type Flash, frameFor } from "./pages.ts";
import { overviewPage } from "./publishing-page.ts";
import { readFields, redirect, sendHtml, sendJson, wantsJson } from "./respond.ts";
import type { AdminRequest, Route } from "./route.ts";

const t = messages.hu;

/** The commit identity of an editor: their name, and a made-up address git requires. */
export function authorOf(name: string): Author {
  const local = name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/^\.+|\.+$/g, "");
  return { name, email: `${local || "editor"}@editor.invalid` };
}

export function publishingRoutes(deps: {
  repo: ContentRepo;
  publisher: Publisher;
  editorUrl?: string;
}): Route[] {
  const { repo, publisher } = deps;
  const frame = (request: AdminRequest) => frameFor(request, "/admin", deps.editorUrl);

  async function overview(request: AdminRequest, status = 200, message?: Flash) {
    // An unusable repository is named, and nothing is read from it.
    const fault = await publisher.fault();
    const [pending, history] = fault
      ? [[], []]
      : await Promise.all([
          publisher.busy ? Promise.resolve([]) : repo.changes(),
          repo.history(50),
        ]);
    const shown = message ?? (fault ? { kind: "error" as const, text: t.fault[fault] } : undefined);
    sendHtml(
      request.res,
      status,
      overviewPage(frame(request), {
        pending,
        history,
        message: shown,
        previewAt: publisher.preview?.at,
      }),
    );
  }

  function doneMessage(query: URLSearchParams): Flash | undefined {
    const seconds = Number(query.get("s")) || 0;
    if (query.get("done") === "published") return { kind: "notice", text: t.published(seconds) };
    if (query.get("done") === "undone") return { kind: "notice", text: t.undone };
    return undefined;
  }

  function answer(request: AdminRequest, result: PublishResult, done: string) {
    const { req, res } = request;
    const status = result.ok
      ? 200
      : result.reason === "build"
        ? 422
        : result.reason === "unknown"
          ? 404
          : result.reason === "fault"
            ? 503
            : 409;
    if (wantsJson(req)) return sendJson(res, status, result);
    if (result.ok)
      return redirect(
        res,
        `/admin?done=${done}&s=${Math.max(1, Math.round(result.buildMs / 1000))}`,
      );
    const message: Flash =
      result.reason === "build"
        ? result.limit
          ? { kind: "error", text: t.releaseStopped(result.limit) }
          : { kind: "error", text: t.buildFailed, lines: result.errors }
        : result.reason === "fault"
          ? { kind: "error", text: t.fault[result.fault] }
          : {
              kind: "error",
              text: {
                unchanged: t.unchanged,
                unpublished: t.unpublished,
                unknown: t.unknownVersion,
              }[result.reason],
            };
    return overview(request, status, message);
  }

  const publish = async (request: AdminRequest) =>
    answer(request, await publisher.publish(authorOf(request.session.editor)), "published");

  async function undo(request: AdminRequest) {
    const { commit = "" } = await readFields(request.req);
    return answer(
      request,
      await publisher.undo(authorOf(request.session.editor), commit),
      "undone",
    );
  }

  return [
    {
      method: "GET",
      path: "/admin",
      handle: (request) => overview(request, 200, doneMessage(request.query)),
    },
    { method: "POST", path: "/admin/publish", handle: publish },
    { method: "POST", path: "/admin/api/publish", handle: publish },
    { method: "POST", path: "/admin/undo", handle: undo },
    { method: "POST", path: "/admin/api/undo", handle: undo },
    {
      method: "POST",
      path: "/admin/preview",
      handle: async (request) => {
        const result = await publisher.makePreview();
        if (result.ok) return redirect(request.res, "/admin#preview");
        if ("fault" in result) return overview(request, 503);
        return overview(
          request,
          422,
          result.limit
            ? { kind: "error", text: t.releaseStopped(result.limit) }
            : { kind: "error", text: t.previewFailed, lines: result.errors },
        );
      },
    },
    {
      method: "GET",
      path: "/admin/api/history",
      handle: async ({ res }) => {
        const fault = await publisher.fault();
        if (fault) return sendJson(res, 503, { fault, error: t.fault[fault] });
        return sendJson(res, 200, { commits: await repo.history(100) });
      },
    },
  ];
}
