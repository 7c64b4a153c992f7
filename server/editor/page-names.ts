/** Pages and languages as staff call them, on every staff page: "Ingatlanvédelem", "Angol". */
import { staffLanguageName } from "../../app/site/language.ts";
import type { PageId } from "../../app/site/pages.ts";
import { inquiryServiceLabel, isServiceKey } from "../../app/site/services.ts";

const pageNames: Partial<Record<PageId, string>> = {
  home: "Főoldal",
  terms: "Általános szerződési feltételek",
  privacy: "Adatkezelési tájékoztató",
};

export const pageName = (id: PageId): string =>
  isServiceKey(id) ? inquiryServiceLabel(id) : (pageNames[id] ?? id);

export const languageName = staffLanguageName;
