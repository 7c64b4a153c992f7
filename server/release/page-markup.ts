/**
 * Markup a release writes shorter without changing what a browser makes of it
 * (optimize-html.ts): inline SVG, and the contact island's props cut in two.
 */
import { createHash } from "node:crypto";
import {
  islandCopyAttribute,
  markupCopy,
  markupProps,
  pageOwnProps,
} from "../../app/contact/island-protocol.ts";
import { attributeOf, type Edit, type Element, type ParentNode } from "./html.ts";

const svgNamespace = "http://www.w3.org/2000/svg";
/** Class tokens lucide-react marks its icons with: no stylesheet or script of the site reads them. */
const isLucideToken = (token: string) => token === "lucide" || token.startsWith("lucide-");
export const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Inline SVG written shorter, the same to a browser: the `xmlns` an HTML parser ignores, the
 * class tokens only lucide-react reads (its icons' names), and an empty shape's end tag (`<path
 * …/>`; the parser closes a self-closed SVG element). Inside the contact island's root
 * (`skipped`) only end tags go: React hydrates its attributes as it rendered them.
 */
export function svgEdits(document: ParentNode, skipped?: Element): Edit[] {
  const edits: Edit[] = [];
  const walk = (node: ParentNode, keepAttributes: boolean) => {
    for (const child of node.childNodes) {
      if (!("tagName" in child)) continue;
      const keep = keepAttributes || child === skipped;
      const location = child.sourceCodeLocation;
      if (child.namespaceURI === svgNamespace && location?.startTag) {
        if (!keep) {
          for (const attribute of child.attrs) {
            const at = location.attrs?.[attribute.name];
            if (!at) continue;
            if (
              child.tagName === "svg" &&
              attribute.name === "xmlns" &&
              attribute.value === svgNamespace
            )
              edits.push({ start: at.startOffset - 1, end: at.endOffset, text: "" });
            if (attribute.name !== "class") continue;
            const tokens = attribute.value.split(/\s+/).filter(Boolean);
            const kept = tokens.filter((token) => !isLucideToken(token));
            if (kept.length === tokens.length) continue;
            edits.push({
              start: at.startOffset - 1,
              end: at.endOffset,
              text: kept.length > 0 ? ` class="${escapeAttribute(kept.join(" "))}"` : "",
            });
          }
        }
        const { startTag, endTag } = location;
        if (child.childNodes.length === 0 && endTag && child.tagName !== "svg")
          edits.push({ start: startTag.endOffset - 1, end: endTag.endOffset, text: "/>" });
      }
      walk(
        "content" in child ? (child as unknown as { content: ParentNode }).content : child,
        keep,
      );
    }
  };
  walk(document, false);
  return edits;
}

/** A cached file of the release: the contact island's props a language's pages share (JSON). */
export interface IslandCopy {
  /** Its path in the release (`assets/contact.<hash>.json`). */
  path: string;
  hash: string;
  text: string;
}

/**
 * The contact island's props cut in two: what only this page has (its path, the service it
 * preselects) stays in `data-props`; the rest, the same on every page of the language (the
 * form's copy, about a twentieth of a page once compressed), goes to a cached JSON file the root
 * names in `data-copy` (app/contact/island.tsx). What the island reads back from the form's own
 * markup (`markupProps`, `markupCopy`) goes in neither.
 */
export function islandCopyEdit(island: Element): { edit: Edit; copy: IslandCopy } | undefined {
  const at = island.sourceCodeLocation?.attrs?.["data-props"];
  const json = attributeOf(island, "data-props");
  if (!at || json === undefined) return undefined;
  const props = JSON.parse(json) as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  const shared: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((markupProps as readonly string[]).includes(key)) continue;
    ((pageOwnProps as readonly string[]).includes(key) ? own : shared)[key] = value;
  }
  if (typeof shared.copy === "object" && shared.copy)
    shared.copy = Object.fromEntries(
      Object.entries(shared.copy).filter(
        ([key]) => !(markupCopy as readonly string[]).includes(key),
      ),
    );
  const text = JSON.stringify(shared);
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const path = `assets/contact.${hash}.json`;
  return {
    edit: {
      start: at.startOffset,
      end: at.endOffset,
      text: `data-props="${escapeAttribute(JSON.stringify(own))}" ${islandCopyAttribute}="/${path}"`,
    },
    copy: { path, hash, text },
  };
}
