import { Quote, Star } from "lucide-react";
import type { HomeContent } from "../../content/types.ts";
import { type Language, quoteMarks } from "../../site/language.ts";
import { SectionHeader } from "./SectionHeader.tsx";

/** Four client voices, each with a five-star rating. */
export function Testimonials({
  content,
  language,
}: {
  content: HomeContent["testimonials"];
  language: Language;
}) {
  const [open, close] = quoteMarks[language];
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="section-y bg-white"
    >
      <div className="container-page">
        <SectionHeader id="testimonials-heading" content={content} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {content.items.map((item) => (
            <li key={item.name} className="card relative flex flex-col p-7 sm:p-8">
              <Quote aria-hidden="true" className="absolute top-7 right-7 size-10 text-ink-100" />
              <p className="flex gap-1 text-brass-500" role="img" aria-label={content.ratingLabel}>
                {[1, 2, 3, 4, 5].map((star) => (
                  <Star key={star} aria-hidden="true" className="size-5 fill-current" />
                ))}
              </p>
              <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-ink-800">
                <p>
                  {open}
                  {item.text}
                  {close}
                </p>
              </blockquote>
              <p className="mt-6 border-t border-ink-100 pt-5">
                <span className="block font-bold text-ink-950">{item.name}</span>
                <span className="text-sm text-ink-500">{item.company}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
