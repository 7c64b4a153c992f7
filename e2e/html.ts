/**
 * Checks that only read HTML need no browser: the page as the server sends it, parsed with
 * parse5 (the HTML standard's parser, as a browser would build the tree before any script).
 */
import type { APIRequestContext } from "@playwright/test";
import { type DefaultTreeAdapterTypes, parse } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
export type Element = DefaultTreeAdapterTypes.Element;

export interface HtmlPage {
  status: number;
  html: string;
  document: DefaultTreeAdapterTypes.Document;
}

export async function fetchPage(request: APIRequestContext, path: string): Promise<HtmlPage> {
  const response = await request.get(path);
  const html = await response.text();
  return { status: response.status(), html, document: parse(html) };
}

const isElement = (node: Node): node is Element => "tagName" in node;

/** Every element below `root`, in document order (template contents excluded). */
export function* elements(root: Node): Generator<Element> {
  for (const child of "childNodes" in root ? root.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

export const attribute = (element: Element | undefined, name: string): string | undefined =>
  element?.attrs.find((attr) => attr.name === name)?.value;

/** The elements below `root` for which `match` holds. */
export const findAll = (root: Node | undefined, match: (element: Element) => boolean): Element[] =>
  root ? [...elements(root)].filter(match) : [];

/** The first element below `root` for which `match` holds. */
export const find = (root: Node | undefined, match: (element: Element) => boolean) =>
  findAll(root, match)[0];

export const byTag = (tag: string) => (element: Element) => element.tagName === tag;
export const byId = (id: string) => (element: Element) => attribute(element, "id") === id;

function textContent(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterTypes.TextNode).value;
  return "childNodes" in node ? node.childNodes.map(textContent).join("") : "";
}

/** The element's text, white space collapsed as `toHaveText` does. */
export const textOf = (element: Element | undefined): string =>
  element ? textContent(element).replace(/\s+/g, " ").trim() : "";
