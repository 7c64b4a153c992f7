/**
 * Joins a service's facts (app/site/services.ts) with one language's words for it, in the
 * registry's order, so that sections receive whole items and never match lists by position.
 */
import type { IconName } from "../components/ui/icons.ts";
import { type PackageFacts, type ServiceKey, serviceFacts } from "../site/services.ts";
import type { AnyServiceCopy, PackageCopy, ServiceItem } from "./types.ts";

export type ServiceListItem = ServiceItem & { id: string; icon: IconName };
export type PackageView = PackageFacts & PackageCopy;

/**
 * The words under a registry id. The copy's type already demands them per service; this
 * reads them through the shape every service shares, and names the gap if one slipped by.
 */
function wordsFor<T>(record: object, id: string, where: string): T {
  const words = (record as Readonly<Record<string, T | undefined>>)[id];
  if (words === undefined) throw new Error(`${where}: the copy has nothing under "${id}"`);
  return words;
}

export function serviceItems(key: ServiceKey, copy: AnyServiceCopy): ServiceListItem[] {
  return Object.entries(serviceFacts(key).items).map(([id, icon]) => ({
    ...wordsFor<ServiceItem>(copy.services.items, id, `${key} services.items`),
    id,
    icon,
  }));
}

export function servicePackages(key: ServiceKey, copy: AnyServiceCopy): PackageView[] {
  const { packages } = copy;
  if (!packages) return [];
  return (serviceFacts(key).packages ?? []).map((facts) => ({
    ...facts,
    ...wordsFor<PackageCopy>(packages.items, facts.id, `${key} packages.items`),
  }));
}
