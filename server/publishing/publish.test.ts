import { execFile } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../app/site/pages.ts";
import {
  configWithEditor,
  editorConfig,
  editorName,
  formPost,
  serverWithEditor,
  signedInTo,
  signIn,
} from "../../test/editor.ts";
import { perTest, tempDir, until } from "../../test/support.ts";
import { ContentRepo } from "../content-store/index.ts";
import type { Config } from "../env.ts";
import { liveRelease } from "./live-site.ts";

const run = promisify(execFile);
const servers = perTest();

async function startWithEditor(text = "Első változat", overrides: Partial<Config> = {}) {
  const editor = editorConfig(text);
  const session = await signedInTo(await serverWithEditor(servers, editor, overrides), editor);
  return { ...session, edit: (text: string) => session.write("page.txt", text) };
}

describe("publish", () => {
  it("commits the content with the editor as author, builds a new folder and serves it", async () => {
    const { editor, post, edit, page } = await startWithEditor();
    edit("Második változat");
    const response = await post("/admin/api/publish");
    const result = await response.json();
    expect(response.status).toBe(200);
    expect(result).toMatchObject({ ok: true, changes: [{ status: "modified", path: "page.txt" }] });
    expect(await page("/")).toContain("<h1>Második változat</h1>");
    // The build ran below the server's priority.
    expect(await page("/")).toContain('data-priority="10"');
    const repo = new ContentRepo({ gitDir: editor.gitDir, workTree: editor.contentDir });
    const [last] = await repo.history();
    expect(last).toMatchObject({
      author: editorName,
      subject: "Publish page.txt",
      body: "modified: page.txt",
    });
    expect(last?.hash).toBe(result.commit);
    const email = await repo.git(["log", "-1", "--format=%ae %cn"]);
    expect(email.trim()).toBe(`kovacs.anna@editor.invalid ${editorName}`);
    const current = readlinkSync(join(editor.releasesDir, "current"));
    expect(liveRelease({ ...editor, buildDir: "" }).client).toBe(
      join(editor.releasesDir, current, "client"),
    );
  });

  it("answers every request during the switch wholly from the old build or wholly from the new", async () => {
    const { editor, post, edit, page } = await startWithEditor();
    // Pages are written a few milliseconds apart, so a reader of a half-made release would see it.
    editor.release.env = { FAKE_RELEASE_PAUSE_MS: "3" };
    const paths = pageRoutes.slice(0, 4).map((route) => route.path);
    edit("RÉGI");
    expect((await post("/admin/api/publish")).status).toBe(200);
    const old = await Promise.all(paths.map((path) => page(path)));
    edit("ÚJ");
    let done = false;
    const publishing = post("/admin/api/publish").finally(() => {
      done = true;
    });
    const seen: string[][] = [];
    while (!done) seen.push(await Promise.all(paths.map((path) => page(path))));
    expect((await publishing).status).toBe(200);
    const fresh = await Promise.all(paths.map((path) => page(path)));
    expect(fresh[0]).toContain("<h1>ÚJ</h1>");
    expect(seen.length).toBeGreaterThan(5);
    for (const bodies of seen) {
      bodies.forEach((body, index) => {
        expect([old[index], fresh[index]]).toContain(body);
      });
    }
  });

  it("answers a publish that takes longer than the server's request time-out", async () => {
    const http = { headersTimeoutMs: 300, requestTimeoutMs: 400, keepAliveTimeoutMs: 5_000 };
    const { editor, post, edit, page } = await startWithEditor("A", { http });
    editor.release.env = { FAKE_RELEASE_DELAY_MS: "1500" };
    edit("B");
    const response = await post("/admin/api/publish");
    expect(response.status).toBe(200);
    expect(await page("/")).toContain("<h1>B</h1>");
  });

  it("releases and commits exactly the content taken when it started: a later write stays unpublished", async () => {
    const { editor, post, edit, page } = await startWithEditor("A");
    editor.release.env = { FAKE_RELEASE_DELAY_MS: "1000" };
    edit("B");
    const publishing = post("/admin/api/publish");
    await until(
      () => readdirSync(editor.releasesDir).some((name) => name.endsWith(".partial")),
      5_000,
    );
    edit("C, written during the release");
    expect((await publishing).status).toBe(200);
    expect(await page("/")).toContain("<h1>B</h1>");
    const repo = new ContentRepo({ gitDir: editor.gitDir, workTree: editor.contentDir });
    expect((await repo.git(["show", "HEAD:page.txt"])).trim()).toBe("B");
    expect(await repo.changes()).toEqual([{ status: "modified", path: "page.txt" }]);
  });

  it("leaves the live site untouched when the build fails, and names the errors", async () => {
    const { editor, post, edit, page } = await startWithEditor();
    const before = await page("/");
    edit("INVALID content");
    const response = await post("/admin/api/publish");
    expect(response.status).toBe(422);
    const result = await response.json();
    expect(result.errors).toEqual([
      "content/services/security/de.yaml: reasons.items: a lista pontosan 4 elemet kér; most 3 van",
      "content/home/hu.yaml: hero.heading: nem állhat benne az INVALID szó",
    ]);
    expect(await page("/")).toBe(before);
    const repo = new ContentRepo({ gitDir: editor.gitDir, workTree: editor.contentDir });
    expect((await repo.history()).map((c) => c.subject)).toEqual(["Content as first published"]);
    // Only the first release (made at start-up) and the link to it: nothing of the failed one.
    const left = readdirSync(editor.releasesDir).sort();
    expect(left).toHaveLength(2);
    expect(left[1]).toBe("current");
    expect(left.filter((name) => name.includes("partial"))).toEqual([]);
  });

  it("shows the failed build's errors on the overview page", async () => {
    const { running, edit } = await startWithEditor();
    edit("INVALID");
    const cookie = await signIn(running.url);
    const response = await formPost(`${running.url}/admin/publish`, {}, { Cookie: cookie });
    const html = await response.text();
    expect(response.status).toBe(422);
    expect(html).toContain("Az oldal nem épült fel, az élő oldal változatlan maradt.");
    // The entry and field as the editor names them; no file path.
    expect(html).toContain(
      "<li>Német · Biztonságtechnika · Érvek: a lista pontosan 4 elemet kér; most 3 van.</li>",
    );
    expect(html).toContain("<li>Magyar · főoldal · Főcím: nem állhat benne az INVALID szó.</li>");
    expect(html).not.toContain("content/");
  });

  it("keeps the newest builds only, and a restart serves the last one published", async () => {
    const { running, editor, post, edit } = await startWithEditor();
    for (const text of ["B", "C", "D"]) {
      edit(text);
      expect((await post("/admin/api/publish")).status).toBe(200);
    }
    const builds = readdirSync(editor.releasesDir).filter((name) => /^\d/.test(name));
    expect(builds).toHaveLength(2);
    await running.close();
    const again = await servers.server(configWithEditor(editor));
    expect(await fetch(`${again.url}/`).then((r) => r.text())).toContain("<h1>D</h1>");
  });
});

describe("history and undo", () => {
  it("lists the commits and brings back an earlier version as a new commit, published", async () => {
    const { editor, post, edit, page } = await startWithEditor("A");
    edit("B");
    const first = await (await post("/admin/api/publish")).json();
    edit("C");
    await post("/admin/api/publish");
    expect(await page("/")).toContain("<h1>C</h1>");

    const undo = await post("/admin/api/undo", { commit: first.commit });
    expect(undo.status).toBe(200);
    expect(await page("/")).toContain("<h1>B</h1>");
    expect(readFileSync(join(editor.contentDir, "page.txt"), "utf8")).toBe("B");

    const env = {
      ...process.env,
      DATABASE_PATH: join(editor.gitDir, "..", "inquiries.sqlite"),
      CONTENT_DIR: editor.contentDir,
    };
    const { stdout } = await run(process.execPath, ["server/cli/content.ts", "--history"], { env });
    const subjects = stdout
      .split("\n")
      .filter((line) => /^ {2}\S/.test(line))
      .map((line) => line.trim());
    expect(subjects).toEqual([
      `Undo: back to the content of ${first.commit.slice(0, 10)}`,
      "Publish page.txt",
      "Publish page.txt",
      "Content as first published",
    ]);
    expect(stdout).toContain(editorName);
  });

  it("refuses an undo to an unknown version", async () => {
    const { post, edit, page } = await startWithEditor("A");
    edit("B");
    await post("/admin/api/publish");
    expect((await post("/admin/api/undo", { commit: "0123456789abcdef" })).status).toBe(404);
    expect((await post("/admin/api/undo", { commit: "--all" })).status).toBe(404);
    expect(await page("/")).toContain("<h1>B</h1>");
  });
});

describe("a content folder inside the site's own checkout", () => {
  it("commits only the content paths", async () => {
    const site = tempDir("dp-site-");
    const git = (...args: string[]) => run("git", ["-C", site, ...args]);
    await git("init", "--quiet", "--initial-branch=main");
    writeFileSync(join(site, "app.ts"), "export {};\n");
    await run("mkdir", [join(site, "content")]);
    writeFileSync(join(site, "content", "page.txt"), "A");
    await git("add", ".");
    await git(
      "-c",
      "user.name=Dev",
      "-c",
      "user.email=dev@example.com",
      "commit",
      "--quiet",
      "-m",
      "Site",
    );
    writeFileSync(join(site, "app.ts"), "export const changed = true;\n");
    writeFileSync(join(site, "content", "page.txt"), "B");
    const repo = new ContentRepo({
      gitDir: join(site, ".git"),
      workTree: site,
      paths: ["content"],
    });
    const changes = await repo.changes();
    expect(changes).toEqual([{ status: "modified", path: "content/page.txt" }]);
    await repo.commit(
      { name: editorName, email: "anna@editor.invalid" },
      "Publish content/page.txt",
      changes,
    );
    const { stdout } = await git("show", "--name-only", "--format=%an", "HEAD");
    expect(stdout.trim().split("\n")).toEqual([editorName, "", "content/page.txt"]);
    expect((await git("status", "--porcelain")).stdout).toContain(" M app.ts");
  });
});
