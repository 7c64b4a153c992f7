import type { AnyServiceCopy } from "../../content/types.ts";
import { Section } from "./Section.tsx";

/** How an engagement runs, step by step. */
export function Process({ content }: { content: NonNullable<AnyServiceCopy["process"]> }) {
  const { steps } = content;
  return (
    <Section id="process" content={content} tinted>
      <ol
        className={`mt-12 grid gap-8 sm:grid-cols-2 ${steps.length === 5 ? "lg:grid-cols-5" : "lg:grid-cols-4"}`}
      >
        {steps.map((step, index) => (
          <li key={step.title} className="relative">
            <span
              aria-hidden="true"
              className="flex size-12 items-center justify-center rounded-full border-2 border-brass-400 bg-ink-900 text-lg font-extrabold text-white tabular-nums"
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-bold">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
