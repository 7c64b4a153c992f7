/**
 * All copy, by language. Server-only (build time): route loaders pick the slice a page needs,
 * so the browser downloads one page's copy with that page, never the whole catalogue.
 */
import type { Language } from "../site/language.ts";
import { de } from "./de/index.ts";
import { en } from "./en/index.ts";
import { hu } from "./hu/index.ts";
import type { SiteContent } from "./types.ts";

export const siteContent: Record<Language, SiteContent> = { hu, en, de };
