/**
 * Publish, as one action: take a version (the working copy, or the published one with chosen
 * entries on top, as a tree SHA: a save during the release cannot leak into it), make a
 * release of exactly that version, record it in the history (the editor as author, the changed
 * files in the message), then make the release live in one assignment and point `current` at
 * it. The history holds only versions that were released; a failed release changes nothing
 * that is served and answers with its problem lines. The working copy and the history are the
 * content store's (server/content-store): the content folder and its git repository, or
 * PostgreSQL shared by every instance.
 *
 * The commit and the switch recover as one step: the live release records the tree it was
 * made from, and at start-up (`deploy`) a history whose last commit differs from the live
 * release, or a live release made by other code, gets the matching release made live. A kill
 * at any moment thus leaves history and live site agreeing after the restart.
 *
 * One publish (or undo, preview, start-up release or migration: `exclusive`) runs at a time in
 * this process, and one publish or undo across all instances (the store's `publishing`). Each
 * instance makes its own release of the published version with its own code (`follow`). The
 * release step is a child process at a lower CPU priority; `stop` ends one in progress.
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
import { chosenTree, keepingSaved, previewTree, publishSubject } from "./entries.ts";
import { Faults, type PublishFault } from "./faults.ts";
import { type LiveSite, loadSiteGently, type Site } from "./live-site.ts";
import { makeRelease } from "./make-release.ts";
import type { Release, Releases } from "./releases.ts";

export type { PublishFault } from "./faults.ts";

export type PublishResult =
  | { ok: true; commit: string; changes: Change[]; buildMs: number }
  | { ok: false; reason: "unchanged" | "unknown"; changes: Change[] }
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
  readonly #faults: Faults;

  constructor(options: PublisherOptions) {
    this.#options = options;
    this.#faults = new Faults(options.content, options.log);
    this.code = codeVersion(options.release.codeDir);
    prepareRelease(options.release, this.#stopping.signal);
  }

  /** Why publishing is refused now, if it is (rechecked: a repository can break while we run). */
  fault(): Promise<PublishFault | undefined> {
    if (this.#stopping.signal.aborted) return Promise.resolve("stopping");
    return this.#faults.check();
  }

  /**
   * The check that reads every object of the history (a present but corrupted one is damage),
   * run at start-up and when reading the history failed; the checks after it read every
   * object too until the history is whole again.
   */
  checkDeeply(): Promise<PublishFault | undefined> {
    this.#faults.deepen();
    return this.fault();
  }

  /** Marks publishing stopped by a failed content migration. */
  stopForMigration(): void {
    this.#faults.stopForMigration();
  }

  /** Runs a task while no publish, undo, preview or start-up release runs in this process. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#lock.run(task);
  }

  /** The last preview of the working content: a whole release that is not live. */
  preview: { site: Site; dir: string; at: Date; tree: string } | undefined;

  /**
   * Releases a version as it would be published (the working copy; the chosen entries on top
   * of the live site; or a tree the caller composed, such as the site at a scheduled time)
   * into a folder of its own that the editor's preview serves; nothing live changes and
   * nothing is committed. Every instance makes the same preview (`follow`).
   */
  makePreview(
    what: { entries?: readonly string[]; compose?: () => Promise<string> } = {},
  ): Promise<{ ok: true; buildMs: number } | ReleaseFailure | { ok: false; fault: PublishFault }> {
    return this.#lock.run(async () => {
      const fault = await this.fault();
      if (fault) return { ok: false, fault };
      const started = performance.now();
      const { content } = this.#options;
      const tree = await previewTree(content, what);
      const made = await this.#makePreview(tree);
      if (!made.ok) return made;
      await content.setPreview(tree);
      return { ok: true, buildMs: Math.round(performance.now() - started) };
    });
  }

  /** Another instance published, undid or made a preview: the same is made here too. */
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

  /** Publishes the working copy's changes: all of them, or only those of `entries`. */
  publish(editor: Author, entries?: readonly string[]): Promise<PublishResult> {
    return this.#publishing(async (head) => {
      const { content } = this.#options;
      const working = await content.workingTree();
      const tree = entries ? await chosenTree(content, head?.tree, working, entries) : working;
      const changes = await content.changes(head?.tree, tree);
      if (changes.length === 0 && head) {
        // Published but not live here (a release that failed, or another instance's publish
        // not made here yet): release it now.
        if (this.#isLive(head.tree)) return { ok: false, reason: "unchanged", changes };
        return this.#release(editor, head, { tree: head.tree, changes });
      }
      return this.#release(editor, head, { tree, subject: publishSubject(changes), changes });
    });
  }

  /**
   * Publishes a version the caller composes from the published one (a scheduled change), one
   * at a time with every other publish; `compose` may refuse with a result of its own.
   * `trailer` ends the message (`Schedule: <id>`); `after` runs once the version is live.
   */
  publishComposed(
    editor: Author,
    compose: (
      head: { hash: string; tree: string } | undefined,
    ) => Promise<{ tree: string; subject: string; trailer: string } | PublishResult>,
    after?: (result: PublishResult, head: { tree: string } | undefined) => Promise<void>,
  ): Promise<PublishResult> {
    return this.#publishing(async (head) => {
      const composed = await compose(head);
      if ("ok" in composed) return composed;
      const changes = await this.#options.content.changes(head?.tree, composed.tree);
      if (changes.length === 0) return { ok: false, reason: "unchanged", changes };
      const result = await this.#release(editor, head, { ...composed, changes });
      await after?.(result, head);
      return result;
    });
  }

  /** Publishes an earlier version's content again; entries saved meanwhile stay saved. */
  undo(editor: Author, ref: string): Promise<PublishResult> {
    return this.#publishing(async (head) => {
      const { content } = this.#options;
      const target = await content.resolve(ref);
      if (!target) return { ok: false, reason: "unknown", changes: [] };
      if (target.tree === head?.tree) return { ok: false, reason: "unchanged", changes: [] };
      const working = await content.workingTree();
      const changes = await content.changes(head?.tree, target.tree);
      return this.#release(editor, head, {
        tree: target.tree,
        subject: `Undo: back to the content of ${target.hash.slice(0, 10)}`,
        changes,
        restore: {
          from: working,
          to: await keepingSaved(content, head?.tree, working, target.tree),
        },
      });
    });
  }

  /** Runs `work` on the published version, one at a time here and across instances. */
  serialized<T>(
    work: (head: { hash: string; tree: string } | undefined) => Promise<T>,
  ): Promise<T> {
    const { content } = this.#options;
    return this.#lock.run(() => content.publishing(async () => work(await content.head())));
  }

  /** A publish or undo, unless publishing is refused. */
  #publishing(
    work: (head: { hash: string; tree: string } | undefined) => Promise<PublishResult>,
  ): Promise<PublishResult> {
    return this.serialized(async (head) => {
      const fault = await this.fault();
      return fault ? { ok: false, reason: "fault", fault } : work(head);
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
    version: {
      tree: string;
      subject?: string;
      trailer?: string;
      changes: Change[];
      /** The working copy's version it started from, and the one it becomes. */
      restore?: { from: string; to: string };
    },
  ): Promise<PublishResult> {
    const { content, releases, log } = this.#options;
    const { tree, subject, trailer, changes, restore } = version;
    const started = performance.now();
    const made = await this.#make(releases, tree);
    if (!made.ok && "fault" in made) return { ok: false, reason: "fault", fault: made.fault };
    if (!made.ok) return { ...made, reason: "build" };
    const message = subject && commitMessage(subject, changes) + (trailer ? `\n\n${trailer}` : "");
    const commit = message
      ? await content.commit(tree, editor, message, head?.hash)
      : (head?.hash ?? "");
    await this.#options.afterCommit?.();
    // An undo's content goes into the working copy too, but for the entries saved and not
    // published; a save that came in meanwhile is kept.
    if (restore && !(await content.restore(restore.to, restore.from, editor.name)))
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
