import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { type Language, languageNames, languages } from "../../site/language.ts";
import type { SiteShell } from "../../site/shell.ts";
import { Flag } from "../ui/Flag.tsx";

/**
 * Header dropdown. Opens on hover (CSS, so it works before and without JavaScript) and on
 * click or keyboard; every entry is a real link to the same page in that language.
 */
export function LanguageMenu({ shell }: { shell: SiteShell }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only hears Escape and focus leaving the widget; the button and links are the controls
    <div
      ref={root}
      className="group relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-semibold text-ink-100 hover:bg-white/10"
      >
        <Flag language={shell.language} />
        <span className="sr-only">{shell.common.nav.chooseLanguage}: </span>
        <span className="sr-only sm:not-sr-only">{languageNames[shell.language]}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-hover:rotate-180 in-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={menuId}
        className={`absolute top-full right-0 z-50 pt-2 ${open ? "block" : "hidden"} group-hover:block`}
      >
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
export function LanguageLinks({
  shell,
  className,
  onNavigate,
}: {
  shell: SiteShell;
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {languages.map((language) => (
        <li key={language}>
          <LanguageLink
            shell={shell}
            language={language}
            onClick={onNavigate}
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
  onClick,
  children,
}: {
  shell: SiteShell;
  language: Language;
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={shell.alternates[language]}
      hrefLang={language}
      lang={language}
      onClick={onClick}
      aria-current={language === shell.language ? "true" : undefined}
      className={className}
    >
      <Flag language={language} />
      {children}
    </Link>
  );
}
