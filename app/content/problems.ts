/**
 * What is wrong with the content, said the way a person fixing a file needs it: Keystatic's
 * reader reports `path: message` per field; this names the file (and so the language), the
 * field, and for a list how many items it must have and has.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type ComponentSchema, fields } from "@keystatic/core";
import { load } from "js-yaml";
import { copyProblem, copyRule } from "./copy-checks.ts";
import keystaticConfig, { entryFile } from "./keystatic.config.ts";

/** Content that does not pass the schema: one line per problem. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content has ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** An entry's file as messages name it: from the project, as a developer opens it. */
export const fileName = (key: string) => `content/${entryFile(key)}`;

/** The raw value at a dotted path of an entry's file, to say how many items it really has. */
async function rawValue(root: string, key: string, path: string): Promise<unknown> {
  try {
    const text = await readFile(join(root, entryFile(key)), "utf8");
    const data = entryFile(key).endsWith(".mdoc")
      ? load(text.split(/^---$/m)[1] ?? "")
      : load(text);
    return path
      .split(".")
      .reduce<unknown>(
        (value, part) => (value as Record<string, unknown> | undefined)?.[part],
        data,
      );
  } catch {
    return undefined;
  }
}

/** The schema of the field at a dotted path of an entry. */
function fieldAt(key: string, path: string): ComponentSchema | undefined {
  const entry = keystaticConfig.singletons?.[key];
  let field: ComponentSchema | undefined = entry && fields.object(entry.schema);
  for (const part of path.split(".")) {
    if (field?.kind === "object") field = field.fields[part];
    else if (field?.kind === "array") field = field.element;
    else return undefined;
  }
  return field;
}

/** How many items a list must have, as a person reads it: "4" or "2–6". */
function expectedItems(key: string, path: string): string {
  const field = fieldAt(key, path);
  const length = field?.kind === "array" ? field.validation?.length : undefined;
  const { min = 0, max = Number.POSITIVE_INFINITY } = length ?? {};
  return min === max ? `${min}` : `${min}–${max}`;
}

/** Keystatic's message for one field, said the way a person fixing the file needs it. */
export async function problem(root: string, key: string, line: string): Promise<string> {
  const file = fileName(key);
  const [path = "", message = line] = line.split(/: (.*)/s);
  if (/^Must have at (least|most) \d+ element/.test(message)) {
    const value = await rawValue(root, key, path);
    const got = Array.isArray(value) ? value.length : 0;
    return `${file}: ${path}: expected ${expectedItems(key, path)} items, got ${got}`;
  }
  if (message.endsWith(copyRule)) {
    const value = await rawValue(root, key, path);
    const exactly = typeof value === "string" ? copyProblem(value) : undefined;
    if (exactly) return `${file}: ${path}: ${message.replace(copyRule, exactly)}`;
  }
  const empty = message.match(/^(.*) must not be empty$/);
  if (empty) return `${file}: ${path}: missing or empty (${empty[1]})`;
  return `${file}: ${path}: ${message.replace(/^Must be a number$/, "expected a number")}`;
}
