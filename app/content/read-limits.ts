/**
 * The one reader of what an editor can write: every YAML file and every Markdoc file of the
 * content is read here, by the save's guard (server/keystatic/content-guard.ts), the change
 * summaries and the history (changes.ts), the languages page (server/back-office/), the
 * release's check before Keystatic's reader (index.server.ts) and the migrations. The reader
 * has limits, so a file of a few hundred bytes cannot cost gigabytes or minutes:
 * - at most `maxBytes` of text;
 * - YAML with an alias (`*a`) through the `yaml` package with `maxAliasCount`: aliases may not
 *   make the data grow past a few dozen nodes' worth (the 286-byte "alias bomb" a: &a [x×9] …
 *   h: [*g×9] would be 9⁸ values); Keystatic itself never writes an alias. A text with no `*`
 *   has none, and is read by js-yaml, as Keystatic's reader reads it, several times faster;
 * - at most `maxDepth` nested fields or lists, and `maxNodes` values in all (aliases counted
 *   each time they are used);
 * - a Markdoc body nested at most `maxDepth` deep, with at most `maxNodes` nodes.
 * A file past a limit is refused with where it broke it (the dotted path of the field), which
 * `limitProblem` says in Hungarian as the editor names the page and the field.
 * docs/decisions/019-bounded-content-reader.md says why and how the numbers were chosen.
 */
import Markdoc, { type Node } from "@markdoc/markdoc";
import { dump, load } from "js-yaml";
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { entryLabel, entryOfFile, fieldName, hasField } from "./field-names.ts";
import { yamlReason } from "./yaml-reasons.ts";

export const readLimits = {
  /**
   * The largest content file: the largest shipped is about 20 kB; `yaml` takes about a second
   * per 100 kB of the worst shapes (a flow list of one-character items) on a loaded machine.
   */
  maxBytes: 256 * 1024,
  /** Nested fields and lists (the schema's deepest is 5: an item's field of a list in a group). */
  maxDepth: 24,
  /** Values in one file, aliases counted each time used (the largest shipped file has ~400). */
  maxNodes: 50_000,
  /** `yaml`'s own bound: aliases used × aliases in the file. */
  maxAliasCount: 100,
};

/** Why a file's text was not read. */
export type LimitProblem =
  | { kind: "size"; bytes: number }
  | { kind: "aliases"; path: string }
  | { kind: "depth"; path: string }
  | { kind: "nodes"; path: string }
  | { kind: "syntax"; line: number; reason: string };

export type Read<T> = { ok: true; data: T } | { ok: false; problem: LimitProblem };

/** A reader's refusal, as an error: thrown by the `…OrThrow` readers. */
export class ContentLimitError extends Error {
  readonly problem: LimitProblem;
  constructor(problem: LimitProblem) {
    super(`content past the reader's limits: ${JSON.stringify(problem)}`);
    this.name = "ContentLimitError";
    this.problem = problem;
  }
}

const byteLength = (text: string) => Buffer.byteLength(text, "utf8");
const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/** A node's children, each with its dotted path; or the problem the node is itself. */
type Children<Node> = (node: Node, path: string) => Array<[Node, string]> | LimitProblem;

/** A depth-first walk that stops at the node or depth limit, or at a node with a problem. */
function walkProblem<Node>(root: Node, children: Children<Node>): LimitProblem | undefined {
  let nodes = 0;
  const stack: Array<{ node: Node; path: string; depth: number }> = [
    { node: root, path: "", depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, path, depth } = stack.pop() as (typeof stack)[number];
    if (++nodes > readLimits.maxNodes) return { kind: "nodes", path };
    if (depth > readLimits.maxDepth) return { kind: "depth", path };
    const next = children(node, path);
    if (!Array.isArray(next)) return next;
    for (const [child, at] of next) stack.push({ node: child, path: at, depth: depth + 1 });
  }
  return undefined;
}

/** The YAML tree's children: an alias is not followed; a map's keys must differ. */
function treeChildren(node: unknown, path: string): Array<[unknown, string]> | LimitProblem {
  if (isMap(node)) {
    // Keys once each (the parser's own check of this is quadratic).
    const keys = new Set<string>();
    const children: Array<[unknown, string]> = [];
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : "?";
      if (keys.has(key) && key !== "?")
        return { kind: "syntax", line: 0, reason: "duplicated mapping key" };
      keys.add(key);
      children.push([pair.value, join(path, key)]);
    }
    return children;
  }
  if (isSeq(node)) return node.items.map((item, index) => [item, join(path, index)]);
  if (isPair(node)) return [[node.value, path]];
  return [];
}

/** The first place where the YAML tree breaks the depth or alias limits, before it is expanded. */
const treeProblem = (root: unknown) => walkProblem(root, treeChildren);

/** The dotted path of the first alias in the tree: where a bomb starts. */
function firstAlias(root: unknown, path = ""): string | undefined {
  const queue: Array<{ node: unknown; path: string }> = [{ node: root, path }];
  for (let next = 0; next < queue.length; next++) {
    const { node, path: at } = queue[next] as (typeof queue)[number];
    if (isAlias(node)) return at;
    if (isMap(node))
      for (const pair of node.items)
        queue.push({
          node: pair.value,
          path: join(at, isScalar(pair.key) ? String(pair.key.value) : "?"),
        });
    else if (isSeq(node))
      for (const [index, item] of node.items.entries())
        queue.push({ node: item, path: join(at, index) });
  }
  return undefined;
}

/** The values of the data, counted each time reached (as a walk of it would), to a cap. */
const expandedProblem = (data: unknown) =>
  walkProblem(data, (value, path) =>
    value !== null && typeof value === "object"
      ? Object.entries(value).map(([key, item]): [unknown, string] => [item, join(path, key)])
      : [],
  );

/** A YAML text's data, within the limits. */
export function readYaml(text: string): Read<unknown> {
  const bytes = byteLength(text);
  if (bytes > readLimits.maxBytes) return { ok: false, problem: { kind: "size", bytes } };
  // No alias without a "*": such a text is read by js-yaml (as Keystatic's reader does, several
  // times faster than `yaml`); its data then shares nothing, so the walk of it is bounded.
  if (!text.includes("*")) return readPlainYaml(text);
  const lines = new LineCounter();
  let doc: ReturnType<typeof parseDocument>;
  try {
    doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  } catch (error) {
    // The parser's own recursion: only a file nested thousands deep gets here.
    if (error instanceof RangeError) return { ok: false, problem: { kind: "depth", path: "" } };
    throw error;
  }
  const [error] = doc.errors;
  if (error && /call stack/i.test(error.message))
    return { ok: false, problem: { kind: "depth", path: "" } };
  if (error) {
    const line = lines.linePos(error.pos[0]).line;
    return { ok: false, problem: { kind: "syntax", line, reason: error.message } };
  }
  const shape = treeProblem(doc.contents);
  if (shape) return { ok: false, problem: shape };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: readLimits.maxAliasCount });
  } catch (error) {
    if (error instanceof ReferenceError)
      return {
        ok: false,
        problem: /alias count/i.test(error.message)
          ? { kind: "aliases", path: firstAlias(doc.contents) ?? "" }
          : { kind: "syntax", line: 1, reason: error.message },
      };
    throw error;
  }
  const expanded = expandedProblem(data);
  return expanded ? { ok: false, problem: expanded } : { ok: true, data };
}

/** A YAML text without aliases, within the limits. */
function readPlainYaml(text: string): Read<unknown> {
  let data: unknown;
  try {
    data = load(text);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, problem: { kind: "depth", path: "" } };
    if ((error as Error).name !== "YAMLException") throw error;
    const { reason = "", mark } = error as { reason?: string; mark?: { line: number } };
    if (/nesting exceeded/.test(reason)) return { ok: false, problem: { kind: "depth", path: "" } };
    return { ok: false, problem: { kind: "syntax", line: (mark?.line ?? 0) + 1, reason } };
  }
  const expanded = expandedProblem(data);
  return expanded ? { ok: false, problem: expanded } : { ok: true, data };
}

/** A YAML text's data; a ContentLimitError past the limits or when it is no YAML. */
export function readYamlOrThrow(text: string): unknown {
  const read = readYaml(text);
  if (!read.ok) throw new ContentLimitError(read.problem);
  return read.data;
}

/** A Markdoc file split as Keystatic writes it: front matter between `---` lines, then the body. */
export function splitMarkdoc(text: string): { head: string; body: string } {
  const [, head = "", ...body] = text.split(/^---$/m);
  return { head, body: body.join("---") };
}

/** A Markdoc body's tree, within the limits. */
export function readMarkdocBody(body: string): Read<Node> {
  const bytes = byteLength(body);
  if (bytes > readLimits.maxBytes) return { ok: false, problem: { kind: "size", bytes } };
  let ast: Node;
  try {
    ast = Markdoc.parse(body);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, problem: { kind: "depth", path: "body" } };
    throw error;
  }
  let nodes = 0;
  const stack: Array<{ node: Node; depth: number }> = [{ node: ast, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as (typeof stack)[number];
    if (++nodes > readLimits.maxNodes)
      return { ok: false, problem: { kind: "nodes", path: "body" } };
    if (depth > readLimits.maxDepth) return { ok: false, problem: { kind: "depth", path: "body" } };
    for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return { ok: true, data: ast };
}

/**
 * A content file's data by its name: YAML, or a Markdoc file's front matter with its body as
 * `body` (the text, trimmed) — each part within the limits.
 */
export function readContentText(file: string, text: string): Read<unknown> {
  const bytes = byteLength(text);
  if (bytes > readLimits.maxBytes) return { ok: false, problem: { kind: "size", bytes } };
  if (!file.endsWith(".mdoc")) return readYaml(text);
  const { head, body } = splitMarkdoc(text);
  const front = readYaml(head);
  if (!front.ok) return front;
  const tree = readMarkdocBody(body);
  if (!tree.ok) return tree;
  const fields = front.data !== null && typeof front.data === "object" ? front.data : {};
  return { ok: true, data: { ...fields, body: body.trim() } };
}

/** Whether a content file's name is one this reader reads (the rest are photos). */
export const isReadText = (file: string) => /\.(?:ya?ml|mdoc)$/.test(file);

/** Data as YAML text (the migrations write with it). */
export const writeYaml = (data: unknown) => dump(data);

const reasons = {
  size: (problem: { bytes: number }) =>
    `a fájl ${Math.ceil(problem.bytes / 1024).toLocaleString("hu-HU")} kB; legfeljebb ${readLimits.maxBytes / 1024} kB lehet`,
  aliases:
    "túl sok hivatkozás (YAML „alias”, *név) ismétli ugyanazt a részt; a szerkesztő ilyet nem ír, ezért nem mentettük",
  depth: `túl mélyen egymásba ágyazott mezők vagy listák (legfeljebb ${readLimits.maxDepth} szint lehet)`,
  nodes: `túl sok érték egy fájlban (legfeljebb ${readLimits.maxNodes.toLocaleString("hu-HU")})`,
};

/** What limit a text broke, in Hungarian, without where. */
export const limitReason = (problem: LimitProblem): string =>
  problem.kind === "syntax"
    ? yamlReason(problem.reason)
    : problem.kind === "size"
      ? reasons.size(problem)
      : reasons[problem.kind];

/** A content file as the editor lists its page: "Magyar · Biztonságtechnika". */
export function pageOfFile(file: string): string {
  const key = entryOfFile(file);
  return key ? entryLabel(key) : file;
}

/**
 * A refusal in the editor's words: the page as the editor lists it and the field where the
 * file broke a limit. "Biztonságtechnika (magyar) · Fejléc › Cím: túl sok hivatkozás…"
 */
export function limitProblem(file: string, problem: LimitProblem): string {
  const key = entryOfFile(file);
  const page = pageOfFile(file);
  if (problem.kind === "syntax")
    return `${page} · ${problem.line}. sor: ${yamlReason(problem.reason)}`;
  const reason = limitReason(problem);
  const path = key && "path" in problem ? nearestField(key, problem.path) : "";
  const field = key && path ? fieldName(key, path) : undefined;
  return `${page}${field ? ` · ${field}` : ""}: ${reason}.`;
}

/** The field at a dotted path, or the nearest one above it that the editor names; "" for none. */
export function nearestField(key: string, path: string): string {
  const parts = path.split(".").filter(Boolean);
  while (parts.length > 0 && !hasField(key, parts.join("."))) parts.pop();
  return parts.join(".");
}
