/**
 * The shape every language must fill. Hungarian is the reference copy; English and German
 * are written natively to the same shape. A missing string is a type error.
 *
 * Conventions:
 * - Plain strings only; no HTML. Rich text uses the `Rich` structure below.
 * - Words only: prices, ids, icons and paths live in app/site/ (docs/content.md).
 * - Figures and claims come only from the list in docs/content.md.
 * - Tuples fix the counts the site's page design prescribes (e.g. four reasons); a
 *   service's counts come from its registry entry (app/site/services.ts).
 */
import type { NoticeKey } from "../contact/protocol.ts";
import type { ServiceFactsOf, ServiceKey } from "../site/services.ts";

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

/** Copy shared by every page of one language. */
export interface CommonContent {
  languageName: string;
  skipToContent: string;
  brandTagline: string;
  nav: {
    label: string;
    home: string;
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
    /**
     * How this language writes the postal address: the words and the order, with the
     * facts of app/site/brand.ts filled in at `{postalCode}`, `{city}`, `{street}`, `{number}`.
     */
    address: string;
    responsePromise: string;
  };
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

/** A service's section on the home page; its button goes to the contact section. */
export interface HomeFeatureSection {
  eyebrow: string;
  heading: string;
  lead: string;
  points: readonly string[];
  cta: string;
  stats?: readonly Stat[];
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
  /** The overview of service cards; each card's words are in its service's copy. */
  services: {
    eyebrow: string;
    heading: string;
    lead: string;
    cardCta: string;
  };
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

/** A tuple of exactly N items: counts fixed by the page design or the registry. */
export type Tuple<T, N extends number, Items extends readonly T[] = []> = Items["length"] extends N
  ? Items
  : Tuple<T, N, readonly [...Items, T]>;

/** The words of one package; its id, price and highlight live in the service registry. */
export interface PackageCopy {
  name: string;
  features: readonly string[];
}

interface ServiceCopyBase<K extends ServiceKey> {
  meta: PageMeta;
  /** Short name used in breadcrumbs and structured data. */
  name: string;
  /** The label in the header navigation and the footer. */
  navLabel: string;
  /** The option in the contact form's service select. */
  selectLabel: string;
  hero: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** Scrolls to the contact section. */
    cta: string;
    highlights: readonly string[];
  };
  /** Optional figures shown under the hero (only claims listed in docs/content.md). */
  stats?: readonly Stat[];
  services: {
    eyebrow: string;
    heading: string;
    lead: string;
    /** One entry per item the registry lists, under the item's id. */
    items: Record<keyof ServiceFactsOf<K>["items"], ServiceItem>;
  };
  reasons: {
    eyebrow: string;
    heading: string;
    items: Four<TitledText>;
  };
  targets: {
    eyebrow: string;
    heading: string;
    groups: Tuple<TargetGroup, ServiceFactsOf<K>["sections"]["targetGroups"]>;
  };
  ctaBand: {
    heading: string;
    text: string;
    cta: string;
  };
}

type ProcessCopy<K extends ServiceKey> = ServiceFactsOf<K>["sections"] extends {
  processSteps: infer Steps extends number;
}
  ? { process: { eyebrow: string; heading: string; steps: Tuple<TitledText, Steps> } }
  : { process?: never };

type PackagesCopy<K extends ServiceKey> =
  ServiceFactsOf<K> extends {
    packages: readonly { id: infer Id extends string }[];
  }
    ? {
        packages: {
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
          items: Record<Id, PackageCopy>;
        };
      }
    : { packages?: never };

type HomeCopy<K extends ServiceKey> = (ServiceFactsOf<K> extends { home: { card: number } }
  ? { homeCard: TitledText }
  : { homeCard?: never }) &
  (ServiceFactsOf<K> extends { home: { feature: number } }
    ? { homeFeature: HomeFeatureSection }
    : { homeFeature?: never });

/** Everything one language says about service K: its page and its places on the home page. */
export type ServiceCopy<K extends ServiceKey> = ServiceCopyBase<K> &
  ProcessCopy<K> &
  PackagesCopy<K> &
  HomeCopy<K>;

/** The copy of any service, for code that treats every service alike. */
export type AnyServiceCopy = { [K in ServiceKey]: ServiceCopy<K> }[ServiceKey];

export type ServicePages = { [K in ServiceKey]: ServiceCopy<K> };

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
