/**
 * The spare release process: started ahead, it is the process a release runs in (given its
 * folders on stdin), a new one waits after each release, and none outlives its publisher.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import { prepareRelease, type ReleaseCommand, runRelease } from "./release-process.ts";

/** A release step that notes each start (`started-PID`) and what each run was given. */
const step = `
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { text } from "node:stream/consumers";
const [dir, ...argv] = process.argv.slice(2);
writeFileSync(join(dir, "started-" + process.pid), "");
const args = argv.includes("--stdin")
  ? [...argv.filter((a) => a !== "--stdin"), ...JSON.parse((await text(process.stdin)) || "null") ?? []]
  : argv;
if (args.includes("--out")) {
  writeFileSync(join(dir, "ran-" + process.pid), JSON.stringify(args));
  writeFileSync(args[args.indexOf("--result") + 1], JSON.stringify({ ok: true, warnings: [] }));
}
`;

function command(preload: boolean): { release: ReleaseCommand; dir: string } {
  const dir = tempDir("dp-release-step-");
  const script = join(dir, "step.mjs");
  writeFileSync(script, step);
  return {
    dir,
    release: { command: process.execPath, args: [script, dir], cwd: dir, codeDir: dir, preload },
  };
}

const started = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.startsWith("started-"))
    .map((name) => Number(name.slice("started-".length)));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("runRelease with a spare", () => {
  it("runs in the spare started ahead, then leaves a new one, ended with the publisher", async () => {
    const { release, dir } = command(true);
    const stopping = new AbortController();
    prepareRelease(release, stopping.signal);
    await expect.poll(() => started(dir), { timeout: 10_000 }).toHaveLength(1);
    const [spare = 0] = started(dir);

    const folders = {
      contentDir: join(dir, "content"),
      outDir: join(dir, "out"),
      resultFile: join(dir, "result.json"),
    };
    expect(await runRelease(release, folders, stopping.signal)).toEqual({ ok: true });
    const ran = JSON.parse(readFileSync(join(dir, `ran-${spare}`), "utf8"));
    expect(ran).toEqual([
      ...["--code", dir, "--content", folders.contentDir, "--out", folders.outDir],
      ...["--result", folders.resultFile],
    ]);

    await expect.poll(() => started(dir), { timeout: 10_000 }).toHaveLength(2);
    const next = started(dir).find((pid) => pid !== spare) ?? 0;
    expect(alive(next)).toBe(true);
    expect(await runRelease(release, folders, stopping.signal)).toEqual({ ok: true });
    expect(existsSync(join(dir, `ran-${next}`))).toBe(true);

    await expect.poll(() => started(dir), { timeout: 10_000 }).toHaveLength(3);
    const last = Math.max(...started(dir).filter((pid) => pid !== spare && pid !== next));
    stopping.abort();
    await expect.poll(() => alive(last), { timeout: 10_000 }).toBe(false);
    expect(existsSync(join(dir, `ran-${last}`))).toBe(false);
  });

  it("starts no spare for a command that cannot preload", async () => {
    const { release, dir } = command(false);
    const stopping = new AbortController();
    prepareRelease(release, stopping.signal);
    const folders = {
      contentDir: join(dir, "content"),
      outDir: join(dir, "out"),
      resultFile: join(dir, "result.json"),
    };
    expect(await runRelease(release, folders, stopping.signal)).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started(dir)).toHaveLength(1);
  });
});
