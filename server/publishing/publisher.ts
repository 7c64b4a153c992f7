/**
 * Publish, as one action: take the working copy as a version (a tree SHA; a save during the
 * release cannot leak into it), make a release of exactly that version from a folder it is
 * written into, record it in the history (the editor as author, the changed files in the
 * message), then make the release live in one assignment and point `current` at it. The
 * history holds only versions that were released, and every undo target is known to release.
 * A failed release changes nothing that is served and answers with its problem lines. The
 * working copy and the history are the content store's (server/content-store): the content
 * folder and its git repository, or PostgreSQL shared by every instance.
 *
 * The commit and the switch recover as one step: the live release records the tree it was
 * made from, and at start-up (`deploy`) a history whose last commit differs from the live
 * release, or a live release made by other code, gets the matching release made live (made
 * from the committed tree when there is none). A kill at any moment thus leaves history and
 * live site agreeing after the restart.
 *
 * One publish (or undo, preview, start-up release or migration: see `exclusive`) runs at a time
 * in this process, and one publish or undo across all instances (the store's `publishing`).
 * Every instance makes its own release of the published version with its own code: `follow`
 * runs when the store says another instance published or made a preview. The release step is
 * a child process at a lower CPU priority, so the site keeps answering while it runs; `stop`
 * ends one in progress.
 */
import { rm } from "node:fs/promises";
import {
  type Author,
  type Change,
  type ContentEvent,
  type ContentStore,
  commitMessage,
} from "../content-store/index.ts";
import {
  codeVersion,
  prepareRelease,
  type ReleaseCommand,
  type ReleaseFailure,
} from "../release/index.ts";
import type { Logger } from "../shared/log.ts";
import { Mutex } from "../shared/mutex.ts";
import { type LiveSite, loadSiteGently, type Site } from "./live-site.ts";
import { makeRelease } from "./make-release.ts";
import type { Release, Releases } from "./releases.ts";

/** Why publishing is refused: the content's history cannot be used, or the server is stopping. */
export type PublishFault = "missing" | "damaged" | "migration" | "stopping";

export type PublishResult =
  | { ok: true; commit: string; changes: Change[]; buildMs: number }
  | { ok: false; reason: "unchanged" | "unpublished" | "unknown"; changes: Change[] }
  | ({ reason: "build" } & ReleaseFailure)
  | { ok: false; reason: "fault"; fault: PublishFault };

type Made = Awaited<ReturnType<typeof makeRelease>> | { ok: false; fault: PublishFault };

export interface PublisherOptions {
  content: ContentStore;
  live: LiveSite;
  releases: Releases;
  /** Where previews are made (one kept). */
  previews: Releases;
  release: ReleaseCommand;
  log: Logger;
  /** Called between the commit and the switch (tests stop the process there). */
  afterCommit?: () => Promise<void> | void;
}

export class Publisher {
  readonly #options: PublisherOptions;
  readonly #lock = new Mutex();
  readonly #stopping = new AbortController();
  readonly code: string;
  #fault: PublishFault | undefined;
  /** Whether each check reads every object (`deep`): from a failure until it is repaired. */
  #deep = false;

  constructor(options: PublisherOptions) {
    this.#options = options;
    this.code = codeVersion(options.release.codeDir);
    prepareRelease(options.release, this.#stopping.signal);
  }

  /** Why publishing is refused now, if it is (rechecked: a repository can break while we run). */
  async fault(): Promise<PublishFault | undefined> {
    if (this.#stopping.signal.aborted) return "stopping";
    if (this.#fault === "migration") return this.#fault;
    const found = await this.#options.content.fault({ deep: this.#deep });
    if (!found) this.#deep = false;
    if (found !== this.#fault) {
      if (found) {
        this.#options.log.error("editor.repository_unusable", {
          fault: found,
          message:
            found === "missing"
              ? "the content repository is missing: publishing is stopped. Restore the backup (npm run restore -- FILE); or, on a new installation, confirm a fresh start, which takes the content folder as it is as the first published version (npm run content -- --start-fresh)"
              : "the content repository is damaged (HEAD, an object its history reaches, a pack or the index cannot be read; `git fsck` names it): publishing is stopped; repair or restore it",
        });
      }
      this.#fault = found;
    }
    return found;
  }

  /**
   * The check that reads every object of the history (a present but corrupted one is damage),
   * run at start-up and when reading the history failed; the checks after it read every
   * object too until the history is whole again.
   */
  checkDeeply(): Promise<PublishFault | undefined> {
    this.#deep = true;
    return this.fault();
  }

  /** Marks publishing stopped by a failed content migration. */
  stopForMigration(): void {
    this.#fault = "migration";
  }

  /** Runs a task while no publish, undo, preview or start-up release runs in this process. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#lock.run(task);
  }

  /** The last preview of the working content: a whole release that is not live. */
  preview: { site: Site; dir: string; at: Date; tree: string } | undefined;

  /**
   * Releases the working content, as it would be published, into a folder of its own that the
   * editor's preview serves; nothing live changes and nothing is committed. Every instance
   * makes the same preview (`follow`).
   */
  makePreview(): Promise<
    { ok: true; buildMs: number } | ReleaseFailure | { ok: false; fault: PublishFault }
  > {
    return this.#lock.run(async () => {
      const fault = await this.fault();
      if (fault) return { ok: false, fault };
      const started = performance.now();
      const { content } = this.#options;
      const tree = await content.workingTree();
      const made = await this.#makePreview(tree);
      if (!made.ok) return made;
      await content.setPreview(tree);
      return { ok: true, buildMs: Math.round(performance.now() - started) };
    });
  }

  /**
   * What an instance does when the store says another published, undid or made a preview:
   * the published version's release goes live here too, or the preview is made here too.
   */
  follow(event: ContentEvent): Promise<unknown> {
    if (event === "published") return this.deploy({ make: true });
    return this.#lock.run(async () => {
      const asked = await this.#options.content.preview();
      if (!asked || asked.tree === this.preview?.tree || (await this.fault())) return;
      const made = await this.#makePreview(asked.tree);
      if (!made.ok && !("fault" in made))
        this.#options.log.error("preview.failed", { errors: made.errors.slice(0, 20) });
    });
  }

  publish(editor: Author): Promise<PublishResult> {
    return this.#publishing(async (head) => {
      const { content } = this.#options;
      const working = await content.workingTree();
      const changes = await content.changes(head?.tree, working);
      if (changes.length === 0 && head) {
        // Published but not live here (a release that failed, or another instance's publish
        // not made here yet): release it now.
        if (this.#isLive(head.tree)) return { ok: false, reason: "unchanged", changes };
        return this.#release(editor, head, { tree: head.tree, changes });
      }
      return this.#release(editor, head, {
        tree: working,
        subject: publishSubject(changes),
        changes,
      });
    });
  }

  /**
   * Brings back the content of an earlier commit as a new commit, and publishes it. Refused
   * while there are unpublished changes: an undo would silently discard them.
   */
  undo(editor: Author, ref: string): Promise<PublishResult> {
    return this.#publishing(async (head) => {
      const { content } = this.#options;
      const working = await content.workingTree();
      const pending = await content.changes(head?.tree, working);
      if (pending.length > 0) return { ok: false, reason: "unpublished", changes: pending };
      const target = await content.resolve(ref);
      if (!target) return { ok: false, reason: "unknown", changes: [] };
      if (target.tree === head?.tree) return { ok: false, reason: "unchanged", changes: [] };
      const changes = await content.changes(head?.tree, target.tree);
      return this.#release(editor, head, {
        tree: target.tree,
        subject: `Undo: back to the content of ${target.hash.slice(0, 10)}`,
        changes,
        restoreFrom: working,
      });
    });
  }

  /** A publish or undo: one at a time here and across instances, from the published version. */
  #publishing(
    work: (head: { hash: string; tree: string } | undefined) => Promise<PublishResult>,
  ): Promise<PublishResult> {
    return this.#lock.run(async () => {
      const fault = await this.fault();
      if (fault) return { ok: false, reason: "fault", fault };
      const { content } = this.#options;
      return content.publishing(async () => work(await content.head()));
    });
  }

  /**
   * At start-up: makes live the release of the last commit made with this code, when it is
   * complete (a cheap switch), and else, when `make` is true, makes it first. The caller
   * awaits the switch before listening, and makes a release in the background while a
   * previous one is served.
   */
  deploy({
    make,
  }: {
    make: boolean;
  }): Promise<
    { ok: true; state: "live" | "switched" | "made" | "needed" } | { ok: false; errors: string[] }
  > {
    return this.#lock.run(async () => {
      const { content, releases, log } = this.#options;
      if (await this.fault()) return { ok: false, errors: ["publishing is stopped"] };
      const head = (await content.head())?.tree;
      if (!head) return { ok: false, errors: ["nothing was ever published"] };
      if (this.#isLive(head)) return { ok: true, state: "live" };
      const found = releases.find(head, this.code);
      if (found) {
        await this.#switch(found, await loadSiteGently(found.client));
        log.info("deploy.switched", { release: found.id, code: this.code });
        return { ok: true, state: "switched" };
      }
      if (!make) return { ok: true, state: "needed" };
      const started = performance.now();
      const made = await this.#make(releases, head);
      if (!made.ok && "fault" in made) return { ok: false, errors: ["publishing is stopped"] };
      if (!made.ok) {
        log.error("deploy.release_failed", { errors: made.errors.slice(0, 20), limit: made.limit });
        return made;
      }
      await this.#switch(made.release, made.site);
      const buildMs = Math.round(performance.now() - started);
      log.info("deploy.released", { release: made.release.id, code: this.code, buildMs });
      return { ok: true, state: "made" };
    });
  }

  /** Ends a release in progress and waits until nothing runs; later calls are refused. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await this.#lock.run(async () => undefined);
  }

  #isLive(tree: string): boolean {
    const live = this.#options.releases.current();
    return live?.tree === tree && live.code === this.code;
  }

  /**
   * Release → record (when there is a subject) on top of `head` → switch; the working copy
   * follows an undo (`restoreFrom`: the working copy's version it started from).
   */
  async #release(
    editor: Author,
    head: { hash: string; tree: string } | undefined,
    version: { tree: string; subject?: string; changes: Change[]; restoreFrom?: string },
  ): Promise<PublishResult> {
    const { content, releases, log } = this.#options;
    const { tree, subject, changes, restoreFrom } = version;
    const started = performance.now();
    const made = await this.#make(releases, tree);
    if (!made.ok && "fault" in made) return { ok: false, reason: "fault", fault: made.fault };
    if (!made.ok) return { ...made, reason: "build" };
    const commit = subject
      ? await content.commit(tree, editor, commitMessage(subject, changes), head?.hash)
      : (head?.hash ?? "");
    await this.#options.afterCommit?.();
    // An undo's content goes into the working copy too (nothing unpublished was there; a save
    // that came in meanwhile is kept).
    if (restoreFrom && !(await content.restore(tree, restoreFrom, editor.name)))
      log.warn("editor.undo_kept_save", { commit });
    await this.#switch(made.release, made.site);
    const buildMs = Math.round(performance.now() - started);
    log.info("editor.published", { commit, editor: editor.name, files: changes.length, buildMs });
    return { ok: true, commit, changes, buildMs };
  }

  async #switch(release: Release, site: Site): Promise<void> {
    const { releases, live } = this.#options;
    await releases.makeCurrent(release.id);
    live.current = site;
    await releases.prune();
  }

  /** A preview of `tree` in place of the last one. */
  async #makePreview(tree: string): Promise<Made> {
    const made = await this.#make(this.#options.previews, tree);
    if (!made.ok) return made;
    const previous = this.preview;
    this.preview = { site: made.site, dir: made.release.dir, at: new Date(), tree };
    if (previous) await rm(previous.dir, { recursive: true, force: true });
    return made;
  }

  /** A release of `tree` in `into`; a failure to read the history is a fault (the pause). */
  async #make(into: Releases, tree: string): Promise<Made> {
    const { content, release } = this.#options;
    try {
      return await makeRelease(
        { content, release, code: this.code },
        into,
        tree,
        this.#stopping.signal,
      );
    } catch (error) {
      // Reading the history failed: a corrupted object is damage (the pause), not a problem
      // of the content to show staff (git's own words name commands and server paths).
      // Anything else is the caller's to log (a staff request's answer gives a reference).
      const fault = await this.checkDeeply();
      if (fault) return { ok: false, fault };
      throw error;
    }
  }
}

/** "Publish home/hu.yaml, services/security/de.yaml and 3 more" */
export function publishSubject(changes: readonly Change[]): string {
  const names = changes.slice(0, 3).map((change) => change.path);
  const more = changes.length - names.length;
  return `Publish ${names.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}
