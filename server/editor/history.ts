/**
 * The content's history in words, for the publishing page and the undo's confirmation: each
 * version by its number ("12. változat"), its author and time, and what it changed as the
 * editor names it (app/content/changes.ts) — never a file path or a commit. A version's words
 * never change, so they are kept once worked out.
 */

import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describeChange } from "../../app/content/changes.ts";
import type { Change, Commit, ContentRepo } from "./content-repo.ts";

export interface Version {
  /** Counted from the first version, 1: what staff call it. */
  number: number;
  /** The commit, for the publisher only: no page shows it. */
  commit: string;
  date: string;
  author: string;
  /** What kind of version it is: a publish, an undo (back to which version), the first. */
  title: string;
  /** What it changed, a line per field. */
  lines: string[];
}

export class VersionHistory {
  readonly #repo: ContentRepo;
  readonly #said = new Map<string, string[]>();

  constructor(repo: ContentRepo) {
    this.#repo = repo;
  }

  /** Every commit of the content, oldest first: a version's number is its place here. */
  async #commits(): Promise<string[]> {
    const out = await this.#repo.git(["rev-list", "--reverse", "HEAD", "--", ...this.#repo.paths]);
    return out.split("\n").filter(Boolean);
  }

  /** The newest versions, newest first. */
  async list(limit: number): Promise<Version[]> {
    const [commits, history] = await Promise.all([this.#commits(), this.#repo.history(limit)]);
    const numberOf = numbering(commits);
    return Promise.all(
      history.map(async (commit) => ({
        number: numberOf(commit.hash) ?? 0,
        commit: commit.hash,
        date: commit.date,
        author: commit.author,
        title: titleOf(commit, numberOf),
        lines: await this.#changesOf(commit),
      })),
    );
  }

  /** The commit of a version number, if there is one. */
  async commitOf(number: number): Promise<string | undefined> {
    if (!Number.isSafeInteger(number) || number < 1) return undefined;
    return (await this.#commits())[number - 1];
  }

  /** One version by its number, if there is one. */
  async version(number: number): Promise<Version | undefined> {
    const commit = await this.commitOf(number);
    if (!commit) return undefined;
    const out = await this.#repo.git(["log", "-1", "--format=%aI%x1f%an%x1f%s", commit]);
    const [date = "", author = "", subject = ""] = out.trim().split("\x1f");
    const numberOf = numbering(await this.#commits());
    const title = titleOf({ hash: commit, date, author, subject, body: "" }, numberOf);
    return { number, commit, date, author, title, lines: [] };
  }

  /** What the saved, unpublished files change against the live version. */
  async pendingChanges(changes: readonly Change[]): Promise<string[]> {
    const lines = await Promise.all(
      changes.map(async ({ path }) =>
        describeChange(
          path,
          await this.#file("HEAD", path),
          await readFile(join(this.#repo.workTree, path), "utf8").catch(() => undefined),
        ),
      ),
    );
    return lines.flat();
  }

  /** What bringing back the content of `commit` would change in the published content. */
  async undoChanges(commit: string): Promise<string[]> {
    return this.#describe(await this.#files("HEAD", commit), "HEAD", commit);
  }

  async #changesOf(commit: Commit): Promise<string[]> {
    const known = this.#said.get(commit.hash);
    if (known) return known;
    const parent = await this.#repo
      .git(["rev-parse", "--verify", "--quiet", `${commit.hash}^`])
      .then(
        (out) => out.trim(),
        () => "",
      );
    const lines = parent
      ? await this.#describe(await this.#files(parent, commit.hash), parent, commit.hash)
      : [];
    this.#said.set(commit.hash, lines);
    return lines;
  }

  /** The content files that differ between two versions. */
  async #files(from: string, to: string): Promise<string[]> {
    const out = await this.#repo.git([
      "diff",
      "--name-only",
      "--no-renames",
      "-z",
      from,
      to,
      "--",
      ...this.#repo.paths,
    ]);
    return out.split("\0").filter(Boolean);
  }

  async #describe(files: readonly string[], from: string, to: string): Promise<string[]> {
    const lines = await Promise.all(
      files.map(async (path) =>
        describeChange(path, await this.#file(from, path), await this.#file(to, path)),
      ),
    );
    return lines.flat();
  }

  /** A file's text at a version, or undefined where it does not exist. */
  #file(commit: string, path: string): Promise<string | undefined> {
    return this.#repo.git(["show", `${commit}:${path}`]).then(
      (text) => text,
      () => undefined,
    );
  }
}

/** A commit's version number, from its hash or the start of it. */
const numbering = (commits: readonly string[]) => (prefix: string) => {
  const index = commits.findIndex((hash) => hash.startsWith(prefix));
  return index >= 0 ? index + 1 : undefined;
};

/** The kind of a version, from its commit's subject (written by the publisher, for developers). */
function titleOf(commit: Commit, numberOf: (prefix: string) => number | undefined): string {
  const undo = /^Undo: back to the content of ([0-9a-f]+)$/.exec(commit.subject);
  if (undo) {
    const number = numberOf(undo[1] ?? "");
    return number
      ? `Visszaállítás a(z) ${number}. változatra`
      : "Visszaállítás egy korábbi változatra";
  }
  if (commit.subject === "Content as first published") return "Az első közzétett tartalom";
  if (commit.subject.startsWith("Migration"))
    return "A tartalom frissítése az új programváltozathoz";
  return "Közzététel";
}
