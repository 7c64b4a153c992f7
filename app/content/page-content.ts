/**
 * What a page is rendered from: the content of one release and its settings, handed to the
 * route loaders through React Router's load context by the release step (server/release/),
 * which passes one to the server bundle's request handler. Nothing here reads a file: one code
 * build renders any content with any settings.
 *
 * The context key must be the very object the server bundle's loaders ask for, so the bundle
 * hands out its own copy (root.tsx re-exports `pageContent`).
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { HeroPhotos } from "../site/hero-photos.ts";
import type { Language } from "../site/language.ts";
import type { PackagePrices } from "./index.server.ts";
import type { Company, SiteContent } from "./types.ts";

export interface PageContent {
  content: Record<Language, SiteContent>;
  company: Company;
  packagePrices: PackagePrices;
  /** Each photo hero's picture or drawing, made by the release step (hero-images.ts). */
  heroPhotos: HeroPhotos;
  /** The site's origin without a trailing slash (SITE_URL), for canonical and share URLs. */
  siteUrl: string;
}

export const pageContent = createContext<PageContent>();

/** The content a loader renders from. */
export const pageContentOf = (context: Readonly<RouterContextProvider>): PageContent =>
  context.get(pageContent);
