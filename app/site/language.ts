export const languages = ["hu", "en", "de"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "hu";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The name each language gives itself, shown as is whatever the page's language. */
export const languageNames: Record<Language, string> = {
  hu: "Magyar",
  en: "English",
  de: "Deutsch",
};

/** The languages' names in Hungarian, for the staff's back office and editor. */
export const hungarianNames: Record<Language, string> = {
  hu: "magyar",
  en: "angol",
  de: "német",
};

/** A language as the Hungarian back office names it, on its own: "Angol". */
export const staffLanguageName = (language: Language): string =>
  hungarianNames[language].charAt(0).toUpperCase() + hungarianNames[language].slice(1);

/** Opening and closing quotation marks as each language prints them. */
export const quoteMarks: Record<Language, readonly [string, string]> = {
  hu: ["„", "”"],
  en: ["“", "”"],
  de: ["„", "“"],
};

/** The sign before the year in the footer's copyright line, the same in every language. */
export const copyrightSign = "©";

/** BCP 47 locale used for number and date formatting and for og:locale. */
export const locales: Record<Language, string> = {
  hu: "hu-HU",
  en: "en-GB",
  de: "de-DE",
};

// The keyword rule for the language of a path the route table does not list (the 404 page;
// docs/urls-and-languages.md).
// German keywords are checked first, then English; anything else is Hungarian.
const pathKeywords: ReadonlyArray<readonly [Language, readonly string[]]> = [
  [
    "de",
    [
      "forderungsmanagement",
      "sicherheit",
      "privatdetektiv",
      "eigentumsschutz",
      "agb",
      "datenschutz",
    ],
  ],
  [
    "en",
    ["debt-collection", "security", "investigation", "property-protection", "terms", "privacy"],
  ],
];

export function languageFromKeywords(pathname: string): Language {
  const path = pathname.toLowerCase();
  for (const [language, keywords] of pathKeywords) {
    if (keywords.some((keyword) => path.includes(keyword))) return language;
  }
  return defaultLanguage;
}

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

export function formatPrice(language: Language, amount: number): string {
  return new Intl.NumberFormat(locales[language], {
    style: "currency",
    currency: "HUF",
    maximumFractionDigits: 0,
  }).format(amount);
}
