import {
  CircleAlert,
  CircleCheck,
  Clock,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
} from "lucide-react";
import { ContactIsland } from "../../contact/ContactIsland.tsx";
import { islandFormCopy, selectLabels } from "../../contact/island-copy.ts";
import { staticFormHtml } from "../../contact/static-html.tsx";
import { noticeFragment, noticeKeys } from "../../form/protocol.ts";
import { useShell } from "../../page/use-shell.ts";
import { pathFor } from "../../site/pages.ts";
import type { ServiceKey } from "../../site/services.ts";
import { SectionHeader } from "./SectionHeader.tsx";

export function ContactSection({
  page,
  defaultService,
}: {
  page: string;
  defaultService?: ServiceKey;
}) {
  const { common, company, form, language, serviceLabels } = useShell();
  const { contact } = common;
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="section-y render-when-near-[95rem] lg:render-when-near-[46rem] scroll-mt-20 bg-white"
    >
      <div className="container-page grid gap-12 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
        <div>
          <SectionHeader id="contact-heading" content={contact} />
          <ul className="mt-8 space-y-5">
            <ContactLine icon={Mail} label={contact.emailLabel} href={`mailto:${company.email}`}>
              {company.email}
            </ContactLine>
            <ContactLine icon={Phone} label={contact.phoneLabel} href={company.phoneHref} nowrap>
              {company.phone}
            </ContactLine>
            <ContactLine icon={MapPin} label={contact.addressLabel}>
              <address className="font-semibold text-ink-900 not-italic">{contact.address}</address>
            </ContactLine>
          </ul>
          <p className="mt-8 flex items-center gap-3 rounded-2xl bg-ink-50 p-4 text-ink-700">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-danube-700" />
            {contact.responsePromise}
          </p>
        </div>
        <div>
          {/* Notices a visitor without JavaScript lands on after the server's redirect. */}
          {noticeKeys.map((key) => {
            const id = noticeFragment(key);
            const success = key === "success";
            const Icon = success ? CircleCheck : CircleAlert;
            return (
              <div
                key={id}
                id={id}
                role={success ? "status" : "alert"}
                tabIndex={-1}
                className={`mb-5 hidden scroll-mt-24 items-start gap-3 rounded-2xl border p-4 target:flex ${
                  success
                    ? "border-emerald-200 bg-emerald-50 text-emerald-950"
                    : "border-red-200 bg-red-50 text-red-950"
                }`}
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <div>
                  <p className="font-bold">{form.notices[key].title}</p>
                  <p className="mt-0.5 text-sm">{form.notices[key].text}</p>
                </div>
              </div>
            );
          })}
          <ContactIsland
            copy={islandFormCopy(
              form,
              language,
              staticFormHtml(form, pathFor("privacy", language)),
            )}
            serviceLabels={selectLabels(serviceLabels)}
            page={page}
            defaultService={defaultService}
          />
        </div>
      </div>
    </section>
  );
}

/** One way to reach the company; with `href`, its value is that link. */
function ContactLine({
  icon: Icon,
  label,
  href,
  nowrap = false,
  children,
}: {
  icon: LucideIcon;
  label: string;
  href?: string;
  /** Keeps the value on one line (a phone number broken in two is misread). */
  nowrap?: boolean;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-brass-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      {/* A div: the address line is an <address>, which a span may not hold. */}
      <div>
        <span className="block text-sm text-ink-500">{label}</span>
        {href ? (
          <a
            href={href}
            className={`inline-block min-h-6 py-0.5 font-semibold ${nowrap ? "whitespace-nowrap " : ""}text-danube-700 underline-offset-4 hover:underline`}
          >
            {children}
          </a>
        ) : (
          children
        )}
      </div>
    </li>
  );
}
