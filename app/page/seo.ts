/**
 * One helper for everything a page puts in <head> for search engines and link previews:
 * title, description, keywords, Open Graph, Twitter, canonical, hreflang alternates and
 * JSON-LD. It runs in route loaders when a release renders its pages, so the tags are in the
 * HTML; the origin is the release's setting (SITE_URL), passed in.
 */
import type { MetaDescriptor } from "react-router";
import type { JsonLdObject, WithContext } from "schema-dts";
import type { PageMeta } from "../content/types.ts";
import { defaultLanguage, type Language, languages, locales } from "../site/language.ts";
import { type PageId, pagePaths, pathFor } from "../site/pages.ts";
import { absoluteUrl, ogImagePath } from "../site/urls.ts";

export { absoluteUrl, ogImagePath, siteUrl } from "../site/urls.ts";

/** Open Graph wants `hu_HU`, not `hu-HU`. */
const ogLocale = (language: Language) => locales[language].replace("-", "_");

export interface SeoInput {
  page: PageId;
  language: Language;
  meta: PageMeta;
  /** The company's name, for og:site_name. */
  siteName: string;
  /** The site's origin (siteUrl()). */
  origin: string;
  jsonLd?: ReadonlyArray<WithContext<JsonLdObject>>;
}

export function pageSeo({
  page,
  language,
  meta,
  siteName,
  origin,
  jsonLd = [],
}: SeoInput): MetaDescriptor[] {
  const at = (path: string) => absoluteUrl(origin, path);
  const url = at(pathFor(page, language));
  const image = at(ogImagePath(page, language));
  const alternates = pagePaths[page];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { name: "keywords", content: meta.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    ...languages.map((alt) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: alt,
      href: at(alternates[alt]),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: at(alternates[defaultLanguage]),
    },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:url", content: url },
    { property: "og:title", content: meta.socialTitle },
    { property: "og:description", content: meta.socialDescription },
    { property: "og:locale", content: ogLocale(language) },
    ...languages
      .filter((alt) => alt !== language)
      .map((alt) => ({ property: "og:locale:alternate", content: ogLocale(alt) })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: meta.socialTitle },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.socialTitle },
    { name: "twitter:description", content: meta.socialDescription },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ] as MetaDescriptor[];
}

export function notFoundSeo(title: string, siteName: string): MetaDescriptor[] {
  return [{ title: `404 – ${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
}
