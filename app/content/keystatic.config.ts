/**
 * The content's Keystatic configuration: which file holds which entry, under the schema of
 * app/content/schema.ts. The build reads every entry through it (app/content/index.server.ts)
 * and the editor edits the same files with the same fields.
 */
import { type ComponentSchema, config, type Singleton, singleton } from "@keystatic/core";
import { photoFiles, photosEntry } from "../site/hero-photos.ts";
import { type Language, languages, staffLanguageName } from "../site/language.ts";
import { type ServiceKey, serviceFacts, serviceKeys } from "../site/services.ts";
import {
  companySchema,
  formSchema,
  homeSchema,
  legalSchema,
  packagePricesSchema,
  photosSchema,
  pricesEntryLabel,
  serviceSchema,
  siteSchema,
  testimonialsSchema,
} from "./schema.ts";

/**
 * Paths are relative to the content folder (content/ of the project, or CONTENT_DIR), which is
 * all that Keystatic's local mode reads and writes.
 */

const yaml = { data: "yaml" } as const;

/** Entries that exist once per language: their key, file and schema. */

function perLanguage(language: Language) {
  const name = staffLanguageName(language);
  const services = Object.fromEntries(
    serviceKeys.map((key) => [
      serviceEntry(key, language),
      singleton({
        label: `${name} · ${serviceFacts(key).inquiryLabel}`,
        path: `services/${key}/${language}`,
        format: yaml,
        schema: serviceSchema(serviceFacts(key)) as ReturnType<typeof serviceSchema> &
          Record<string, never>,
      }),
    ]),
  );
  return {
    [`site-${language}`]: singleton({
      label: `${name} · fejléc, lábléc, 404`,
      path: `site/${language}`,
      format: yaml,
      schema: siteSchema(language),
    }),
    [`form-${language}`]: singleton({
      label: `${name} · kapcsolatűrlap`,
      path: `form/${language}`,
      format: yaml,
      schema: formSchema(language),
    }),
    [`home-${language}`]: singleton({
      label: `${name} · főoldal`,
      path: `home/${language}`,
      format: yaml,
      schema: homeSchema,
    }),
    ...services,
    ...Object.fromEntries(
      (["terms", "privacy"] as const).map((page) => [
        `${page}-${language}`,
        singleton({
          label: `${name} · ${page === "terms" ? "ÁSZF" : "adatkezelési tájékoztató"}`,
          path: `legal/${page}/${language}`,
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
    path: `company`,
    format: yaml,
    schema: companySchema,
  }),
  testimonials: singleton({
    label: "Ügyfélvélemények",
    path: `testimonials`,
    format: yaml,
    schema: testimonialsSchema,
  }),
  [photosEntry]: singleton({
    label: "Fotók",
    path: photosEntry,
    format: yaml,
    schema: photosSchema,
  }),
  ...Object.fromEntries(
    serviceKeys
      .filter((key) => serviceFacts(key).packages)
      .map((key) => [
        pricesEntry(key),
        singleton({
          label: pricesEntryLabel(serviceFacts(key)),
          path: `services/${key}/packages`,
          format: yaml,
          schema: packagePricesSchema(serviceFacts(key)),
        }),
      ]),
  ),
};

const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
  ...shared,
  ...Object.assign({}, ...languages.map(perLanguage)),
};

export default config({
  storage: { kind: "local" },
  // Its Hungarian, with the corrections of scripts/keystatic-patches.ts.
  locale: "hu-HU",
  ui: {
    brand: { name: "Danubius Protect" },
    navigation: {
      "Közös adatok": Object.keys(shared),
      ...Object.fromEntries(
        languages.map((language) => [
          staffLanguageName(language),
          Object.keys(perLanguage(language)),
        ]),
      ),
    },
  },
  singletons,
});

/** The file that holds an entry, relative to the content folder. */
export function entryFile(key: string): string {
  const entry = singletons[key];
  if (!entry) return key;
  const format = typeof entry.format === "object" ? entry.format : undefined;
  return `${entry.path}.${format?.contentField ? "mdoc" : "yaml"}`;
}

/**
 * Every file the schema defines, relative to the content folder, and each hero photo under any
 * ending an upload may have: all an editor may write.
 */
export const contentFiles: readonly string[] = [
  ...Object.keys(singletons).map(entryFile),
  ...photoFiles,
];
