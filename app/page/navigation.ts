import type { Language } from "../site/language.ts";
import { type PageId, pathFor } from "../site/pages.ts";
import { serviceKeys } from "../site/services.ts";
import type { SiteShell } from "./shell.ts";

export interface NavItem {
  id: PageId | "contact";
  href: string;
  label: string;
}

/** The header's seven entries: the six service pages, then contact on the home page. */
export function headerNavigation({ language, common, serviceLabels }: SiteShell): NavItem[] {
  return [
    ...serviceKeys.map((key) => ({
      id: key,
      href: pathFor(key, language),
      label: serviceLabels[key].nav,
    })),
    { id: "contact", href: contactHref(language), label: common.nav.contact },
  ];
}

export const contactHref = (language: Language) => `${pathFor("home", language)}#contact`;
