/** The icons the site draws. Add one here to make its name usable in app/site/ facts. */
export {
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
} from "lucide-react";
