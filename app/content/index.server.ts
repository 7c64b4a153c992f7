/**
 * All copy, by language: the one entry point for the pages and the server. Server-only
 * (build time and the Node server): route loaders pick the slice a page needs, so the
 * browser never downloads the whole catalogue.
 *
 * A service's copy is found by convention, `<language>/services/<service key>.ts`, for every
 * service the registry lists; each of those files checks itself against `ServiceCopy<key>`.
 */
import { type Language, languages } from "../site/language.ts";
import { type ServiceKey, serviceKeys } from "../site/services.ts";
import * as de from "./de/index.ts";
import * as en from "./en/index.ts";
import * as hu from "./hu/index.ts";
import type { ServicePages, SiteContent } from "./types.ts";

/** One language's files besides the services, as its index re-exports them. */
type LanguageFiles = typeof hu;
const files: Record<Language, LanguageFiles> = { hu, en, de };

async function serviceCopy(language: Language, key: ServiceKey) {
  let module: { default: ServicePages[ServiceKey] };
  try {
    module = await import(`./${language}/services/${key}.ts`);
  } catch (error) {
    throw new Error(
      `No ${language} copy for the service "${key}": write app/content/${language}/services/${key}.ts ` +
        "(docs/how-to/add-a-service.md).",
      { cause: error },
    );
  }
  return [key, module.default] as const;
}

async function assemble(language: Language): Promise<SiteContent> {
  const { common, form, home, terms, privacy } = files[language];
  const services = await Promise.all(serviceKeys.map((key) => serviceCopy(language, key)));
  return {
    common,
    form,
    home,
    // Each file was checked against its own key's type; the pairs keep key and copy together.
    services: Object.fromEntries(services) as ServicePages,
    legal: { terms, privacy },
  };
}

export const siteContent = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await assemble(language)])),
) as Record<Language, SiteContent>;
