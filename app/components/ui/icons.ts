/**
 * The icons the site draws, by name. Facts modules name an icon (`icon: "ShieldCheck"`)
 * without importing any drawing code; components look the name up here.
 */
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

export const icons = {
  BadgeCheck,
  Building2,
  Camera,
  ClipboardCheck,
  FileSearch,
  Gavel,
  HandCoins,
  House,
  KeyRound,
  Radar,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  SprayCan,
  Users,
  Wrench,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;
