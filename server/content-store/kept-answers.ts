/**
 * The folder store's answers that staff pages ask for again and again, kept while what they
 * depend on is unchanged, so a page costs no git process when nothing changed:
 * - the working copy's tree, until a file of the content folder (or the last commit) changes;
 * - a healthy history, until HEAD, a ref, the index or an object folder changes, and for at
 *   most `healthyForMs` (a present object corrupted in place changes no folder);
 * - what changed between two versions (named by hash, they never change);
 * - the history and the last change of files, until the last commit changes.
 * A damaged history is never kept: every check after one asks git again.
 */
import type { ContentRepo } from "./content-repo.ts";
import type { Change, Version } from "./content-store.ts";
import { folderFingerprint, historyFingerprint } from "./fingerprint.ts";

const hash = /^[0-9a-f]{40,64}$/;
const keptDiffs = 32;

type LastChanges = Map<string, { commit: string; date: string }>;

export class KeptAnswers {
  readonly #repo: ContentRepo;
  readonly #healthyForMs: number;
  #working: { key: string; tree: string } | undefined;
  #healthy: { key: string; at: number } | undefined;
  readonly #diffs = new Map<string, Change[]>();
  #history: { key: string; versions: Version[] } | undefined;
  #lastChanges: { key: string; found: LastChanges } | undefined;

  constructor(repo: ContentRepo, healthyForMs = 5_000) {
    this.#repo = repo;
    this.#healthyForMs = healthyForMs;
  }

  async fault(deep: boolean): Promise<"missing" | "damaged" | undefined> {
    const key = deep ? undefined : historyFingerprint(this.#repo.gitDir);
    const kept = this.#healthy;
    if (key && kept?.key === key && performance.now() - kept.at < this.#healthyForMs) return;
    this.#healthy = undefined;
    const at = performance.now();
    const found = await this.#repo.fault({ deep });
    if (!found && key) this.#healthy = { key, at };
    return found;
  }

  /** The working copy's tree (run under the store's lock, as the repository's own is). */
  async workingTree(): Promise<string> {
    const repo = this.#repo;
    const head = await repo.objects.info("HEAD^{tree}").catch(() => undefined);
    const files = folderFingerprint(repo.workTree, repo.paths);
    const key = files && `${head?.oid}\n${files}`;
    const kept = this.#working;
    // Still in the history (a history made anew need not hold it).
    if (key && kept?.key === key && (await repo.objects.info(kept.tree).catch(() => undefined)))
      return kept.tree;
    const tree = await repo.workingTree();
    this.#working = key ? { key, tree } : undefined;
    return tree;
  }

  async diff(from: string | undefined, to: string): Promise<Change[]> {
    const key = `${from ?? ""}..${to}`;
    const kept = this.#diffs.get(key);
    if (kept) return [...kept];
    const changes = await this.#repo.diff(from, to);
    if ((from === undefined || hash.test(from)) && hash.test(to)) {
      this.#diffs.set(key, [...changes]);
      for (const old of this.#diffs.keys()) {
        if (this.#diffs.size <= keptDiffs) break;
        this.#diffs.delete(old);
      }
    }
    return changes;
  }

  async history(limit?: number): Promise<Version[]> {
    const key = `${await this.#head()}\n${limit}`;
    if (this.#history?.key !== key)
      this.#history = { key, versions: await this.#repo.history(limit) };
    return [...this.#history.versions];
  }

  async lastChanges(files: readonly string[]): Promise<LastChanges> {
    const key = `${await this.#head()}\n${files.join("\0")}`;
    if (this.#lastChanges?.key !== key)
      this.#lastChanges = { key, found: await this.#repo.lastChanges(files) };
    return new Map(this.#lastChanges.found);
  }

  /** The last commit, or a key that is never kept (no history, or git cannot say). */
  async #head(): Promise<string> {
    const head = await this.#repo.objects.info("HEAD^{commit}").catch(() => undefined);
    return head?.oid ?? `none ${Math.random()}`;
  }
}
