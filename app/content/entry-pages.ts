/**
 * The page of the site each editor entry shows on, for the editor's "preview of this page"
 * link: a language's entries on that language's page, shared entries on the Hungarian one.
 */
import { photosEntry } from "../site/hero-photos.ts";
import { defaultLanguage, type Language, languages } from "../site/language.ts";
import { legalPageIds, type PageId, pagePaths } from "../site/pages.ts";
import { serviceKeys } from "../site/services.ts";

const pageOfEntry = (key: string): [PageId, Language] | undefined => {
  const language = languages.find((lang) => key.endsWith(`-${lang}`)) ?? defaultLanguage;
  const name = key.endsWith(`-${language}`) ? key.slice(0, -language.length - 1) : key;
  const service = serviceKeys.find(
    (service) => name === `service-${service}` || name === `prices-${service}`,
  );
  if (service) return [service, language];
  const legal = legalPageIds.find((page) => name === page);
  if (legal) return [legal, language];
  if (name === photosEntry) return ["security", defaultLanguage];
  if (["home", "site", "form", "company", "testimonials"].includes(name)) return ["home", language];
  return undefined;
};

/** The path of the page an entry shows on, if it shows on one. */
export function entryPagePath(key: string): string | undefined {
  const found = pageOfEntry(key);
  return found && pagePaths[found[0]][found[1]];
}
