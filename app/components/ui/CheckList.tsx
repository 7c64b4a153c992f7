import { Check } from "lucide-react";

/**
 * Points, each after a brass check mark. `className` places and spaces the list; `gap` is the
 * space between a mark and its point.
 */
export function CheckList({
  points,
  className,
  gap,
}: {
  points: readonly string[];
  className: string;
  gap: string;
}) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className={`flex items-start ${gap} text-ink-700`}>
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-500" />
          {point}
        </li>
      ))}
    </ul>
  );
}
