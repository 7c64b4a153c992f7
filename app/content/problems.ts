/**
 * What is wrong with the content, in Hungarian, for the person who fixes it. Keystatic's
 * reader reports `path: message` per field, in English; each becomes a line
 * `content/<file>: <field's path>: <what is wrong>` (a YAML syntax error
 * `content/<file>:<line>: …`), which the release step prints for developers, and `forStaff`
 * says the same with the entry and field named as the editor shows them.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { copyProblem, copyRule } from "./copy-checks.ts";
import { entryLabel, entryOfFile, entrySchema, fieldName, hasField } from "./field-names.ts";
import { entryFile } from "./keystatic.config.ts";
import { readYamlOrThrow, splitMarkdoc } from "./read-limits.ts";
import { ruleIn } from "./text-rules.ts";
import { yamlReason } from "./yaml-reasons.ts";

/** Content that does not pass the schema: one line per problem. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `A tartalomban ${problems.length} hiba van:\n${problems.map((p) => `  ${p}`).join("\n")}`,
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** An entry's file as the lines name it: from the project, as a developer opens it. */
export const fileName = (key: string) => `content/${entryFile(key)}`;

/** The raw value at a dotted path of an entry's file, to say what it really holds. */
async function rawValue(root: string, key: string, path: string): Promise<unknown> {
  try {
    const text = await readFile(join(root, entryFile(key)), "utf8");
    const data = readYamlOrThrow(entryFile(key).endsWith(".mdoc") ? splitMarkdoc(text).head : text);
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

/** How many items a list must have, as a person reads it: "pontosan 4" or "2–6". */
function expectedItems(key: string, path: string): string {
  let field = entrySchema(key);
  for (const part of path.split(".")) {
    if (field?.kind === "object") field = field.fields[part];
    else if (field?.kind === "array") field = field.element;
  }
  const length = field?.kind === "array" ? field.validation?.length : undefined;
  const { min = 0, max = Number.POSITIVE_INFINITY } = length ?? {};
  if (min === max) return `pontosan ${min}`;
  return max === Number.POSITIVE_INFINITY ? `legalább ${min}` : `${min}–${max}`;
}

const quoted = (value: unknown) => `„${typeof value === "string" ? value : JSON.stringify(value)}”`;

/** Keystatic's English message for one field, said in Hungarian with what the file holds. */
async function inHungarian(root: string, key: string, path: string, message: string) {
  const value = () => rawValue(root, key, path);
  if (/^Must have at (least|most) \d+ element/.test(message)) {
    const got = await value();
    return `a lista ${expectedItems(key, path)} elemet kér; most ${Array.isArray(got) ? got.length : 0} van`;
  }
  if (message.endsWith(copyRule)) {
    const got = await value();
    if (typeof got !== "string") return "szöveget kér";
    const rule = ruleIn(message);
    if (rule && !new RegExp(`^(?:${rule.pattern})$`).test(got)) return rule.problem(got);
    if (/[\n\r]/.test(got) && message.includes("egy bekezdés"))
      return "egy bekezdés legyen, sortörés nélkül";
    return copyProblem(got) ?? copyRule;
  }
  const length = message.match(/ must (be at least|be no longer than) (\d+) characters/);
  if (length) {
    const got = await value();
    const now = typeof got === "string" ? `; most ${[...got].length}` : "";
    return `${length[1] === "be at least" ? "legalább" : "legfeljebb"} ${length[2]} karakter ${length[1] === "be at least" ? "legyen" : "lehet"}${now}`;
  }
  if (/ must not be empty$| is required$/.test(message)) return "kötelező kitölteni; most üres";
  const bound = message.match(/ must be at (least|most) (\d+)$/);
  if (bound)
    return `${bound[1] === "least" ? "legalább" : "legfeljebb"} ${Number(bound[2]).toLocaleString("hu-HU")} ${bound[1] === "least" ? "legyen" : "lehet"}; most ${quoted(await value())}`;
  if (/^Must be a number$| must be a whole number$/.test(message))
    return `egész számot kér (pl. 349000); most ${quoted(await value())} áll a fájlban`;
  if (message === "Must be a valid option")
    return `nem a választható lehetőségek egyike: ${quoted(await value())}`;
  if (/^Must be (a )?string$/.test(message)) return "szöveget kér";
  if (message === "Must be an object") return "a fájl szerkezete itt hibás: mezőcsoportot kér";
  if (message === "Must be an array") return "a fájl szerkezete itt hibás: listát kér";
  return message;
}

/** Keystatic's line `path: message` for one field of an entry, as a problem line. */
export async function problem(root: string, key: string, line: string): Promise<string> {
  const [path = "", message = line] = line.split(/: (.*)/s);
  return `${fileName(key)}: ${path}: ${await inHungarian(root, key, path, message)}`;
}

/** A file that is not YAML at all: the line, and what is wrong there. */
export function syntaxProblem(key: string, error: { reason?: string; mark?: { line: number } }) {
  const line = (error.mark?.line ?? 0) + 1;
  return `${fileName(key)}:${line}: ${yamlReason(error.reason ?? "")}`;
}

/** An entry's file that is not there. */
export const missingProblem = (key: string) =>
  `${fileName(key)}: hiányzik: minden nyelvhez kell ez a bejegyzés`;

const lineShape = /^(content\/\S+?\.(?:ya?ml|mdoc))(?::(\d+))?: (.*)$/s;

/**
 * A problem line said for staff: "Angol · Professzionális takarítás · Érvek: a lista pontosan
 * 4 elemet kér; most 3 van." No file path: a line about no entry keeps only its words.
 */
export function forStaff(line: string): string {
  const shape = lineShape.exec(line);
  const key = shape?.[1] && entryOfFile(shape[1]);
  if (!shape || !key) return line.replace(/^\S+\.(?:ya?ml|mdoc|json)(?::\d+)?: /, "");
  const [, , lineNumber, rest = ""] = shape;
  const [path = "", message = ""] = rest.split(/: (.*)/s);
  const where = [entryLabel(key), ...(lineNumber ? [`${lineNumber}. sor`] : [])];
  if (message && hasField(key, path)) where.push(fieldName(key, path));
  const said = message && hasField(key, path) ? message : rest.replace(/^: /, "");
  return `${where.join(" · ")}: ${said}.`.replace(/\.\.$/, ".");
}
