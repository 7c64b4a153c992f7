import type { SectionHead, TitledText } from "../../content/types.ts";
import { ContourTexture } from "../ui/ContourTexture.tsx";
import { SectionHeader } from "./SectionHeader.tsx";

interface ReasonsProps {
  id?: string;
  /** The home page's "why us" (with a lead) or a service's reasons. */
  content: Omit<SectionHead, "lead"> & Partial<SectionHead> & { items: readonly TitledText[] };
  children?: React.ReactNode;
}

/** Why choose the company: numbered reasons on the dark brand background. */
export function Reasons({ id = "why-us", content, children }: ReasonsProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="section-y relative isolate overflow-hidden bg-ink-900 text-white"
    >
      <ContourTexture className="-z-10 opacity-30" />
      <div className="container-page">
        <SectionHeader id={`${id}-heading`} content={content} tone="dark" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.items.map((item, index) => (
            <li
              key={item.title}
              className="rounded-(--radius-card) border border-white/10 bg-white/[0.04] p-7"
            >
              <span
                aria-hidden="true"
                className="text-sm font-extrabold tracking-[0.2em] text-brass-300 tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-lg font-bold text-white">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-200">{item.text}</p>
            </li>
          ))}
        </ol>
        {children && <div className="mt-14 border-t border-white/10 pt-10">{children}</div>}
      </div>
    </section>
  );
}
