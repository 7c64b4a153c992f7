import type { Stat } from "../../content/types.ts";

/** A row of figures; every figure comes from the list in docs/content.md, through the copy. */
export function Stats({
  content,
  tone = "dark",
}: {
  content: readonly Stat[];
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-x-8 gap-y-6">
      {content.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col border-l-2 pl-4 ${dark ? "border-brass-400" : "border-danube-600"}`}
        >
          <dt className={`text-sm leading-snug ${dark ? "text-ink-200" : "text-ink-600"}`}>
            {stat.label}
          </dt>
          <dd
            className={`order-first text-3xl font-extrabold tracking-tight tabular-nums sm:text-4xl ${
              dark ? "text-white" : "text-ink-950"
            }`}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
