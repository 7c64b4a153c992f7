/**
 * Publish, as one action: build the working content into a new folder, load it, commit the
 * content (the editor as author, the changed files in the message), then make it live in one
 * assignment and point `current` at it. The commit comes after the build, so the history holds
 * only versions that were live and every undo target is known to build. A failed build
 * changes nothing that is served and answers with the build's error lines.
 *
 * One publish (or undo, or content write: see `exclusive`) runs at a time. The build is a
 * child process at a lower CPU priority, so the site keeps answering while it runs.
 */
import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import { setPriority } from "node:os";
import { join } from "node:path";
import type { Logger } from "../log.ts";
import { type LiveSite, loadSite, type Site } from "../static-files.ts";
import { type Builds, linkPackages } from "./builds.ts";
import type { Author, Change, ContentRepo } from "./content-repo.ts";
import { Mutex } from "./mutex.ts";

/** How the site is built: the output folder is passed in SITE_BUILD_DIRECTORY. */
export interface BuildCommand {
  command: string;
  args: readonly string[];
  cwd: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}

export type PublishResult =
  | { ok: true; commit: string; changes: Change[]; buildMs: number }
  | { ok: false; reason: "unchanged" | "unpublished" | "unknown"; changes: Change[] }
  | { ok: false; reason: "build"; errors: string[] };

export interface PublisherOptions {
  repo: ContentRepo;
  live: LiveSite;
  builds: Builds;
  build: BuildCommand;
  log: Logger;
}

/** Lower than the server's own priority (0): the kernel gives a busy build's CPU to requests first. */
const buildPriority = 10;
const defaultTimeoutMs = 10 * 60_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes of the build's output
const ansi = /\x1b\[[0-9;]*m/g;
/** A validation message names the file it is about: `content/services/x/de.yaml: reasons: …`. */
const namedError = /^[\w@./-]+\.(?:ya?ml|mdoc|mdx?|json)(?::\d+)?: \S/;

export class Publisher {
  readonly #options: PublisherOptions;
  readonly #lock = new Mutex();

  constructor(options: PublisherOptions) {
    this.#options = options;
  }

  get busy(): boolean {
    return this.#lock.held;
  }

  /** Runs a change of the working content while no publish reads it. */
  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#lock.run(task);
  }

  /** The last preview of the working content: a whole build that is not live. */
  preview: { site: Site; dir: string; at: Date } | undefined;

  /**
   * Builds the working content, as it would be published, into a folder of its own that the
   * editor's preview serves; nothing live changes and nothing is committed.
   */
  makePreview(): Promise<{ ok: true; buildMs: number } | { ok: false; errors: string[] }> {
    return this.#lock.run(async () => {
      const started = performance.now();
      const root = `${this.#options.builds.dir}-preview`;
      const dir = join(root, String(Date.now()));
      await mkdir(root, { recursive: true });
      await linkPackages(root);
      const built = await this.#buildSite(dir);
      if (!built.ok) {
        await rm(dir, { recursive: true, force: true });
        return built;
      }
      const previous = this.preview;
      this.preview = { site: built.site, dir, at: new Date() };
      if (previous) await rm(previous.dir, { recursive: true, force: true });
      return { ok: true, buildMs: Math.round(performance.now() - started) };
    });
  }

  publish(editor: Author): Promise<PublishResult> {
    return this.#lock.run(async () => {
      const changes = await this.#options.repo.changes();
      if (changes.length === 0) return { ok: false, reason: "unchanged", changes };
      return this.#buildAndSwitch(editor, publishSubject(changes), changes);
    });
  }

  /**
   * Brings back the content of an earlier commit as a new commit, and publishes it. Refused
   * while there are unpublished changes: an undo would silently discard them.
   */
  undo(editor: Author, ref: string): Promise<PublishResult> {
    return this.#lock.run(async () => {
      const { repo } = this.#options;
      const pending = await repo.changes();
      if (pending.length > 0) return { ok: false, reason: "unpublished", changes: pending };
      const target = await repo.resolve(ref);
      if (!target) return { ok: false, reason: "unknown", changes: [] };
      await repo.restore(target);
      const changes = await repo.changes();
      if (changes.length === 0) return { ok: false, reason: "unchanged", changes };
      const subject = `Undo: back to the content of ${target.slice(0, 10)}`;
      const result = await this.#buildAndSwitch(editor, subject, changes);
      if (!result.ok) await repo.restore("HEAD");
      return result;
    });
  }

  async #buildAndSwitch(
    editor: Author,
    subject: string,
    changes: Change[],
  ): Promise<PublishResult> {
    const { repo, live, builds, log } = this.#options;
    const started = performance.now();
    const stage = await builds.stage();
    const built = await this.#buildSite(stage.path);
    if (!built.ok) {
      await builds.discard(stage.id);
      return { ok: false, reason: "build", errors: built.errors };
    }
    const commit = await repo.commit(editor, subject, changes);
    await builds.complete(stage.id);
    live.current = built.site;
    await builds.makeCurrent(stage.id);
    await builds.prune();
    const buildMs = Math.round(performance.now() - started);
    log.info("editor.published", { commit, editor: editor.name, files: changes.length, buildMs });
    return { ok: true, commit, changes, buildMs };
  }

  async #buildSite(
    outDir: string,
  ): Promise<{ ok: true; site: Site } | { ok: false; errors: string[] }> {
    const built = await this.#runBuild(outDir);
    if (!built.ok) return built;
    try {
      return { ok: true, site: loadSite(join(outDir, "client")) };
    } catch (error) {
      return { ok: false, errors: [(error as Error).message] };
    }
  }

  #runBuild(outDir: string): Promise<{ ok: true } | { ok: false; errors: string[] }> {
    const { command, args, cwd, env, timeoutMs = defaultTimeoutMs } = this.#options.build;
    return new Promise((resolve) => {
      const child = spawn(command, [...args, "--out", outDir], {
        cwd,
        env: {
          ...process.env,
          ...env,
          SITE_BUILD_DIRECTORY: outDir,
          // Hero photos that did not change are copied from the live build, not made again.
          HERO_IMAGES_REUSE_FROM: join(this.#options.builds.dir, "current", "client"),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      if (child.pid) setPriority(child.pid, buildPriority);
      const stdout = new LineTail();
      const stderr = new LineTail();
      child.stdout.on("data", (chunk: Buffer) => stdout.add(chunk));
      child.stderr.on("data", (chunk: Buffer) => stderr.add(chunk));
      const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      child.on("error", (error) => {
        clearTimeout(timer);
        resolve({ ok: false, errors: [error.message] });
      });
      child.on("close", (code, signal) => {
        clearTimeout(timer);
        stdout.end();
        stderr.end();
        if (code === 0) return resolve({ ok: true });
        const named = [...stderr.named, ...stdout.named];
        const tail = stderr.lines.length > 0 ? stderr.lines : stdout.lines;
        const ending = signal ? [`The build was stopped (${signal}).`] : [];
        resolve({ ok: false, errors: named.length > 0 ? named : [...tail.slice(-20), ...ending] });
      });
    });
  }
}

/** Keeps the last lines of a stream, and every line that names a content file. */
class LineTail {
  lines: string[] = [];
  named: string[] = [];
  #partial = "";

  add(chunk: Buffer): void {
    const lines = (this.#partial + chunk.toString("utf8")).split(/\r?\n/);
    this.#partial = lines.pop() ?? "";
    this.#keep(lines);
  }

  end(): void {
    this.#keep([this.#partial]);
    this.#partial = "";
  }

  #keep(lines: readonly string[]): void {
    for (const line of lines.map((l) => l.replace(ansi, "").trimEnd()).filter(Boolean)) {
      if (namedError.test(line.trim()) && this.named.length < 200) this.named.push(line.trim());
      this.lines.push(line);
    }
    if (this.lines.length > 200) this.lines = this.lines.slice(-100);
  }
}

/** "Publish home/hu.yaml, services/security/de.yaml and 3 more" */
export function publishSubject(changes: readonly Change[]): string {
  const names = changes.slice(0, 3).map((change) => change.path);
  const more = changes.length - names.length;
  return `Publish ${names.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}
