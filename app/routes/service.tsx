import { ContactSection } from "../components/sections/ContactSection.tsx";
import { CtaBand } from "../components/sections/CtaBand.tsx";
import { Hero } from "../components/sections/Hero.tsx";
import { Packages } from "../components/sections/Packages.tsx";
import { Process } from "../components/sections/Process.tsx";
import { Reasons } from "../components/sections/Reasons.tsx";
import { ServiceList } from "../components/sections/ServiceList.tsx";
import { Stats } from "../components/sections/Stats.tsx";
import { TargetGroups } from "../components/sections/TargetGroups.tsx";
import { HeroImage } from "../components/ui/HeroImage.tsx";
import { ServiceEmblem } from "../components/ui/ServiceEmblem.tsx";
import { pageContentOf } from "../content/page-content.ts";
import { serviceItems, servicePackages } from "../content/service-view.ts";
import type { AnyServiceCopy } from "../content/types.ts";
import { pageSeo } from "../page/seo.ts";
import { breadcrumbs, serviceSchema } from "../page/structured-data.ts";
import { pageRouteOf } from "../site/pages.ts";
import { isServiceKey, serviceFacts } from "../site/services.ts";
import type { Route } from "./+types/service";

export function loader({ request, context }: Route.LoaderArgs) {
  const { page, language, path } = pageRouteOf(request);
  const site = pageContentOf(context);
  if (!isServiceKey(page)) throw new Error(`${path} is not a service page`);
  const { services, common } = site.content[language];
  const content: AnyServiceCopy = services[page];
  const { hero } = serviceFacts(page);
  return {
    service: page,
    language,
    path,
    content,
    items: serviceItems(page, content),
    packages: servicePackages(page, content, site.packagePrices),
    heroPhoto: hero.kind === "photo" ? site.heroPhotos[page] : undefined,
    seo: pageSeo({
      page,
      language,
      meta: content.meta,
      siteName: site.company.name,
      origin: site.siteUrl,
      jsonLd: [
        serviceSchema(site, page, language, content.name, content.meta.description),
        breadcrumbs(site, language, common.nav.home, page, content.name),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo ?? [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, language, path, content, items, packages, heroPhoto } = loaderData;
  const { hero } = serviceFacts(service);
  const photo =
    hero.kind === "photo" && heroPhoto && content.heroPhoto ? (
      <HeroImage photo={heroPhoto} alt={content.heroPhoto.alt} placement={hero.placement} />
    ) : undefined;
  const placement = hero.kind === "photo" ? hero.placement : undefined;
  return (
    <>
      <Hero
        content={content.hero}
        ctaHref="#contact"
        background={placement === "backdrop" ? photo : undefined}
        visualOnPhones={placement === "beside"}
        visual={
          placement === "beside" ? (
            photo
          ) : placement ? undefined : (
            <ServiceEmblem service={service} />
          )
        }
      />
      {content.stats?.length ? (
        <section aria-label={content.name} className="border-b border-ink-100 bg-white py-10">
          <div className="container-page">
            <Stats content={content.stats} tone="light" />
          </div>
        </section>
      ) : null}
      <ServiceList content={content.services} items={items} />
      <Reasons id="reasons" content={content.reasons} />
      <TargetGroups content={content.targets} />
      {content.process && <Process content={content.process} />}
      {content.packages && (
        <Packages
          content={content.packages}
          packages={packages}
          language={language}
          service={service}
        />
      )}
      <CtaBand content={content.ctaBand} />
      <ContactSection page={path} defaultService={service} />
    </>
  );
}
