import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDir } from "../../test/support.ts";
import { ContentRepo } from "./content-repo.ts";
import { FolderShas, recentMs } from "./fingerprint.ts";
import { KeptAnswers } from "./kept-answers.ts";
import { blobSha } from "./tree.ts";

const repos: ContentRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.objects.close();
});

/** A history of the content below, its files' times set back past the "recent" window. */
async function history() {
  const root = tempDir("dp-kept-");
  const content = join(root, "content");
  mkdirSync(join(content, "services"), { recursive: true });
  writeFileSync(join(content, "company.yaml"), "name: Danubius Protect\n");
  writeFileSync(join(content, "services", "hu.yaml"), "title: Őrzés\n");
  settle(content, "company.yaml", "services/hu.yaml");
  const repo = new ContentRepo({ gitDir: join(root, "content.git"), workTree: content });
  repos.push(repo);
  await repo.init();
  return { repo, content };
}

/** Sets files' modification times a minute back, so their stamps can be trusted. */
function settle(content: string, ...paths: string[]) {
  const past = new Date(Date.now() - 60_000);
  for (const path of paths) utimesSync(join(content, path), past, past);
}

describe("the folder store's kept answers", () => {
  it("asks git for the working tree only when a file changed, in place or by a new file", async () => {
    const { repo, content } = await history();
    const kept = new KeptAnswers(repo);
    const asked = vi.spyOn(repo, "workingTree");
    const first = await kept.workingTree();
    expect(await kept.workingTree()).toBe(first);
    expect(asked).toHaveBeenCalledTimes(1);

    // The same size, written in place, its time set back to the old one's: the inode and the
    // time in nanoseconds may still match, so only the fresh time can tell; git is asked.
    writeFileSync(join(content, "company.yaml"), "name: Danubius Protekt\n");
    const changed = await kept.workingTree();
    expect(changed).not.toBe(first);
    expect(changed).toBe(await repo.workingTree());
    settle(content, "company.yaml");
    expect(await kept.workingTree()).toBe(changed);

    writeFileSync(join(content, "services", "en.yaml"), "title: Guarding\n");
    settle(content, "services/en.yaml", "services");
    const added = await kept.workingTree();
    expect(added).not.toBe(changed);
    rmSync(join(content, "services", "en.yaml"));
    settle(content, "services");
    expect(await kept.workingTree()).toBe(changed);
  });

  it("keeps a clean bill of health only until the history changes or it is too old", async () => {
    const { repo } = await history();
    // Kept for longer than a check can take on a busy machine (its age counts from before git
    // was asked): a check slower than the window is rightly not kept.
    const healthyForMs = 1_500;
    const kept = new KeptAnswers(repo, healthyForMs);
    // A history whose files were written just now is too recent to be kept (HEAD touched here:
    // on a busy machine the history's own writes may already be past the window).
    const now = new Date();
    utimesSync(join(repo.gitDir, "HEAD"), now, now);
    expect(await kept.fault(false)).toBeUndefined();
    await new Promise((done) => setTimeout(done, recentMs));
    const asked = vi.spyOn(repo, "fault");
    expect(await kept.fault(false)).toBeUndefined();
    expect(await kept.fault(false)).toBeUndefined();
    expect(asked).toHaveBeenCalledTimes(1);

    // A loose object removed: its folder changes, the next check asks git and sees it.
    const tree = execFileSync("git", [`--git-dir=${repo.gitDir}`, "rev-parse", "HEAD^{tree}"], {
      encoding: "utf8",
    }).trim();
    const object = join(repo.gitDir, "objects", tree.slice(0, 2), tree.slice(2));
    const bytes = readFileSync(object);
    rmSync(object);
    expect(await kept.fault(false)).toBe("damaged");
    expect(await kept.fault(false)).toBe("damaged");
    expect(asked).toHaveBeenCalledTimes(3);

    // Put back: healthy again, then corrupted in place (no folder changes): seen once the
    // kept answer is older than its limit.
    writeFileSync(object, bytes);
    expect(await kept.fault(false)).toBeUndefined();
    await new Promise((done) => setTimeout(done, recentMs));
    expect(await kept.fault(false)).toBeUndefined();
    writeFileSync(object, Buffer.from("not zlib"), { flag: "r+" });
    await new Promise((done) => setTimeout(done, healthyForMs + 50));
    expect(await kept.fault(false)).toBe("damaged");
    // A deep check is never answered from what was kept.
    expect(await kept.fault(true)).toBe("damaged");
  });

  it("lists the folder's blob SHAs as git names them, rereading only changed files", async () => {
    const { content } = await history();
    const shas = new FolderShas();
    const expected = (path: string) => blobSha(readFileSync(join(content, path)));
    const first = await shas.list(content);
    expect(first).toEqual(
      new Map([
        ["company.yaml", expected("company.yaml")],
        ["services/hu.yaml", expected("services/hu.yaml")],
      ]),
    );
    writeFileSync(join(content, "company.yaml"), "name: Danubius Protekt\n");
    writeFileSync(join(content, ".hidden"), "x");
    const second = await shas.list(content);
    expect(second.get("company.yaml")).toBe(expected("company.yaml"));
    expect(second.get("company.yaml")).not.toBe(first.get("company.yaml"));
    expect(second.has(".hidden")).toBe(false);
  });
});
