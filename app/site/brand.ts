/**
 * Facts about the site that are part of its contracts, not content: the company's name,
 * address, e-mail and phone are content (content/company.yaml), which staff edit.
 */
export const brand = {
  /** Fixed label that tells the inquiry's receiver where it came from. */
  inquirySource: "Danubius Protect website",
  defaultSiteUrl: "https://www.danubiusprotect.hu",
} as const;
