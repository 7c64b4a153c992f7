/**
 * JSON-LD (schema.org) for the organization, services and breadcrumbs, typed with schema-dts:
 * a property or type schema.org does not have is a type error.
 */
import type {
  BreadcrumbList,
  City,
  LocalBusinessLeaf,
  MergeLeafTypes,
  PostalAddress,
  ProfessionalServiceLeaf,
  Service,
  WithContext,
} from "schema-dts";
import type { PageContent } from "../content/page-content.ts";
import { type Language, languages, locales } from "../site/language.ts";
import { type PageId, pathFor } from "../site/pages.ts";
import { absoluteUrl } from "./seo.ts";

/** What the data is made of: the release's company facts and origin. */
type Site = Pick<PageContent, "company" | "siteUrl">;

/** A local business that offers professional services: both types, one node. */
type Company = MergeLeafTypes<[LocalBusinessLeaf, ProfessionalServiceLeaf]>;

const organizationId = (site: Site) => `${absoluteUrl(site.siteUrl, "/")}#organization`;

/** An absolute URL of a page in a language, as every node links it. */
const pageUrl = (site: Site, page: PageId, language: Language) =>
  absoluteUrl(site.siteUrl, pathFor(page, language));

/** The phone number without its spaces (+3612345678), as search engines read it. */
const telephone = ({ company }: Site) => company.phone.replaceAll(" ", "");

const budapest: City = { "@type": "City", name: "Budapest" };

const postalAddress = ({ company: brand }: Site): PostalAddress => ({
  "@type": "PostalAddress",
  streetAddress: `${brand.address.street} ${brand.address.number}.`,
  postalCode: brand.address.postalCode,
  addressLocality: brand.address.city,
  addressCountry: brand.address.country,
});

export function localBusiness(
  site: Site,
  language: Language,
  description: string,
): WithContext<Company> {
  const brand = site.company;
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "ProfessionalService"],
    "@id": organizationId(site),
    name: brand.name,
    legalName: brand.legalName,
    description,
    url: pageUrl(site, "home", language),
    email: brand.email,
    telephone: telephone(site),
    image: absoluteUrl(site.siteUrl, `/og/home.${language}.png`),
    logo: absoluteUrl(site.siteUrl, "/icon-512.png"),
    address: postalAddress(site),
    areaServed: [budapest, { "@type": "Country", name: "Hungary" }],
    knowsLanguage: languages.map((alt) => locales[alt]),
  };
}

export function serviceSchema(
  site: Site,
  page: PageId,
  language: Language,
  name: string,
  description: string,
): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: pageUrl(site, page, language),
    areaServed: budapest,
    provider: {
      "@type": "LocalBusiness",
      "@id": organizationId(site),
      name: site.company.name,
      telephone: telephone(site),
      address: postalAddress(site),
    },
  };
}

export function breadcrumbs(
  site: Site,
  language: Language,
  homeName: string,
  page: PageId,
  pageName: string,
): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      {
        "@type": "ListItem",
        position: 1,
        name: homeName,
        item: pageUrl(site, "home", language),
      },
      {
        "@type": "ListItem",
        position: 2,
        name: pageName,
        item: pageUrl(site, page, language),
      },
    ],
  };
}
