/**
 * The company's facts inside copy: text names them by placeholder (`{házszám}`…, placeholders.ts) and
 * they are filled in here, once, when the content is read. Changing the phone number is one
 * edit of content/company.yaml.
 */
import { type Language, locales } from "../site/language.ts";
import { wholeYears } from "../site/retention.ts";
import { placeholderName, placeholderPattern } from "./placeholders.ts";
import type { Fill, testimonialsSchema } from "./schema.ts";
import type { Company, Testimonial } from "./types.ts";

/** The facts with what is derived from them: the phone number as a tel: link. */
export function companyFacts(entry: Omit<Company, "phoneHref">): Company {
  return { ...entry, phoneHref: `tel:${entry.phone.replace(/[^\d+]/g, "")}` };
}

/** The period inquiries are kept, as the privacy notice of each language says it. */
export function inquiryRetention(language: Language, days: number): string {
  const years = wholeYears(days);
  const plural = new Intl.PluralRules(locales[language]).select(years ?? days);
  const words = {
    hu: years ? `${years} évig` : `${days} napig`,
    en: years
      ? `${years} ${plural === "one" ? "year" : "years"}`
      : `${days} ${plural === "one" ? "day" : "days"}`,
    de: years
      ? `${years} ${plural === "one" ? "Jahr" : "Jahre"}`
      : `${days} ${plural === "one" ? "Tag" : "Tage"}`,
  };
  return words[language];
}

/**
 * Every string of a value with the placeholders of `values` filled in. Only the keys `values`
 * has of its own are placeholders: `{constructor}` or `{toString}` stay as typed.
 */
export function fillFacts<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === "string") {
    return value.replace(placeholderPattern, (match, name: string) =>
      Object.hasOwn(values, name) ? (values[name] ?? match) : match,
    ) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, values)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFacts(item, values)]),
    ) as T;
  }
  return value;
}

/** The placeholders copy may use for the company's facts (e-mail and phone become links). */
export function factPlaceholders(company: Company): Record<string, string> {
  const { postalCode, city, street, number } = company.address;
  return {
    [placeholderName("legalName")]: company.legalName,
    [placeholderName("postalCode")]: postalCode,
    [placeholderName("city")]: city,
    [placeholderName("street")]: street,
    [placeholderName("number")]: number,
  };
}

type TestimonialEntry = Fill<typeof testimonialsSchema>["items"][number];

/** A testimonial in one language: Hungarian puts the family name first. */
export function testimonialFor(language: Language, item: TestimonialEntry): Testimonial {
  const { familyName, givenName, client, text } = item;
  return {
    name: language === "hu" ? `${familyName} ${givenName}` : `${givenName} ${familyName}`,
    company: client.discriminant === "company" ? client.value : client.value[language],
    text: text[language],
  };
}
