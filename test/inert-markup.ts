/**
 * Markup checked with an HTML parser (parse5) for text that became markup: a builder's output
 * from a harmless text and from each payload must have the same elements, attributes and
 * comments, and the payload must come back whole, as text or as an attribute's value, in as
 * many places as the harmless text.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from "parse5";
import { expect } from "vitest";

type Node = DefaultTreeAdapterTypes.ChildNode;
type Parent = DefaultTreeAdapterTypes.ParentNode;
type Template = DefaultTreeAdapterTypes.Template;

/** Text that turns into an element, an attribute or an entity wherever it is not escaped. */
export const payloads = [
  "<script>alert(1)</script>",
  '"onmouseover="alert(1)',
  "'onmouseover='alert(1)",
  "&amp;",
] as const;

interface Reading {
  /** Each element with its attributes' names, and each comment, in document order. */
  shape: string[];
  /** Every attribute's name. */
  attributes: string[];
  /** The text nodes and attribute values, entities decoded. */
  values: string[];
}

function read(markup: string): Reading {
  const reading: Reading = { shape: [], attributes: [], values: [] };
  const walk = (parent: Parent) => {
    for (const node of parent.childNodes as Node[]) {
      if (defaultTreeAdapter.isTextNode(node)) reading.values.push(node.value);
      else if (defaultTreeAdapter.isCommentNode(node)) reading.shape.push("#comment");
      else if (defaultTreeAdapter.isElementNode(node)) {
        reading.shape.push(`${node.tagName}[${node.attrs.map((a) => a.name).join(" ")}]`);
        reading.attributes.push(...node.attrs.map((a) => a.name));
        reading.values.push(...node.attrs.map((a) => a.value));
        walk(node.tagName === "template" ? (node as Template).content : node);
      }
    }
  };
  walk(parse(markup));
  return reading;
}

const occurrences = (values: readonly string[], text: string) =>
  values.reduce((count, value) => count + value.split(text).length - 1, 0);

/**
 * Every payload given to `build` shows as text in its markup, as often as a harmless text
 * does: no element, attribute or comment added, none taken as an entity.
 */
export function expectInert(build: (text: string) => string): void {
  const harmlessText = "Teszt szöveg";
  const harmless = read(build(harmlessText));
  const places = occurrences(harmless.values, harmlessText);
  expect(places).toBeGreaterThan(0);
  for (const payload of payloads) {
    const { shape, attributes, values } = read(build(payload));
    expect(shape, payload).toEqual(harmless.shape);
    expect(
      attributes.filter((name) => name.startsWith("on")),
      payload,
    ).toEqual([]);
    expect(occurrences(values, payload), payload).toBe(places);
  }
}
