/**
 * The content as one instance keeps it (the embedded default): the working copy is the content
 * folder, the history its git repository (server/content-store/content-repo.ts, work tree = the
 * content folder). Saves, restores and snapshots of the folder run one at a time in this
 * process; with one instance, publishing needs no lock beyond the publisher's own and no
 * instance needs telling.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Mutex } from "../shared/mutex.ts";
import { contentFilePath, readContentFile } from "../shared/safe-path.ts";
import { ContentRepo } from "./content-repo.ts";
import type { Author, ContentStore, FileChange, SaveResult, Version } from "./content-store.ts";
import { FolderShas } from "./fingerprint.ts";
import { KeptAnswers } from "./kept-answers.ts";
import * as trees from "./repo-trees.ts";
import { blobSha } from "./tree.ts";

export class FolderContentStore implements ContentStore {
  readonly repo: ContentRepo;
  readonly #dir: string;
  readonly #lock = new Mutex();
  readonly #kept: KeptAnswers;
  readonly #shas = new FolderShas();
  #preview: { tree: string; at: Date } | undefined;

  constructor(options: { contentDir: string; gitDir: string }) {
    this.#dir = options.contentDir;
    this.repo = new ContentRepo({ gitDir: options.gitDir, workTree: options.contentDir });
    this.#kept = new KeptAnswers(this.repo);
  }

  async initialize(): Promise<boolean> {
    if (existsSync(this.repo.gitDir)) return false;
    await this.repo.init();
    return true;
  }

  fault(options?: { deep?: boolean }) {
    return this.#kept.fault(options?.deep ?? false);
  }

  files(): Promise<Map<string, string>> {
    // Under the lock: a save's temporary files are never listed.
    return this.#lock.run(() => this.#shas.list(this.#dir));
  }

  unsafePath(path: string): boolean {
    return contentFilePath(this.#dir, path) === undefined;
  }

  async read(path: string, maxBytes: number): Promise<Buffer | undefined> {
    const bytes = readContentFile(this.#dir, path, maxBytes);
    return bytes instanceof Buffer ? bytes : undefined;
  }

  save(
    _editor: string,
    changes: readonly FileChange[],
    base: ReadonlyMap<string, string>,
  ): Promise<SaveResult> {
    return this.#lock.run(async (): Promise<SaveResult> => {
      for (const { path } of changes) {
        const bytes = await this.read(path, Number.POSITIVE_INFINITY);
        const now = bytes && blobSha(bytes);
        if (now !== base.get(path)) return { ok: false, reason: "conflict", path, now };
      }
      const versions = new Map<string, string | undefined>();
      for (const change of changes) {
        // Checked again under the lock: a link may have appeared since the request was read.
        const file = contentFilePath(this.#dir, change.path);
        if (!file) return { ok: false, reason: "path", path: change.path };
        versions.set(change.path, await writeOrDelete(file, change.contents));
      }
      return { ok: true, versions };
    });
  }

  workingTree(): Promise<string> {
    return this.#lock.run(() => this.#kept.workingTree());
  }

  treeOfFolder(dir: string): Promise<string> {
    return this.repo.treeOfFolder(dir);
  }

  head(): Promise<{ hash: string; tree: string } | undefined> {
    return this.repo.head();
  }

  async resolve(ref: string): Promise<{ hash: string; tree: string } | undefined> {
    const hash = await this.repo.resolve(ref);
    return hash ? { hash, tree: await this.repo.treeOf(hash) } : undefined;
  }

  async commit(
    tree: string,
    author: Author,
    message: string,
    parent: string | undefined,
  ): Promise<string> {
    if ((await this.head())?.hash !== parent)
      throw new Error("Another version was published meanwhile");
    return this.repo.commitTree(tree, author, message);
  }

  history(limit?: number): Promise<Version[]> {
    return this.#kept.history(limit);
  }

  changes(from: string | undefined, to: string) {
    return this.#kept.diff(from, to);
  }

  materialize(tree: string, dir: string): Promise<void> {
    return this.repo.snapshot(tree, dir);
  }

  fileAt(tree: string, path: string): Promise<string | undefined> {
    return this.repo.fileAt(tree, path);
  }

  restore(tree: string, expected: string, _editor: string): Promise<boolean> {
    return this.#lock.run(async () => {
      if ((await this.#kept.workingTree()) !== expected) return false;
      const scratch = join(tmpdir(), `dp-restore-${process.pid}-${Date.now()}`);
      try {
        await this.repo.snapshot(tree, scratch);
        const [now, wanted] = [
          await this.#shas.list(this.#dir),
          await new FolderShas().list(scratch),
        ];
        for (const [path, sha] of wanted) {
          const file = contentFilePath(this.#dir, path);
          if (file && now.get(path) !== sha)
            await writeOrDelete(file, await readFile(join(scratch, path)));
        }
        for (const path of now.keys()) {
          const file = contentFilePath(this.#dir, path);
          if (file && !wanted.has(path)) await removeWithEmptyFolders(file, this.#dir);
        }
        return true;
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    });
  }

  listing(tree: string) {
    return trees.listingOf(this.repo, tree);
  }

  writeTree(listing: ReadonlyMap<string, string>) {
    return trees.writeTree(this.repo, listing);
  }

  async blob(sha: string) {
    const object = await this.repo.objects.contents(sha).catch(() => undefined);
    return object?.type === "blob" ? object.bytes : undefined;
  }

  writeBlob(bytes: Uint8Array) {
    return trees.writeBlob(this.repo, bytes);
  }

  pin(name: string, tree: string) {
    return trees.pin(this.repo, name, tree);
  }

  unpin(name: string) {
    return trees.unpin(this.repo, name);
  }

  lastChanges(files: readonly string[]) {
    return this.#kept.lastChanges(files);
  }

  lastCommitOf(path: string) {
    return this.repo.lastCommitOf(path);
  }

  migrations() {
    return this.repo.migrations();
  }

  publishing<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  async preview() {
    return this.#preview;
  }

  async setPreview(tree: string): Promise<void> {
    this.#preview = { tree, at: new Date() };
  }

  watch(): () => Promise<void> {
    return async () => {};
  }

  async close(): Promise<void> {
    this.repo.objects.close();
  }
}

/** Writes a file whole (a reader sees the old bytes or the new), or deletes it; its new SHA. */
export async function writeOrDelete(
  file: string,
  contents: Uint8Array | undefined,
): Promise<string | undefined> {
  if (!contents) {
    await rm(file, { force: true });
    return undefined;
  }
  await mkdir(dirname(file), { recursive: true });
  // Created anew ("wx"): a link left under the temporary name is not followed.
  const temporary = `${file}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await writeFile(temporary, contents, { flag: "wx" });
  await rename(temporary, file);
  return blobSha(contents);
}

/** Removes a file, and the folders it leaves empty up to `root` (a restored folder is exact). */
async function removeWithEmptyFolders(file: string, root: string): Promise<void> {
  await rm(file, { force: true });
  for (let dir = dirname(file); dir !== root && dir.startsWith(root); dir = dirname(dir)) {
    if ((await readdir(dir)).length > 0) return;
    await rmdir(dir);
  }
}
