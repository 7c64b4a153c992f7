/**
 * The placeholders copy names a fact by, `{házszám}` where the house number goes: written in
 * Hungarian, as staff type and read them in the editor in every language. One list, read by
 * the filling (facts.ts, legal-text.ts), the package's prefilled message, the editor's help
 * texts and the content migration that renamed the English ones the copy had before
 * (server/publishing/migrations/002-hungarian-placeholders.ts).
 */
export const placeholders = {
  legalName: "{cégnév}",
  postalCode: "{irányítószám}",
  city: "{település}",
  street: "{közterület}",
  number: "{házszám}",
  email: "{e-mail-cím}",
  phone: "{telefonszám}",
  inquiryRetention: "{megőrzési-idő}",
  package: "{csomag}",
} as const;

export type PlaceholderKey = keyof typeof placeholders;

/** A placeholder's name without its braces: "házszám". */
export const placeholderName = (key: PlaceholderKey): string => placeholders[key].slice(1, -1);

/** Any placeholder-shaped text: letters, digits and hyphens in braces. */
export const placeholderPattern = /\{([\p{L}\d-]+)\}/gu;
