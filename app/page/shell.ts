import type { CommonContent, Company, ContactFormContent } from "../content/types.ts";
import type { Language } from "../site/language.ts";
import type { PageId } from "../site/pages.ts";
import type { ServiceKey } from "../site/services.ts";

/** A service's names in the page's language, for links and the form's select. */
export interface ServiceLabels {
  nav: string;
  select: string;
}

/** What every page knows about itself: its language, its page, its counterparts, the shared copy. */
export interface SiteShell {
  language: Language;
  /** The listed page, or null on the not-found page. */
  page: PageId | null;
  /** The same page in each language (home for the not-found page). */
  alternates: Record<Language, string>;
  common: CommonContent;
  /** The company's name, contacts and address. */
  company: Company;
  form: ContactFormContent;
  serviceLabels: Record<ServiceKey, ServiceLabels>;
}
