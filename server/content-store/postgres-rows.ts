/**
 * The rows behind PostgresContentStore: blobs once per SHA, listings once per tree SHA, the
 * working copy and the linear history, each written inside the caller's transaction.
 */

import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { relative, sep } from "node:path";
import { filesUnder } from "../shared/files-under.ts";
import type { Queryable } from "../shared/postgres.ts";
import type { Author } from "./content-store.ts";
import { blobSha, gitTree } from "./tree.ts";

export type Listing = Map<string, string>;

export async function storeBlob(client: Queryable, bytes: Uint8Array): Promise<string> {
  const sha = blobSha(bytes);
  await client.query(
    "INSERT INTO content_blobs (sha, bytes) VALUES ($1, $2) ON CONFLICT (sha) DO NOTHING",
    [sha, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
  );
  return sha;
}

/** Stores every file of a folder (links and dot names left out, as the folder store does). */
export async function storeFolder(client: Queryable, dir: string): Promise<Listing> {
  const listing: Listing = new Map();
  for (const file of filesUnder(dir)) {
    const path = relative(dir, file).split(sep).join("/");
    if (path.split("/").some((part) => part.startsWith("."))) continue;
    listing.set(path, await storeBlob(client, await readFile(file)));
  }
  return listing;
}

export async function storeTree(client: Queryable, listing: Listing): Promise<string> {
  const { sha } = gitTree(listing);
  await client.query(
    "INSERT INTO content_trees (sha, files) VALUES ($1, $2) ON CONFLICT (sha) DO NOTHING",
    [sha, JSON.stringify(Object.fromEntries([...listing].sort(([a], [b]) => (a < b ? -1 : 1))))],
  );
  return sha;
}

export async function listingOf(client: Queryable, tree: string): Promise<Listing> {
  const { rows } = await client.query<{ files: Record<string, string> }>(
    "SELECT files FROM content_trees WHERE sha = $1",
    [tree],
  );
  const files = rows[0]?.files;
  if (!files) throw new Error(`No content version ${tree}`);
  return new Map(Object.entries(files));
}

export async function replaceWorking(
  client: Queryable,
  listing: Listing,
  editor: string,
): Promise<void> {
  await client.query("DELETE FROM content_files WHERE NOT (path = ANY($1))", [[...listing.keys()]]);
  for (const [path, sha] of listing) {
    await client.query(
      `INSERT INTO content_files (path, sha, editor) VALUES ($1, $2, $3)
       ON CONFLICT (path) DO UPDATE SET sha = excluded.sha, editor = excluded.editor,
         written_at = now()
       WHERE content_files.sha <> excluded.sha`,
      [path, sha, editor],
    );
  }
}

/** A new version on top of `parent`; its hash names its parent, tree, author, message and time. */
export async function insertVersion(
  client: Queryable,
  tree: string,
  author: Author,
  message: string,
  parent: string | undefined,
): Promise<string> {
  const at = new Date();
  const hash = createHash("sha1")
    .update([parent ?? "", tree, author.name, author.email, message, at.toISOString()].join("\0"))
    .digest("hex");
  try {
    await client.query(
      `INSERT INTO content_versions (hash, parent, tree, author_name, author_email, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [hash, parent ?? null, tree, author.name, author.email, message, at],
    );
  } catch (error) {
    if ((error as { code?: string }).code === "23505")
      throw new Error("Another version was published meanwhile", { cause: error });
    throw error;
  }
  return hash;
}

/** The newest version that changed each of `files` (as ContentStore.lastChanges). */
export async function lastChangesOf(pool: Queryable, files: readonly string[]) {
  const { rows } = await pool.query<{ path: string; hash: string; created_at: Date }>(
    `SELECT DISTINCT ON (f.path) f.path, v.hash, v.created_at
     FROM unnest($1::text[]) AS f (path)
     CROSS JOIN content_versions v
     JOIN content_trees t ON t.sha = v.tree
     LEFT JOIN content_versions p ON p.hash = v.parent
     LEFT JOIN content_trees pt ON pt.sha = p.tree
     WHERE (t.files ->> f.path) IS DISTINCT FROM (pt.files ->> f.path)
     ORDER BY f.path, v.seq DESC`,
    [files],
  );
  return new Map(
    rows.map((row) => [row.path, { commit: row.hash, date: row.created_at.toISOString() }]),
  );
}

/** Who published a file last, and when. */
export async function lastCommitOf(pool: Queryable, path: string) {
  const { rows } = await pool.query<{ author_name: string; created_at: Date }>(
    `SELECT v.author_name, v.created_at
     FROM content_versions v
     JOIN content_trees t ON t.sha = v.tree
     LEFT JOIN content_versions p ON p.hash = v.parent
     LEFT JOIN content_trees pt ON pt.sha = p.tree
     WHERE (t.files ->> $1) IS DISTINCT FROM (pt.files ->> $1)
     ORDER BY v.seq DESC LIMIT 1`,
    [path],
  );
  const row = rows[0];
  return row && { author: row.author_name, date: row.created_at.toISOString() };
}
