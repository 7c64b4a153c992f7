/**
 * What a release records about itself, in `<release>/release.json`; its pages and files are in
 * `<release>/client`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";

const recordSchema = z.object({
  code: z.string().min(1),
  content: z.string().min(1),
  siteUrl: z.string(),
  retentionDays: z.number(),
  madeAt: z.string(),
});

export type ReleaseRecord = z.infer<typeof recordSchema>;

export const releaseRecord = "release.json";

/** The record of the release in `dir`, or undefined when it has none (or not a valid one). */
export function readRelease(dir: string): ReleaseRecord | undefined {
  const file = join(dir, releaseRecord);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = recordSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
