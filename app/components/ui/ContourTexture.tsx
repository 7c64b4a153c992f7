import { useId } from "react";

/** Six brass lines a tile, like the depth lines of the river's chart. */
const LINES = [
  "M-20 90c80-40 140 30 230 0s150-70 290-20",
  "M-20 140c90-40 150 35 240 5s140-60 280-15",
  "M-20 190c100-45 160 40 250 10s130-50 270-10",
  "M-20 300c70 30 150-40 240-10s160 60 280 10",
  "M-20 350c80 35 160-35 250-5s150 55 270 5",
  "M-20 400c90 40 170-30 260 0s140 50 260 0",
];

/**
 * The topographic texture of the dark sections, filling its positioned parent. It is an
 * inline pattern rather than a CSS background image: for an SVG image Chrome builds a whole
 * SVG document inside the page's first style pass, 5–10 ms of it in our traces
 * (docs/decisions/007).
 */
export function ContourTexture({ className }: { className: string }) {
  const id = useId();
  return (
    <svg
      aria-hidden="true"
      className={`absolute inset-0 ${className}`}
      width="100%"
      height="100%"
      fill="none"
    >
      <defs>
        <pattern id={id} width="480" height="480" patternUnits="userSpaceOnUse">
          <g className="stroke-brass-400" strokeOpacity="0.22">
            {LINES.map((d) => (
              <path key={d} d={d} />
            ))}
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
