import { Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { headerNavigation, type NavItem } from "../../page/navigation.ts";
import type { SiteShell } from "../../page/shell.ts";
import { pathFor } from "../../site/pages.ts";
import { LogoMark } from "../ui/Logo.tsx";
import { LanguageLinks, LanguageMenu } from "./LanguageMenu.tsx";

// Invoker commands open and close the dialog without JavaScript; React does not know the
// attributes yet, so they are spread as plain ones. The page script (app/browser/page.ts)
// stands in where invoker commands are missing and closes the menu when a link is chosen.
const openMenuCommand = { commandfor: "mobile-menu", command: "show-modal" } as Record<
  string,
  string
>;
const closeMenuCommand = { commandfor: "mobile-menu", command: "close" } as Record<string, string>;

export function Header({ shell }: { shell: SiteShell }) {
  const { common } = shell;
  const items = headerNavigation(shell);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-900/95 text-white backdrop-blur supports-[backdrop-filter]:bg-ink-900/85">
      <div className="container-page flex h-18 items-center gap-6">
        <Home shell={shell} />
        <nav aria-label={common.nav.label} className="ml-auto hidden xl:block">
          <NavItems
            items={items}
            className="flex items-center"
            linkClassName="rounded-full px-3 py-2 text-[0.9375rem] font-semibold whitespace-nowrap text-ink-200 transition-colors hover:bg-white/8 hover:text-white aria-[current=page]:text-brass-300"
          />
        </nav>
        <div className="ml-auto flex items-center gap-2 xl:ml-0">
          <LanguageMenu shell={shell} />
          <button
            type="button"
            {...openMenuCommand}
            aria-haspopup="dialog"
            aria-controls="mobile-menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 xl:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
            <span className="sr-only">{common.nav.openMenu}</span>
          </button>
        </div>
      </div>

      <dialog
        id="mobile-menu"
        aria-label={common.nav.label}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-ink-900 p-0 text-white backdrop:bg-ink-950/70 open:flex open:flex-col"
      >
        <div className="flex h-18 items-center justify-between px-5">
          <Home shell={shell} />
          <button
            type="button"
            {...closeMenuCommand}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-6" />
            <span className="sr-only">{common.nav.closeMenu}</span>
          </button>
        </div>
        <nav aria-label={common.nav.label} className="flex-1 overflow-y-auto px-5 pb-8">
          <NavItems
            items={items}
            className="divide-y divide-white/10 border-y border-white/10"
            linkClassName="flex min-h-14 items-center text-lg font-semibold text-ink-100 hover:text-white aria-[current=page]:text-brass-300"
          />
          <p className="mt-8 text-sm font-bold tracking-[0.14em] text-ink-300 uppercase">
            {common.footer.languagesHeading}
          </p>
          <LanguageLinks shell={shell} className="mt-3 grid gap-2" />
        </nav>
      </dialog>
    </header>
  );
}

interface NavItemsProps {
  items: readonly NavItem[];
  className: string;
  linkClassName: string;
}

/** The entries as a list: page entries mark the current page; contact is a place on the home page. */
function NavItems({ items, className, linkClassName }: NavItemsProps) {
  return (
    <ul className={className}>
      {items.map((item) => {
        const LinkComponent = item.id === "contact" ? Link : NavLink;
        return (
          <li key={item.id}>
            <LinkComponent to={item.href} className={linkClassName}>
              {item.label}
            </LinkComponent>
          </li>
        );
      })}
    </ul>
  );
}

function Home({ shell }: { shell: SiteShell }) {
  return (
    <Link to={pathFor("home", shell.language)} className="flex items-center gap-3 rounded-lg">
      <LogoMark />
      <span className="text-base leading-none font-extrabold tracking-tight whitespace-nowrap sm:text-lg">
        {shell.company.name}
        <span className="sr-only"> – {shell.common.nav.home}</span>
      </span>
    </Link>
  );
}
