import { ArrowRight, Check } from "lucide-react";
import type { ReactNode } from "react";
import type { FieldOf, HeroContent } from "../../content/types.ts";
import { ContourTexture } from "../ui/ContourTexture.tsx";
import { Stats } from "./Stats.tsx";

interface HeroProps {
  id?: string;
  /** The home page's hero has a second button and figures; a service's has highlights. */
  content: HeroContent;
  ctaHref: string;
  secondaryCtaHref?: string;
  /** Beside the copy on wide screens; on narrow ones only when `visualOnPhones` (a photo). */
  visual?: ReactNode;
  visualOnPhones?: boolean;
  /** A full-bleed image behind the copy (drawn in, never the only carrier of meaning). */
  background?: ReactNode;
}

/** The page's opening: the only <h1>, its promise and the first call to action. */
export function Hero({
  id = "hero",
  content,
  ctaHref,
  secondaryCtaHref,
  visual,
  visualOnPhones = false,
  background,
}: HeroProps) {
  // Every field either hero's schema has: a new one is a type error here until it is shown.
  const { eyebrow, heading, lead, cta, secondaryCta, highlights, stats } = {
    eyebrow: content.eyebrow,
    heading: content.heading,
    lead: content.lead,
    cta: content.cta,
    secondaryCta: "secondaryCta" in content ? content.secondaryCta : undefined,
    highlights: "highlights" in content ? content.highlights : undefined,
    stats: "stats" in content ? content.stats : undefined,
  } satisfies Record<FieldOf<HeroContent>, unknown>;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="relative isolate overflow-hidden bg-ink-900 text-white"
    >
      {background ?? <ContourTexture className="-z-10 opacity-60" />}
      <div aria-hidden="true" className="bg-grid-fade absolute inset-0 -z-10" />
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:py-28">
        <div>
          <p className="eyebrow text-brass-300">{eyebrow}</p>
          <h1
            id={`${id}-heading`}
            className="mt-4 text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
          >
            {heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{lead}</p>
          {highlights && (
            <ul className="mt-7 grid gap-3 sm:grid-cols-3 sm:gap-4">
              {highlights.map((highlight) => (
                <li
                  key={highlight}
                  className="flex items-start gap-2 text-[0.9375rem] font-semibold text-ink-100"
                >
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-400" />
                  {highlight}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <a href={ctaHref} className="btn-primary">
              {cta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            {secondaryCta && (
              <a href={secondaryCtaHref} className="btn-secondary">
                {secondaryCta}
              </a>
            )}
          </div>
          {stats && (
            <div className="mt-12 border-t border-white/10 pt-8">
              <Stats content={stats} />
            </div>
          )}
        </div>
        {visual && <div className={visualOnPhones ? undefined : "hidden lg:block"}>{visual}</div>}
      </div>
    </section>
  );
}
