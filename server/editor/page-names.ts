/** Pages and languages as staff call them, on every staff page: "Ingatlanvédelem", "Angol". */
import { hungarianNames, type Language } from "../../app/site/language.ts";
import type { PageId } from "../../app/site/pages.ts";
import { inquiryServiceLabel, isServiceKey } from "../../app/site/services.ts";

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const pageNames: Partial<Record<PageId, string>> = {
  home: "Főoldal",
  terms: "Általános szerződési feltételek",
  privacy: "Adatkezelési tájékoztató",
};

export const pageName = (id: PageId): string =>
  isServiceKey(id) ? inquiryServiceLabel(id) : (pageNames[id] ?? id);

export const languageName = (language: Language): string => capitalized(hungarianNames[language]);
