/**
 * The shape every language must fill. Hungarian is the reference copy; English and German
 * are written natively to the same shape. A missing string is a type error.
 *
 * Conventions:
 * - Plain strings only; no HTML. Rich text uses the `Rich` structure below.
 * - Figures and claims come only from SPEC.md §9.
 * - Tuples fix counts that SPEC.md §2 prescribes (e.g. four reasons).
 */
import type { NoticeKey } from "../contact/protocol.ts";
import type { ServiceKey } from "../site/pages.ts";

/** Inline rich text: plain text, bold runs and links. */
export type RichInline = string | { strong: string } | { text: string; href: string };
export type Rich = string | readonly RichInline[];
/** A block of legal text: a paragraph or a bulleted list. */
export type LegalBlock = Rich | { list: readonly Rich[] };

export interface PageMeta {
  /** `<title>`, ideally ≤ 60 characters, ends with the brand name. */
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  keywords: readonly string[];
  /** Open Graph and Twitter title/description (share previews may be shorter). */
  socialTitle: string;
  socialDescription: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export interface Stat {
  /** Figure as displayed, e.g. "92%" or "150+" — formatted the way the language writes it. */
  value: string;
  label: string;
}

export interface ServiceItem extends TitledText {
  features: readonly string[];
}

export interface TargetGroup {
  title: string;
  /** Optional qualifier, e.g. "1–50 employees". */
  subtitle?: string;
  points: readonly string[];
}

export type Four<T> = readonly [T, T, T, T];
export type Three<T> = readonly [T, T, T];
export type Five<T> = readonly [T, T, T, T, T];

/** Copy shared by every page of one language. */
export interface CommonContent {
  languageName: string;
  skipToContent: string;
  brandTagline: string;
  nav: {
    label: string;
    home: string;
    /** Short labels used in the header navigation. */
    services: Record<ServiceKey, string>;
    contact: string;
    openMenu: string;
    closeMenu: string;
    /** Accessible label of the language dropdown, e.g. "Nyelv választása". */
    chooseLanguage: string;
  };
  footer: {
    /** One or two sentences under the brand name. */
    tagline: string;
    servicesHeading: string;
    companyHeading: string;
    terms: string;
    privacy: string;
    languagesHeading: string;
    /** Rights text after "© 2026 Danubius Protect Kft.", e.g. "Minden jog fenntartva." */
    rights: string;
  };
  contact: {
    eyebrow: string;
    heading: string;
    lead: string;
    emailLabel: string;
    phoneLabel: string;
    addressLabel: string;
    /** The postal address as written in this language (PRODUCT.md §2). */
    address: string;
    responsePromise: string;
  };
  /** Localized names of the six services, used in the form's select and in links. */
  serviceNames: Record<ServiceKey, string>;
  /** Heading of a legal page's table of contents. */
  tableOfContents: string;
  notFound: {
    title: string;
    text: string;
    homeLink: string;
  };
  /** Generic call-to-action texts. */
  cta: {
    requestQuote: string;
    learnMore: string;
    contactUs: string;
  };
}

export interface HomeFeatureSection {
  eyebrow: string;
  heading: string;
  lead: string;
  points: readonly string[];
  cta: string;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Scrolls to the debt-collection section. */
    cta: string;
    secondaryCta: string;
    stats: readonly Stat[];
  };
  services: {
    eyebrow: string;
    heading: string;
    lead: string;
    cards: Record<
      "security" | "debt-collection" | "investigation" | "property-protection",
      TitledText
    >;
    cardCta: string;
  };
  debtCollection: HomeFeatureSection & { stats: readonly Stat[] };
  security: HomeFeatureSection;
  investigation: HomeFeatureSection;
  propertyProtection: HomeFeatureSection;
  whyUs: {
    eyebrow: string;
    heading: string;
    lead: string;
    reasons: readonly TitledText[];
    stats: readonly Stat[];
  };
  testimonials: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Accessible text for the five-star rating, e.g. "5 / 5 csillag". */
    ratingLabel: string;
    items: Four<{ name: string; company: string; text: string }>;
  };
}

export interface ServicePackage {
  id: "basic" | "premium" | "professional";
  name: string;
  /** Price in HUF; formatted per language at render time. */
  price: number;
  features: readonly string[];
}

export interface ServicePageContent {
  meta: PageMeta;
  /** Short name used in breadcrumbs and structured data. */
  name: string;
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Scrolls to the contact section. */
    cta: string;
    highlights: readonly string[];
  };
  /** Optional figures shown under the hero (only claims from SPEC.md §9). */
  stats?: readonly Stat[];
  services: {
    eyebrow: string;
    heading: string;
    lead: string;
    items: Four<ServiceItem>;
  };
  reasons: {
    eyebrow: string;
    heading: string;
    items: Four<TitledText>;
  };
  targets: {
    eyebrow: string;
    heading: string;
    groups: readonly TargetGroup[];
  };
  process?: {
    eyebrow: string;
    heading: string;
    steps: readonly TitledText[];
  };
  packages?: {
    eyebrow: string;
    heading: string;
    lead: string;
    popularBadge: string;
    /** Shown under the prices (e.g. VAT included, installation time, warranty). */
    notes: readonly string[];
    orderCta: string;
    /** Prefilled message when a package is ordered; `{package}` is replaced by its name. */
    orderMessage: string;
    perUnit: string;
    items: Three<ServicePackage>;
  };
  ctaBand: {
    heading: string;
    text: string;
    cta: string;
  };
}

export interface LegalSection {
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalPageContent {
  meta: PageMeta;
  heading: string;
  lastUpdated: string;
  intro: Rich;
  sections: readonly LegalSection[];
}

export interface ServicePages {
  "debt-collection": ServicePageContent & {
    targets: { groups: Three<TargetGroup> };
    process: { steps: Five<TitledText> };
  };
  security: ServicePageContent & { targets: { groups: Three<TargetGroup> } };
  investigation: ServicePageContent & {
    targets: { groups: readonly [TargetGroup, TargetGroup] };
    process: { steps: Five<TitledText> };
  };
  "property-protection": ServicePageContent & {
    targets: { groups: readonly [TargetGroup, TargetGroup] };
    packages: NonNullable<ServicePageContent["packages"]>;
  };
  cleaning: ServicePageContent & { process: { steps: Four<TitledText> } };
  "facility-management": ServicePageContent & { process: { steps: Four<TitledText> } };
}

export interface LegalPages {
  terms: LegalPageContent;
  privacy: LegalPageContent;
}

export interface Notice {
  title: string;
  text: string;
}

/** Copy of the contact form and its notices. */
export interface ContactFormContent {
  labels: Record<"name" | "email" | "phone" | "service" | "message", string>;
  placeholders: Record<"name" | "email" | "phone" | "message", string>;
  servicePlaceholder: string;
  optional: string;
  required: string;
  submit: string;
  sending: string;
  privacyNote: readonly [before: string, link: string, after: string];
  fieldErrors: {
    nameTooShort: string;
    emailInvalid: string;
    tooLong: string;
  };
  /** The Hungarian success, validation and failure notices are fixed word for word (docs/content.md). */
  notices: Record<NoticeKey, Notice>;
  dismiss: string;
}

/** Everything one language provides. */
export interface SiteContent {
  common: CommonContent;
  form: ContactFormContent;
  home: HomeContent;
  services: ServicePages;
  legal: LegalPages;
}
