/**
 * The scratch folders of earlier runs: one whose run was killed is removed, one whose run goes
 * on is kept, and one made a moment ago (its owner not yet written) is left to its run.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { tempDir } from "../test/support.ts";
import { removeAbandoned } from "./scratch-folder.ts";

it("removes the folders of runs that ended, and no other", () => {
  const base = tempDir("dp-scratch-");
  const folder = (name: string, owner?: number) => {
    mkdirSync(join(base, name));
    writeFileSync(join(base, name, "data"), "x");
    if (owner !== undefined) writeFileSync(join(base, name, "owner.pid"), String(owner));
    return join(base, name);
  };
  // A process that has ended: its pid is free (and unlikely to be taken again this soon).
  const ended = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  });
  folder("dp-test-killed", Number(ended.stdout));
  folder("dp-test-running", process.pid);
  folder("dp-test-just-made");
  const old = folder("dp-test-without-owner");
  utimesSync(old, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
  folder("someone-else", Number(ended.stdout));

  expect(removeAbandoned(base).sort()).toEqual(["dp-test-killed", "dp-test-without-owner"]);
  expect(readdirSync(base).sort()).toEqual([
    "dp-test-just-made",
    "dp-test-running",
    "someone-else",
  ]);
});
