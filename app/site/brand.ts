/** Facts about the company. The company replaces these here, in one place (docs/content.md). */
export const brand = {
  name: "Danubius Protect",
  legalName: "Danubius Protect Kft.",
  email: "info@danubiusprotect.hu",
  phone: "+36 1 234 5678",
  /** E.164 form for tel: links and structured data. */
  phoneHref: "tel:+3612345678",
  address: {
    postalCode: "1024",
    city: "Budapest",
    street: "Margit körút",
    number: "43",
    country: "HU",
  },
  /** Fixed label that tells the inquiry's receiver where it came from. */
  inquirySource: "Danubius Protect website",
  defaultSiteUrl: "https://www.danubiusprotect.hu",
} as const;

/** The postal address in one language's words and order (`CommonContent.contact.address`). */
export function postalAddress(template: string): string {
  const { postalCode, city, street, number } = brand.address;
  return template
    .replace("{postalCode}", postalCode)
    .replace("{city}", city)
    .replace("{street}", street)
    .replace("{number}", number);
}
