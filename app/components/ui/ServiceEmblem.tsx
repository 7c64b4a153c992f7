import { type ServiceKey, services } from "../../site/services.ts";
import { icons } from "./icons.ts";

/** The hero's drawing: the service's icon inside a shield of concentric rings. Decorative. */
export function ServiceEmblem({ service }: { service: ServiceKey }) {
  const Icon = icons[services[service].icon];
  return (
    <div aria-hidden="true" className="relative mx-auto aspect-square w-full max-w-md">
      <svg viewBox="0 0 400 400" aria-hidden="true" className="absolute inset-0 size-full">
        <circle
          cx="200"
          cy="200"
          r="190"
          fill="none"
          stroke="#ddb458"
          strokeOpacity=".18"
          strokeWidth="2"
        />
        <circle
          cx="200"
          cy="200"
          r="150"
          fill="none"
          stroke="#ddb458"
          strokeOpacity=".35"
          strokeWidth="2"
          strokeDasharray="4 10"
        />
        <circle cx="200" cy="200" r="110" fill="#112439" stroke="#2b4866" strokeWidth="2" />
        <circle cx="200" cy="10" r="6" fill="#ddb458" />
        <circle cx="350" cy="200" r="5" fill="#7d91a8" />
        <circle cx="94" cy="306" r="5" fill="#ddb458" fillOpacity=".7" />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center">
        <Icon className="size-24 text-brass-300" strokeWidth={1.25} />
      </div>
    </div>
  );
}
