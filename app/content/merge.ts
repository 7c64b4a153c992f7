/**
 * A scheduled change brought onto content that moved on since it was scheduled: the fields it
 * changes (from `base`, the version it was made against, to `theirs`) are set on `ours` (the
 * version now) when `ours` left them as they were. When both changed the same field — a later
 * publish set a price the scheduled change sets too — nothing is merged: the change is held
 * and the fields are named as the editor names them. Only a YAML entry's fields merge; a
 * Markdoc text or a photo is one field, its whole file.
 */
import { changedFields } from "./changes.ts";
import { entryLabel, entryOfFile, fieldName } from "./field-names.ts";
import { readContentText, writeYaml } from "./read-limits.ts";

export type Merged =
  /** The file as it should be; undefined: no such file. */
  | { ok: true; text: string | undefined }
  /** Both changed these fields (the editor's words). */
  | { ok: false; fields: string[] };

/** Two field paths touch: the same field, or one holds the other (a list and its item). */
const touch = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

/** The entry of a file as the editor names it: a Markdoc text's or a photo's one field. */
export const fileEntryName = (file: string) => {
  const key = entryOfFile(file);
  return key ? entryLabel(key) : "Egy fájl a tartalomban";
};

function dataOf(file: string, text: string): unknown {
  const read = readContentText(file, text);
  return read.ok ? read.data : undefined;
}

/** Sets (or, for undefined, removes) the value at a dotted path, creating objects on the way. */
function setAt(data: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  let at: Record<string, unknown> = data;
  for (const part of parts) {
    const next = at[part];
    if (next === null || typeof next !== "object") at[part] = {};
    at = at[part] as Record<string, unknown>;
  }
  if (value === undefined) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = value;
}

function valueAt(data: unknown, path: string): unknown {
  let at = data;
  for (const part of path.split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/**
 * `theirs`'s changes since `base` on top of `ours`. With `prefer: "theirs"`, a field both
 * changed takes theirs (staff bring a held change back to edit it), so it never fails.
 */
export function mergeFile(
  file: string,
  texts: { base: string | undefined; ours: string | undefined; theirs: string | undefined },
  prefer: "none" | "theirs" = "none",
): Merged {
  const { base, ours, theirs } = texts;
  if (theirs === base || theirs === ours) return { ok: true, text: ours };
  if (ours === base) return { ok: true, text: theirs };
  // Both moved on from the base.
  const whole: Merged =
    prefer === "theirs" ? { ok: true, text: theirs } : { ok: false, fields: [fileEntryName(file)] };
  if (!file.endsWith(".yaml") || base === undefined || ours === undefined || theirs === undefined)
    return whole;
  const [was, now, wanted] = [dataOf(file, base), dataOf(file, ours), dataOf(file, theirs)];
  if (!was || !wanted || now === null || typeof now !== "object" || Array.isArray(now))
    return whole;
  const scheduled = changedFields(file, base, theirs);
  const published = changedFields(file, base, ours).map(({ path }) => path);
  const both = scheduled.filter(({ path }) => published.some((other) => touch(path, other)));
  if (both.length > 0 && prefer !== "theirs") {
    const key = entryOfFile(file);
    const label = fileEntryName(file);
    const named = both.map(({ path }) => `${label} · ${key ? fieldName(key, path) : path}`);
    return { ok: false, fields: named };
  }
  const merged = structuredClone(now) as Record<string, unknown>;
  for (const { path } of scheduled) setAt(merged, path, structuredClone(valueAt(wanted, path)));
  return { ok: true, text: writeYaml(merged) };
}
