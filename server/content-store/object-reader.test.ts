import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import { ContentRepo } from "./content-repo.ts";

const repos: ContentRepo[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) repo.objects.close();
});

/** A content folder with a history of one commit holding `files`. */
async function history(files: Record<string, string | Buffer>) {
  const root = tempDir("dp-objects-");
  const content = join(root, "content");
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(content, path, ".."), { recursive: true });
    writeFileSync(join(content, path), text);
  }
  const repo = new ContentRepo({ gitDir: join(root, "content.git"), workTree: content });
  repos.push(repo);
  await repo.init();
  return { repo, root, content };
}

const git = (repo: ContentRepo, ...args: string[]) =>
  execFileSync("git", [`--git-dir=${repo.gitDir}`, ...args], { encoding: "utf8" }).trim();

describe("the history's object reader", () => {
  it("answers as git rev-parse and git show do, one process for every question", async () => {
    const { repo } = await history({
      "company.yaml": "name: Danubius Protect\n",
      "services/security/hu.yaml": "title: Biztonság – őrzés\n",
      "photos/a b.txt": "szóköz a névben\n",
    });
    const head = await repo.head();
    expect(head).toEqual({
      hash: git(repo, "rev-parse", "HEAD"),
      tree: git(repo, "rev-parse", "HEAD^{tree}"),
    });
    const pid = repo.objects.pid;
    const tree = head?.tree ?? "";
    expect(await repo.fileAt(tree, "services/security/hu.yaml")).toBe("title: Biztonság – őrzés\n");
    expect(await repo.fileAt(tree, "photos/a b.txt")).toBe("szóköz a névben\n");
    // No such file, a folder (not a file), a name over two lines: nothing, and git still runs.
    expect(await repo.fileAt(tree, "nope.yaml")).toBeUndefined();
    expect(await repo.fileAt(tree, "services")).toBeUndefined();
    expect(await repo.fileAt(tree, "company.yaml\ninfo HEAD")).toBeUndefined();
    expect(await repo.resolve(head?.hash.slice(0, 10) ?? "")).toBe(head?.hash);
    expect(await repo.resolve("0000000000")).toBeUndefined();
    await expect(repo.treeOf("0".repeat(40))).rejects.toThrow(/names nothing/);
    expect(repo.objects.pid).toBe(pid);
  });

  it("keeps answers in order when many questions are asked at once, large files included", async () => {
    const large = Buffer.alloc(3 * 1024 * 1024, "é");
    const files = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`pages/${i}.yaml`, `n: ${i}\n${"x".repeat(i * 97)}\n`]),
    );
    const { repo } = await history({ ...files, "large.txt": large });
    const tree = await repo.headTree();
    const names = [...Object.keys(files), "large.txt", "missing.yaml"];
    const answers = await Promise.all([
      ...names.map((name) => repo.fileAt(tree, name)),
      ...names.map((name) => repo.fileAt(tree, name)),
    ]);
    expect(answers).toEqual([
      ...names.map((name) => (name === "large.txt" ? large.toString("utf8") : files[name])),
      ...names.map((name) => (name === "large.txt" ? large.toString("utf8") : files[name])),
    ]);
  });

  it("starts git again when it died, and reads a history made anew in the same place", async () => {
    const { repo, root, content } = await history({ "company.yaml": "name: first\n" });
    const first = await repo.head();
    const pid = repo.objects.pid ?? 0;
    process.kill(pid, "SIGKILL");
    await new Promise((done) => setTimeout(done, 200));
    expect(await repo.head()).toEqual(first);
    expect(repo.objects.pid).not.toBe(pid);

    // The data folder lost and the history made again from other content.
    rmSync(join(root, "content.git"), { recursive: true, force: true });
    expect(await repo.head()).toBeUndefined();
    writeFileSync(join(content, "company.yaml"), "name: second\n");
    await repo.init();
    const second = await repo.head();
    expect(second?.hash).not.toBe(first?.hash);
    expect(await repo.fileAt(second?.tree ?? "", "company.yaml")).toBe("name: second\n");
  });

  it("refuses questions once closed", async () => {
    const { repo } = await history({ "company.yaml": "name: x\n" });
    await repo.headTree();
    repo.objects.close();
    await expect(repo.headTree()).rejects.toThrow(/closed/);
  });
});
