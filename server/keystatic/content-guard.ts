/**
 * Content writes and reads, checked. A save may name only files the schema defines (given as
 * `files`, from app/content/keystatic.config.ts), no more of them than there are, each at most
 * `maxFileBytes`. These checks run on the request alone, before the content is touched. Then
 * the content store (server/content-store) writes the save only if each file is still the
 * version the writer was shown, and, in the content folder, only through no symbolic link
 * (server/shared/safe-path.ts). When another editor changed a file in between, the write is refused with
 * that editor's name and time, and nothing is written. A file whose new text says what it
 * said (only what the editor adds by itself differs: `stats: []`, a default, key order;
 * app/content/normalise.ts) keeps its bytes, so a save changes only what staff changed.
 * Versions are git blob SHAs, as Keystatic's local mode computes them.
 */
import { pageOfFile } from "../../app/content/read-limits.ts";
import { heroPhotoMaxBytes, isPhotoFile } from "../../app/site/hero-photos.ts";
import type { EditorStore } from "../accounts/index.ts";
import type { ContentStore, FileChange } from "../content-store/index.ts";
import { blobSha } from "../content-store/index.ts";
import {
  ContentWorkError,
  contentLimitProblem,
  readContentData,
  sameContentText,
} from "../content-work/index.ts";
import {
  isPhotosEntry,
  type RefusedPhoto,
  refusedPhoto,
  refusedReferenceIn,
} from "./photo-uploads.ts";

export type { FileChange } from "../content-store/index.ts";

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
  /** A text past the reader's limits (app/content/read-limits.ts), said for the editor. */
  | { ok: false; status: 422; limit: string }
  | { ok: false; status: 409; conflict: Conflict };

/** The largest content file a save may write (the largest shipped today is about 20 kB). */
export const maxFileBytes = 1024 * 1024;

/**
 * A photo's file may be larger: up to half again the photo limit it is then refused naming its
 * field (photo-uploads.ts), past that without reading it.
 */
export const maxBytesOf = (path: string) =>
  isPhotoFile(path) ? heroPhotoMaxBytes * 1.5 : maxFileBytes;

/** A text the content thread could not read within its budget. */
const guardTooSlow = (path: string) =>
  `${pageOfFile(path)}: a fájl feldolgozása túl sokáig tartott (túl nagy vagy túl összetett), ezért nem mentettük.`;

export class ContentGuard {
  readonly #content: ContentStore;
  readonly #store: EditorStore;
  readonly #files: ReadonlySet<string>;

  constructor(options: {
    content: ContentStore;
    store: EditorStore;
    /** The files an editor may write, relative to the content folder. */
    files: readonly string[];
  }) {
    this.#files = new Set(options.files);
    this.#content = options.content;
    this.#store = options.store;
  }

  /** The most files one save may name: every file of the schema once. */
  get maxFiles(): number {
    return this.#files.size;
  }

  /**
   * The version of a content file now; undefined when it does not exist (or is no plain file
   * within its size: a pipe put there would otherwise hang the reader).
   */
  async version(path: string): Promise<string | undefined> {
    const bytes = await this.#content.read(path, maxBytesOf(path));
    return bytes && blobSha(bytes);
  }

  /** A file of the schema as it is now (read without following a link); or undefined. */
  async read(path: string): Promise<Buffer | undefined> {
    if (!this.#files.has(path)) return undefined;
    return this.#content.read(path, maxBytesOf(path));
  }

  /** Every file of the schema that exists now, with its version. */
  async versions(): Promise<Map<string, string>> {
    const all = await this.#content.files();
    return new Map([...all].filter(([path]) => this.#files.has(path)));
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
      if (this.#content.unsafePath(change.path))
        return { ok: false, status: 400, reason: "path", path: change.path };
    }
    return undefined;
  }

  /**
   * Applies the changes when every path is allowed and every file is at the version in
   * `base` (path → SHA the writer loaded; a missing path means the writer saw no such file).
   */
  async write(
    editor: string,
    changes: readonly FileChange[],
    base: ReadonlyMap<string, string>,
  ): Promise<WriteResult> {
    const refused = this.refusal(changes);
    if (refused) return refused;
    for (const change of changes) {
      const limit = await this.#pastLimits(change);
      if (limit) return { ok: false, status: 422, limit };
    }
    for (const change of changes) {
      const photo = await this.#newPhotoRefused(change);
      if (photo) return { ok: false, status: 422, photo };
    }
    const kept = await Promise.all(changes.map((change) => this.#keptIfSame(change)));
    const saved = await this.#content.save(editor, kept, base);
    if (!saved.ok && saved.reason === "path")
      return { ok: false, status: 400, reason: "path", path: saved.path };
    if (!saved.ok) {
      const conflict = saved.by ?? (await this.#writer(saved.path, saved.now));
      return { ok: false, status: 409, conflict: { path: saved.path, ...conflict } };
    }
    const at = new Date().toISOString();
    for (const [path, sha] of saved.versions)
      await this.#store.recordWrite(path, { editor, at, sha: sha ?? "" });
    return { ok: true, versions: saved.versions };
  }

  /**
   * Why a text the save writes is past the reader's limits, in the editor's words; read on the
   * content thread (server/content-work), within its budget: past it, that is the refusal.
   */
  async #pastLimits({ path, contents }: FileChange): Promise<string | undefined> {
    if (!contents || !/\.(?:ya?ml|mdoc)$/.test(path)) return undefined;
    const text = Buffer.from(contents).toString("utf8");
    try {
      return await contentLimitProblem(path, text);
    } catch (error) {
      if (!(error instanceof ContentWorkError)) throw error;
      return guardTooSlow(path);
    }
  }

  /**
   * A text file's change with its current bytes when the new text says the same (the editor
   * only added empty lists, defaults or another key order); any other change as it is.
   */
  async #keptIfSame(change: FileChange): Promise<FileChange> {
    const { path, contents } = change;
    if (!contents || isPhotoFile(path) || !/\.(ya?ml|mdoc)$/.test(path)) return change;
    const now = await this.#content.read(path, maxBytesOf(path));
    if (!now || now.equals(contents)) return change;
    const [before, after] = [now.toString("utf8"), Buffer.from(contents).toString("utf8")];
    return (await sameContentText(path, before, after)) ? { ...change, contents: now } : change;
  }

  /** A photo that is new and not fit for its field (a file saved again unchanged is not checked). */
  async #newPhotoRefused({ path, contents }: FileChange): Promise<RefusedPhoto | undefined> {
    if (contents && (await this.version(path)) === blobSha(contents)) return undefined;
    // photos.yaml is read on the content thread, as any text an editor wrote.
    if (isPhotosEntry(path) && contents)
      return refusedReferenceIn(
        path,
        await readContentData(path, Buffer.from(contents).toString("utf8")),
      );
    return refusedPhoto(path, contents);
  }

  /** Who made the file what it is now: the last write through the editor, or else its last publish. */
  async #writer(path: string, now: string | undefined): Promise<{ editor: string; at: string }> {
    const written = await this.#store.lastWrite(path);
    if (written && written.sha === (now ?? "")) return { editor: written.editor, at: written.at };
    const committed = await this.#content.lastCommitOf(path).catch(() => undefined);
    return { editor: committed?.author ?? "", at: committed?.date ?? "" };
  }
}
