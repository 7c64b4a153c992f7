/**
 * The git repository of the content: every publish is a commit with the editor as author
 * and committer. The class runs git with an explicit --git-dir and --work-tree and limits
 * every command to `paths`, so it serves both layouts:
 * - a repository of its own beside the site (our default: `data/content.git`, work tree =
 *   the content folder), and
 * - the site's own checkout, committing only the content folder (gitDir = `.git`, work
 *   tree = the site, paths = ["content"]).
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Settings every git call gets on its command line, which outranks any configuration file:
 * git inside the content folder may meet a repository someone put there (a `.git` in a
 * subfolder), and must not run what its configuration names (an fsmonitor, hooks) or look
 * into it at all.
 */
const safeSettings = [
  "core.fsmonitor=false",
  "core.hooksPath=/dev/null",
  "core.untrackedCache=false",
  "diff.ignoreSubmodules=all",
  "status.submoduleSummary=false",
  "submodule.recurse=false",
  "protocol.allow=never",
  "commit.gpgsign=false",
  "core.quotepath=false",
].flatMap((setting) => ["-c", setting]);

/**
 * The environment of every git call, built from nothing: no system or user configuration, no
 * GIT_* variable the server was started with (GIT_DIR, GIT_INDEX_FILE…), no repository
 * discovery above the work tree, no prompts.
 */
function gitEnvironment(workTree: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    LC_ALL: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ATTR_NOSYSTEM: "1",
    GIT_CEILING_DIRECTORIES: dirname(workTree),
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_TERMINAL_PROMPT: "0",
    GIT_OPTIONAL_LOCKS: "0",
  };
}

export interface Change {
  status: "added" | "modified" | "deleted";
  path: string;
}

export interface Commit {
  hash: string;
  date: string;
  author: string;
  subject: string;
  /** The message's body: one changed file per line. */
  body: string;
}

export interface Author {
  name: string;
  email: string;
}

const statusNames: Record<string, Change["status"]> = { A: "added", M: "modified", D: "deleted" };

export class ContentRepo {
  readonly gitDir: string;
  readonly workTree: string;
  readonly paths: readonly string[];

  constructor(options: { gitDir: string; workTree: string; paths?: readonly string[] }) {
    this.gitDir = options.gitDir;
    this.workTree = options.workTree;
    this.paths = options.paths ?? ["."];
  }

  async git(args: readonly string[], author?: Author): Promise<string> {
    const identity = author
      ? ["-c", `user.name=${author.name}`, "-c", `user.email=${author.email}`]
      : [];
    const { stdout } = await run(
      "git",
      [
        `--git-dir=${this.gitDir}`,
        `--work-tree=${this.workTree}`,
        ...safeSettings,
        ...identity,
        ...args,
      ],
      {
        cwd: this.workTree,
        maxBuffer: 64 * 1024 * 1024,
        env: gitEnvironment(this.workTree),
      },
    );
    return stdout;
  }

  /** Creates a repository of its own (when there is none) holding the content as it is now. */
  async init(): Promise<void> {
    if (existsSync(this.gitDir)) return;
    await mkdir(this.workTree, { recursive: true });
    await run(
      "git",
      [...safeSettings, "init", "--quiet", "--bare", "--initial-branch=main", this.gitDir],
      { env: gitEnvironment(this.workTree) },
    );
    await this.git(["config", "core.bare", "false"]);
    await this.git(["add", "--all", "--", ...this.paths]);
    const author = { name: "Danubius Protect", email: "content@editor.invalid" };
    await this.git(
      ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", "Content as first published"],
      author,
    );
  }

  /** What the working content differs in from the last commit. */
  async changes(): Promise<Change[]> {
    await this.git(["add", "--all", "--", ...this.paths]);
    const out = await this.git([
      "diff",
      "--cached",
      "--name-status",
      "--no-renames",
      "-z",
      "HEAD",
      "--",
      ...this.paths,
    ]).catch(
      // A repository without a commit yet: everything is new.
      () =>
        this.git([
          "diff",
          "--cached",
          "--name-status",
          "--no-renames",
          "-z",
          "--root",
          "--",
          ...this.paths,
        ]),
    );
    const fields = out.split("\0").filter(Boolean);
    const changes: Change[] = [];
    for (let i = 0; i + 1 < fields.length; i += 2) {
      changes.push({
        status: statusNames[fields[i] ?? ""] ?? "modified",
        path: fields[i + 1] ?? "",
      });
    }
    return changes;
  }

  /** Commits the content paths as they are (nothing else staged goes with them); the new hash. */
  async commit(author: Author, subject: string, changes: readonly Change[] = []): Promise<string> {
    await this.git(["add", "--all", "--", ...this.paths]);
    const body = changes.map((change) => `${change.status}: ${change.path}`).join("\n");
    const message = body ? `${subject}\n\n${body}` : subject;
    await this.git(
      ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", message, "--", ...this.paths],
      author,
    );
    return (await this.git(["rev-parse", "HEAD"])).trim();
  }

  async history(limit = 100): Promise<Commit[]> {
    const out = await this.git([
      "log",
      `--max-count=${limit}`,
      "--format=%H%x1f%aI%x1f%an%x1f%s%x1f%b%x1e",
      "--",
      ...this.paths,
    ]);
    return out
      .split("\x1e")
      .map((record) => record.trim())
      .filter(Boolean)
      .map((record) => {
        const [hash = "", date = "", author = "", subject = "", body = ""] = record.split("\x1f");
        return { hash, date, author, subject, body: body.trim() };
      });
  }

  /** The full hash of a commit of this repository, or undefined. */
  async resolve(ref: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{4,64}$/i.test(ref)) return undefined;
    return this.git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]).then(
      (out) => out.trim(),
      () => undefined,
    );
  }

  /** Makes the working content that of `ref` (files added since are removed). */
  async restore(ref: string): Promise<void> {
    await this.git(["restore", `--source=${ref}`, "--staged", "--worktree", "--", ...this.paths]);
  }

  /**
   * The last commit that changed each of `files` (paths as `changes()` names them), from one
   * walk of the history; a file no commit touched is absent.
   */
  async lastChanges(
    files: readonly string[],
  ): Promise<Map<string, { commit: string; date: string }>> {
    const wanted = new Set(files);
    const found = new Map<string, { commit: string; date: string }>();
    const out = await this.git(["log", "--format=%x1e%H%x1f%aI", "--name-only", "--", ...files]);
    for (const record of out.split("\x1e")) {
      const [head = "", ...names] = record.split("\n");
      const [commit = "", date = ""] = head.split("\x1f");
      for (const name of names.map((n) => n.trim())) {
        if (wanted.has(name) && !found.has(name)) found.set(name, { commit, date });
      }
    }
    return found;
  }

  /** Who committed a path last, and when. */
  async lastCommitOf(path: string): Promise<{ author: string; date: string } | undefined> {
    const out = (await this.git(["log", "-1", "--format=%an%x1f%aI", "--", path])).trim();
    if (!out) return undefined;
    const [author = "", date = ""] = out.split("\x1f");
    return { author, date };
  }
}
