/**
 * The developer's release: content/ with the code build in build/code, made beside the served
 * one and then put in its place (build/client, build/release.json), so `npm run build`,
 * `npm start`, the tests and the benches find the site where they always did. Files whose
 * inputs are unchanged come from the release it replaces.
 */
import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  defaultCodeDir,
  makeRelease,
  releaseClient,
  releaseRecord,
} from "../server/release/index.ts";
import type { BuildSettings } from "./build-settings.ts";

export const localRelease = "build";
export const localContent = "content";

/** Makes the release; false (its problems printed, one per line) when the content fails. */
export async function releaseLocally(
  settings: BuildSettings,
  contentDir = localContent,
): Promise<boolean> {
  const started = performance.now();
  const next = join(localRelease, ".release-next");
  await rm(next, { recursive: true, force: true });
  const result = await makeRelease({
    contentDir,
    outDir: next,
    codeDir: defaultCodeDir,
    ...settings,
    reuseFrom: existsSync(join(localRelease, releaseRecord)) ? localRelease : undefined,
    log: (line) => console.log(line),
  });
  if (!result.ok) {
    await rm(next, { recursive: true, force: true });
    console.error(`\nThe release stopped:\n${result.problems.map((p) => `  ${p}`).join("\n")}\n`);
    return false;
  }
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  await rm(join(localRelease, releaseClient), { recursive: true, force: true });
  await rename(join(next, releaseClient), join(localRelease, releaseClient));
  await rename(join(next, releaseRecord), join(localRelease, releaseRecord));
  await rm(next, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`release of ${contentDir}/ in ${localRelease}/${releaseClient} (${seconds} s)`);
  return true;
}
