import type { LegalSection } from "../../content/types.ts";
import { LegalBlocks } from "../ui/RichText.tsx";

/** The fragment of a legal page's chapter, which its table of contents links. */
export const chapterId = (number: number) => `section-${number}`;

/** One numbered chapter of a legal page, labelled by its heading. */
export function LegalChapter({ section, number }: { section: LegalSection; number: number }) {
  const id = chapterId(number);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight">
        <span className="mr-3 text-brass-700 tabular-nums">{number}.</span>
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed text-ink-700">
        <LegalBlocks blocks={section.blocks} />
      </div>
    </section>
  );
}
