/**
 * The git repository of the content: every publish is a commit with the editor as author
 * and committer. The class runs git with an explicit --git-dir and --work-tree and limits
 * every command to `paths`, so it serves both layouts: a repository of its own beside the
 * site (our default: `data/content.git`, work tree = the content folder), and the site's own
 * checkout, committing only the content folder (gitDir = `.git`, paths = ["content"]).
 */
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Author, type Change, commitMessage, type Version } from "./content-store.ts";
import { gitEnvironment, run, safeSettings } from "./git-command.ts";
import { ObjectReader } from "./object-reader.ts";

const statusNames: Record<string, Change["status"]> = { A: "added", M: "modified", D: "deleted" };

export class ContentRepo {
  readonly gitDir: string;
  readonly workTree: string;
  readonly paths: readonly string[];
  /** The reads pages make most, answered by one git process (see object-reader.ts). */
  readonly objects: ObjectReader;

  constructor(options: { gitDir: string; workTree: string; paths?: readonly string[] }) {
    this.gitDir = options.gitDir;
    this.workTree = options.workTree;
    this.paths = options.paths ?? ["."];
    this.objects = new ObjectReader(this.gitDir, this.workTree);
  }

  async git(
    args: readonly string[],
    author?: Author,
    env: Record<string, string> = {},
    workTree = this.workTree,
  ): Promise<string> {
    const identity = author
      ? ["-c", `user.name=${author.name}`, "-c", `user.email=${author.email}`]
      : [];
    const { stdout } = await run(
      "git",
      [
        `--git-dir=${this.gitDir}`,
        `--work-tree=${workTree}`,
        ...safeSettings,
        ...identity,
        ...args,
      ],
      {
        cwd: workTree,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...gitEnvironment(workTree), ...env },
      },
    );
    return stdout;
  }

  /**
   * Why the repository cannot be used, or undefined when it can: missing, or damaged: HEAD
   * names no commit with a tree, an object the history reaches is missing (a commit, a tree,
   * a file's blob; a truncated pack loses its objects too), or the index cannot be read.
   * Reading every object's presence is cheap for a content history (thousands of objects);
   * their bytes are not read, unless `deep`: then `git fsck` reads and hashes every object
   * (a file present but corrupted: about a second for a history with its photos), which the
   * publisher runs at start-up and after any failure to read the history.
   */
  async fault({
    deep = false,
  }: {
    deep?: boolean;
  } = {}): Promise<"missing" | "damaged" | undefined> {
    if (!existsSync(this.gitDir)) return "missing";
    try {
      await this.headTree();
      await this.git(["rev-list", "--objects", "--quiet", "HEAD"]);
      await this.git(["ls-files", "--stage", "--", ...this.paths]);
      if (deep) await this.git(["fsck", "--no-dangling", "--no-progress", "--full"]);
      return undefined;
    } catch {
      return "damaged";
    }
  }

  /** The git tree of the last commit: the published content's version. */
  headTree(): Promise<string> {
    return this.#named("HEAD^{tree}");
  }

  /** The tree of a commit. */
  treeOf(commit: string): Promise<string> {
    return this.#named(`${commit}^{tree}`);
  }

  /** The last commit and its tree, read one after the other (so they belong together). */
  async head(): Promise<{ hash: string; tree: string } | undefined> {
    // As `git rev-parse --verify --quiet` was read: a history git cannot open has no head.
    const hash = (await this.objects.info("HEAD^{commit}").catch(() => undefined))?.oid;
    return hash ? { hash, tree: await this.treeOf(hash) } : undefined;
  }

  /** The text of a file as `tree` holds it, or undefined (no such file, or not a file). */
  async fileAt(tree: string, path: string): Promise<string | undefined> {
    const object = await this.objects.contents(`${tree}:${path}`).catch(() => undefined);
    return object?.type === "blob" ? object.bytes?.toString("utf8") : undefined;
  }

  async #named(name: string): Promise<string> {
    const oid = (await this.objects.info(name))?.oid;
    if (!oid) throw new Error(`${name} names nothing in ${this.gitDir}`);
    return oid;
  }

  /**
   * The git tree the working content would be committed as: the last commit with the content
   * paths as they are now, written through an index of its own (the real one is not touched).
   */
  async workingTree(): Promise<string> {
    return this.withIndex(async (env) => {
      await this.git(["read-tree", "HEAD"], undefined, env);
      await this.git(["add", "--all", "--", ...this.paths], undefined, env);
      return (await this.git(["write-tree"], undefined, env)).trim();
    });
  }

  /** The git tree of a copy of the work tree in `dir` (as `workingTree` does for the real one). */
  async treeOfFolder(dir: string): Promise<string> {
    return this.withIndex(async (env) => {
      await this.git(["read-tree", "HEAD"], undefined, env);
      await this.git(["add", "--all", "--", ...this.paths], undefined, env, dir);
      return (await this.git(["write-tree"], undefined, env)).trim();
    });
  }

  /** Writes the files of a tree into `dir` (never the working folder). */
  async snapshot(tree: string, dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    await this.withIndex(async (env) => {
      await this.git(["read-tree", tree], undefined, env);
      await this.git(["checkout-index", "--all", "--force", `--prefix=${dir}/`], undefined, env);
    });
  }

  /**
   * Commits a tree on top of the last commit, and moves the branch only if no one else moved
   * it meanwhile; the new hash. The working folder and the index are not touched.
   */
  async commitTree(tree: string, author: Author, message: string): Promise<string> {
    const parent = (await this.git(["rev-parse", "--verify", "HEAD"])).trim();
    const commit = (
      await this.git(["commit-tree", tree, "-p", parent, "-m", message], author)
    ).trim();
    await this.git(["update-ref", "-m", "publish", "HEAD", commit, parent]);
    return commit;
  }

  /** The ids of the content migrations recorded in the history (`Migration: <id>` trailers). */
  async migrations(): Promise<Set<string>> {
    const out = await this.git(["log", "--format=%(trailers:key=Migration,valueonly)"]);
    return new Set(
      out
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    );
  }

  /** Runs `task` with an index of its own (GIT_INDEX_FILE), removed afterwards. */
  async withIndex<T>(task: (env: Record<string, string>) => Promise<T>): Promise<T> {
    const index = join(
      tmpdir(),
      `dp-content-index-${process.pid}-${Math.random().toString(36).slice(2)}`,
    );
    try {
      return await task({ GIT_INDEX_FILE: index });
    } finally {
      await rm(index, { force: true });
    }
  }

  /** Creates a repository of its own (when there is none) holding the content as it is now. */
  async init(): Promise<void> {
    if (existsSync(this.gitDir)) return;
    await this.#create();
    await this.git(["add", "--all", "--", ...this.paths]);
    const author = { name: "Danubius Protect", email: "content@editor.invalid" };
    await this.git(
      ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", "Content as first published"],
      author,
    );
  }

  /** An empty repository of its own, its work tree given on each call (not bare). */
  async #create(): Promise<void> {
    await mkdir(this.workTree, { recursive: true });
    await run(
      "git",
      [...safeSettings, "init", "--quiet", "--bare", "--initial-branch=main", this.gitDir],
      { env: gitEnvironment(this.workTree) },
    );
    await this.git(["config", "core.bare", "false"]);
  }

  /** The whole history in one file (`git bundle`: every branch, and which one HEAD names). */
  async bundle(file: string): Promise<void> {
    await this.git(["bundle", "create", "--quiet", file, "--all"]);
  }

  /** Creates the repository (there must be none) from a file `bundle` wrote; HEAD names main. */
  async initFromBundle(file: string): Promise<void> {
    if (existsSync(this.gitDir)) throw new Error(`${this.gitDir} exists already.`);
    await this.#create();
    // Reading a bundle counts as git's "file" protocol, which the settings above turn off.
    const fetch = ["-c", "protocol.file.allow=always", "fetch", "--quiet", "--update-head-ok"];
    // Pinned versions (scheduled changes' files) come back with the history.
    await this.git([
      ...fetch,
      file,
      "refs/heads/*:refs/heads/*",
      "refs/tags/*:refs/tags/*",
      "refs/pinned/*:refs/pinned/*",
    ]);
    if (await this.fault()) throw new Error(`${file} holds no branch main.`);
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
    return parseNameStatus(out);
  }

  /** What the content of `to` differs in from that of `from` (everything added without one). */
  async diff(from: string | undefined, to: string): Promise<Change[]> {
    const base = from ?? (await this.git(["hash-object", "-t", "tree", "/dev/null"])).trim();
    const out = await this.git(["diff", "--name-status", "--no-renames", "-z", base, to]);
    return parseNameStatus(out);
  }

  /** Commits the content paths as they are (nothing else staged goes with them); the new hash. */
  async commit(author: Author, subject: string, changes: readonly Change[] = []): Promise<string> {
    await this.git(["add", "--all", "--", ...this.paths]);
    const message = commitMessage(subject, changes);
    await this.git(
      ["commit", "--quiet", "--allow-empty", "--no-verify", "-m", message, "--", ...this.paths],
      author,
    );
    return (await this.git(["rev-parse", "HEAD"])).trim();
  }

  /**
   * The newest commits first: in a repository of its own, all but a content migration's that
   * changed nothing, so a check mark (a version that changes no file) is listed as PostgreSQL
   * lists it; in the site's checkout, only the commits that touch the content paths.
   */
  async history(limit = 100): Promise<Version[]> {
    const own = this.paths.length === 1 && this.paths[0] === ".";
    const out = await this.git([
      "log",
      ...(own ? [] : [`--max-count=${limit}`]),
      "--format=%H%x1f%T%x1f%aI%x1f%an%x1f%s%x1f%b%x1e",
      ...(own ? [] : ["--", ...this.paths]),
    ]);
    const commits = out
      .split("\x1e")
      .map((record) => record.trim())
      .filter(Boolean)
      .map((record) => {
        const [hash = "", tree = "", date = "", author = "", subject = "", body = ""] =
          record.split("\x1f");
        return { hash, tree, date, author, subject, body: body.trim() };
      });
    return commits
      .filter(({ tree, body }, i) => tree !== commits[i + 1]?.tree || !/^Migration: /m.test(body))
      .slice(0, limit)
      .map(({ tree: _, ...version }) => version);
  }

  /** The full hash of a commit of this repository, or undefined. */
  async resolve(ref: string): Promise<string | undefined> {
    if (!/^[0-9a-f]{4,64}$/i.test(ref)) return undefined;
    return (await this.objects.info(`${ref}^{commit}`).catch(() => undefined))?.oid;
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

/** `git diff --name-status -z` output as changes. */
function parseNameStatus(out: string): Change[] {
  const fields = out.split("\0").filter(Boolean);
  const changes: Change[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    changes.push({ status: statusNames[fields[i] ?? ""] ?? "modified", path: fields[i + 1] ?? "" });
  }
  return changes;
}
