/**
 * JSON-LD (schema.org) for the organization, services and breadcrumbs, typed with schema-dts:
 * a property or type schema.org does not have is a type error.
 */
import type {
  BreadcrumbList,
  LocalBusinessLeaf,
  MergeLeafTypes,
  PostalAddress,
  ProfessionalServiceLeaf,
  Service,
  WithContext,
} from "schema-dts";
import type { PageContent } from "../content/page-content.ts";
import { type Language, languages, locales } from "./language.ts";
import { type PageId, pathFor } from "./pages.ts";
import { absoluteUrl } from "./seo.ts";

/** What the data is made of: the release's company facts and origin. */
type Site = Pick<PageContent, "company" | "siteUrl">;

/** A local business that offers professional services: both types, one node. */
type Company = MergeLeafTypes<[LocalBusinessLeaf, ProfessionalServiceLeaf]>;

const organizationId = (site: Site) => `${absoluteUrl(site.siteUrl, "/")}#organization`;

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
    url: absoluteUrl(site.siteUrl, pathFor("home", language)),
    email: brand.email,
    telephone: brand.phone.replaceAll(" ", ""),
    image: absoluteUrl(site.siteUrl, `/og/home.${language}.png`),
    logo: absoluteUrl(site.siteUrl, "/icon-512.png"),
    address: postalAddress(site),
    areaServed: [
      { "@type": "City", name: "Budapest" },
      { "@type": "Country", name: "Hungary" },
    ],
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
  const brand = site.company;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: absoluteUrl(site.siteUrl, pathFor(page, language)),
    areaServed: { "@type": "City", name: "Budapest" },
    provider: {
      "@type": "LocalBusiness",
      "@id": organizationId(site),
      name: brand.name,
      telephone: brand.phone.replaceAll(" ", ""),
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
        item: absoluteUrl(site.siteUrl, pathFor("home", language)),
      },
      {
        "@type": "ListItem",
        position: 2,
        name: pageName,
        item: absoluteUrl(site.siteUrl, pathFor(page, language)),
      },
    ],
  };
}
