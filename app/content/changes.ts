/**
 * What a change of one content file means, in the editor's words: "Csomagárak · Ingatlanvédelem
 * · Prémium csomag ára: 349 000 Ft → 359 000 Ft". The history and the undo's confirmation say
 * each version this way, never by file path or commit. Short values are shown old → new;
 * longer ones only as changed.
 */
import { photosEntry } from "../site/hero-photos.ts";
import { serviceFacts, serviceKeys } from "../site/services.ts";
import { entryLabel, entryOfFile, fieldName } from "./field-names.ts";
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
  const old = leaves(dataOf(file, before));
  const now = leaves(dataOf(file, after));
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

/** A file's change as the editor names it, a line per changed field. */
export function describeChange(
  file: string,
  before: string | undefined,
  after: string | undefined,
): string[] {
  const key = entryOfFile(file);
  const photo = photoOf(file);
  if (photo) return [`Fotók · ${photo}: ${after === undefined ? "fotó törölve" : "új fotó"}`];
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

/** "photos/security.jpg" → "Biztonságtechnika" (a hero photo's file), else undefined. */
function photoOf(file: string): string | undefined {
  const match = new RegExp(`^(?:content/)?${photosEntry}/([^/.]+)\\.\\w+$`).exec(file);
  const service = serviceKeys.find((key) => key === match?.[1]);
  return service && `${serviceFacts(service).inquiryLabel} · nyitókép`;
}
