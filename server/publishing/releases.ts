/**
 * The folder of releases: one immutable folder per release (`<id>/client`, `<id>/release.json`,
 * and `<id>/source.json` naming the content's git tree and the code version it was made from), a `current` symbolic
 * link to the live one, replaced by a rename so it is never missing or half written, and the
 * older releases pruned. A release is made in `<id>.partial` and renamed when it is complete,
 * so a folder without the suffix is always a whole release; anything ending in `.partial`
 * (a release, a content snapshot or a result file cut short) is removed at start-up and after
 * each publish.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { mkdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";

const currentLink = "current";
const partial = ".partial";
const sourceFile = "source.json";

export interface Release {
  id: string;
  dir: string;
  client: string;
  /** The git tree of the content it was made from. */
  tree: string | undefined;
  /** The version of the code it was made with (server/release/versions.ts). */
  code: string | undefined;
}

const isComplete = (name: string) => /^\d/.test(name) && !name.includes(partial);

export class Releases {
  readonly dir: string;
  readonly keep: number;

  constructor(dir: string, keep = 3) {
    this.dir = dir;
    this.keep = Math.max(1, keep);
  }

  /**
   * A fresh folder name for a release about to be made, one for its content snapshot and one
   * for the file the release step reports its result in.
   */
  async stage(): Promise<{ id: string; path: string; snapshot: string; result: string }> {
    await mkdir(this.dir, { recursive: true });
    const id = new Date().toISOString().replace(/[:.]/g, "-");
    return {
      id,
      path: join(this.dir, `${id}${partial}`),
      snapshot: join(this.dir, `${id}.content${partial}`),
      result: join(this.dir, `${id}.result${partial}`),
    };
  }

  /** Records the content tree and code a staged release was made from, and marks it complete. */
  async complete(id: string, source: { tree: string; code: string }): Promise<Release> {
    const { tree, code } = source;
    await writeFile(join(this.dir, `${id}${partial}`, sourceFile), JSON.stringify({ tree, code }));
    await rename(join(this.dir, `${id}${partial}`), join(this.dir, id));
    return this.#read(id);
  }

  discard(id: string): Promise<void> {
    return rm(join(this.dir, `${id}${partial}`), { recursive: true, force: true });
  }

  /** Points `current` at a complete release: a new link, renamed over the old one. */
  async makeCurrent(id: string): Promise<void> {
    const temporary = join(this.dir, `.${currentLink}-${process.pid}-${Date.now()}${partial}`);
    await symlink(id, temporary);
    await rename(temporary, join(this.dir, currentLink));
  }

  /** The live release, if there is one. */
  current(): Release | undefined {
    const link = join(this.dir, currentLink);
    if (!existsSync(join(link, "client", "index.html"))) return undefined;
    return this.#read(realpathSync(link).split("/").pop() ?? "");
  }

  /** Every complete release, newest first. */
  all(): Release[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && isComplete(entry.name))
      .map((entry) => entry.name)
      .sort()
      .reverse()
      .map((id) => this.#read(id));
  }

  /** The newest complete release of this content tree made with this code version. */
  find(tree: string, code: string): Release | undefined {
    return this.all().find((release) => release.tree === tree && release.code === code);
  }

  /** Whether anything was ever released here: a fresh install has no folder or an empty one. */
  hasHistory(): boolean {
    return existsSync(join(this.dir, currentLink)) || this.all().length > 0;
  }

  /** Removes whatever a release or snapshot cut short left behind. */
  async clean(): Promise<void> {
    if (!existsSync(this.dir)) return;
    for (const name of readdirSync(this.dir).filter((name) => name.includes(partial)))
      await rm(join(this.dir, name), { recursive: true, force: true });
  }

  /** Removes all but the newest `keep` releases (never the current one) and leftovers. */
  async prune(): Promise<void> {
    await this.clean();
    const current = this.current()?.id;
    for (const release of this.all().slice(this.keep)) {
      if (release.id !== current) await rm(release.dir, { recursive: true, force: true });
    }
  }

  #read(id: string): Release {
    const dir = join(this.dir, id);
    const source = join(dir, sourceFile);
    let recorded: { tree?: string; code?: string } = {};
    try {
      recorded = JSON.parse(readFileSync(source, "utf8")) as typeof recorded;
    } catch {
      // An older build, or not ours: it matches no content and no code.
    }
    const { tree, code } = recorded;
    return { id, dir, client: join(dir, "client"), tree, code };
  }
}
