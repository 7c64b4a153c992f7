import { ContactSection } from "../components/sections/ContactSection.tsx";
import { Hero } from "../components/sections/Hero.tsx";
import { HomeFeature } from "../components/sections/HomeFeature.tsx";
import { Reasons } from "../components/sections/Reasons.tsx";
import { ServiceCards } from "../components/sections/ServiceCards.tsx";
import { Stats } from "../components/sections/Stats.tsx";
import { Testimonials } from "../components/sections/Testimonials.tsx";
import { ServiceEmblem } from "../components/ui/ServiceEmblem.tsx";
import { pageContentOf } from "../content/page-content.ts";
import { pageSeo } from "../page/seo.ts";
import { localBusiness } from "../page/structured-data.ts";
import { pageRouteOf } from "../site/pages.ts";
import { homeServices, type ServiceKey } from "../site/services.ts";
import type { Route } from "./+types/home";

export function loader({ request, context }: Route.LoaderArgs) {
  const { language, path } = pageRouteOf(request);
  const site = pageContentOf(context);
  const { home, services } = site.content[language];
  const placed = <T,>(list: "card" | "feature", words: (key: ServiceKey) => T | undefined) =>
    homeServices(list).flatMap((key) => {
      const text = words(key);
      return text ? [[key, text] as const] : [];
    });
  return {
    language,
    path,
    home,
    cards: placed("card", (key) => services[key].homeCard),
    features: placed("feature", (key) => services[key].homeFeature),
    seo: pageSeo({
      page: "home",
      language,
      meta: home.meta,
      siteName: site.company.name,
      origin: site.siteUrl,
      jsonLd: [localBusiness(site, language, home.meta.description)],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home, cards, features, language, path } = loaderData;
  return (
    <>
      <Hero
        content={home.hero}
        ctaHref="#debt-collection"
        secondaryCtaHref="#contact"
        visual={<ServiceEmblem service="security" />}
      />
      <ServiceCards content={home.services} cards={cards} language={language} />
      {features.map(([service, content], index) => (
        <HomeFeature
          key={service}
          service={service}
          content={content}
          tinted={index % 2 === 0}
          reverse={index % 2 === 1}
        />
      ))}
      <Reasons content={{ ...home.whyUs, items: home.whyUs.reasons }}>
        <Stats content={home.whyUs.stats} />
      </Reasons>
      <Testimonials content={home.testimonials} language={language} />
      <ContactSection page={path} />
    </>
  );
}
