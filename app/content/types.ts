/**
 * The types of the content, as the pages receive it. They follow from the schema
 * (app/content/schema.ts): a field added there is a field here. The loader
 * (app/content/index.server.ts) only joins what the schema keeps apart — the testimonials
 * into the home page's language, the legal texts into sections, the company's facts into copy.
 */
import type { sectionHead } from "./fields.ts";
import type {
  companySchema,
  Fill,
  formSchema,
  homeSchema,
  ServiceCopyOf,
  siteSchema,
} from "./schema.ts";

export type CommonContent = Fill<ReturnType<typeof siteSchema>>;
export type ContactFormContent = Fill<ReturnType<typeof formSchema>>;

type HomeEntry = Fill<typeof homeSchema>;
export type PageMeta = HomeEntry["meta"];
export type Stat = HomeEntry["hero"]["stats"][number];
export type TitledText = HomeEntry["whyUs"]["reasons"][number];

/** A testimonial in one language: the name in that language's order, the client, the words. */
export interface Testimonial {
  name: string;
  company: string;
  text: string;
}

export type HomeContent = Omit<HomeEntry, "testimonials"> & {
  testimonials: HomeEntry["testimonials"] & { items: readonly Testimonial[] };
};

/** The copy of any service, for code that treats every service alike. */
export type AnyServiceCopy = ServiceCopyOf;
export type ServiceItem = AnyServiceCopy["services"]["items"][string];
export type TargetGroup = AnyServiceCopy["targets"]["groups"][number];
export type HomeFeatureSection = NonNullable<AnyServiceCopy["homeFeature"]>;
export type PackageCopy = NonNullable<AnyServiceCopy["packages"]>["items"][string];

/** The opening of a section: eyebrow, heading, lead. */
export type SectionHead = Fill<typeof sectionHead>;

/** A page's opening: the home page's (a second button, figures) or a service's (highlights). */
export type HeroContent = HomeContent["hero"] | AnyServiceCopy["hero"];

/**
 * Every field of every member of a union of content types. A component that shows content
 * lists what it reads as `{ … } satisfies Record<FieldOf<Content>, unknown>`: a field added
 * to the schema is then a type error in the component until it is shown (or dropped there on
 * purpose, by name).
 */
export type FieldOf<Content> = Content extends unknown ? keyof Content : never;

/** The company's facts, with the phone number as a tel: link. */
export type Company = Fill<typeof companySchema> & { phoneHref: string };

/** Inline rich text: plain text, bold runs and links. */
export type RichInline = string | { strong: string } | { text: string; href: string };
export type Rich = string | readonly RichInline[];
/** A block of legal text: a paragraph or a bulleted list. */
export type LegalBlock = Rich | { list: readonly Rich[] };

export interface LegalSection {
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalPageContent {
  meta: PageMeta;
  heading: string;
  lastUpdated: string;
  intro: Rich;
  sections: readonly LegalSection[];
}

export interface LegalPages {
  terms: LegalPageContent;
  privacy: LegalPageContent;
}

/** Everything one language provides. */
export interface SiteContent {
  common: CommonContent;
  form: ContactFormContent;
  home: HomeContent;
  services: Record<import("../site/services.ts").ServiceKey, AnyServiceCopy>;
  legal: LegalPages;
}
