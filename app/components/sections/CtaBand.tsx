import { ArrowRight } from "lucide-react";
import type { AnyServiceCopy } from "../../content/types.ts";
import { ContourTexture } from "../ui/ContourTexture.tsx";

/** The closing call to action before the contact section. */
export function CtaBand({ content }: { content: AnyServiceCopy["ctaBand"] }) {
  const { heading, text, cta } = content;
  return (
    <section aria-labelledby="cta-heading" className="bg-ink-50 py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-[2rem] bg-ink-900 px-6 py-12 text-white sm:px-12 sm:py-14">
          <ContourTexture className="opacity-40" />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2
                id="cta-heading"
                className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl"
              >
                {heading}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-ink-200">{text}</p>
            </div>
            <a href="#contact" className="btn-primary shrink-0">
              {cta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
