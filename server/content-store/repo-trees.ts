/**
 * Versions the content repository makes from parts it already holds: a tree from a listing of
 * blobs (a publish of chosen entries), a blob from bytes (a merged file), and versions kept
 * reachable under `refs/pinned/` (a scheduled change's files), which git keeps and bundles.
 */
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ContentRepo } from "./content-repo.ts";

/** Every file of a tree with its blob SHA. */
export async function listingOf(repo: ContentRepo, tree: string): Promise<Map<string, string>> {
  const out = await repo.git(["ls-tree", "-r", "-z", "--full-tree", tree]);
  const listing = new Map<string, string>();
  for (const entry of out.split("\0").filter(Boolean)) {
    const [meta = "", path = ""] = entry.split("\t");
    const [, type, sha = ""] = meta.split(" ");
    if (type === "blob") listing.set(path, sha);
  }
  return listing;
}

/** A tree of blobs the repository holds, through an index of its own. */
export function writeTree(
  repo: ContentRepo,
  listing: ReadonlyMap<string, string>,
): Promise<string> {
  return repo.withIndex(async (env) => {
    const entries = [...listing].flatMap(([path, sha]) => ["--cacheinfo", `100644,${sha},${path}`]);
    // In batches: a command line has a limit, a content's files do not.
    for (let i = 0; i < entries.length; i += 400)
      await repo.git(["update-index", "--add", ...entries.slice(i, i + 400)], undefined, env);
    return (await repo.git(["write-tree"], undefined, env)).trim();
  });
}

/** Stores bytes as a blob; its SHA. */
export async function writeBlob(repo: ContentRepo, bytes: Uint8Array): Promise<string> {
  const file = join(
    tmpdir(),
    `dp-content-blob-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  try {
    await writeFile(file, bytes);
    return (await repo.git(["hash-object", "-w", "--no-filters", file])).trim();
  } finally {
    await rm(file, { force: true });
  }
}

const author = { name: "Danubius Protect", email: "content@editor.invalid" };

/** Keeps `tree` reachable (and in bundles) under `refs/pinned/<name>`, as a commit of its own. */
export async function pin(repo: ContentRepo, name: string, tree: string): Promise<void> {
  const commit = (await repo.git(["commit-tree", tree, "-m", `Pinned: ${name}`], author)).trim();
  await repo.git(["update-ref", `refs/pinned/${name}`, commit]);
}

export async function unpin(repo: ContentRepo, name: string): Promise<void> {
  await repo.git(["update-ref", "-d", `refs/pinned/${name}`]).catch(() => undefined);
}
