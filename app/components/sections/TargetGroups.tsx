import type { AnyServiceCopy } from "../../content/types.ts";
import { CheckList } from "../ui/CheckList.tsx";
import { Section } from "./Section.tsx";

/** Who the service is for: one column per group with its points. */
export function TargetGroups({ content }: { content: AnyServiceCopy["targets"] }) {
  const { groups } = content;
  return (
    <Section id="targets" content={content}>
      <ul
        className={`mt-12 grid gap-6 ${groups.length === 3 ? "lg:grid-cols-3" : "md:grid-cols-2"}`}
      >
        {groups.map((group) => (
          <li key={group.title} className="card p-7 sm:p-8">
            <h3 className="text-xl font-bold">{group.title}</h3>
            {group.subtitle && (
              <p className="mt-1 text-sm font-semibold text-danube-700">{group.subtitle}</p>
            )}
            <CheckList points={group.points} className="mt-5 space-y-3" gap="gap-2.5" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
