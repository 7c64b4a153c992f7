import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import { ContentRepo } from "./content-repo.ts";

describe("the content repository", () => {
  it("never reads a git configuration written inside the content folder", async () => {
    const root = tempDir("dp-repo-");
    const content = join(root, "content");
    const marker = join(root, "ran");
    mkdirSync(join(content, "home"), { recursive: true });
    writeFileSync(join(content, "company.yaml"), "name: x\n");
    // A repository of its own inside a content subfolder, whose configuration runs a command
    // whenever git looks at its files.
    const nested = join(content, "home");
    writeFileSync(join(nested, "hu.yaml"), "title: x\n");
    execFileSync("git", ["init", "--quiet", nested]);
    execFileSync("git", ["-C", nested, "add", "."]);
    execFileSync("git", [
      "-C",
      nested,
      "-c",
      "user.name=x",
      "-c",
      "user.email=x@x",
      "commit",
      "-qm",
      "x",
    ]);
    execFileSync("git", ["-C", nested, "config", "core.fsmonitor", `touch ${marker}; false`]);
    execFileSync("git", ["-C", nested, "config", "core.hooksPath", join(root, "hooks")]);
    mkdirSync(join(root, "hooks"));
    writeFileSync(join(root, "hooks", "pre-commit"), `#!/bin/sh\ntouch ${marker}\n`, {
      mode: 0o755,
    });
    const repo = new ContentRepo({ gitDir: join(root, "data", "content.git"), workTree: content });
    await repo.init().catch(() => undefined);
    writeFileSync(join(nested, "hu.yaml"), "title: y\n");
    await repo.changes().catch(() => undefined);
    await repo
      .commit({ name: "Kovács Anna", email: "anna@editor.invalid" }, "Publish")
      .catch(() => undefined);
    expect(existsSync(marker)).toBe(false);
  });

  it("ignores the environment's git settings: another repository, another index", async () => {
    const root = tempDir("dp-repo-env-");
    const content = join(root, "content");
    mkdirSync(content);
    writeFileSync(join(content, "company.yaml"), "name: x\n");
    const decoy = join(root, "decoy.git");
    execFileSync("git", ["init", "--quiet", "--bare", decoy]);
    const saved = { ...process.env };
    process.env.GIT_DIR = decoy;
    process.env.GIT_INDEX_FILE = join(root, "decoy-index");
    try {
      const repo = new ContentRepo({ gitDir: join(root, "content.git"), workTree: content });
      await repo.init();
      expect((await repo.history()).map((commit) => commit.subject)).toEqual([
        "Content as first published",
      ]);
      expect(existsSync(join(root, "decoy-index"))).toBe(false);
    } finally {
      process.env = saved;
    }
  });
});
