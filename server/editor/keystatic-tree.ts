/**
 * The tree Keystatic's client loads (GET /api/keystatic/tree, and the answer to each update):
 * every file as `{path, mode: "100644", type: "blob", sha}` (its git blob SHA) and every folder
 * as `{path, mode: "040000", type: "tree", sha}` (its git tree SHA), a folder before what it
 * holds, as Keystatic's local mode lists a folder (`readToDirEntries` of @keystatic/core): the
 * client files each entry under its folder's entry, and drops one whose folder is not there yet.
 */
import { createHash } from "node:crypto";

export interface TreeEntry {
  path: string;
  mode: "100644" | "040000";
  type: "blob" | "tree";
  sha: string;
}

type Folder = Map<string, Folder | string>;

/** The entries of the files `versions` names (path with `/` → blob SHA). */
export function keystaticTree(versions: ReadonlyMap<string, string>): TreeEntry[] {
  const root: Folder = new Map();
  for (const [path, sha] of [...versions].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const parts = path.split("/");
    let folder = root;
    for (const part of parts.slice(0, -1)) {
      const inner = folder.get(part);
      if (typeof inner === "object") folder = inner;
      else {
        const made: Folder = new Map();
        folder.set(part, made);
        folder = made;
      }
    }
    folder.set(parts[parts.length - 1] ?? "", sha);
  }
  const entries: TreeEntry[] = [];
  const list = (folder: Folder, prefix: string): string => {
    const children: TreeEntry[] = [];
    for (const [name, node] of folder) {
      const path = `${prefix}${name}`;
      if (typeof node === "string") {
        const entry = { path, mode: "100644", type: "blob", sha: node } as const;
        entries.push(entry);
        children.push({ ...entry, path: name });
      } else {
        const entry: TreeEntry = { path, mode: "040000", type: "tree", sha: "" };
        entries.push(entry);
        entry.sha = list(node, `${path}/`);
        children.push({ ...entry, path: name });
      }
    }
    return treeSha(children);
  };
  list(root, "");
  return entries;
}

/** A git tree object's SHA: its entries by name (a folder's as if it ended in `/`). */
function treeSha(children: TreeEntry[]): string {
  const key = (entry: TreeEntry) => (entry.type === "tree" ? `${entry.path}/` : entry.path);
  const body = Buffer.concat(
    children
      .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
      .flatMap((entry) => [
        Buffer.from(`${entry.mode.replace(/^0/, "")} ${entry.path}\0`),
        Buffer.from(entry.sha, "hex"),
      ]),
  );
  return createHash("sha1").update(`tree ${body.length}\0`).update(body).digest("hex");
}
