/**
 * Cheap fingerprints of what git would read, so the folder store can keep an answer (the
 * working copy's tree, a clean bill of health for the history) until something it depends on
 * changes, instead of starting git for every staff page. A fingerprint is the name, kind,
 * size, modification time (nanoseconds) and inode of every entry walked; saves write through a
 * rename, so a rewritten file always changes it. A file rewritten in place within the file
 * system's clock tick (a few milliseconds on Linux's) keeps its time, so, as git does with its
 * index, a file changed in the last `recentMs` gives no fingerprint; nor does a walk past `maxEntries`: the caller asks git.
 */
import { type BigIntStats, lstatSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { blobSha } from "./tree.ts";

const maxEntries = 20_000;
export const recentMs = 100;

/** Whether a file's stamp can be trusted to change with its bytes (see above). */
export const settled = (stats: BigIntStats) => Date.now() - Number(stats.mtimeMs) >= recentMs;

const line = (path: string, stats: BigIntStats) =>
  `${path}\0${stats.mode}\0${stats.size}\0${stats.mtimeNs}\0${stats.ino}`;

/**
 * Every entry under each of `paths` (relative to `root`) as one string: recursively, or only
 * `depth` levels of folders down.
 */
export function folderFingerprint(
  root: string,
  paths: readonly string[],
  depth = Number.POSITIVE_INFINITY,
): string | undefined {
  // Read at once, not a promise an entry: a content folder's few hundred entries take well
  // under a millisecond this way, where each awaited call costs the serving thread more.
  const lines: string[] = [];
  const walk = (path: string, level: number): boolean => {
    const stats = lstatSync(join(root, path), { bigint: true, throwIfNoEntry: false });
    lines.push(stats ? line(path, stats) : `${path}\0absent`);
    if (lines.length > maxEntries || (stats?.isFile() && !settled(stats))) return false;
    if (!stats?.isDirectory() || level >= depth) return true;
    let names: string[] = [];
    try {
      names = readdirSync(join(root, path)).sort();
    } catch {
      // Gone or unreadable meanwhile: its line above says what it was.
    }
    for (const name of names) {
      if (!walk(path === "." ? name : `${path}/${name}`, level + 1)) return false;
    }
    return true;
  };
  for (const path of paths) if (!walk(path, 0)) return undefined;
  return lines.join("\n");
}

/**
 * What a check of the history's health depends on: HEAD, the refs, the index, and the object
 * folders (a removed or added loose object changes its folder; a pack its own entry).
 */
export function historyFingerprint(gitDir: string): string | undefined {
  const parts: string[] = [];
  for (const [path, depth] of [
    ["HEAD", 0],
    ["packed-refs", 0],
    ["index", 0],
    ["refs", Number.POSITIVE_INFINITY],
    ["objects", 1],
    ["objects/pack", 1],
  ] as const) {
    const walked = folderFingerprint(gitDir, [path], depth);
    if (walked === undefined) return undefined;
    parts.push(walked);
  }
  return parts.join("\n");
}

/**
 * The blob SHA of every file of a folder (links and dot names left out), each file read and
 * hashed again only when its stamp changed or is too recent to trust.
 */
export class FolderShas {
  #known = new Map<string, { stamp: string; sha: string }>();

  async list(dir: string): Promise<Map<string, string>> {
    const listing = new Map<string, string>();
    const known = new Map<string, { stamp: string; sha: string }>();
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = join(entry.parentPath, entry.name);
      const path = relative(dir, file).split(sep).join("/");
      if (path.split("/").some((part) => part.startsWith("."))) continue;
      const stats = lstatSync(file, { bigint: true, throwIfNoEntry: false });
      if (!stats?.isFile()) continue;
      const stamp = line(path, stats);
      const kept = this.#known.get(path);
      const reused = kept?.stamp === stamp && settled(stats) ? kept.sha : undefined;
      // A file gone between the listing and the read is not listed.
      const sha = reused ?? (await readFile(file).then(blobSha, () => undefined));
      if (!sha) continue;
      known.set(path, { stamp, sha });
      listing.set(path, sha);
    }
    this.#known = known;
    return listing;
  }
}
