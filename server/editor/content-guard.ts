/**
 * Content writes, checked: each path must lie inside the content folder (safe-path.ts), and
 * each file must still be the version the writer was shown. When another editor changed it in
 * between, the write is refused with that editor's name and time, and nothing is written.
 * Versions are git blob SHAs (`git hash-object`), as Keystatic's local mode computes them.
 * Checking and writing run under the publisher's lock, so no publish reads a half-written folder.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { ContentRepo } from "./content-repo.ts";
import { type RefusedPhoto, refusedPhoto } from "./photo-uploads.ts";
import type { Publisher } from "./publisher.ts";
import { contentFilePath } from "./safe-path.ts";
import type { EditorStore } from "./store.ts";

export interface FileChange {
  /** Relative to the content folder, with `/`. */
  path: string;
  /** The new bytes; absent for a deletion. */
  contents?: Uint8Array;
}

/** Who changed a file since the writer loaded it, and when (ISO time). */
export interface Conflict {
  path: string;
  editor: string;
  at: string;
}

export type WriteResult =
  | { ok: true; versions: Map<string, string | undefined> }
  | { ok: false; status: 400; path: string }
  | { ok: false; status: 422; photo: RefusedPhoto }
  | { ok: false; status: 409; conflict: Conflict };

export function blobSha(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\0`).update(bytes).digest("hex");
}

export class ContentGuard {
  readonly #dir: string;
  readonly #store: EditorStore;
  readonly #repo: ContentRepo;
  readonly #publisher: Pick<Publisher, "exclusive">;

  constructor(options: {
    contentDir: string;
    store: EditorStore;
    repo: ContentRepo;
    publisher: Pick<Publisher, "exclusive">;
  }) {
    this.#dir = options.contentDir;
    this.#store = options.store;
    this.#repo = options.repo;
    this.#publisher = options.publisher;
  }

  /** The version of a content file now; undefined when it does not exist (or may not). */
  version(path: string): string | undefined {
    const file = contentFilePath(this.#dir, path);
    return file && existsSync(file) ? blobSha(readFileSync(file)) : undefined;
  }

  /**
   * Applies the changes when every path is allowed and every file is at the version in
   * `base` (path → SHA the writer loaded; a missing path means the writer saw no such file).
   */
  write(
    editor: string,
    changes: readonly FileChange[],
    base: ReadonlyMap<string, string>,
  ): Promise<WriteResult> {
    for (const change of changes) {
      if (!contentFilePath(this.#dir, change.path))
        return Promise.resolve({ ok: false, status: 400, path: change.path });
      const photo = this.#newPhotoRefused(change);
      if (photo) return Promise.resolve({ ok: false, status: 422, photo });
    }
    return this.#publisher.exclusive(async () => {
      for (const change of changes) {
        const now = this.version(change.path);
        if (now !== base.get(change.path))
          return { ok: false, status: 409, conflict: await this.#conflict(change.path, now) };
      }
      const at = new Date().toISOString();
      const versions = new Map<string, string | undefined>();
      for (const change of changes) {
        // Checked again under the lock: a link may have appeared since.
        const file = contentFilePath(this.#dir, change.path);
        if (!file) return { ok: false, status: 400, path: change.path };
        const sha = await writeOrDelete(file, change.contents);
        versions.set(change.path, sha);
        this.#store.recordWrite(change.path, { editor, at, sha: sha ?? "" });
      }
      return { ok: true, versions };
    });
  }

  /** A photo that is new and not fit for its field (a file saved again unchanged is not checked). */
  #newPhotoRefused({ path, contents }: FileChange): RefusedPhoto | undefined {
    if (contents && this.version(path) === blobSha(contents)) return undefined;
    return refusedPhoto(path, contents);
  }

  /** Who made the file what it is now: the last write through the editor, or else its last commit. */
  async #conflict(path: string, now: string | undefined): Promise<Conflict> {
    const written = this.#store.lastWrite(path);
    if (written && written.sha === (now ?? ""))
      return { path, editor: written.editor, at: written.at };
    const committed = await this.#repo.lastCommitOf(path).catch(() => undefined);
    return { path, editor: committed?.author ?? "", at: committed?.date ?? "" };
  }
}

async function writeOrDelete(
  file: string,
  contents: Uint8Array | undefined,
): Promise<string | undefined> {
  if (!contents) {
    await rm(file, { force: true });
    return undefined;
  }
  await mkdir(dirname(file), { recursive: true });
  // A reader (a build, Keystatic's tree) sees the old file or the new one, never a part.
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
  return blobSha(contents);
}
