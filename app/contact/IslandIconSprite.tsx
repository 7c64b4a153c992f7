import { CircleAlert, CircleCheck, LoaderCircle, type LucideIcon, Send, X } from "lucide-react";
import { type IslandIconId, islandIconIds } from "./island-icons.tsx";

const lucideIcons: Record<IslandIconId, LucideIcon> = {
  send: Send,
  "loader-circle": LoaderCircle,
  "circle-check": CircleCheck,
  "circle-alert": CircleAlert,
  x: X,
};

/** The island's icons as symbols, rendered once into the page (server only). */
export function IslandIconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {islandIconIds.map((id) => {
        const Icon = lucideIcons[id];
        return (
          <symbol key={id} id={`icon-${id}`} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}
