import { Check, ChevronDown } from "lucide-react";
import type { SiteShell } from "../../page/shell.ts";
import { languageNames, languages } from "../../site/language.ts";
import { Flag } from "../ui/Flag.tsx";

const menuId = "language-menu";

/**
 * Header dropdown, with no script of its own: CSS opens it on hover, and the button opens it
 * as a popover on click or keyboard, which the browser closes on Escape (focus back on the
 * button) or a click elsewhere. Every entry is a real link to the same page in that language.
 * The page script only mirrors the popover's state in `aria-expanded`.
 */
export function LanguageMenu({ shell }: { shell: SiteShell }) {
  return (
    <div className="group relative">
      <button
        type="button"
        popoverTarget={menuId}
        aria-expanded="false"
        aria-controls={menuId}
        className="language-button inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-100 hover:bg-white/10"
      >
        <Flag language={shell.language} />
        <span className="sr-only">{shell.common.nav.chooseLanguage}: </span>
        <span className="sr-only sm:not-sr-only">{languageNames[shell.language]}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-hover:rotate-180 in-aria-expanded:rotate-180"
        />
      </button>
      <div id={menuId} popover="auto" className="language-menu z-50 group-hover:block">
        <LanguageList
          shell={shell}
          variant="menu"
          className="min-w-48 overflow-hidden rounded-2xl border border-ink-100 bg-white p-1.5 text-ink-900 shadow-(--shadow-lift)"
        />
      </div>
    </div>
  );
}

/** The same choice as a row of links (footer, mobile menu); the active one is highlighted. */
export function LanguageLinks({ shell, className }: { shell: SiteShell; className?: string }) {
  return <LanguageList shell={shell} variant="row" className={className} />;
}

const linkClass = {
  menu: "flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold hover:bg-ink-50 aria-[current=true]:text-danube-700",
  row: "inline-flex min-h-11 w-full items-center gap-2.5 rounded-full border border-white/15 px-4 text-sm font-semibold text-ink-100 hover:border-white/40 hover:text-white aria-[current=true]:border-brass-400 aria-[current=true]:bg-brass-400 aria-[current=true]:text-ink-950",
};

/**
 * This page in every language, flag first; the page's own language is marked as current
 * (and ticked in the dropdown).
 */
function LanguageList({
  shell,
  variant,
  className,
}: {
  shell: SiteShell;
  variant: keyof typeof linkClass;
  className?: string;
}) {
  return (
    <ul className={className}>
      {languages.map((language) => {
        const current = language === shell.language;
        return (
          <li key={language}>
            <a
              href={shell.alternates[language]}
              hrefLang={language}
              lang={language}
              aria-current={current ? "true" : undefined}
              className={linkClass[variant]}
            >
              <Flag language={language} />
              {variant === "menu" ? (
                <>
                  <span className="flex-1">{languageNames[language]}</span>
                  {current && <Check aria-hidden="true" className="size-4" />}
                </>
              ) : (
                languageNames[language]
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
