/**
 * Joins a service's facts (app/site/services.ts) with one language's words for it, in the
 * registry's order, so that sections receive whole items and never match lists by position.
 */
import type { IconName } from "../site/icon-name.ts";
import { type ServiceKey, serviceFacts } from "../site/services.ts";
import type { PackagePrices } from "./index.server.ts";
import type { AnyServiceCopy, PackageCopy, ServiceItem } from "./types.ts";

export type ServiceListItem = ServiceItem & { id: string; icon: IconName };
type PackagePrice = NonNullable<PackagePrices[ServiceKey]>["packages"][string];
/** A package as its card shows it; `highlighted` is true for exactly one of a service's packages. */
export type PackageView = { id: string; highlighted: boolean } & PackagePrice & PackageCopy;

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

/** A service's packages in the registry's order: words, price and highlight together. */
export function servicePackages(
  key: ServiceKey,
  copy: AnyServiceCopy,
  prices: PackagePrices,
): PackageView[] {
  const { packages } = copy;
  const priced = prices[key];
  if (!packages || !priced) return [];
  return (serviceFacts(key).packages ?? []).map(({ id }) => ({
    id,
    highlighted: id === priced.highlighted,
    ...wordsFor<PackagePrice>(priced.packages, id, `${key} package prices`),
    ...wordsFor<PackageCopy>(packages.items, id, `${key} packages.items`),
  }));
}
