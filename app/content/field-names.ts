/**
 * Entries and fields named as the editor shows them: "Csomagárak · Ingatlanvédelem" and
 * "Prémium csomag ára", not `services/property-protection/packages.yaml` and
 * `packages.premium.price`. The history, the release's problems and the checks of help texts
 * say where something is in these words.
 *
 * A field is named by the shortest tail of its labels (from the entry down to the field) that
 * no other field of the entry shares: "Oldalcím" alone, but "Érvek › 2. elem › Cím",
 * since many fields are called "Cím".
 */
import { type ComponentSchema, fields } from "@keystatic/core";
import keystaticConfig, { entryFile } from "./keystatic.config.ts";

/** The entry whose file this is (relative to the content folder), if any. */
export function entryOfFile(file: string): string | undefined {
  const plain = file.replace(/^content\//, "");
  return Object.keys(keystaticConfig.singletons ?? {}).find((key) => entryFile(key) === plain);
}

/** An entry's name in the editor's list: "Magyar · főoldal". */
export const entryLabel = (key: string): string => keystaticConfig.singletons?.[key]?.label ?? key;

/** An entry's whole schema, as one object field. */
export function entrySchema(key: string): ComponentSchema | undefined {
  if (!schemas.has(key)) {
    const entry = keystaticConfig.singletons?.[key];
    schemas.set(key, entry && fields.object(entry.schema));
  }
  return schemas.get(key);
}
/** Each entry's schema made once: the names below are worked out from the same objects. */
const schemas = new Map<string, ComponentSchema | undefined>();

/** One step from a field to the field inside it: an object's key, a list's item, a condition's value. */
export function childOf(field: ComponentSchema, part: string): ComponentSchema | undefined {
  if (field.kind === "object") return field.fields[part];
  if (field.kind === "array") return /^\d+$/.test(part) ? field.element : undefined;
  if (field.kind === "conditional") {
    if (part === "discriminant") return field.discriminant;
    // The value's field depends on the choice: stepsTo tries each.
    return part === "value" ? Object.values(field.values)[0] : undefined;
  }
  return undefined;
}

/** The label a field carries in the editor, where it has one. */
export function labelOf(field: ComponentSchema): string | undefined {
  if (field.kind === "array" || field.kind === "object") return field.label;
  if (field.kind === "form" && "label" in field) return field.label;
  if (field.kind === "conditional") return field.discriminant.label;
  return undefined;
}

/** A step of a field's path in words: its label, or "3. elem" for a list's item. */
type Step = { label: string; item?: number };

function stepsTo(field: ComponentSchema, path: readonly string[]): Step[] | undefined {
  const [part, ...rest] = path;
  if (part === undefined) return [];
  if (field.kind === "conditional") {
    // The condition's label is the field's own: its choice and its value add no step.
    if (part === "discriminant") return rest.length === 0 ? [] : undefined;
    if (part !== "value") return undefined;
    for (const value of Object.values(field.values)) {
      const found = stepsTo(value, rest);
      if (found) return found;
    }
    return undefined;
  }
  const child = childOf(field, part);
  const below = child && stepsTo(child, rest);
  if (!child || !below) return undefined;
  if (field.kind === "array") return [{ label: "elem", item: Number(part) + 1 }, ...below];
  const label = labelOf(child);
  return label ? [{ label }, ...below] : below;
}

/** Every field's labels in an entry, a list's items as one "elem": what a name must tell apart. */
function allLabels(field: ComponentSchema, above: readonly string[]): string[][] {
  const labelled = (child: ComponentSchema) => {
    const label = labelOf(child);
    return label ? [...above, label] : [...above];
  };
  if (field.kind === "object")
    return Object.values(field.fields).flatMap((child) => allLabels(child, labelled(child)));
  if (field.kind === "array") return allLabels(field.element, [...above, "elem"]);
  if (field.kind === "conditional")
    return [[...above], ...Object.values(field.values).flatMap((value) => allLabels(value, above))];
  return [[...above]];
}

/** `allLabels` of an entry's schema, worked out once for each (a schema never changes). */
const entryLabels = new WeakMap<ComponentSchema, string[][]>();
function labelsOf(root: ComponentSchema): string[][] {
  let labels = entryLabels.get(root);
  if (!labels) {
    labels = allLabels(root, []);
    entryLabels.set(root, labels);
  }
  return labels;
}

const sameTail = (a: readonly string[], b: readonly string[], length: number) =>
  a.length >= length && a.slice(-length).join("\u0000") === b.slice(-length).join("\u0000");

/** A field of an entry (its dotted path in the file) named as the editor shows it. */
export function fieldName(key: string, path: string): string {
  const asked = `${key}\u0000${path}`;
  let name = names.get(asked);
  if (name === undefined) {
    // Bounded: paths come from what editors write.
    if (names.size >= 10_000) names.clear();
    name = nameOf(key, path);
    names.set(asked, name);
  }
  return name;
}
const names = new Map<string, string>();

function nameOf(key: string, path: string): string {
  const parts = path.split(".").filter(Boolean);
  const root = entrySchema(key);
  const steps = root && stepsTo(root, parts);
  if (!root || !steps || steps.length === 0) return parts.join(" › ");
  const plain = steps.map((step) => step.label);
  const every = labelsOf(root);
  // Every list item on the way is named, with its list: "Érvek › 2. elem › Cím".
  const firstItem = steps.findIndex((step) => step.item !== undefined);
  let length = firstItem > 0 ? steps.length - firstItem + 1 : 1;
  while (
    length < plain.length &&
    every.filter((labels) => sameTail(labels, plain, length)).length > 1
  )
    length++;
  return steps
    .slice(-length)
    .map((step) => (step.item === undefined ? step.label : `${step.item}. elem`))
    .join(" › ");
}

/** Whether a dotted path names a field of the entry. */
export function hasField(key: string, path: string): boolean {
  const root = entrySchema(key);
  const parts = path.split(".").filter(Boolean);
  return parts.length > 0 && root !== undefined && stepsTo(root, parts) !== undefined;
}

/** How a link names a field of the entry it opens: `#field=hero.heading` (app/editor/field-focus.ts). */
export const fieldHash = (path: string) => `#field=${path}`;

/**
 * The labels the editor shows on the way to a field, outermost first, down to the field or to
 * the list it is an item of (an item's fields open in a dialog): what finds it on the page.
 */
export function labelsTo(key: string, path: string): string[] {
  let field = entrySchema(key);
  const labels: string[] = [];
  for (const part of path.split(".").filter(Boolean)) {
    if (!field || field.kind === "array" || field.kind === "conditional") break;
    field = childOf(field, part);
    const label = field && labelOf(field);
    if (label) labels.push(label);
  }
  return labels;
}
