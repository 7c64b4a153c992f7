import type { ReactNode } from "react";
import type { Language } from "../../site/language.ts";

/**
 * The flags drawn so far, in a 30 × 20 box. A language without one gets a neutral tile with
 * its code, so adding a language never leaves an empty square.
 */
const flags: Partial<Record<Language, ReactNode>> = {
  hu: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ce2939" />
      <rect y="13.33" width="30" height="6.67" fill="#477050" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="20" fill="#ffce00" />
      <rect width="30" height="6.67" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
};

function codeTile(language: Language): ReactNode {
  return (
    <>
      <rect width="30" height="20" fill="#e6ebf1" />
      <text
        x="15"
        y="14"
        textAnchor="middle"
        fontSize="11"
        fontWeight="700"
        fill="#0a1829"
        fontFamily="sans-serif"
      >
        {language.toUpperCase()}
      </text>
    </>
  );
}

/** Small flags drawn in SVG: emoji flags do not render on Windows. Decorative only. */
export function Flag({
  language,
  className = "h-3.5 w-5",
}: {
  language: Language;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      className={`${className} shrink-0 overflow-hidden rounded-[3px] ring-1 ring-black/10`}
    >
      {flags[language] ?? codeTile(language)}
    </svg>
  );
}
