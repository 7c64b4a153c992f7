/**
 * The link check over a build: every URL a page or the sitemap names on the site's own origin
 * (links, assets, srcset candidates, canonical and hreflang links, share images, JSON-LD URLs)
 * must be something the server serves, and a fragment must name an id on the page.
 */

import type { Site } from "../server/publishing/index.ts";
import { attributeOf, type Element, elementsOfHtml, textOf } from "../server/release/index.ts";

/** A URL as written, and what wrote it (`<a href>`). */
export interface Reference {
  from: string;
  url: string;
}

/** What the server answers with 200: page paths with the ids on each page, and other files. */
export interface Targets {
  origin: string;
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  files: ReadonlySet<string>;
}

const shareImageMeta = new Set(["og:url", "og:image", "twitter:image"]);

/** The URLs of a srcset: each candidate is a URL and an optional descriptor. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter(Boolean);

/** The string values of JSON-LD that are URLs; a node's `@id` names it and need not resolve. */
function jsonLdUrls(value: unknown, key = ""): string[] {
  if (typeof value === "string") return key !== "@id" && URL.canParse(value) ? [value] : [];
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, item]) =>
    jsonLdUrls(item, Array.isArray(value) ? key : name),
  );
}

function referencesOfElement(element: Element): Reference[] {
  const tag = element.tagName;
  const found: Reference[] = [];
  for (const name of ["href", "src"]) {
    const value = attributeOf(element, name);
    if (value !== undefined) found.push({ from: `<${tag} ${name}>`, url: value });
  }
  for (const url of srcsetUrls(attributeOf(element, "srcset") ?? ""))
    found.push({ from: `<${tag} srcset>`, url });
  const meta = attributeOf(element, "property") ?? attributeOf(element, "name") ?? "";
  const content = attributeOf(element, "content");
  if (tag === "meta" && shareImageMeta.has(meta) && content !== undefined)
    found.push({ from: `<meta ${meta}>`, url: content });
  if (tag === "script" && attributeOf(element, "type") === "application/ld+json")
    for (const url of jsonLdUrls(JSON.parse(textOf(element)))) found.push({ from: "JSON-LD", url });
  return found;
}

/** Every URL a page names. */
export const referencesOf = (html: string): Reference[] =>
  elementsOfHtml(html).flatMap(referencesOfElement);

/**
 * Every URL a sitemap names (`<loc>` and its `xhtml:link` alternates). parse5 reads the XML
 * as unknown HTML elements, which is all this needs: their names, attributes and text.
 */
export const sitemapReferences = (xml: string): Reference[] =>
  elementsOfHtml(xml).flatMap((element): Reference[] => {
    if (element.tagName === "loc") return [{ from: "<loc>", url: textOf(element).trim() }];
    const href = element.tagName === "xhtml:link" ? attributeOf(element, "href") : undefined;
    return href === undefined ? [] : [{ from: "<xhtml:link href>", url: href }];
  });

/** What is wrong with each reference from the page at `base` that does not resolve. */
export function brokenReferences(
  references: readonly Reference[],
  base: string,
  targets: Targets,
): string[] {
  return references.flatMap(({ from, url }) => {
    const resolved = new URL(url, base);
    if (resolved.origin !== targets.origin) return [];
    const ids = targets.pages.get(resolved.pathname);
    if (!ids)
      return targets.files.has(resolved.pathname) ? [] : [`${from} ${url}: not in the build`];
    const id = decodeURIComponent(resolved.hash.slice(1));
    return id === "" || ids.has(id) ? [] : [`${from} ${url}: no id "${id}" on that page`];
  });
}

/** The ids on a page, which fragments may name. */
export const idsOf = (html: string): Set<string> =>
  new Set(elementsOfHtml(html).flatMap((element) => attributeOf(element, "id") ?? []));

/** The targets of a build as the server loaded it (server/publishing/live-site.ts). */
export function targetsOf(site: Site, origin: string): Targets {
  const pages = new Map(
    [...site.pages].map(([path, asset]) => [path, idsOf(asset.identity.body.toString("utf8"))]),
  );
  return { origin: new URL(origin).origin, pages, files: new Set(site.files.keys()) };
}
