/** Facts about the company (PRODUCT.md §2). The company replaces these in one place. */
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
    street: "Margit körút 43.",
    country: "HU",
  },
  /** Fixed label that tells the inquiry's receiver where it came from. */
  inquirySource: "Danubius Protect website",
  defaultSiteUrl: "https://www.danubiusprotect.hu",
} as const;
