import { defaultLanguage, type Language, languageFromKeywords, languages } from "./language.ts";
import { type ServiceKey, serviceKeys, services } from "./services.ts";

export const legalPageIds = ["terms", "privacy"] as const;
export type LegalPageId = (typeof legalPageIds)[number];

export type PageId = "home" | ServiceKey | LegalPageId;
/**
 * The kinds of page, each with its route module (app/routes.ts) and share image
 * (share-image.ts): a kind added here is a type error in both until it has them.
 * docs/how-to/add-a-page-type.md lists every place.
 */
export const pageKinds = ["home", "service", "legal"] as const;
export type PageKind = (typeof pageKinds)[number];

/**
 * The route table (docs/urls-and-languages.md): page × language → path. Service paths come
 * from the service registry; routes, navigation, the language switcher, canonical/hreflang,
 * the sitemap and the tests all read this table.
 */
export const pagePaths: Record<PageId, Record<Language, string>> = {
  home: { hu: "/", en: "/en", de: "/de" },
  ...(Object.fromEntries(serviceKeys.map((key) => [key, services[key].paths])) as Record<
    ServiceKey,
    Record<Language, string>
  >),
  terms: { hu: "/aszf", en: "/terms", de: "/agb" },
  privacy: { hu: "/adatvedelem", en: "/privacy", de: "/datenschutz" },
};

export const pageIds = Object.keys(pagePaths) as PageId[];

export function pageKind(page: PageId): PageKind {
  if (page === "home") return "home";
  return (legalPageIds as readonly string[]).includes(page) ? "legal" : "service";
}

export interface PageRoute {
  page: PageId;
  language: Language;
  path: string;
}

/** Every listed URL, one entry per page and language. */
export const pageRoutes: readonly PageRoute[] = pageIds.flatMap((page) =>
  languages.map((language) => ({ page, language, path: pagePaths[page][language] })),
);

const routeByPath = new Map(pageRoutes.map((route) => [route.path, route]));

export function findPageRoute(pathname: string): PageRoute | undefined {
  return routeByPath.get(pathname);
}

export function pathFor(page: PageId, language: Language): string {
  return pagePaths[page][language];
}

/**
 * Language of any path: the table's language for listed paths; below the English or German
 * home (`/en/…`, `/de/…`) that language, as a visitor there expects; the keyword rule otherwise.
 */
export function languageOfPath(pathname: string): Language {
  const listed = findPageRoute(pathname)?.language;
  if (listed) return listed;
  const path = pathname.toLowerCase();
  const below = languages.find(
    (language) => language !== defaultLanguage && path.startsWith(`${pagePaths.home[language]}/`),
  );
  return below ?? languageFromKeywords(pathname);
}

/**
 * Where each language's not-found page is prerendered. The server sends these files with
 * status 404 for any unlisted path; each path is chosen so that the keyword rule gives its
 * language, so the served page reads the same at any unlisted URL.
 */
export const notFoundPaths: Record<Language, string> = {
  hu: "/404",
  en: "/404/not-found-terms",
  de: "/404/nicht-gefunden-agb",
};

export const homePath = (language: Language = defaultLanguage): string => pagePaths.home[language];

/**
 * The page path a loader runs for: a release asks for each listed path as it is
 * (server/release/make.ts); nothing else renders pages (docs/decisions/014).
 */
export function pagePathOf(request: Request): string {
  return new URL(request.url).pathname;
}

/** The listed page a loader is rendering; the route table guarantees there is one. */
export function pageRouteOf(request: Request): PageRoute {
  const pathname = pagePathOf(request);
  const route = findPageRoute(pathname);
  if (!route) throw new Error(`No page is listed at ${pathname}`);
  return route;
}
