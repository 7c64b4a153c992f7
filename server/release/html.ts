/**
 * Built pages read with an HTML parser (parse5): elements in document order, their attributes
 * and text, and edits made at the parser's source offsets, so that everything a script does not
 * change keeps React's serialization byte for byte.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export const parseHtml = (html: string) => parse(html, { sourceCodeLocationInfo: true });

/** The element and what it holds: a template's content is part of the page too. */
const isTemplate = (element: Element): element is DefaultTreeAdapterTypes.Template =>
  element.tagName === "template";
const contentOf = (element: Element): ParentNode =>
  isTemplate(element) ? element.content : element;

/** Every element under `node`, in document order. */
export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(contentOf(child));
  }
}

/** Every element of markup given as text, in document order. */
export const elementsOfHtml = (html: string): Element[] => [...elementsOf(parseHtml(html))];

export const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

export interface TextOptions {
  /** Elements whose text does not count (script, style). */
  skip?: ReadonlySet<string>;
  /** An attribute whose value shows as text where its element starts (placeholder). */
  shown?: string;
}

/** The text under `node` in document order, entities decoded. */
export function textOf(node: ParentNode, options: TextOptions = {}): string {
  return node.childNodes
    .map((child) => {
      if (defaultTreeAdapter.isTextNode(child)) return child.value;
      if (!defaultTreeAdapter.isElementNode(child) || options.skip?.has(child.tagName)) return "";
      const shown = options.shown && attributeOf(child, options.shown);
      return (shown ? ` ${shown} ` : "") + textOf(contentOf(child), options);
    })
    .join("");
}

/** Where the element starts and ends in the source it was parsed from. */
export function spanOf(element: Element): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location`);
  return { start: location.startOffset, end: location.endOffset };
}

/** The element as written in `html`, for messages. */
export const sourceOf = (html: string, element: Element): string => {
  const { start, end } = spanOf(element);
  return html.slice(start, end);
};

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `html` with each span replaced by its text; spans must not overlap. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  let result = "";
  let from = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < from) throw new Error(`overlapping edits at offset ${edit.start}`);
    result += html.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return result + html.slice(from);
}
