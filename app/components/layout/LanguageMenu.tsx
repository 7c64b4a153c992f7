import { Check, ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Language, languageNames, languages } from "../../site/language.ts";
import type { SiteShell } from "../../site/shell.ts";
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
        <ul className="min-w-48 overflow-hidden rounded-2xl border border-ink-100 bg-white p-1.5 text-ink-900 shadow-(--shadow-lift)">
          {languages.map((language) => (
            <li key={language}>
              <LanguageLink
                shell={shell}
                language={language}
                className="flex min-h-11 items-center gap-3 rounded-xl px-3 text-[0.9375rem] font-semibold hover:bg-ink-50 aria-[current=true]:text-danube-700"
              >
                <span className="flex-1">{languageNames[language]}</span>
                {language === shell.language && <Check aria-hidden="true" className="size-4" />}
              </LanguageLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The same choice as a row of links (footer, mobile menu); the active one is highlighted. */
export function LanguageLinks({ shell, className }: { shell: SiteShell; className?: string }) {
  return (
    <ul className={className}>
      {languages.map((language) => (
        <li key={language}>
          <LanguageLink
            shell={shell}
            language={language}
            className="inline-flex min-h-11 w-full items-center gap-2.5 rounded-full border border-white/15 px-4 text-sm font-semibold text-ink-100 hover:border-white/40 hover:text-white aria-[current=true]:border-brass-400 aria-[current=true]:bg-brass-400 aria-[current=true]:text-ink-950"
          >
            {languageNames[language]}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}

/** This page in `language`, flag first; marked as current when it is the page's language. */
function LanguageLink({
  shell,
  language,
  className,
  children,
}: {
  shell: SiteShell;
  language: Language;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={shell.alternates[language]}
      hrefLang={language}
      lang={language}
      aria-current={language === shell.language ? "true" : undefined}
      className={className}
    >
      <Flag language={language} />
      {children}
    </Link>
  );
}
