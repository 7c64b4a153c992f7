import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { SiteShell } from "../../page/shell.ts";
import { copyrightSign } from "../../site/language.ts";
import { pathFor } from "../../site/pages.ts";
import { serviceKeys } from "../../site/services.ts";
import { LogoMark } from "../ui/Logo.tsx";
import { LanguageLinks } from "./LanguageMenu.tsx";

// A box of one 24 px line (WCAG 2.2, 2.5.8): an inline link's box is only its font's, 22 px. The
// lists' spacing is 2 px less, so the footer keeps its height: 2 px more a link made axe fail
// the contrast of its last line on the German pages at a desk's width.
const linkClass =
  "inline-block rounded leading-6 text-ink-200 underline-offset-4 hover:text-white hover:underline";

export function Footer({ shell }: { shell: SiteShell }) {
  const { language, common, company } = shell;
  return (
    <footer className="render-when-near-[74rem] lg:render-when-near-[28rem] bg-ink-950 text-ink-200">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link
            to={pathFor("home", language)}
            className="inline-flex items-center gap-3 rounded-lg"
          >
            <LogoMark className="size-10" />
            <span className="text-xl font-extrabold tracking-tight text-white">{company.name}</span>
          </Link>
          <p className="mt-5 max-w-sm leading-relaxed">{common.footer.tagline}</p>
        </div>

        <nav aria-labelledby="footer-services">
          <h2
            id="footer-services"
            className="text-sm font-bold tracking-[0.14em] text-white uppercase"
          >
            {common.footer.servicesHeading}
          </h2>
          <ul className="mt-5 space-y-2.5">
            {serviceKeys.map((key) => (
              <li key={key}>
                <Link to={pathFor(key, language)} className={linkClass}>
                  {shell.serviceLabels[key].nav}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-[0.14em] text-white uppercase">
            {common.footer.companyHeading}
          </h2>
          <ul className="mt-5 space-y-2.5">
            <li className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-400" />
              <address className="not-italic">{common.contact.address}</address>
            </li>
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-400" />
              <a href={`mailto:${company.email}`} className={linkClass}>
                {company.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-400" />
              <a href={company.phoneHref} className={`${linkClass} whitespace-nowrap`}>
                {company.phone}
              </a>
            </li>
            <li>
              <Link to={pathFor("terms", language)} className={linkClass}>
                {common.footer.terms}
              </Link>
            </li>
            <li>
              <Link to={pathFor("privacy", language)} className={linkClass}>
                {common.footer.privacy}
              </Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-sm font-bold tracking-[0.14em] text-white uppercase">
            {common.footer.languagesHeading}
          </h2>
          <LanguageLinks shell={shell} className="mt-5 grid max-w-48 gap-2" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-ink-300">
          {copyrightSign} {new Date().getFullYear()} {company.legalName} {common.footer.rights}
        </p>
      </div>
    </footer>
  );
}
