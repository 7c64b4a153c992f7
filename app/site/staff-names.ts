/**
 * How staff screens name the site's pages (the back office, the weekly e-mail): by their
 * Hungarian names, never by path. A page in another language adds the language's name.
 */
import { hungarianNames } from "./language.ts";
import { findPageRoute, type PageId } from "./pages.ts";
import { inquiryServiceLabel, isServiceKey, type ServiceKey } from "./services.ts";

const otherPages: Record<Exclude<PageId, ServiceKey>, string> = {
  home: "Főoldal",
  terms: "Általános szerződési feltételek",
  privacy: "Adatkezelési tájékoztató",
};

export function staffPageName(page: PageId): string {
  return isServiceKey(page) ? inquiryServiceLabel(page) : otherPages[page];
}

/** "Biztonságtechnika" of any language's path; a path outside the route table stays as it is. */
export function staffPageNameOfPath(path: string): string {
  const route = findPageRoute(path);
  return route ? staffPageName(route.page) : path;
}

/** "Biztonságtechnika", "Főoldal (angol)"; a path outside the route table stays as it is. */
export function staffPathName(path: string): string {
  const route = findPageRoute(path);
  if (!route) return path;
  const name = staffPageName(route.page);
  return route.language === "hu" ? name : `${name} (${hungarianNames[route.language]})`;
}
