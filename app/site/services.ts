/**
 * The service registry: every language-independent fact about each service, in one place.
 * Routes, navigation, the home page, the form's select, the webhook label and the schema of
 * each service's content derive from it. Words and prices are content (content/services/).
 * docs/how-to/add-a-service.md walks through adding one.
 */
import type { IconName } from "./icon-name.ts";
import type { Language } from "./language.ts";

/** A package's stable id: the copy names it and content/services/<key>/packages.yaml prices it. */
export interface PackageFacts {
  id: string;
  /** The package's name in the editor: the Hungarian page's name for it (a test holds them equal). */
  staffName: string;
}

/** Where a hero photo stands: beside the copy, or behind it (full width, under a scrim). */
export type HeroPlacement = "beside" | "backdrop";

/**
 * What the hero shows beside (or behind) the copy: the service's icon as an emblem, or a
 * photo, which is content (app/site/hero-photos.ts): staff replace it in the editor.
 */
export type HeroVisual = { kind: "emblem" } | { kind: "photo"; placement: HeroPlacement };

export interface ServiceFacts {
  /** The page's path in each language. */
  paths: Record<Language, string>;
  /**
   * The label an inquiry about this service carries to the webhook and the staff e-mail.
   * The receiving automation matches on it, so it is part of the contract
   * (docs/contact-pipeline.md) and never translated.
   */
  inquiryLabel: string;
  icon: IconName;
  /** The items of the page's service list, in display order: id → icon. */
  items: Readonly<Record<string, IconName>>;
  hero: HeroVisual;
  /** Where the service appears on the home page: position among the cards and the feature sections. */
  home?: { card?: number; feature?: number };
  /** How many target groups and process steps the page shows (no process section when absent). */
  sections: { targetGroups: 2 | 3; processSteps?: 4 | 5 };
  packages?: readonly PackageFacts[];
}

export const services = {
  "debt-collection": {
    paths: { hu: "/adossagbehajtatas", en: "/debt-collection", de: "/forderungsmanagement" },
    inquiryLabel: "Követeléskezelés",
    icon: "HandCoins",
    items: {
      review: "FileSearch",
      amicable: "HandCoins",
      enforcement: "Gavel",
      tracing: "ClipboardCheck",
    },
    hero: { kind: "emblem" },
    home: { card: 2, feature: 1 },
    sections: { targetGroups: 3, processSteps: 5 },
  },
  security: {
    paths: { hu: "/biztonsag", en: "/security", de: "/sicherheit" },
    inquiryLabel: "Biztonságtechnika",
    icon: "ShieldCheck",
    items: { guarding: "Users", events: "Camera", systems: "KeyRound", monitoring: "Radar" },
    hero: { kind: "photo", placement: "backdrop" },
    home: { card: 1, feature: 2 },
    sections: { targetGroups: 3 },
  },
  investigation: {
    paths: { hu: "/nyomozas", en: "/investigation", de: "/privatdetektiv" },
    inquiryLabel: "Magánnyomozás",
    icon: "ScanSearch",
    items: {
      "due-diligence": "ScanSearch",
      fraud: "FileSearch",
      tracing: "Users",
      private: "BadgeCheck",
    },
    hero: { kind: "emblem" },
    home: { card: 3, feature: 3 },
    sections: { targetGroups: 2, processSteps: 5 },
  },
  "property-protection": {
    paths: { hu: "/ingatlanvedelem", en: "/property-protection", de: "/eigentumsschutz" },
    inquiryLabel: "Ingatlanvédelem",
    icon: "House",
    items: { cctv: "Camera", alarms: "ShieldCheck", "smart-home": "House", squatters: "Gavel" },
    hero: { kind: "photo", placement: "beside" },
    home: { card: 4, feature: 4 },
    sections: { targetGroups: 2 },
    packages: [
      { id: "basic", staffName: "Alap" },
      { id: "premium", staffName: "Prémium" },
      { id: "professional", staffName: "Professzionális" },
    ],
  },
  cleaning: {
    paths: { hu: "/takaritas", en: "/cleaning", de: "/reinigung" },
    inquiryLabel: "Professzionális takarítás",
    icon: "Sparkles",
    items: {
      offices: "Sparkles",
      deep: "SprayCan",
      residential: "Building2",
      industrial: "BadgeCheck",
    },
    hero: { kind: "emblem" },
    sections: { targetGroups: 3, processSteps: 4 },
  },
  "facility-management": {
    paths: { hu: "/uzemeltetetes", en: "/facility-management", de: "/gebaeudemanagement" },
    inquiryLabel: "Létesítményüzemeltetés",
    icon: "Building2",
    items: {
      operation: "Wrench",
      caretaking: "Building2",
      inspections: "ClipboardCheck",
      reception: "ShieldCheck",
    },
    hero: { kind: "emblem" },
    sections: { targetGroups: 3, processSteps: 4 },
  },
} as const satisfies Record<string, ServiceFacts>;

export type ServiceKey = keyof typeof services;
export type ServiceFactsOf<K extends ServiceKey> = (typeof services)[K];

/** The services in registry order: navigation, footer and the form's select follow it. */
export const serviceKeys = Object.keys(services) as ServiceKey[];

export function isServiceKey(value: unknown): value is ServiceKey {
  return typeof value === "string" && Object.hasOwn(services, value);
}

/** The facts of one service, widened for code that treats every service alike. */
export function serviceFacts(key: ServiceKey): ServiceFacts {
  return services[key];
}

/** Services placed on the home page in one of its two lists, in their order there. */
export function homeServices(list: "card" | "feature"): ServiceKey[] {
  return serviceKeys
    .filter((key) => serviceFacts(key).home?.[list] !== undefined)
    .sort((a, b) => (serviceFacts(a).home?.[list] ?? 0) - (serviceFacts(b).home?.[list] ?? 0));
}

/** The label an inquiry carries for its service: the registry's for ours, anything else as is. */
export function inquiryServiceLabel(service: string): string {
  return isServiceKey(service) ? services[service].inquiryLabel : service;
}
