/**
 * One release of a content version: the version's files written into a folder of the stage,
 * the release step run on them (server/release), the site it made loaded, and the release
 * completed with the tree and code it was made from. Nothing is left of a failed one: the
 * stage, its snapshot and its result file are removed whatever happens.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { ContentStore } from "../content-store/index.ts";
import { type ReleaseCommand, type ReleaseFailure, runRelease } from "../release/index.ts";
import { loadSiteGently, type Site } from "./live-site.ts";
import type { Release, Releases } from "./releases.ts";

export interface ReleaseMaker {
  content: ContentStore;
  release: ReleaseCommand;
  /** The code version the release is made with. */
  code: string;
}

/** A release of `tree` in `into`; an error reading the history is thrown. */
export async function makeRelease(
  maker: ReleaseMaker,
  into: Releases,
  tree: string,
  signal: AbortSignal,
): Promise<{ ok: true; release: Release; site: Site } | ReleaseFailure> {
  const stage = await into.stage();
  try {
    await maker.content.materialize(tree, stage.snapshot);
    const ran = await runRelease(
      maker.release,
      { contentDir: stage.snapshot, outDir: stage.path, resultFile: stage.result },
      signal,
    );
    if (!ran.ok) return ran;
    const site = await loadSiteGently(join(stage.path, "client"));
    const release = await into.complete(stage.id, { tree, code: maker.code });
    return { ok: true, release, site };
  } finally {
    await rm(stage.snapshot, { recursive: true, force: true });
    await rm(stage.result, { force: true });
    await into.discard(stage.id);
  }
}
