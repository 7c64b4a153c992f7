/**
 * The pieces every part of the configuration reads its variables with (server/env.ts composes
 * them; each feature's config.ts declares its own): on/off flags and bounded durations.
 */
import * as z from "zod";

/** true/1/on/yes or false/0/off/no. */
export const flag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

/** Whole milliseconds from `min` up to a day, `fallback` when unset. */
export const milliseconds = (fallback: number, min = 1) =>
  z.coerce.number().int().min(min).max(86_400_000).default(fallback);
