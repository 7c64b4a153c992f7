/**
 * A content file's data as staff changed it, without what the editor adds by itself: Keystatic
 * writes every field of its schema on a save, so a file that had no `stats` gets `stats: []`,
 * a cleared text `""`, a select its default, in the schema's key order. Compared through this,
 * a save says only what staff changed (app/content/changes.ts: the history, the pending list,
 * the languages page), and a save that changed nothing but those keeps the file as it was
 * (server/keystatic/content-guard.ts). Works on parsed data only, so it does not depend on how
 * the YAML is read.
 */
import type { ComponentSchema } from "@keystatic/core";
import { childOf, entryOfFile, entrySchema } from "./field-names.ts";

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether a value says nothing: absent, null, an empty text, list or object. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return isRecord(value) && Object.values(value).every(isEmpty);
}

/**
 * The data with every empty value (isEmpty) left out, at any depth; a list keeps its items in
 * place (an empty item stays, as `null`, so the items after it keep their numbers). Key order
 * is kept but means nothing to a comparison by path.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value))
    return value.length === 0 ? undefined : value.map((item) => withoutEmpty(item) ?? null);
  if (isRecord(value)) {
    const kept = Object.entries(value).flatMap(([key, item]) => {
      const left = withoutEmpty(item);
      return left === undefined ? [] : [[key, left] as const];
    });
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return isEmpty(value) ? undefined : value;
}

/** A form field's default as Keystatic writes it, when it has a plain one. */
function defaultOf(field: ComponentSchema | undefined): unknown {
  if (field?.kind !== "form" || !("defaultValue" in field)) return undefined;
  try {
    const value = (field.defaultValue as () => unknown)();
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `after` without the fields `before` did not have whose value is the schema's default for
 * them: the editor wrote them, not staff (a select left at its first choice).
 */
function withoutAddedDefaults(
  after: unknown,
  before: unknown,
  field: ComponentSchema | undefined,
): unknown {
  if (Array.isArray(after))
    return after.map((item, index) =>
      withoutAddedDefaults(
        item,
        Array.isArray(before) ? before[index] : undefined,
        field && childOf(field, String(index)),
      ),
    );
  if (!isRecord(after)) return after;
  const kept: Data = {};
  for (const [key, value] of Object.entries(after)) {
    const was = isRecord(before) ? before[key] : undefined;
    const child = field && childOf(field, key);
    const fallback = defaultOf(child);
    if (was === undefined && fallback !== undefined && Object.is(value, fallback)) continue;
    kept[key] = withoutAddedDefaults(value, was, child);
  }
  return kept;
}

/**
 * Two versions of a file's data as they are compared: empty values left out of both, and the
 * defaults the editor added to the newer left out of it. `file` is relative to the content
 * folder (or starts with `content/`); a file of no entry is only cleared of empty values.
 */
export function normalisedPair(file: string, before: unknown, after: unknown): [unknown, unknown] {
  const key = entryOfFile(file);
  const schema = key ? entrySchema(key) : undefined;
  return [withoutEmpty(before), withoutEmpty(withoutAddedDefaults(after, before, schema))];
}
