/**
 * The folder of published builds: one folder per publish (`<time>/client`), a `current`
 * symbolic link to the live one, replaced by a rename so it is never missing or half
 * written, and the older builds pruned. A build is made in `<time>.partial` and renamed
 * when it is complete, so a folder without the suffix is always a whole build.
 */
import { existsSync, readdirSync, realpathSync } from "node:fs";
import { mkdir, rename, rm, symlink } from "node:fs/promises";
import { join, resolve } from "node:path";

const currentLink = "current";

/**
 * A build's prerendering imports the project's packages from where the build is written,
 * which may be outside the project (a volume): a node_modules link beside the builds lets
 * Node find them there.
 */
export async function linkPackages(dir: string): Promise<void> {
  const link = join(dir, "node_modules");
  if (existsSync(link)) return;
  await symlink(resolve("node_modules"), link, "dir").catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
}
const partial = ".partial";

export class Builds {
  readonly dir: string;
  readonly keep: number;

  constructor(dir: string, keep = 3) {
    this.dir = dir;
    this.keep = Math.max(1, keep);
  }

  /** A fresh folder for a build that is about to start. */
  async stage(): Promise<{ id: string; path: string }> {
    await mkdir(this.dir, { recursive: true });
    await linkPackages(this.dir);
    const id = new Date().toISOString().replace(/[:.]/g, "-");
    return { id, path: join(this.dir, `${id}${partial}`) };
  }

  /** Marks a staged build complete; the folder it now has. */
  async complete(id: string): Promise<string> {
    const done = join(this.dir, id);
    await rename(join(this.dir, `${id}${partial}`), done);
    return done;
  }

  discard(id: string): Promise<void> {
    return rm(join(this.dir, `${id}${partial}`), { recursive: true, force: true });
  }

  /** Points `current` at a complete build: a new link, renamed over the old one. */
  async makeCurrent(id: string): Promise<void> {
    const temporary = join(this.dir, `.${currentLink}-${process.pid}-${Date.now()}`);
    await symlink(id, temporary);
    await rename(temporary, join(this.dir, currentLink));
  }

  /** The client folder of the current build, if one was published. */
  currentClient(): string | undefined {
    const client = join(this.dir, currentLink, "client");
    return existsSync(join(client, "index.html")) ? realpathSync(client) : undefined;
  }

  /** Removes all but the newest `keep` builds (never the current one) and failed leftovers. */
  async prune(): Promise<void> {
    if (!existsSync(this.dir)) return;
    const root = realpathSync(this.dir);
    const current = existsSync(join(this.dir, currentLink))
      ? realpathSync(join(this.dir, currentLink))
      : undefined;
    const names = readdirSync(this.dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .reverse();
    const complete = names.filter((name) => !name.endsWith(partial));
    const old = [...complete.slice(this.keep), ...names.filter((name) => name.endsWith(partial))];
    for (const name of old) {
      const path = join(root, name);
      if (path !== current) await rm(path, { recursive: true, force: true });
    }
  }
}
