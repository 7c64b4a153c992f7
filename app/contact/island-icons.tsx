/**
 * The icons the contact island draws in the browser (send, spinner, notices). Drawing them
 * with lucide-react would add its icon builder to the island; instead the page carries each
 * icon once as an SVG symbol (IslandIconSprite, rendered on the server) and the island only
 * points at it. Same names and props as lucide's components, same look.
 */
const iconIds = ["send", "loader-circle", "circle-check", "circle-alert", "x"] as const;
export type IslandIconId = (typeof iconIds)[number];
export const islandIconIds: readonly IslandIconId[] = iconIds;

/** The island's icons are all decorative: always hidden from assistive technology. */
interface IconProps {
  className?: string;
  "aria-hidden"?: "true" | true;
}

function IslandIcon({ id, className }: IconProps & { id: IslandIconId }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#icon-${id}`} />
    </svg>
  );
}

export const Send = (props: IconProps) => <IslandIcon id="send" {...props} />;
export const LoaderCircle = (props: IconProps) => <IslandIcon id="loader-circle" {...props} />;
export const CircleCheck = (props: IconProps) => <IslandIcon id="circle-check" {...props} />;
export const CircleAlert = (props: IconProps) => <IslandIcon id="circle-alert" {...props} />;
export const X = (props: IconProps) => <IslandIcon id="x" {...props} />;
