/**
 * Languages in step, at /admin/languages: each page (home, the services, terms, privacy) with
 * the date each language's file last changed, from the content repository's history, and
 * whether it has an unpublished change. A page is marked when its languages changed apart:
 * the newest change (published or not) did not touch every language, so a language may still
 * carry the old wording.
 */
import { entryFile, serviceEntry } from "../../app/content/keystatic.config.ts";
import { type Language, languages } from "../../app/site/language.ts";
import { type PageId, pageIds } from "../../app/site/pages.ts";
import { isServiceKey } from "../../app/site/services.ts";
import type { Publisher } from "../release/lifecycle/publisher.ts";
import type { ContentRepo } from "./content-repo.ts";
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

/**
 * A content file as the repository names it: as is when the content folder is the work tree,
 * below the folder when the repository is the site's own checkout (content-repo.ts).
 */
function repoPath(repo: ContentRepo, file: string): string {
  const [folder] = repo.paths;
  return repo.paths.length === 1 && folder && folder !== "." ? `${folder}/${file}` : file;
}

export async function pageSteps(repo: ContentRepo, pendingFiles: readonly string[]) {
  const fileOf = (page: PageId, language: Language) =>
    repoPath(repo, entryFile(entryOf(page, language)));
  const files = pageIds.flatMap((page) => languages.map((language) => fileOf(page, language)));
  const last = await repo.lastChanges(files);
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
  repo: ContentRepo;
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
        const changes = deps.publisher.busy ? [] : await deps.repo.changes();
        const steps = await pageSteps(
          deps.repo,
          changes.map((change) => change.path),
        );
        sendHtml(request.res, 200, languagesPage(frame, steps, deps.editorUrl));
      },
    },
  ];
}
