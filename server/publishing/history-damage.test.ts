/**
 * A missing or damaged content history, with real git and a real server: each kind of damage
 * `git fsck` reports (a deleted repository, a broken ref, a corrupt HEAD, a tree or a file's
 * blob of HEAD missing, a truncated pack, a broken index) pauses publishing: /admin and
 * /admin/languages show the Hungarian pause message, publish, undo and preview answer 503, the
 * log has one `repository_unusable` line, and the site and the contact form stay up. The
 * repository is never re-created over a history.
 */
import { execFile, execFileSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  addTestEditor,
  configWithEditor,
  editorConfig,
  formPost,
  serverWithEditor,
  signIn,
} from "../../test/editor.ts";
import { perTest, postJson, sampleInquiry } from "../../test/support.ts";
import type { EditorConfig } from "../back-office/config.ts";
import { ContentRepo } from "../content-store/index.ts";
import { startServer } from "../main.ts";
import { createLogger } from "../shared/log.ts";

const servers = perTest();

const git = (editor: EditorConfig, ...args: string[]) =>
  execFileSync("git", [`--git-dir=${editor.gitDir}`, ...args], { encoding: "utf8" }).trim();

/** Removes the loose object `ref` names (the repository is unpacked after a publish). */
function removeObject(editor: EditorConfig, ref: string): void {
  const id = git(editor, "rev-parse", ref);
  rmSync(join(editor.gitDir, "objects", id.slice(0, 2), id.slice(2)));
}

/** An editor whose content has a folder, so that HEAD's tree has a tree inside it. */
function contentWithFolder(): EditorConfig {
  const editor = editorConfig("A");
  mkdirSync(join(editor.contentDir, "services"));
  writeFileSync(join(editor.contentDir, "services", "security.txt"), "Őrzés");
  return editor;
}

const damages: Array<[string, (editor: EditorConfig) => void, string]> = [
  ["deleted", (editor) => rmSync(editor.gitDir, { recursive: true }), "hiányzik"],
  [
    "with a broken ref",
    (editor) => writeFileSync(join(editor.gitDir, "refs", "heads", "main"), "0123abc\n"),
    "megsérült",
  ],
  [
    "with a corrupt HEAD",
    (editor) => writeFileSync(join(editor.gitDir, "HEAD"), "garbage\n"),
    "megsérült",
  ],
  ["with a tree of HEAD missing", (editor) => removeObject(editor, "HEAD:services"), "megsérült"],
  ["with a file's blob missing", (editor) => removeObject(editor, "HEAD:page.txt"), "megsérült"],
  [
    // Present but unreadable: only reading its bytes (the start-up's deep check) finds it.
    "with a file's blob corrupted",
    (editor) => {
      const id = git(editor, "rev-parse", "HEAD:services/security.txt");
      const file = join(editor.gitDir, "objects", id.slice(0, 2), id.slice(2));
      chmodSync(file, 0o644);
      writeFileSync(
        file,
        readFileSync(file).map((byte, i) => (i > 2 ? byte ^ 0x5a : byte)),
      );
    },
    "megsérült",
  ],
  [
    "with a truncated pack",
    (editor) => {
      git(editor, "repack", "-a", "-d", "-q");
      const packs = join(editor.gitDir, "objects", "pack");
      const pack = readdirSync(packs).find((name) => name.endsWith(".pack"));
      if (!pack) throw new Error("git repack made no pack");
      truncateSync(join(packs, pack), statSync(join(packs, pack)).size - 40);
    },
    "megsérült",
  ],
  [
    "with a broken index",
    (editor) => writeFileSync(join(editor.gitDir, "index"), "DIRC garbage"),
    "megsérült",
  ],
];

describe("a damaged content history pauses publishing, never a 500", () => {
  for (const [how, damage, word] of damages) {
    it(`${how}: paused with the Hungarian message, one log line, the site and the form up`, async () => {
      const editor = contentWithFolder();
      const first = await serverWithEditor(servers, editor);
      await first.close();
      // The version an undo asks for (refused before it is looked up).
      const firstCommit = git(editor, "rev-parse", "HEAD");
      // Gone if the repository were ever re-created.
      writeFileSync(join(editor.gitDir, "marker"), "");
      damage(editor);
      const lines: string[] = [];
      const running = await startServer(
        configWithEditor(editor),
        createLogger("info", (_level, line) => void lines.push(line)),
      );
      servers.later(() => running.close());
      const cookie = await signIn(running.url);
      const json = { Cookie: cookie, Accept: "application/json" };
      expect(await fetch(`${running.url}/`).then((r) => r.text())).toContain("<h1>A</h1>");
      writeFileSync(join(editor.contentDir, "page.txt"), "B");

      const started = Date.now();
      expect((await formPost(`${running.url}/admin/api/publish`, {}, json)).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);
      const undo = await formPost(`${running.url}/admin/api/undo`, { commit: firstCommit }, json);
      expect(undo.status).toBe(503);
      const preview = await formPost(`${running.url}/admin/preview`, {}, { Cookie: cookie });
      expect(preview.status).toBe(503);
      expect(await preview.text()).toContain("A közzététel szünetel");
      for (const [path, status] of [
        ["/admin", 200],
        ["/admin/languages", 503],
      ] as const) {
        const response = await fetch(`${running.url}${path}`, { headers: { Cookie: cookie } });
        const html = await response.text();
        expect(response.status, path).toBe(status);
        expect(html, path).toContain("A közzététel szünetel");
        expect(html, path).toContain(word);
      }
      expect(lines.filter((line) => line.includes("editor.repository_unusable"))).toHaveLength(1);

      // The site and the form stay up; nothing was published.
      expect((await postJson(`${running.url}/api/contact`, sampleInquiry)).status).toBe(200);
      expect(await fetch(`${running.url}/`).then((r) => r.text())).toContain("<h1>A</h1>");
      if (how === "deleted") expect(existsSync(editor.gitDir)).toBe(false);
      else expect(existsSync(join(editor.gitDir, "marker"))).toBe(true);
    });
  }

  it("damage while the server runs pauses the next publish the same way", async () => {
    const editor = contentWithFolder();
    const lines: string[] = [];
    const running = await startServer(
      configWithEditor(editor),
      createLogger("info", (_level, line) => void lines.push(line)),
    );
    servers.later(() => running.close());
    if (running.editor) await addTestEditor(running.editor.store);
    const cookie = await signIn(running.url);
    removeObject(editor, "HEAD:services");
    writeFileSync(join(editor.contentDir, "page.txt"), "B");
    const json = { Cookie: cookie, Accept: "application/json" };
    expect((await formPost(`${running.url}/admin/api/publish`, {}, json)).status).toBe(503);
    const html = await fetch(`${running.url}/admin`, { headers: { Cookie: cookie } }).then((r) =>
      r.text(),
    );
    expect(html).toContain("megsérült");
    expect(lines.filter((line) => line.includes("editor.repository_unusable"))).toHaveLength(1);
    expect(await fetch(`${running.url}/`).then((r) => r.text())).toContain("<h1>A</h1>");
  });

  it("is created once on a fresh install", async () => {
    const editor = editorConfig("A");
    const first = await servers.server(configWithEditor(editor));
    await first.close();
    await servers.server(configWithEditor(editor));
    const repo = new ContentRepo({ gitDir: editor.gitDir, workTree: editor.contentDir });
    expect((await repo.history()).map((c) => c.subject)).toEqual(["Content as first published"]);
  });
});

describe("a lost history and lost releases beside a content folder with drafts", () => {
  it("publish nothing at the restart: publishing pauses until a backup is restored or a fresh start confirmed", async () => {
    const editor = editorConfig("A");
    const first = await serverWithEditor(servers, editor);
    await first.close();
    // The data volume is lost (history and releases); the content volume keeps a draft.
    rmSync(editor.gitDir, { recursive: true });
    rmSync(editor.releasesDir, { recursive: true });
    writeFileSync(join(editor.contentDir, "page.txt"), "VÁZLAT, not published");
    const lines: string[] = [];
    // Served meanwhile: the build shipped with the code, made from the first content.
    const shipped = configWithEditor(editorConfig("A"));
    const running = await startServer(
      { ...configWithEditor(editor), buildDir: shipped.buildDir },
      createLogger("info", (_level, line) => void lines.push(line)),
    );
    servers.later(() => running.close());
    await running.editor?.deployed;
    expect(existsSync(editor.gitDir)).toBe(false);
    expect(existsSync(join(editor.releasesDir, "current"))).toBe(false);
    expect(await fetch(`${running.url}/`).then((r) => r.text())).not.toContain("VÁZLAT");

    const cookie = await signIn(running.url);
    const json = { Cookie: cookie, Accept: "application/json" };
    expect((await formPost(`${running.url}/admin/api/publish`, {}, json)).status).toBe(503);
    const html = await fetch(`${running.url}/admin`, { headers: { Cookie: cookie } }).then((r) =>
      r.text(),
    );
    expect(html).toContain("A közzététel szünetel");
    expect(html).toContain("hiányzik");
    expect(html).not.toContain("npm run");
    const unusable = lines.filter((line) => line.includes("editor.repository_unusable"));
    expect(unusable).toHaveLength(1);
    expect(unusable[0]).toContain("npm run restore -- FILE");
    expect(unusable[0]).toContain("npm run content -- --start-fresh");
    expect(await fetch(`${running.url}/`).then((r) => r.text())).not.toContain("VÁZLAT");

    // The operator confirms a fresh start: the next publish puts the content live. The command
    // runs without blocking this process, where the server runs: a wait longer than the
    // server's keep-alive would close the client's idle connection as the next request went out.
    await promisify(execFile)(process.execPath, ["server/cli/content.ts", "--start-fresh"], {
      env: {
        ...process.env,
        CONTENT_DIR: editor.contentDir,
        CONTENT_GIT_DIR: editor.gitDir,
        DATABASE_PATH: join(editor.gitDir, "..", "inquiries.sqlite"),
      },
    });
    expect((await formPost(`${running.url}/admin/api/publish`, {}, json)).status).toBe(200);
    expect(await fetch(`${running.url}/`).then((r) => r.text())).toContain("VÁZLAT");
  });
});
