/**
 * What each kind of page shows on its share image (1200×630, drawn at build time by
 * server/release/images.ts): a line above, and the title. Every kind names its own here, so a
 * new page kind is a type error until it has one, never a silent look-alike of another.
 */
import type { SiteContent } from "../content/types.ts";
import type { LegalPageId, PageId, PageKind } from "../site/pages.ts";
import type { ServiceKey } from "../site/services.ts";

export interface ShareImageText {
  eyebrow: string;
  title: string;
}

type TextOf = (content: SiteContent, page: PageId, company: { name: string }) => ShareImageText;

export const shareImageText: Record<PageKind, TextOf> = {
  home: (content) => ({ eyebrow: content.common.brandTagline, title: content.home.hero.heading }),
  service: (content, page) => {
    const service = content.services[page as ServiceKey];
    return { eyebrow: service.name, title: service.hero.heading };
  },
  legal: (content, page, company) => ({
    eyebrow: company.name,
    title: content.legal[page as LegalPageId].heading,
  }),
};
