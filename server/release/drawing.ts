/**
 * An SVG drawing as a hero shows it: inline, so no request stands before the first screen.
 * Only the repository's own drawings are SVG (the editor takes raster photos only), but a file
 * can reach the photos folder another way (written on the server, restored from a backup), so
 * the release takes a drawing only in the shape the shipped ones have, checked on the tree an
 * HTML parser (parse5, as a browser parses the page) makes of it, never by pattern:
 * - one `<svg>` element and nothing after it but white space; no comments, no text;
 * - elements and attributes from an allow-list of shapes, gradients and presentation
 *   attributes: no scripts, styles, event attributes, `foreignObject`, links or images;
 * - `url(…)` only to an id of the drawing itself (`url(#glow)`).
 * What is inlined is written again from that checked tree, not the file's own text, so nothing
 * the parser would read differently in the page (a stray end tag) comes along.
 */
import { parseFragment } from "parse5";
import type { HeroPlacement } from "../../app/site/services.ts";

const elements = new Set([
  "svg",
  "g",
  "defs",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "linearGradient",
  "radialGradient",
  "stop",
]);

const attributes = new Set([
  "xmlns",
  "viewBox",
  "width",
  "height",
  "id",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "transform",
  "offset",
  "gradientUnits",
  "gradientTransform",
  "stop-color",
  "stop-opacity",
  "fill",
  "fill-opacity",
  "fill-rule",
  "clip-rule",
  "opacity",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
]);

const svgNamespace = "http://www.w3.org/2000/svg";

interface Tree {
  nodeName: string;
  tagName?: string;
  namespaceURI?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string; prefix?: string }>;
  childNodes?: Tree[];
}

/** A value that points nowhere but inside the drawing: `url(#id)` at most. */
const plainValue = (value: string) =>
  !/[<>]/.test(value) &&
  [...value.matchAll(/url\s*\(([^)]*)\)/gi)].every(([, target]) =>
    /^\s*['"]?#[\w-]+['"]?\s*$/.test(target ?? ""),
  ) &&
  !/(?:javascript|data|https?)\s*:/i.test(value);

/** Why a node of the tree is not allowed; undefined when it and everything in it is. */
function nodeProblem(node: Tree): string | undefined {
  if (node.nodeName === "#text")
    return /^\s*$/.test(node.value ?? "") ? undefined : "text outside the drawing's shapes";
  if (node.nodeName === "#comment") return "a comment";
  if (node.namespaceURI !== svgNamespace || !node.tagName || !elements.has(node.tagName))
    return `the element <${node.tagName ?? node.nodeName}>`;
  for (const { name, value, prefix } of node.attrs ?? []) {
    if (prefix || !attributes.has(name)) return `the attribute ${name} on <${node.tagName}>`;
    if (name === "xmlns" ? value !== svgNamespace : !plainValue(value))
      return `the value of ${name} on <${node.tagName}>`;
  }
  for (const child of node.childNodes ?? []) {
    const problem = nodeProblem(child);
    if (problem) return problem;
  }
  return undefined;
}

/** The drawing's <svg> element as parsed and checked, or why there is none. */
function checked(svg: string): { tree: Tree } | { problem: string } {
  if (!svg.startsWith("<svg")) return { problem: "an SVG drawing must start with <svg" };
  const top = ((parseFragment(svg) as unknown as Tree).childNodes ?? []).filter(
    (node) => !(node.nodeName === "#text" && /^\s*$/.test(node.value ?? "")),
  );
  const [root] = top;
  if (top.length !== 1 || !root || root.tagName !== "svg")
    return { problem: "an SVG drawing must be one <svg> element, with nothing after </svg>" };
  const problem = nodeProblem(root);
  return problem
    ? {
        problem: `an SVG drawing must be plain markup of shapes (${problem} is not allowed: no scripts, styles, event attributes, links or embedded documents)`,
      }
    : { tree: root };
}

/** Why this text is no plain SVG drawing; undefined when it is one. */
export function drawingProblem(svg: string): string | undefined {
  const result = checked(svg);
  return "problem" in result ? result.problem : undefined;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The checked tree written out: elements, their allowed attributes, white space. */
function serialize(node: Tree, extra = ""): string {
  if (node.nodeName === "#text") return node.value ?? "";
  const attrs = (node.attrs ?? []).map(({ name, value }) => ` ${name}="${escapeAttribute(value)}"`);
  const children = (node.childNodes ?? []).map((child) => serialize(child)).join("");
  const open = `<${node.tagName}${extra}${attrs.join("")}`;
  return children ? `${open}>${children}</${node.tagName}>` : `${open}/>`;
}

/**
 * The drawing hidden from assistive technology (the page labels it) and fitted to its box,
 * written from its checked tree. Throws on a drawing `drawingProblem` refuses.
 */
export function inlineDrawing(svg: string, placement: HeroPlacement): string {
  const result = checked(svg);
  if ("problem" in result) throw new Error(result.problem);
  const aspect = placement === "backdrop" ? "xMidYMid slice" : "xMidYMid meet";
  return serialize(
    result.tree,
    ` aria-hidden="true" focusable="false" preserveAspectRatio="${aspect}"`,
  );
}
