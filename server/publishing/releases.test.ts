/**
 * Releases and their faults, with real git, real SQLite and real HTTP: a kill -9 during a
 * release and between the commit and the switch, a SIGTERM during a release, a new code
 * version at restart, and a content migration. A damaged or missing history: history-damage.test.ts.
 *
 * The release step here is the tests' small one (test/fake-release.ts): what is under test
 * is the publisher's order of release, commit and switch and its recovery, not the release.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  addTestEditor,
  configWithEditor,
  editorConfig,
  formPost,
  serverWithEditor,
  shippedBuild,
  signIn,
} from "../../test/editor.ts";
import { perTest, until, unusedPort } from "../../test/support.ts";
import { SqliteEditorStore } from "../accounts/index.ts";
import type { EditorConfig } from "../back-office/config.ts";
import { ContentRepo } from "../content-store/index.ts";
import { loadSite } from "./live-site.ts";
import type { ContentMigration } from "./migrations/index.ts";
import { Releases } from "./releases.ts";

const servers = perTest();
const children: ChildProcess[] = [];

function setCode(editor: EditorConfig, text: string) {
  mkdirSync(join(editor.release.codeDir, "server"), { recursive: true });
  writeFileSync(join(editor.release.codeDir, "server", "code.txt"), text);
}

const partials = (editor: EditorConfig) =>
  existsSync(editor.releasesDir)
    ? readdirSync(editor.releasesDir).filter((name) => name.includes("partial"))
    : [];

const repoOf = (editor: EditorConfig) =>
  new ContentRepo({ gitDir: editor.gitDir, workTree: editor.contentDir });

const edit = (editor: EditorConfig, text: string) =>
  writeFileSync(join(editor.contentDir, "page.txt"), text);

const post = (url: string, cookie: string, path: string) =>
  formPost(`${url}${path}`, {}, { Cookie: cookie, Accept: "application/json" });

const page = (url: string) => fetch(`${url}/`).then((r) => r.text());

/** The server as a process of its own (test/serve.ts), in a process group of its own. */
async function startProcess(
  editor: EditorConfig,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await unusedPort();
  const child = spawn(process.execPath, [join(import.meta.dirname, "../../test/serve.ts")], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      CONTENT_EDITOR: "on",
      EDITOR_CONTENT_DIR: editor.contentDir,
      DATABASE_PATH: join(editor.gitDir, "..", "inquiries.sqlite"),
      BUILD_DIR: shippedBuild(editor),
      FAKE_CODE_DIR: editor.release.codeDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      HSTS: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  // Only a hang: a start makes a release first, and at the run's first minute, beside the
  // builds, the other tests and another busy program, one took over 15 s.
  await until(() => output.includes("listening "), 45_000).catch(() => {
    throw new Error(`the server did not start:\n${output}`);
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

/** Kills the server at once: its process group (as a container kill does), or it alone. */
async function kill9(child: ChildProcess, { group = true } = {}): Promise<void> {
  const exited = new Promise((done) => child.once("exit", done));
  if (child.exitCode === null && child.pid) process.kill(group ? -child.pid : child.pid, "SIGKILL");
  await exited;
}

/** Whether a process of this id runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A release step has started writing (after recording its process id). */
const releaseWriting = (editor: EditorConfig) =>
  partials(editor).some((name) => existsSync(join(editor.releasesDir, name, "client")));

// After every test (a `later` at the top would run after the first test only).
afterEach(() => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }
  }
});

async function withAccount(editor: EditorConfig): Promise<void> {
  mkdirSync(join(editor.gitDir, ".."), { recursive: true });
  const store = new SqliteEditorStore(editor.databasePath);
  await addTestEditor(store);
  await store.close();
}

/** A migration that counts its runs (`runs()`); `migrate` gets the number of the run. */
function countedMigration(
  id: string,
  name: string,
  migrate: (dir: string, run: number) => void,
): { migration: ContentMigration; runs: () => number } {
  let runs = 0;
  return { migration: { id, name, migrate: (dir) => migrate(dir, ++runs) }, runs: () => runs };
}

describe("a kill at any moment of a publish", { timeout: 180_000 }, () => {
  it("during the release: after a restart nothing is half made and the edit is still unpublished", async () => {
    const editor = editorConfig("A");
    await withAccount(editor);
    const pidFile = join(editor.gitDir, "..", "release.pid");
    const first = await startProcess(editor, { FAKE_RELEASE_PID_FILE: pidFile });
    const cookie = await signIn(first.url);
    edit(editor, "B SLOW");
    const publishing = post(first.url, cookie, "/admin/api/publish").catch(() => undefined);
    await until(() => releaseWriting(editor), 10_000);
    // The server alone, not its process group: the release step must not outlive it.
    await kill9(first.child, { group: false });
    await publishing;
    expect(partials(editor).length).toBeGreaterThan(0);
    const pid = Number(readFileSync(pidFile, "utf8"));
    await until(() => !alive(pid), 2_000);

    const again = await startProcess(editor);
    expect(partials(editor)).toEqual([]);
    expect(await page(again.url)).toContain("<h1>A</h1>");
    const repo = repoOf(editor);
    expect((await repo.history()).map((c) => c.subject)).toEqual(["Content as first published"]);
    expect(await repo.changes()).toEqual([{ status: "modified", path: "page.txt" }]);
    edit(editor, "B");
    const published = await post(again.url, await signIn(again.url), "/admin/api/publish");
    expect(published.status).toBe(200);
    expect(await page(again.url)).toContain("<h1>B</h1>");
  });

  it("between the commit and the switch: the restart makes the committed version live", async () => {
    const editor = editorConfig("A");
    await withAccount(editor);
    const first = await startProcess(editor, { KILL_AFTER_COMMIT: "1" });
    const exited = new Promise((done) => first.child.once("exit", done));
    edit(editor, "B");
    await post(first.url, await signIn(first.url), "/admin/api/publish").catch(() => undefined);
    await exited;
    const repo = repoOf(editor);
    expect((await repo.history())[0]?.subject).toBe("Publish page.txt");

    const again = await startProcess(editor);
    expect(await page(again.url)).toContain("<h1>B</h1>");
    expect(partials(editor)).toEqual([]);
    // History and live site agree: nothing left to publish, and it says so truthfully.
    const answer = await post(again.url, await signIn(again.url), "/admin/api/publish");
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ reason: "unchanged" });
  });

  it("SIGTERM during a release ends it, and the shutdown waits for it", async () => {
    const editor = editorConfig("A");
    await withAccount(editor);
    const pidFile = join(editor.gitDir, "..", "release.pid");
    const first = await startProcess(editor, { FAKE_RELEASE_PID_FILE: pidFile });
    edit(editor, "B SLOW");
    const publishing = post(first.url, await signIn(first.url), "/admin/api/publish");
    await until(() => releaseWriting(editor), 10_000);
    const started = Date.now();
    const exited = new Promise<number | null>((done) => first.child.once("exit", done));
    first.child.kill("SIGTERM");
    const answer = await publishing;
    expect(answer.status).toBe(422);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(partials(editor)).toEqual([]);
    // The release step was ended, not left running on its own.
    expect(alive(Number(readFileSync(pidFile, "utf8")))).toBe(false);
  });
});

describe("a last commit that is not live", { timeout: 180_000 }, () => {
  it('is released by the next publish, not answered with "unchanged"', async () => {
    const editor = editorConfig("A");
    const running = await serverWithEditor(servers, editor);
    const cookie = await signIn(running.url);
    const releases = new Releases(editor.releasesDir, editor.keepReleases);
    const first = releases.current();
    edit(editor, "B");
    expect((await post(running.url, cookie, "/admin/api/publish")).status).toBe(200);
    // As if the switch to B had not happened (a start-up release that failed, say).
    if (!first || !running.editor) throw new Error("no first release");
    await releases.makeCurrent(first.id);
    running.editor.site.current = loadSite(first.client);
    expect(await page(running.url)).toContain("<h1>A</h1>");
    const answer = await post(running.url, cookie, "/admin/api/publish");
    expect(answer.status).toBe(200);
    expect(await page(running.url)).toContain("<h1>B</h1>");
  });
});

describe("deploys", { timeout: 180_000 }, () => {
  it("a new code version at restart releases the published content, serving the old release until it is complete", async () => {
    const editor = editorConfig("A");
    setCode(editor, "code v1");
    const first = await serverWithEditor(servers, editor);
    edit(editor, "B");
    expect((await post(first.url, await signIn(first.url), "/admin/api/publish")).status).toBe(200);
    edit(editor, "C, not published");
    await first.close();

    setCode(editor, "code v2");
    editor.release.env = { FAKE_RELEASE_DELAY_MS: "1500" };
    const running = await servers.server(configWithEditor(editor));
    const before = await page(running.url);
    expect(before).toContain("<h1>B</h1>");
    expect(before).toContain("code v1");
    await running.editor?.deployed;
    const after = await page(running.url);
    expect(after).toContain("<h1>B</h1>");
    expect(after).toContain("code v2");
    expect(readFileSync(join(editor.contentDir, "page.txt"), "utf8")).toBe("C, not published");
  });

  it("a migration upgrades the published content and the working copy once, under its own name, and the next publish works", async () => {
    const editor = editorConfig("A");
    setCode(editor, "code v1");
    const first = await serverWithEditor(servers, editor);
    edit(editor, "B, not published");
    await first.close();

    // The new code requires content/note.txt, and ships the migration that adds it.
    setCode(editor, "code v2 needs-note");
    const { migration, runs } = countedMigration("001-note", "Megjegyzés mező", (dir) => {
      if (!existsSync(join(dir, "note.txt"))) writeFileSync(join(dir, "note.txt"), "alap");
    });
    const running = await servers.server(configWithEditor(editor), { migrations: [migration] });
    await running.editor?.deployed;
    const repo = repoOf(editor);
    const [last] = await repo.history();
    expect(last).toMatchObject({
      author: "Tartalom-migráció",
      subject: "Tartalom-migráció: Megjegyzés mező",
    });
    expect(readFileSync(join(editor.contentDir, "note.txt"), "utf8")).toBe("alap");
    // The unpublished edit stays unpublished.
    expect(await repo.changes()).toEqual([{ status: "modified", path: "page.txt" }]);
    const live = await page(running.url);
    expect(live).toContain("<h1>A</h1>");
    expect(live).toContain("needs-note");
    const published = await post(running.url, await signIn(running.url), "/admin/api/publish");
    expect(published.status).toBe(200);
    expect(await page(running.url)).toContain("<h1>B, not published</h1>");
    await running.close();

    await servers.server(configWithEditor(editor), { migrations: [migration] });
    expect(runs()).toBe(2);
    expect((await repo.history()).filter((c) => c.author === "Tartalom-migráció")).toHaveLength(1);
  });
  /** Every folder and file of the working copy, with the files' text. */
  const workingCopy = (editor: EditorConfig) =>
    Object.fromEntries(
      readdirSync(editor.contentDir, { recursive: true, withFileTypes: true }).map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path, entry.isDirectory() ? "folder" : readFileSync(path, "utf8")];
      }),
    );

  for (const [when, failsOn] of [
    ["on the working copy", 1],
    ["on the published content", 2],
  ] as const) {
    it(`a migration that writes and then fails ${when} leaves the working copy and the history exactly as they were`, async () => {
      const editor = editorConfig("A");
      const first = await serverWithEditor(servers, editor);
      await first.close();
      edit(editor, "B, not published");
      writeFileSync(join(editor.contentDir, "company.yaml"), "name: Danubius Protect\n");
      const before = workingCopy(editor);
      const head = (await repoOf(editor).git(["rev-parse", "HEAD"])).trim();
      const { migration: halfway, runs } = countedMigration(
        "002-halfway",
        "Félbemaradó migráció",
        (dir, run) => {
          writeFileSync(join(dir, "company.yaml"), "name: Átírva\n");
          mkdirSync(join(dir, "new-folder"), { recursive: true });
          writeFileSync(join(dir, "new-folder", "added.yaml"), "új: igen\n");
          rmSync(join(dir, "page.txt"));
          if (run === failsOn) throw new Error("company.yaml: cannot finish");
        },
      );
      const running = await servers.server(configWithEditor(editor), { migrations: [halfway] });
      expect(runs()).toBe(failsOn);
      expect(workingCopy(editor)).toEqual(before);
      expect((await repoOf(editor).git(["rev-parse", "HEAD"])).trim()).toBe(head);
      expect(partials(editor)).toEqual([]);
      const cookie = await signIn(running.url);
      expect((await post(running.url, cookie, "/admin/api/publish")).status).toBe(503);
      expect(await page(running.url)).toContain("<h1>A</h1>");
    });
  }

  it("a migration that fails stops publishing with a message, and the previous release stays live", async () => {
    const editor = editorConfig("A");
    const first = await serverWithEditor(servers, editor);
    await first.close();
    const broken: ContentMigration = {
      id: "001-broken",
      name: "Hibás migráció",
      migrate() {
        throw new Error("services/x.yaml: cannot read");
      },
    };
    const running = await servers.server(configWithEditor(editor), { migrations: [broken] });
    const cookie = await signIn(running.url);
    expect(await page(running.url)).toContain("<h1>A</h1>");
    edit(editor, "B");
    expect((await post(running.url, cookie, "/admin/api/publish")).status).toBe(503);
    const html = await fetch(`${running.url}/admin`, { headers: { Cookie: cookie } }).then((r) =>
      r.text(),
    );
    expect(html).toContain("a tartalom frissítése az új programváltozathoz nem sikerült");
    expect((await repoOf(editor).history()).map((c) => c.subject)).toEqual([
      "Content as first published",
    ]);
  });
});
