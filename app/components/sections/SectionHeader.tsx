import type { SectionHead } from "../../content/types.ts";

interface SectionHeaderProps {
  id: string;
  /** A section's head; some sections have no lead. */
  content: Omit<SectionHead, "lead"> & Partial<Pick<SectionHead, "lead">>;
  align?: "start" | "center";
  tone?: "light" | "dark";
}

/** Eyebrow, heading and lead that open every section; the heading labels the section. */
export function SectionHeader({
  id,
  content: { eyebrow, heading, lead },
  align = "start",
  tone = "light",
}: SectionHeaderProps) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p className={`eyebrow ${dark ? "text-brass-300" : ""}`}>{eyebrow}</p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? "text-white" : ""}`}
      >
        {heading}
      </h2>
      {lead && (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-ink-200" : "text-ink-600"}`}>
          {lead}
        </p>
      )}
    </div>
  );
}
