/**
 * Git's object names for content that is not in a git repository: a file's blob SHA (what
 * Keystatic's local mode calls a file's version) and a folder's tree SHA, computed from a
 * listing of paths and blob SHAs. The PostgreSQL store names its versions with them, so the
 * same content has the same version in either store, and Keystatic's tree (its directory
 * entries included) can be answered without a folder on disk.
 */
import { createHash } from "node:crypto";

export function blobSha(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\0`).update(bytes).digest("hex");
}

/** One entry of Keystatic's tree: a folder ("tree") or a file ("blob"), parents first. */
export interface TreeEntry {
  path: string;
  mode: "040000" | "100644";
  type: "tree" | "blob";
  sha: string;
}

interface Folder {
  files: Map<string, string>;
  folders: Map<string, Folder>;
}

const newFolder = (): Folder => ({ files: new Map(), folders: new Map() });

/** The tree SHA of a listing (path with `/` → blob SHA), and its entries as Keystatic lists them. */
export function gitTree(files: ReadonlyMap<string, string>): { sha: string; entries: TreeEntry[] } {
  const root = newFolder();
  for (const [path, sha] of files) {
    const parts = path.split("/");
    const name = parts.pop() ?? path;
    let folder = root;
    for (const part of parts) {
      let inner = folder.folders.get(part);
      if (!inner) {
        inner = newFolder();
        folder.folders.set(part, inner);
      }
      folder = inner;
    }
    folder.files.set(name, sha);
  }
  const entries: TreeEntry[] = [];
  const sha = treeSha(root, "", entries);
  return { sha, entries };
}

/** Git sorts a tree's entries by name, a folder's name as if it ended in "/". */
function treeSha(folder: Folder, prefix: string, entries: TreeEntry[]): string {
  const named: Array<{ key: string; mode: string; name: string; sha: string }> = [];
  for (const [name, inner] of folder.folders) {
    const path = `${prefix}${name}`;
    const entry: TreeEntry = { path, mode: "040000", type: "tree", sha: "" };
    entries.push(entry);
    entry.sha = treeSha(inner, `${path}/`, entries);
    named.push({ key: `${name}/`, mode: "40000", name, sha: entry.sha });
  }
  for (const [name, sha] of folder.files) {
    entries.push({ path: `${prefix}${name}`, mode: "100644", type: "blob", sha });
    named.push({ key: name, mode: "100644", name, sha });
  }
  named.sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  const body = Buffer.concat(
    named.flatMap((entry) => [
      Buffer.from(`${entry.mode} ${entry.name}\0`),
      Buffer.from(entry.sha, "hex"),
    ]),
  );
  return createHash("sha1").update(`tree ${body.byteLength}\0`).update(body).digest("hex");
}
