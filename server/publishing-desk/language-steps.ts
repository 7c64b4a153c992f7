/**
 * Whether each page's languages changed together, worked out from the content's history and
 * its working copy through the content store, so either back-end says the same:
 * - a page's languages are apart when its newest change (published or not) did not touch every
 *   language; a language left behind is listed with the fields the newer languages changed
 *   since it last changed or was checked, by the names the editor gives them;
 * - a check mark (check-marks.ts) keeps a language in step until another language of the page
 *   changes again;
 * - a service's photo alt texts are flagged when its photo was replaced after them, until the
 *   alt text changes or the language is checked.
 */
import { fieldName } from "../../app/content/field-names.ts";
import { entryFile, serviceEntry } from "../../app/content/keystatic.config.ts";
import { isPhotoFileName, photoServices, photosEntry } from "../../app/site/hero-photos.ts";
import { hungarianNames, type Language, languages } from "../../app/site/language.ts";
import { type PageId, pageIds } from "../../app/site/pages.ts";
import { isServiceKey } from "../../app/site/services.ts";
import { staffPageName } from "../../app/site/staff-names.ts";
import { type ContentStore, pendingChanges, type Version } from "../content-store/index.ts";
import { changedContentFields, readContentData } from "../content-work/index.ts";
import { type CheckMark, checkOf, wholeHistory } from "./check-marks.ts";

/** A field of an entry: its dotted path in the file, and its name in the editor. */
export interface Field {
  path: string;
  name: string;
}

export interface LanguageState {
  language: Language;
  entry: string;
  /** The last published change. */
  date?: string;
  commit?: string;
  /** Saved since the last publish. */
  pending: boolean;
  /** The check mark that keeps this language in step, when one does. */
  check?: { by: string; at: string };
  /** Left behind: the fields the newer languages changed since this one changed or was checked. */
  fields: Field[];
  /** The page's photo was replaced after this language's alt text: its field, to look at. */
  staleAlt?: Field;
}

export interface PageStep {
  page: PageId;
  languages: LanguageState[];
  /** The languages whose last change is older than the page's newest one, and not checked since. */
  behind: Language[];
}

/** The alt text of a service's photo, in the service's entry of each language. */
const altField = "heroPhoto.alt";
/** The largest content file read (the schema's text files are at most 1 MB). */
const maxFileBytes = 1024 * 1024;

/** The Keystatic entry of a page in a language. */
export const entryOf = (page: PageId, language: Language) =>
  isServiceKey(page) ? serviceEntry(page, language) : `${page}-${language}`;

/** The file of a page in a language, relative to the content folder. */
export const pageFile = (page: PageId, language: Language) => entryFile(entryOf(page, language));

/** Which languages lag behind the newest change of the page: none when they changed together. */
export function behindOf(
  states: readonly Pick<LanguageState, "language" | "date" | "commit" | "pending">[],
): Language[] {
  if (states.some((s) => s.pending)) return states.filter((s) => !s.pending).map((s) => s.language);
  const newest = states.reduce<(typeof states)[number] | undefined>(
    (latest, s) => (latest === undefined || (s.date ?? "") > (latest.date ?? "") ? s : latest),
    undefined,
  );
  return states.filter((s) => s.commit !== newest?.commit).map((s) => s.language);
}

/** What every page's step is worked out from, read once. */
interface Seen {
  content: ContentStore;
  head: { hash: string; tree: string } | undefined;
  /** The working copy: each file's blob SHA. */
  working: Map<string, string>;
  pending: Set<string>;
  /** Newest first. */
  versions: Version[];
  checks: CheckMark[];
  /** Each photo service's photo file in the working copy. */
  photos: Map<PageId, string>;
  last: Map<string, { commit: string; date: string }>;
}

async function look(content: ContentStore): Promise<Seen> {
  const [head, working, pending, versions, photosText] = await Promise.all([
    content.head(),
    content.files(),
    pendingChanges(content),
    wholeHistory(content),
    readText(content, `${photosEntry}.yaml`),
  ]);
  const photos = await photoFiles(photosText);
  const files = pageIds.flatMap((page) => languages.map((language) => pageFile(page, language)));
  return {
    content,
    head,
    working,
    pending: new Set(pending.map((change) => change.path)),
    versions,
    checks: versions.flatMap((version) => checkOf(version) ?? []),
    photos,
    last: await content.lastChanges([...files, ...photos.values()]),
  };
}

const readText = async (content: ContentStore, path: string) =>
  (await content.read(path, maxFileBytes))?.toString("utf8");

/** Each photo service's photo file, as photos.yaml names it. */
async function photoFiles(text: string | undefined): Promise<Map<PageId, string>> {
  const data = text === undefined ? undefined : await readContentData(`${photosEntry}.yaml`, text);
  const names = (data ?? {}) as Record<string, unknown>;
  return new Map(
    photoServices.flatMap(({ service }) => {
      const name = names[service];
      return typeof name === "string" && isPhotoFileName(name)
        ? [[service, `${photosEntry}/${name}`] as const]
        : [];
    }),
  );
}

/** The files a check of `language` of `page` is made against: its other languages, its photo. */
export async function checkedFiles(
  content: ContentStore,
  page: PageId,
  language: Language,
): Promise<string[]> {
  const photo = (await photoFiles(await readText(content, `${photosEntry}.yaml`))).get(page);
  const others = languages.filter((other) => other !== language);
  return [...others.map((other) => pageFile(page, other)), ...(photo ? [photo] : [])];
}

/** Every page's step; without `fields`, no language lists its fields (the publishing page). */
export async function pageSteps(
  content: ContentStore,
  { fields = true } = {},
): Promise<PageStep[]> {
  const seen = await look(content);
  return Promise.all(pageIds.map((page) => stepOf(seen, page, fields)));
}

async function stepOf(seen: Seen, page: PageId, withFields: boolean): Promise<PageStep> {
  const states = languages.map((language) => {
    const file = pageFile(page, language);
    const entry = entryOf(page, language);
    return { language, entry, ...seen.last.get(file), pending: seen.pending.has(file) };
  });
  const apart = behindOf(states);
  const photo = seen.photos.get(page);
  const beforePhoto = photo === undefined ? undefined : await treeBeforePhoto(seen, photo);
  const done = await Promise.all(
    states.map(async (state): Promise<LanguageState & { behind: boolean }> => {
      const { language } = state;
      const mark = seen.checks.find((c) => c.page === page && c.language === language);
      const holds = (path: string) => mark?.against.get(path) === seen.working.get(path);
      const others = languages.filter((other) => other !== language);
      const keeps =
        mark && apart.includes(language) && others.every((o) => holds(pageFile(page, o)));
      const file = pageFile(page, language);
      const staleAlt =
        photo && beforePhoto && !holds(photo) && (await altUnchanged(seen, beforePhoto, file))
          ? { path: altField, name: fieldName(state.entry, altField) }
          : undefined;
      const check = keeps ? { by: mark.by, at: mark.at } : undefined;
      const newer = languages.filter((other) => !apart.includes(other));
      // Behind only while the newer languages' fields still differ from what this one last
      // saw: an undo that brought every language back leaves none behind.
      const lagging = apart.includes(language) && !keeps;
      const since = lagging ? await fieldsSince(seen, page, state, mark, newer) : [];
      const behind = lagging && (since === undefined || since.length > 0);
      return { ...state, check, fields: withFields ? (since ?? []) : [], staleAlt, behind };
    }),
  );
  const behind = apart.filter((language) => done.some((s) => s.language === language && s.behind));
  return { page, languages: done.map(({ behind: _, ...state }) => state), behind };
}

const treeOf = async (seen: Seen, hash: string) => (await seen.content.resolve(hash))?.tree;

/**
 * The version before the current photo came: the published one for a photo saved since, the
 * one before the photo's publish otherwise; none when the photo is the first version's.
 */
async function treeBeforePhoto(seen: Seen, photo: string): Promise<string | undefined> {
  if (seen.pending.has(photo)) return seen.head?.tree;
  const commit = seen.last.get(photo)?.commit;
  const index = seen.versions.findIndex((version) => version.hash === commit);
  const before = index >= 0 ? seen.versions[index + 1] : undefined;
  return before && treeOf(seen, before.hash);
}

/** The fields of a working-copy file that changed since `tree`; undefined when either has none. */
async function changedSince(seen: Seen, tree: string, file: string) {
  const [before, now] = await Promise.all([
    seen.content.fileAt(tree, file),
    readText(seen.content, file),
  ]);
  if (before === undefined || now === undefined) return undefined;
  // On the content thread, within its budget; a file it cannot read lists no fields.
  return changedContentFields(file, before, now).catch(() => undefined);
}

/** Whether a language's alt text is still what it was in `tree`. */
async function altUnchanged(seen: Seen, tree: string, file: string): Promise<boolean> {
  const changes = await changedSince(seen, tree, file);
  return changes !== undefined && !changes.some((change) => change.path === altField);
}

/**
 * The fields the newer languages of a page changed since `state`'s language last changed or
 * was checked (whichever is newer), named as the editor names them in that language's entry;
 * undefined when that version is not known.
 */
async function fieldsSince(
  seen: Seen,
  page: PageId,
  state: Pick<LanguageState, "entry" | "commit">,
  mark: CheckMark | undefined,
  newer: readonly Language[],
): Promise<Field[] | undefined> {
  const since = [state.commit, mark?.hash]
    .map((hash) => seen.versions.findIndex((version) => version.hash === hash))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  const version = since === undefined ? undefined : seen.versions[since];
  const tree = version && (await treeOf(seen, version.hash));
  if (!tree) return undefined;
  const paths = new Set<string>();
  for (const language of newer) {
    const changes = await changedSince(seen, tree, pageFile(page, language));
    for (const change of changes ?? []) paths.add(change.path);
  }
  return [...paths].map((path) => ({ path, name: fieldName(state.entry, path) }));
}

/** Each page with alt texts to look at, and in which languages: "Biztonságtechnika: angol". */
export const staleAlts = (steps: readonly PageStep[]): string[] =>
  steps.flatMap(({ page, languages: states }) => {
    const stale = states.filter((state) => state.staleAlt).map((s) => hungarianNames[s.language]);
    return stale.length > 0 ? [`${staffPageName(page)}: ${stale.join(", ")}`] : [];
  });
