/**
 * All copy, by language. Server-only (build time): route loaders pick the slice a page needs,
 * so the browser downloads one page's copy with that page, never the whole catalogue.
 */
import type { Language } from "../site/language.ts";
import * as de from "./de/index.ts";
import * as en from "./en/index.ts";
import * as hu from "./hu/index.ts";
import type { SiteContent } from "./types.ts";

/** One language's files, as its index re-exports them. */
type LanguageFiles = typeof hu;

function assemble(files: LanguageFiles): SiteContent {
  return {
    common: files.common,
    form: files.form,
    home: files.home,
    services: {
      "debt-collection": files.debtCollection,
      security: files.security,
      investigation: files.investigation,
      "property-protection": files.propertyProtection,
      cleaning: files.cleaning,
      "facility-management": files.facilityManagement,
    },
    legal: { terms: files.terms, privacy: files.privacy },
  };
}

export const siteContent: Record<Language, SiteContent> = {
  hu: assemble(hu),
  en: assemble(en),
  de: assemble(de),
};
