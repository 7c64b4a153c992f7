/**
 * Content writes and reads, checked. A save may name only files the schema defines (given as
 * `files`, from app/content/keystatic.config.ts), no more of them than there are, each at most
 * `maxFileBytes`; every path must lie inside the content folder and pass through no symbolic
 * link (server/shared/safe-path.ts). These checks run on the request alone, before the disk is touched. Then
 * each file must still be the version the writer was shown. When another editor changed it in
 * between, the write is refused with that editor's name and time, and nothing is written.
 * Versions are git blob SHAs (`git hash-object`), as Keystatic's local mode computes them.
 * Checking and writing run under the publisher's lock, so no publish reads a half-written folder.
 */
import { createHash } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { heroPhotoMaxBytes, isPhotoFile } from "../../app/site/hero-photos.ts";
import type { Publisher } from "../release/lifecycle/publisher.ts";
import { contentFilePath, readContentFile } from "../shared/safe-path.ts";
import type { ContentRepo } from "./content-repo.ts";
import { type RefusedPhoto, refusedPhoto } from "./photo-uploads.ts";
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

/** Why a save was refused before anything was written. */
export type Refusal =
  | { ok: false; status: 400; reason: "path"; path: string }
  | { ok: false; status: 413; reason: "size"; path: string }
  | { ok: false; status: 413; reason: "count" };

export type WriteResult =
  | { ok: true; versions: Map<string, string | undefined> }
  | Refusal
  | { ok: false; status: 422; photo: RefusedPhoto }
  | { ok: false; status: 409; conflict: Conflict };

/** The largest content file a save may write (the largest shipped today is about 20 kB). */
export const maxFileBytes = 1024 * 1024;

/**
 * A photo's file may be larger: up to half again the photo limit it is then refused naming its
 * field (photo-uploads.ts), past that without reading it.
 */
export const maxBytesOf = (path: string) =>
  isPhotoFile(path) ? heroPhotoMaxBytes * 1.5 : maxFileBytes;

export function blobSha(bytes: Uint8Array): string {
  return createHash("sha1").update(`blob ${bytes.byteLength}\0`).update(bytes).digest("hex");
}

export class ContentGuard {
  readonly #dir: string;
  readonly #store: EditorStore;
  readonly #repo: ContentRepo;
  readonly #publisher: Pick<Publisher, "exclusive">;
  readonly #files: ReadonlySet<string>;

  constructor(options: {
    contentDir: string;
    store: EditorStore;
    repo: ContentRepo;
    publisher: Pick<Publisher, "exclusive">;
    /** The files an editor may write, relative to the content folder. */
    files: readonly string[];
  }) {
    this.#files = new Set(options.files);
    this.#dir = options.contentDir;
    this.#store = options.store;
    this.#repo = options.repo;
    this.#publisher = options.publisher;
  }

  /** The most files one save may name: every file of the schema once. */
  get maxFiles(): number {
    return this.#files.size;
  }

  /**
   * The version of a content file now; undefined when it does not exist (or may not, or is no
   * plain file within its size: a pipe put there would otherwise hang the reader).
   */
  version(path: string): string | undefined {
    const bytes = readContentFile(this.#dir, path, maxBytesOf(path));
    return bytes instanceof Buffer ? blobSha(bytes) : undefined;
  }

  /** A file of the schema as it is now, read without following a link; or undefined. */
  read(path: string): Buffer | undefined {
    if (!this.#files.has(path)) return undefined;
    const bytes = readContentFile(this.#dir, path, maxBytesOf(path));
    return bytes instanceof Buffer ? bytes : undefined;
  }

  /** Every file of the schema that exists now, with its version, each read as `read` reads it. */
  versions(): Map<string, string> {
    const versions = new Map<string, string>();
    for (const path of this.#files) {
      const bytes = this.read(path);
      if (bytes) versions.set(path, blobSha(bytes));
    }
    return versions;
  }

  /** Why a save may not be written, from the request alone; undefined when it may. */
  refusal(changes: readonly FileChange[]): Refusal | undefined {
    if (changes.length > this.#files.size) return { ok: false, status: 413, reason: "count" };
    const seen = new Set<string>();
    for (const change of changes) {
      if (!this.#files.has(change.path) || seen.has(change.path))
        return { ok: false, status: 400, reason: "path", path: change.path };
      seen.add(change.path);
      if ((change.contents?.byteLength ?? 0) > maxBytesOf(change.path))
        return { ok: false, status: 413, reason: "size", path: change.path };
    }
    for (const change of changes) {
      if (!contentFilePath(this.#dir, change.path))
        return { ok: false, status: 400, reason: "path", path: change.path };
    }
    return undefined;
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
    const refused = this.refusal(changes);
    if (refused) return Promise.resolve(refused);
    for (const change of changes) {
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
        if (!file) return { ok: false, status: 400, reason: "path", path: change.path };
        const sha = await writeOrDelete(file, change.contents);
        versions.set(change.path, sha);
        await this.#store.recordWrite(change.path, { editor, at, sha: sha ?? "" });
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
    const written = await this.#store.lastWrite(path);
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
  // Created anew ("wx"): a link left under the temporary name is not followed.
  const temporary = `${file}.${process.pid}.tmp`;
  await rm(temporary, { force: true });
  await writeFile(temporary, contents, { flag: "wx" });
  await rename(temporary, file);
  return blobSha(contents);
}
