/**
 * Languages in step, at /admin/languages: each page (home, the services, terms, privacy) with
 * the date each language's file last changed, from the content's history, and
 * whether it has an unpublished change. A page is marked when its languages changed apart:
 * the newest change (published or not) did not touch every language, so a language may still
 * carry the old wording.
 */
import { entryFile, serviceEntry } from "../../app/content/keystatic.config.ts";
import { type Language, languages } from "../../app/site/language.ts";
import { type PageId, pageIds } from "../../app/site/pages.ts";
import { isServiceKey } from "../../app/site/services.ts";
import { type ContentStore, pendingChanges } from "../content-store/index.ts";
import type { Publisher } from "../release/lifecycle/publisher.ts";
import {
  type LanguageState,
  languagesPage,
  languagesPath,
  type PageStep,
} from "./languages-page.ts";
import { messages } from "./messages.ts";
import { flash, frameFor, page } from "./pages.ts";
import { sendHtml } from "./respond.ts";
import type { Route } from "./route.ts";

/** The Keystatic entry of a page in a language. */
export const entryOf = (page: PageId, language: Language) =>
  isServiceKey(page) ? serviceEntry(page, language) : `${page}-${language}`;

/** Which languages lag behind the newest change of the page: none when they changed together. */
export function behindOf(states: readonly LanguageState[]): Language[] {
  if (states.some((s) => s.pending)) return states.filter((s) => !s.pending).map((s) => s.language);
  const newest = states.reduce<LanguageState | undefined>(
    (latest, s) => (latest === undefined || (s.date ?? "") > (latest.date ?? "") ? s : latest),
    undefined,
  );
  return states.filter((s) => s.commit !== newest?.commit).map((s) => s.language);
}

export async function pageSteps(content: ContentStore, pendingFiles: readonly string[]) {
  const fileOf = (page: PageId, language: Language) => entryFile(entryOf(page, language));
  const files = pageIds.flatMap((page) => languages.map((language) => fileOf(page, language)));
  const last = await content.lastChanges(files);
  const pending = new Set(pendingFiles);
  return pageIds.map((page): PageStep => {
    const states = languages.map((language): LanguageState => {
      const file = fileOf(page, language);
      return {
        language,
        entry: entryOf(page, language),
        ...last.get(file),
        pending: pending.has(file),
      };
    });
    return { page, languages: states, behind: behindOf(states) };
  });
}

export function languagesRoutes(deps: {
  content: ContentStore;
  publisher: Publisher;
  editorUrl?: string;
}): Route[] {
  return [
    {
      method: "GET",
      path: languagesPath,
      handle: async (request) => {
        const frame = frameFor(request, languagesPath, deps.editorUrl);
        // An unusable repository is named, and nothing is read from it.
        const fault = await deps.publisher.fault();
        if (fault) {
          const paused = flash({ kind: "error", text: messages.hu.fault[fault] });
          return sendHtml(request.res, 503, page(frame, messages.hu.nav.languages, paused));
        }
        const changes = await pendingChanges(deps.content);
        const steps = await pageSteps(
          deps.content,
          changes.map((change) => change.path),
        );
        sendHtml(request.res, 200, languagesPage(frame, steps, deps.editorUrl));
      },
    },
  ];
}
