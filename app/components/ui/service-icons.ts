import {
  BadgeCheck,
  Building2,
  Camera,
  ClipboardCheck,
  FileSearch,
  Gavel,
  HandCoins,
  House,
  KeyRound,
  type LucideIcon,
  Radar,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  SprayCan,
  Users,
  Wrench,
} from "lucide-react";
import type { ServiceKey } from "../../site/pages.ts";

export const serviceIcons: Record<ServiceKey, LucideIcon> = {
  "debt-collection": HandCoins,
  security: ShieldCheck,
  investigation: ScanSearch,
  "property-protection": House,
  cleaning: Sparkles,
  "facility-management": Building2,
};

/** Icons for the four items of each service page's list, in content order. */
export const serviceItemIcons: Record<
  ServiceKey,
  readonly [LucideIcon, LucideIcon, LucideIcon, LucideIcon]
> = {
  "debt-collection": [FileSearch, HandCoins, Gavel, ClipboardCheck],
  security: [Users, Camera, KeyRound, Radar],
  investigation: [ScanSearch, FileSearch, Users, BadgeCheck],
  "property-protection": [Camera, ShieldCheck, House, Gavel],
  cleaning: [Sparkles, SprayCan, Building2, BadgeCheck],
  "facility-management": [Wrench, Building2, ClipboardCheck, ShieldCheck],
};
