/**
 * The live release's record in a backup: which content version is served and the settings
 * its pages were made with. With the editor, the live release is a version of the content's
 * history (its git tree), which a restore releases again with the code it runs; without it,
 * BUILD_DIR's release of the content folder, which `npm start` makes again.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { liveRelease } from "../publishing/index.ts";
import { readRelease, releaseRecord } from "../release/index.ts";
import { UnreadableBackup } from "./archive.ts";

export interface LiveRecord {
  /** Whose release is live: the editor's (a version of the history) or BUILD_DIR's. */
  source: "editor" | "build";
  /** The git tree of the content it was made from, for the editor's. */
  tree?: string;
  contentVersion: string;
  codeVersion: string;
  siteUrl: string;
  retentionDays: number;
}

export const liveRecordPart = "live-release.json";

/** The record of the release the server serves, or undefined when none was ever made. */
export function liveRecord(releasesDir: string, buildDir: string): LiveRecord | undefined {
  const { client, published } = liveRelease({ releasesDir, buildDir });
  const dir = dirname(client);
  if (!existsSync(join(dir, releaseRecord))) return undefined;
  const { contentVersion, codeVersion, siteUrl, retentionDays } = readRelease(dir);
  return {
    source: published ? "editor" : "build",
    ...(published?.tree && { tree: published.tree }),
    contentVersion,
    codeVersion,
    siteUrl,
    retentionDays,
  };
}

/** A record read back from a backup, each field checked: the tree reaches git's command line. */
export function parseLiveRecord(text: string): LiveRecord {
  const invalid = new UnreadableBackup(
    `The backup's record of the live release is not valid: ${text}`,
  );
  let record: Partial<LiveRecord>;
  try {
    record = JSON.parse(text) as Partial<LiveRecord>;
  } catch {
    throw invalid;
  }
  const { source, tree, contentVersion, codeVersion, siteUrl, retentionDays } = record;
  const valid =
    (source === "editor" || source === "build") &&
    (tree === undefined || /^[0-9a-f]{40,64}$/.test(tree)) &&
    typeof contentVersion === "string" &&
    typeof codeVersion === "string" &&
    typeof siteUrl === "string" &&
    URL.canParse(siteUrl) &&
    Number.isInteger(retentionDays);
  if (!valid) throw invalid;
  return record as LiveRecord;
}
