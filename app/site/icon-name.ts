/** An icon's name, as facts modules write it (`icon: "ShieldCheck"`); components draw it. */
import type * as iconSet from "./icon-set.ts";

export type IconName = keyof typeof iconSet;
