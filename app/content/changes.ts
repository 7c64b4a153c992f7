/**
 * What a change of one content file means, in the editor's words: "Csomagárak · Ingatlanvédelem
 * · Prémium csomag ára: 349 000 Ft → 359 000 Ft". The history and the undo's confirmation say
 * each version this way, never by file path or commit. Short values are shown old → new;
 * longer ones only as changed. What the editor adds by itself on a save (empty lists, a
 * select's default, its key order) is no change (normalise.ts); a photo replaced is one line.
 */
import { photosEntry } from "../site/hero-photos.ts";
import { type ServiceKey, serviceFacts, serviceKeys } from "../site/services.ts";
import { entryLabel, entryOfFile, fieldName } from "./field-names.ts";
import { normalisedPair } from "./normalise.ts";
import { limitProblem, readContentText } from "./read-limits.ts";
import { formatWholeNumber } from "./whole-number.ts";

/** Values longer than this are named, not quoted. */
const shortValue = 60;

type Leaves = Map<string, unknown>;

/** The key of a list's length among a file's values. */
const length = "#length";

/** Every value of a file's data by its dotted path; a list is one value per item. */
function leaves(data: unknown, path = "", into: Leaves = new Map()): Leaves {
  if (data !== null && typeof data === "object") {
    for (const [key, value] of Object.entries(data))
      leaves(value, path ? `${path}.${key}` : key, into);
    if (Array.isArray(data)) into.set(`${path}${length}`, data.length);
  } else into.set(path, data);
  return into;
}

/**
 * A file's data: YAML, or a Markdoc file's front matter and its body as one text, read within
 * the reader's limits (read-limits.ts); undefined when it cannot be.
 */
function dataOf(file: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  const read = readContentText(file, text);
  return read.ok ? read.data : undefined;
}

/** A value as staff read it: prices in forints with grouped digits, texts in quotes. */
function shown(key: string, path: string, value: unknown): string {
  if (typeof value === "number")
    return key.startsWith("prices-") && path.endsWith(".price")
      ? `${formatWholeNumber(value)} Ft`
      : formatWholeNumber(value);
  if (typeof value === "string") return `„${value}”`;
  return "üres";
}

/** A field whose value differs between two texts of an entry's file. */
export interface FieldChange {
  /** Its dotted path in the file; a list that grew or shrank is named by its own path. */
  path: string;
  was: unknown;
  is: unknown;
  /** The list grew or shrank: `was` and `is` are its lengths. */
  resized: boolean;
}

/**
 * The fields that differ between two texts of an entry's file. A list that grew or shrank is
 * one change; its items that came or went are not listed.
 */
export function changedFields(file: string, before: string, after: string): FieldChange[] {
  const [was, is] = normalisedPair(file, dataOf(file, before), dataOf(file, after));
  const old = leaves(was);
  const now = leaves(is);
  const paths = [...new Set([...old.keys(), ...now.keys()])].filter(
    (path) => !Object.is(old.get(path), now.get(path)),
  );
  const resized = paths
    .filter((path) => path.endsWith(length))
    .map((path) => path.slice(0, -length.length));
  const cameOrWent = (path: string) =>
    (old.get(path) === undefined || now.get(path) === undefined) &&
    resized.some((list) => path.startsWith(`${list}.`));
  return paths
    .filter((path) => !cameOrWent(path))
    .map((path) => {
      const [was, is] = [old.get(path), now.get(path)];
      return path.endsWith(length)
        ? { path: path.slice(0, -length.length), was: was ?? 0, is: is ?? 0, resized: true }
        : { path, was, is, resized: false };
    });
}

/**
 * Whether two texts of a file say the same to staff: both readable, and no field differs once
 * what the editor adds by itself is left out. A save of such a text keeps the file as it was.
 */
export function sameContent(file: string, before: string, after: string): boolean {
  if (before === after) return true;
  if (dataOf(file, before) === undefined || dataOf(file, after) === undefined) return false;
  return changedFields(file, before, after).length === 0;
}

/** A changed file: its path, its text before and after (undefined: it did not exist). */
export interface FileTexts {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

/**
 * The changes of several files (one save, publish or undo) as the editor names them. A hero
 * photo replaced — its file new or rewritten, the old one gone, photos.yaml naming the new
 * one — is one line: "Biztonságtechnika · nyitókép: új fotó".
 */
export function describeChanges(files: readonly FileTexts[]): string[] {
  const photos = new Map<ServiceKey, "új fotó" | "fotó törölve">();
  const note = (service: ServiceKey, gone: boolean) => {
    if (photos.get(service) !== "új fotó") photos.set(service, gone ? "fotó törölve" : "új fotó");
  };
  const lines: string[] = [];
  for (const { path, before, after } of files) {
    const service = photoServiceOf(path);
    if (service) {
      note(service, after === undefined);
      continue;
    }
    if (isPhotosList(path) && before !== undefined && after !== undefined) {
      const changed = changedFields(path, before, after);
      const services = changed.map(({ path: field }) => serviceKeys.find((key) => key === field));
      if (services.every(Boolean)) {
        for (const [index, key] of services.entries())
          if (key) note(key, changed[index]?.is === undefined);
        continue;
      }
    }
    lines.push(...describeChange(path, before, after));
  }
  for (const [service, what] of photos) lines.push(`${photoLabel(service)}: ${what}`);
  return lines;
}

/** How the editor names a content file ("Angol · Takarítás"); undefined for another file. */
export function entryNameOfFile(file: string): string | undefined {
  const service = photoServiceOf(file);
  if (service) return photoLabel(service);
  const key = entryOfFile(file);
  return key ? entryLabel(key) : undefined;
}

/** A file's change as the editor names it, a line per changed field. */
export function describeChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
): string[] {
  const key = entryOfFile(file);
  const service = photoServiceOf(file);
  if (service)
    return [`${photoLabel(service)}: ${after === undefined ? "fotó törölve" : "új fotó"}`];
  if (!key) return [`${after === undefined ? "Törölt" : "Módosított"} fájl a tartalomban`];
  const label = entryLabel(key);
  if (before === undefined) return [`${label}: új bejegyzés`];
  if (after === undefined) return [`${label}: bejegyzés törölve`];
  // A file past the reader's limits is said as such, not compared field by field.
  const read = readContentText(file, after);
  if (!read.ok && read.problem.kind !== "syntax") return [limitProblem(file, read.problem)];
  return changedFields(file, before, after).map(({ path, was, is, resized }) => {
    const field = `${label} · ${fieldName(key, path)}`;
    if (resized) {
      const [from, to] = [Number(was), Number(is)];
      return `${field}: ${to > from ? `${to - from} új elem` : `${from - to} elem törölve`}`;
    }
    const short = [was, is].every(
      (value) => typeof value !== "string" || value.length <= shortValue,
    );
    return short
      ? `${field}: ${shown(key, path, was)} → ${shown(key, path, is)}`
      : `${field}: a szöveg módosult`;
  });
}

/** "photos/security.jpg" → "security" (a hero photo's file's service), else undefined. */
function photoServiceOf(file: string): ServiceKey | undefined {
  const match = new RegExp(`^(?:content/)?${photosEntry}/([^/.]+)\\.\\w+$`).exec(file);
  return serviceKeys.find((key) => key === match?.[1]);
}

/** "photos.yaml", the list of which file is each service's photo. */
const isPhotosList = (file: string) => file.replace(/^content\//, "") === `${photosEntry}.yaml`;

/** A service's hero photo in words: "Biztonságtechnika · nyitókép". */
const photoLabel = (service: ServiceKey) => `${serviceFacts(service).inquiryLabel} · nyitókép`;
