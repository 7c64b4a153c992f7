/**
 * Removes what React Router's build leaves behind but no page uses any more: its client
 * bundle (pages ship no framework runtime), the `.data` files its client navigation fetched,
 * the SPA fallback page, and the page script's own file (it is inlined into every page).
 * What stays in assets/ is what a page can load: the contact island, styles and images.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { filesUnder } from "../server/files-under.ts";

/** Deletes the leftovers from `dir`; `keep` names the scripts pages load (`/assets/….js`). */
export async function pruneBuild(keep: readonly string[], dir = "build/client"): Promise<number> {
  const kept = new Set(keep.map((src) => join(dir, src)));
  let removed = 0;
  for (const file of filesUnder(dir)) {
    const leftover =
      file.endsWith(".data") ||
      file.endsWith("__spa-fallback.html") ||
      (file.startsWith(join(dir, "assets")) && file.endsWith(".js") && !kept.has(file));
    if (leftover) {
      await rm(file);
      removed++;
    }
  }
  return removed;
}
