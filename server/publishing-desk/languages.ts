/**
 * Languages in step, at /admin/languages: each page (home, the services, terms, privacy) with
 * the date each language's file last changed and whether it has an unpublished change, the
 * fields a language left behind should look at, and the photo alt texts to look at
 * (language-steps.ts). A language can be marked checked, needing no change (check-marks.ts).
 */
import { isLanguage } from "../../app/site/language.ts";
import { pageIds } from "../../app/site/pages.ts";
import type { ContentStore } from "../content-store/index.ts";
import type { Publisher } from "../publishing/index.ts";
import { redirect } from "../shared/http.ts";
import type { AdminRequest, Flash, Route } from "../staff-frame/index.ts";
import { flash, frameFor, messages, page, readFields, sendHtml } from "../staff-frame/index.ts";
import { recordCheck } from "./check-marks.ts";
import { checkedFiles, pageSteps } from "./language-steps.ts";
import { checkPath, languagesPage, languagesPath, rowId } from "./languages-page.ts";
import { authorOf } from "./publish-fields.ts";

export function languagesRoutes(deps: {
  content: ContentStore;
  publisher: Publisher;
  editorUrl?: string;
}): Route[] {
  const { content, publisher } = deps;

  async function show(request: AdminRequest, status = 200, message?: Flash) {
    const frame = frameFor(request, languagesPath, deps.editorUrl);
    // An unusable repository is named, and nothing is read from it.
    const fault = await publisher.fault();
    if (fault) {
      const paused = flash({ kind: "error", text: messages.hu.fault[fault] });
      return sendHtml(request.res, 503, page(frame, messages.hu.nav.languages, paused));
    }
    const steps = await pageSteps(content);
    sendHtml(request.res, status, languagesPage(frame, steps, deps.editorUrl, message));
  }

  return [
    {
      method: "GET",
      path: languagesPath,
      handle: (request) =>
        show(
          request,
          200,
          request.query.get("done") === "checked"
            ? { kind: "notice", text: "Az ellenőrzés rögzítve." }
            : undefined,
        ),
    },
    {
      method: "POST",
      path: checkPath,
      handle: async (request) => {
        const { oldal, nyelv } = await readFields(request.req);
        const target = pageIds.find((id) => id === oldal);
        if (!target || !isLanguage(nyelv))
          return show(request, 400, { kind: "error", text: "Ismeretlen oldal vagy nyelv." });
        const result = await recordCheck(deps, authorOf(request.session.editor), {
          page: target,
          language: nyelv,
          files: await checkedFiles(content, target, nyelv),
        });
        if (!result.ok) return show(request, 503);
        redirect(request.res, `${languagesPath}?done=checked#${rowId(target)}`);
      },
    },
  ];
}
