import { Check } from "lucide-react";
import type { AnyServiceCopy, ServiceItem } from "../../content/types.ts";
import { type IconName, icons } from "../ui/icons.ts";
import { Section } from "./Section.tsx";

interface ServiceListProps {
  content: AnyServiceCopy["services"];
  /** In display order, each with the icon the registry gives it. */
  items: ReadonlyArray<ServiceItem & { icon: IconName }>;
}

/** What the service consists of: one card per item with its features. */
export function ServiceList({ content, items }: ServiceListProps) {
  return (
    <Section id="services" content={content}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {items.map((item) => {
          const Icon = icons[item.icon];
          return (
            <li key={item.title} className="card flex flex-col p-7 sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-ink-900 text-brass-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-bold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{item.text}</p>
              <ul className="mt-5 space-y-2.5 border-t border-ink-100 pt-5">
                {item.features.map((feature) => (
                  <li
                    key={feature}
                    className="flex items-start gap-2.5 text-[0.9375rem] text-ink-700"
                  >
                    <Check
                      aria-hidden="true"
                      className="mt-0.5 size-4.5 shrink-0 text-danube-600"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
