/**
 * The content's back-end, as the guard, the publisher, the previews, the languages page and
 * the CLI see it: the working copy editors save into, and the history of published versions.
 * Two implementations sit side by side: the content folder with its git repository
 * (folder-store.ts, the embedded default) and PostgreSQL (postgres-store.ts, shared by every
 * instance on one DATABASE_URL). Paths are relative to the content folder, with `/`.
 *
 * Versions are named the way git names them: a file by its blob SHA, a whole content by its
 * tree SHA (tree.ts), a published version by a 40-hex id. The history is linear and holds only
 * versions that were released: its newest version is the published one.
 */

export interface Author {
  name: string;
  email: string;
}

export interface Change {
  status: "added" | "modified" | "deleted";
  path: string;
}

/** A published version of the content. */
export interface Version {
  hash: string;
  date: string;
  author: string;
  subject: string;
  /** The message's body: one changed file per line. */
  body: string;
}

export interface FileChange {
  path: string;
  /** The new bytes; absent for a deletion. */
  contents?: Uint8Array;
}

export type SaveResult =
  | { ok: true; versions: Map<string, string | undefined> }
  /** A file is no longer the version the writer was shown: nothing was written. */
  | {
      ok: false;
      reason: "conflict";
      path: string;
      now: string | undefined;
      /** Who wrote it, and when, if the store knows. */
      by?: { editor: string; at: string };
    }
  /** A path became unsafe (a symbolic link appeared on it): nothing was written. */
  | { ok: false; reason: "path"; path: string };

/** What a store says when an instance should look again (PostgreSQL only). */
export type ContentEvent = "published" | "preview";

export interface ContentStore {
  /**
   * Makes the history when there is none: the content shipped with the code (the content
   * folder) becomes the working copy and the first version. True when this call made it.
   */
  initialize(): Promise<boolean>;
  /**
   * Why the history cannot be used, or undefined when it can. The quick check (every call)
   * finds what is missing; `deep` also reads every object's bytes (a present but corrupted
   * object), run at start-up and whenever reading the history failed.
   */
  fault(options?: { deep?: boolean }): Promise<"missing" | "damaged" | undefined>;

  // The working copy.
  /** Every file with its blob SHA. */
  files(): Promise<Map<string, string>>;
  /**
   * Whether a save may not write at `path` however the request looks (the content folder: a
   * path through a symbolic link); checked before anything is read, and again as it writes.
   */
  unsafePath(path: string): boolean;
  /** A file's bytes; undefined when there is none, or it is larger than `maxBytes`. */
  read(path: string, maxBytes: number): Promise<Buffer | undefined>;
  /**
   * Writes the changes when every file is still at the version in `base` (a path missing
   * from `base`: the writer saw no such file); else nothing is written. Two saves never
   * interleave, nor a save and `workingTree`.
   */
  save(
    editor: string,
    changes: readonly FileChange[],
    base: ReadonlyMap<string, string>,
  ): Promise<SaveResult>;

  // The history.
  /** The working copy as a version (a tree SHA) that `materialize` and `commit` accept. */
  workingTree(): Promise<string>;
  /** A folder's files as a version (its tree SHA), as `workingTree` does for the working copy. */
  treeOfFolder(dir: string): Promise<string>;
  /** The published version (the newest of the history), or undefined before the first. */
  head(): Promise<{ hash: string; tree: string } | undefined>;
  /** The hash and tree of a version named by its hash (or a unique prefix of 4 or more). */
  resolve(ref: string): Promise<{ hash: string; tree: string } | undefined>;
  /**
   * Records `tree` as the newest version, on top of `parent` (the published version the
   * caller started from): refused (throws) when another version was recorded meanwhile.
   */
  commit(
    tree: string,
    author: Author,
    message: string,
    parent: string | undefined,
  ): Promise<string>;
  /** The newest versions first. */
  history(limit?: number): Promise<Version[]>;
  /** What `to` differs in from `from` (every file added when `from` is undefined). */
  changes(from: string | undefined, to: string): Promise<Change[]>;
  /** Writes the files of a version into `dir`, which becomes a content folder. */
  materialize(tree: string, dir: string): Promise<void>;
  /** One file of a version, as text; undefined where the version has no such file. */
  fileAt(tree: string, path: string): Promise<string | undefined>;
  /**
   * Makes the working copy the content of `tree` (an undo, a migration) when it is still at
   * `expected`; false, and nothing changed, when a save came in between.
   */
  restore(tree: string, expected: string, editor: string): Promise<boolean>;
  /** Every file of a version, with its blob SHA. */
  listing(tree: string): Promise<Map<string, string>>;
  /**
   * A version (its tree SHA) made of files the store already holds (blob SHAs from `listing`,
   * `files` or `writeBlob`): how a publish of chosen entries puts them on the published version.
   */
  writeTree(listing: ReadonlyMap<string, string>): Promise<string>;
  /** A file's bytes by its blob SHA, if the store holds them. */
  blob(sha: string): Promise<Buffer | undefined>;
  /** Keeps a file's bytes in the store (a merged file); its blob SHA. */
  writeBlob(bytes: Uint8Array): Promise<string>;
  /**
   * Keeps a version that no published version holds (a scheduled change's files) for as long
   * as `name` is pinned, and in backups; `unpin` lets it go.
   */
  pin(name: string, tree: string): Promise<void>;
  unpin(name: string): Promise<void>;
  /** The newest version that changed each of `files`; a file no version changed is absent. */
  lastChanges(files: readonly string[]): Promise<Map<string, { commit: string; date: string }>>;
  /** Who published a file last, and when. */
  lastCommitOf(path: string): Promise<{ author: string; date: string } | undefined>;
  /** The ids of the content migrations the history records. */
  migrations(): Promise<Set<string>>;

  // Instances.
  /**
   * Runs `work` while no other instance publishes (the embedded store has one instance: it
   * runs at once). Waits for its turn.
   */
  publishing<T>(work: () => Promise<T>): Promise<T>;
  /** The preview every instance serves: the version it shows and when it was asked for. */
  preview(): Promise<{ tree: string; at: Date } | undefined>;
  setPreview(tree: string): Promise<void>;
  /**
   * Calls `listener` when another instance may have published, undone or made a preview
   * (PostgreSQL: NOTIFY, and a look every few seconds in case one was missed). Returns a stop.
   */
  watch(listener: (event: ContentEvent) => void): () => Promise<void>;
  close(): Promise<void>;
}

/** What the working copy differs in from the published version. */
export async function pendingChanges(content: ContentStore): Promise<Change[]> {
  const [head, working] = await Promise.all([content.head(), content.workingTree()]);
  return content.changes(head?.tree, working);
}

/** A subject, and one changed file per line below it. */
export function commitMessage(subject: string, changes: readonly Change[]): string {
  const body = changes.map((change) => `${change.status}: ${change.path}`).join("\n");
  return body ? `${subject}\n\n${body}` : subject;
}

/** The changes between two listings (path → blob SHA), in path order. */
export function listingChanges(
  from: ReadonlyMap<string, string>,
  to: ReadonlyMap<string, string>,
): Change[] {
  const paths = [...new Set([...from.keys(), ...to.keys()])].sort();
  return paths.flatMap((path): Change[] => {
    const before = from.get(path);
    const after = to.get(path);
    if (before === after) return [];
    const status = before === undefined ? "added" : after === undefined ? "deleted" : "modified";
    return [{ status, path }];
  });
}
