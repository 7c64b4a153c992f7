/** The site's addresses: its origin, a path on it, a page's share image. */
import { brand } from "./brand.ts";
import type { Language } from "./language.ts";
import type { PageId } from "./pages.ts";

/** The origin SITE_URL names (the default when unset), without a trailing slash. */
export function siteUrl(value: string | undefined = process.env.SITE_URL): string {
  return (value || brand.defaultSiteUrl).replace(/\/+$/, "");
}

/** `path` on the site at `origin` (a siteUrl()). */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path === "/" ? "/" : path}`;
}

export function ogImagePath(page: PageId, language: Language): string {
  return `/og/${page}.${language}.png`;
}
