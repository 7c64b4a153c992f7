/**
 * The icons the site draws, by name. Facts modules name an icon (`icon: "ShieldCheck"`)
 * without importing any drawing code; components look the name up here.
 */
import type { LucideIcon } from "lucide-react";
import * as iconSet from "./icon-set.ts";

export type IconName = keyof typeof iconSet;
export const icons: Readonly<Record<IconName, LucideIcon>> = iconSet;
