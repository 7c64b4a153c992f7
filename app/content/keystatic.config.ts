/**
 * The content's Keystatic configuration: which file holds which entry, under the schema of
 * app/content/schema.ts. The build reads every entry through it (app/content/index.server.ts)
 * and the editor edits the same files with the same fields.
 */
import { config, singleton } from "@keystatic/core";
import { type Language, languageNames, languages } from "../site/language.ts";
import { type ServiceKey, serviceFacts, serviceKeys } from "../site/services.ts";
import {
  companySchema,
  formSchema,
  homeSchema,
  legalSchema,
  packagePricesSchema,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
} from "./schema.ts";

/** The folder of the content, relative to the project's root. */
export const contentFolder = "content";

const yaml = { data: "yaml" } as const;

/** Entries that exist once per language: their key, file and schema. */
function perLanguage(language: Language) {
  const name = languageNames[language];
  const services = Object.fromEntries(
    serviceKeys.map((key) => [
      serviceEntry(key, language),
      singleton({
        label: `${name} · ${key}`,
        path: `${contentFolder}/services/${key}/${language}`,
        format: yaml,
        schema: serviceSchema(serviceFacts(key)) as ReturnType<typeof serviceSchema> &
          Record<string, never>,
      }),
    ]),
  );
  return {
    [`site-${language}`]: singleton({
      label: `${name} · fejléc, lábléc, 404`,
      path: `${contentFolder}/site/${language}`,
      format: yaml,
      schema: siteSchema,
    }),
    [`form-${language}`]: singleton({
      label: `${name} · kapcsolatűrlap`,
      path: `${contentFolder}/form/${language}`,
      format: yaml,
      schema: formSchema,
    }),
    [`home-${language}`]: singleton({
      label: `${name} · főoldal`,
      path: `${contentFolder}/home/${language}`,
      format: yaml,
      schema: homeSchema,
    }),
    ...services,
    ...Object.fromEntries(
      (["terms", "privacy"] as const).map((page) => [
        `${page}-${language}`,
        singleton({
          label: `${name} · ${page === "terms" ? "ÁSZF" : "adatkezelési tájékoztató"}`,
          path: `${contentFolder}/legal/${page}/${language}`,
          format: { contentField: "body" },
          schema: legalSchema,
        }),
      ]),
    ),
  };
}

export const serviceEntry = (key: ServiceKey, language: Language) => `service-${key}-${language}`;
export const pricesEntry = (key: ServiceKey) => `prices-${key}`;

const shared = {
  company: singleton({
    label: "Cégadatok",
    path: `${contentFolder}/company`,
    format: yaml,
    schema: companySchema,
  }),
  testimonials: singleton({
    label: "Ügyfélvélemények",
    path: `${contentFolder}/testimonials`,
    format: yaml,
    schema: testimonialsSchema,
  }),
  ...Object.fromEntries(
    serviceKeys
      .filter((key) => serviceFacts(key).packages)
      .map((key) => [
        pricesEntry(key),
        singleton({
          label: `Csomagárak · ${key}`,
          path: `${contentFolder}/services/${key}/packages`,
          format: yaml,
          schema: packagePricesSchema(serviceFacts(key)),
        }),
      ]),
  ),
};

const singletons = {
  ...shared,
  ...Object.assign({}, ...languages.map(perLanguage)),
} as typeof shared & ReturnType<typeof perLanguage>;

export default config({
  storage: { kind: "local" },
  ui: {
    brand: { name: "Danubius Protect" },
    navigation: {
      "Közös adatok": Object.keys(shared),
      ...Object.fromEntries(
        languages.map((language) => [languageNames[language], Object.keys(perLanguage(language))]),
      ),
    },
  },
  singletons,
});

/** The file that holds an entry, for messages that name it. */
export function entryFile(key: string): string {
  const entry = singletons[key as keyof typeof singletons];
  if (!entry) return key;
  const { path, format } = entry as { path: string; format?: { contentField?: string } };
  return `${path}.${format?.contentField ? "mdoc" : "yaml"}`;
}
