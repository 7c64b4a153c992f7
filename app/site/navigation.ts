import type { CommonContent } from "../content/types.ts";
import type { Language } from "./language.ts";
import { type PageId, pathFor, serviceKeys } from "./pages.ts";

export interface NavItem {
  id: PageId | "contact";
  href: string;
  label: string;
}

/** The header's seven entries: the six service pages, then contact on the home page. */
export function headerNavigation(language: Language, common: CommonContent): NavItem[] {
  return [
    ...serviceKeys.map((key) => ({
      id: key,
      href: pathFor(key, language),
      label: common.nav.services[key],
    })),
    { id: "contact", href: contactHref(language), label: common.nav.contact },
  ];
}

export const contactHref = (language: Language) => `${pathFor("home", language)}#contact`;
