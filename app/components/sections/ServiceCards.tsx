import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { HomeContent, TitledText } from "../../content/types.ts";
import type { Language } from "../../site/language.ts";
import { pathFor } from "../../site/pages.ts";
import { type ServiceKey, services } from "../../site/services.ts";
import { icons } from "../ui/icons.ts";
import { Section } from "./Section.tsx";

/** The home page's overview: each card opens its service page at the contact form. */
export function ServiceCards({
  content,
  cards,
  language,
}: {
  content: HomeContent["services"];
  /** The services placed among the cards, in order, with each card's words. */
  cards: ReadonlyArray<readonly [ServiceKey, TitledText]>;
  language: Language;
}) {
  return (
    <Section id="services" content={content}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([key, card]) => {
          const Icon = icons[services[key].icon];
          return (
            <li
              key={key}
              className="card group relative flex flex-col p-7 transition-shadow hover:shadow-(--shadow-lift)"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-ink-900 text-brass-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-600">{card.text}</p>
              <Link
                to={`${pathFor(key, language)}#contact-form`}
                className="mt-6 inline-flex items-center gap-2 font-bold text-danube-700 after:absolute after:inset-0 after:rounded-(--radius-card) group-hover:text-danube-600"
              >
                {content.cardCta}
                <span className="sr-only">: {card.title}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4.5 transition-transform group-hover:translate-x-1"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
