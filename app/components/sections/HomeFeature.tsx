import { ArrowRight } from "lucide-react";
import type { HomeFeatureSection } from "../../content/types.ts";
import type { ServiceKey } from "../../site/services.ts";
import { CheckList } from "../ui/CheckList.tsx";
import { ServiceEmblem } from "../ui/ServiceEmblem.tsx";
import { SectionHeader } from "./SectionHeader.tsx";
import { Stats } from "./Stats.tsx";

interface HomeFeatureProps {
  service: ServiceKey;
  content: HomeFeatureSection;
  reverse?: boolean;
  tinted?: boolean;
}

/** A home-page section about one service; its button goes to the contact section. */
export function HomeFeature({
  service,
  content,
  reverse = false,
  tinted = false,
}: HomeFeatureProps) {
  return (
    <section
      id={service}
      aria-labelledby={`${service}-heading`}
      className={`section-y ${tinted ? "bg-white" : ""}`}
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className={reverse ? "lg:order-last" : ""}>
          <SectionHeader id={`${service}-heading`} content={content} />
          <CheckList points={content.points} className="mt-8 space-y-3.5" gap="gap-3" />
          <a href="#contact" className="btn-primary mt-9">
            {content.cta}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </div>
        <div className="rounded-[2rem] bg-ink-900 p-8 sm:p-12">
          <div className="mx-auto max-w-44 sm:max-w-xs">
            <ServiceEmblem service={service} />
          </div>
          {content.stats.length > 0 && (
            <div className="mt-10">
              <Stats content={content.stats} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
