import type { ComponentProps, ReactNode } from "react";
import { SectionHeader } from "./SectionHeader.tsx";

interface SectionProps {
  id: string;
  content: ComponentProps<typeof SectionHeader>["content"];
  align?: ComponentProps<typeof SectionHeader>["align"];
  /** On a white band instead of the page's background. */
  tinted?: boolean;
  children: ReactNode;
}

/** A page section on the page's grid, opened by its header, whose heading labels it. */
export function Section({ id, content, align, tinted = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={tinted ? "section-y bg-white" : "section-y"}
    >
      <div className="container-page">
        <SectionHeader id={`${id}-heading`} content={content} align={align} />
        {children}
      </div>
    </section>
  );
}
