/**
 * A check mark: a staff member looked at one language of a page and found nothing to change
 * ("Ellenőrizve, nem kell módosítani"). It is a version of the content's history that changes
 * no file: its tree is the published one, so no release is made, and it travels wherever the
 * history goes (either store, a backup). Its message names the page and language, and the
 * version of each file it was checked against: the page's other languages and its photo. The
 * mark holds while those files are still at those versions (docs/decisions/017-check-marks.md).
 *
 *     Checked: home/en
 *
 *     Against: home/hu.yaml <blob sha>
 *     Against: home/de.yaml <blob sha>
 */
import { isLanguage, type Language } from "../../app/site/language.ts";
import { type PageId, pageIds } from "../../app/site/pages.ts";
import type { Author, ContentStore, Version } from "../content-store/index.ts";
import type { Publisher, PublishFault } from "../publishing/index.ts";

export interface CheckMark {
  hash: string;
  page: PageId;
  language: Language;
  by: string;
  at: string;
  /** The version (blob SHA) of each file the language was checked against, by path. */
  against: Map<string, string>;
}

const subject = /^Checked: ([a-z-]+)\/([a-z]+)$/;
const againstLine = /^Against: (\S+) ([0-9a-f]{40,64})$/;

/** More versions than a site will ever publish: the whole history. */
export const wholeHistory = (content: ContentStore) => content.history(1_000_000);

/** The check mark a version is, if it is one. */
export function checkOf(version: Version): CheckMark | undefined {
  const [, page, language] = subject.exec(version.subject) ?? [];
  if (!pageIds.some((id) => id === page) || !isLanguage(language)) return undefined;
  const against = new Map<string, string>();
  for (const line of version.body.split("\n")) {
    const [, path, sha] = againstLine.exec(line.trim()) ?? [];
    if (path && sha) against.set(path, sha);
  }
  const { hash, author: by, date: at } = version;
  return { hash, page: page as PageId, language, by, at, against };
}

export const isCheck = (version: Version): boolean => checkOf(version) !== undefined;

/** The newest version that is not a check mark: the published content's. */
export async function newestVersion(content: ContentStore): Promise<Version | undefined> {
  for (let limit = 16; ; limit *= 4) {
    const versions = await content.history(limit);
    const found = versions.find((version) => !isCheck(version));
    if (found || versions.length < limit) return found;
  }
}

/**
 * Records that `language` of `page` was checked against `files` as they are now in the working
 * copy. It waits for a publish in progress (here and on other instances), so it always lands
 * on the newest version.
 */
export function recordCheck(
  deps: { content: ContentStore; publisher: Publisher },
  author: Author,
  mark: { page: PageId; language: Language; files: readonly string[] },
): Promise<{ ok: true } | { ok: false; fault: PublishFault }> {
  const { content, publisher } = deps;
  return publisher.exclusive(async () => {
    const fault = await publisher.fault();
    if (fault) return { ok: false, fault };
    return content.publishing(async () => {
      const head = await content.head();
      if (!head) throw new Error("nothing was ever published");
      const working = await content.files();
      const lines = mark.files.flatMap((path) => {
        const sha = working.get(path);
        return sha ? [`Against: ${path} ${sha}`] : [];
      });
      const message = [`Checked: ${mark.page}/${mark.language}`, "", ...lines].join("\n");
      // One version per distinct check: the same mark sent again (a double click, 30 requests
      // at once: they queue here) is the newest mark of this language already.
      if (await sameAsLast(content, mark, lines)) return { ok: true };
      await content.commit(head.tree, author, message, head.hash);
      return { ok: true };
    });
  });
}

/** Whether the newest check mark of the page's language is against exactly these versions. */
async function sameAsLast(
  content: ContentStore,
  mark: { page: PageId; language: Language },
  lines: readonly string[],
): Promise<boolean> {
  for (let limit = 16; ; limit *= 4) {
    const versions = await content.history(limit);
    for (const version of versions) {
      const check = checkOf(version);
      if (check?.page !== mark.page || check.language !== mark.language) continue;
      const against = [...check.against].map(([path, sha]) => `Against: ${path} ${sha}`);
      return against.length === lines.length && against.every((line, i) => line === lines[i]);
    }
    if (versions.length < limit) return false;
  }
}
