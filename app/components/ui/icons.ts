/**
 * The icons the site draws, by name. Facts modules name an icon (`icon: "ShieldCheck"`)
 * without importing any drawing code; components look the name up here.
 */
import type { LucideIcon } from "lucide-react";
import type { IconName } from "../../site/icon-name.ts";
import * as iconSet from "../../site/icon-set.ts";

export type { IconName };
export const icons: Readonly<Record<IconName, LucideIcon>> = iconSet;
