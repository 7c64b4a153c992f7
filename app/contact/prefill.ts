import type { ServiceKey } from "../site/services.ts";

/** A request from elsewhere on the page (e.g. a package's order button) to prefill the form. */
export interface Prefill {
  service: ServiceKey;
  message?: string;
}

type Listener = (prefill: Prefill) => void;
const listeners = new Set<Listener>();

export function prefillContactForm(prefill: Prefill): void {
  for (const listener of listeners) listener(prefill);
}

export function subscribeToPrefill(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
