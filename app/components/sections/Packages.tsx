import { Check } from "lucide-react";
import { prefillAttributes } from "../../contact/prefill.ts";
import { placeholders } from "../../content/placeholders.ts";
import type { PackageView } from "../../content/service-view.ts";
import type { AnyServiceCopy } from "../../content/types.ts";
import { formatPrice, type Language } from "../../site/language.ts";
import type { ServiceKey } from "../../site/services.ts";
import { Section } from "./Section.tsx";

type PackagesContent = NonNullable<AnyServiceCopy["packages"]>;

/** Priced packages; ordering one fills in the contact form and scrolls to it. */
export function Packages({
  content,
  packages,
  language,
  service,
}: {
  content: PackagesContent;
  /** The registry's packages (id, price, highlight) with their words, in order. */
  packages: readonly PackageView[];
  language: Language;
  service: ServiceKey;
}) {
  return (
    <Section id="packages" content={content} tinted align="center">
      <ul className="mt-14 grid items-stretch gap-6 lg:grid-cols-3">
        {packages.map((item) => {
          const popular = item.highlighted;
          return (
            <li
              key={item.id}
              className={`relative flex flex-col rounded-(--radius-card) p-8 ${
                popular
                  ? "bg-ink-900 text-white shadow-(--shadow-lift) ring-2 ring-brass-400 lg:-my-4 lg:py-12"
                  : "card"
              }`}
            >
              {popular && (
                <p className="absolute -top-3.5 left-8 rounded-full bg-brass-400 px-3 py-1 text-xs font-extrabold tracking-wide text-ink-950 uppercase">
                  {content.popularBadge}
                </p>
              )}
              <h3 className={`text-xl font-bold ${popular ? "text-white" : ""}`}>{item.name}</h3>
              <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
                <span
                  className={`text-4xl font-extrabold tracking-tight tabular-nums ${popular ? "text-white" : "text-ink-950"}`}
                >
                  {formatPrice(language, item.price)}
                </span>
                <span className={`text-sm ${popular ? "text-ink-200" : "text-ink-500"}`}>
                  {content.perUnit}
                </span>
              </p>
              <ul
                className={`mt-6 flex-1 space-y-3 border-t pt-6 ${popular ? "border-white/15" : "border-ink-100"}`}
              >
                {item.features.map((feature) => (
                  <li
                    key={feature}
                    className={`flex items-start gap-2.5 ${popular ? "text-ink-100" : "text-ink-700"}`}
                  >
                    <Check
                      aria-hidden="true"
                      className={`mt-0.5 size-5 shrink-0 ${popular ? "text-brass-300" : "text-danube-600"}`}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              {/* A real link to the form; the page script also prefills it on the way. */}
              <a
                href="#contact-form"
                {...{
                  [prefillAttributes.service]: service,
                  [prefillAttributes.message]: content.orderMessage.replace(
                    placeholders.package,
                    item.name,
                  ),
                }}
                className={`mt-8 ${popular ? "btn-primary" : "btn-ghost"}`}
              >
                {content.orderCta}
                <span className="sr-only">: {item.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <ul className="mx-auto mt-12 grid max-w-4xl gap-3 text-center text-ink-600 sm:grid-cols-2">
        {content.notes.map((note) => (
          <li key={note} className="rounded-2xl bg-ink-50 px-5 py-4 text-[0.9375rem]">
            {note}
          </li>
        ))}
      </ul>
    </Section>
  );
}
