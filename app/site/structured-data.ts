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
// Read by route loaders at build time only, so the content reader never reaches a browser.
import { company as brand } from "../content/index.server.ts";
import { type Language, languages, locales } from "./language.ts";
import { type PageId, pathFor } from "./pages.ts";
import { absoluteUrl } from "./seo.ts";

/** A local business that offers professional services: both types, one node. */
type Company = MergeLeafTypes<[LocalBusinessLeaf, ProfessionalServiceLeaf]>;

const organizationId = () => `${absoluteUrl("/")}#organization`;

const postalAddress = (): PostalAddress => ({
  "@type": "PostalAddress",
  streetAddress: `${brand.address.street} ${brand.address.number}.`,
  postalCode: brand.address.postalCode,
  addressLocality: brand.address.city,
  addressCountry: brand.address.country,
});

export function localBusiness(language: Language, description: string): WithContext<Company> {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "ProfessionalService"],
    "@id": organizationId(),
    name: brand.name,
    legalName: brand.legalName,
    description,
    url: absoluteUrl(pathFor("home", language)),
    email: brand.email,
    telephone: brand.phone.replaceAll(" ", ""),
    image: absoluteUrl(`/og/home.${language}.png`),
    logo: absoluteUrl("/icon-512.png"),
    address: postalAddress(),
    areaServed: [
      { "@type": "City", name: "Budapest" },
      { "@type": "Country", name: "Hungary" },
    ],
    knowsLanguage: languages.map((alt) => locales[alt]),
  };
}

export function serviceSchema(
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
    url: absoluteUrl(pathFor(page, language)),
    areaServed: { "@type": "City", name: "Budapest" },
    provider: {
      "@type": "LocalBusiness",
      "@id": organizationId(),
      name: brand.name,
      telephone: brand.phone.replaceAll(" ", ""),
      address: postalAddress(),
    },
  };
}

export function breadcrumbs(
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
        item: absoluteUrl(pathFor("home", language)),
      },
      {
        "@type": "ListItem",
        position: 2,
        name: pageName,
        item: absoluteUrl(pathFor(page, language)),
      },
    ],
  };
}
