/**
 * The languages page and its check marks, on a real server with a copy of the shipped content
 * in each content store (the folder with its git repository, and PostgreSQL): the fields a
 * language left behind, a check that keeps it in step until another language changes again,
 * the check in the history, the photo alt texts flagged after a photo is replaced; the check's
 * post refused cross-site and signed out; and a check kept through a backup and a restore.
 */
import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { dump, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { fieldName } from "../../app/content/field-names.ts";
import { type Backend, databaseUrlFor, serverBackends } from "../../test/backends.ts";
import { editorConfig, formPost, serverWithEditor, signIn } from "../../test/editor.ts";
import { perTest, tempDir } from "../../test/support.ts";
import { restoreBackup, siteFiles, writeBackup } from "../backup/index.ts";
import type { ContentStore } from "../content-store/index.ts";
import { FolderContentStore } from "../content-store/index.ts";
import { behindOf, pageSteps } from "./language-steps.ts";

const servers = perTest();

const state = (language: "hu" | "en" | "de", commit: string, date: string, pending = false) => ({
  language,
  commit,
  date,
  pending,
});

describe("languages in step", () => {
  it("are in step when the last change touched every language", () => {
    const states = ["hu", "en", "de"].map((l) => state(l as "hu", "a", "2026-11-01T10:00:00Z"));
    expect(behindOf(states)).toEqual([]);
  });

  it("mark the languages an older change left behind", () => {
    expect(
      behindOf([
        state("hu", "b", "2026-11-20T10:00:00Z"),
        state("en", "a", "2026-11-01T10:00:00Z"),
        state("de", "b", "2026-11-20T10:00:00Z"),
      ]),
    ).toEqual(["en"]);
  });

  it("count an unpublished change as the newest", () => {
    expect(
      behindOf([
        state("hu", "a", "2026-11-01T10:00:00Z", true),
        state("en", "a", "2026-11-01T10:00:00Z"),
        state("de", "a", "2026-11-01T10:00:00Z"),
      ]),
    ).toEqual(["en", "de"]);
    expect(
      behindOf(["hu", "en", "de"].map((l) => state(l as "hu", "a", "2026-11-01T10:00:00Z", true))),
    ).toEqual([]);
  });
});

// biome-ignore lint/suspicious/noExplicitAny: a test reaches into a file's data freely
type Data = Record<string, any>;

const newHeading = "Biztonság, amire számíthat";

/** A server with the editor on a copy of the shipped content, its stores on `backend`. */
async function start(backend: Backend) {
  const editor = editorConfig();
  cpSync("content", editor.contentDir, { recursive: true });
  const running = await serverWithEditor(servers, editor, {
    databaseUrl: await databaseUrlFor(backend),
  });
  const content = running.editor?.content as ContentStore;
  const cookie = await signIn(running.url);
  const edit = async (path: string, change: (data: Data) => void) => {
    const data = load((await content.read(path, 1024 * 1024))?.toString("utf8") ?? "") as Data;
    change(data);
    const saved = await content.save(
      "Kovács Anna",
      [{ path, contents: Buffer.from(dump(data)) }],
      await content.files(),
    );
    expect(saved.ok).toBe(true);
  };
  const publish = async () => {
    const answer = await formPost(
      `${running.url}/admin/api/publish`,
      {},
      { Cookie: cookie, Accept: "application/json" },
    );
    expect(answer.status, await answer.text()).toBe(200);
  };
  const check = (oldal: string, nyelv: string, headers: Record<string, string> = {}) =>
    formPost(
      `${running.url}/admin/languages/check`,
      { oldal, nyelv },
      { Cookie: cookie, ...headers },
    );
  const html = async (path: string) => {
    const answer = await fetch(`${running.url}${path}`, { headers: { Cookie: cookie } });
    expect(answer.status).toBe(200);
    return answer.text();
  };
  /** The page's row on the languages page. */
  const row = async (page: string) => {
    const text = await html("/admin/languages");
    const rows = text.matchAll(/<tr data-page="([^"]+)"[^>]*>(.*?)<\/tr>/gs);
    return [...rows].find((match) => match[1] === page)?.[2] ?? "";
  };
  const step = async (page: string) => (await pageSteps(content)).find((s) => s.page === page);
  /** A change to the Hungarian home page alone, published: the other languages fall behind. */
  const publishHungarianHeading = async () => {
    await edit("home/hu.yaml", (data) => {
      data.hero.heading = newHeading;
    });
    await publish();
  };
  return {
    running,
    editor,
    content,
    cookie,
    edit,
    publish,
    publishHungarianHeading,
    check,
    html,
    row,
    step,
  };
}

describe("the languages page after an undo", () => {
  it("leaves no page apart once an undo brought every language back", async () => {
    const site = await start("sqlite");
    await site.publishHungarianHeading();
    expect(await site.row("home")).toContain("Eltérnek");
    const undone = await formPost(
      `${site.running.url}/admin/api/undo`,
      { valtozat: "1" },
      { Cookie: site.cookie, Accept: "application/json" },
    );
    expect(undone.status, await undone.text()).toBe(200);
    expect(await site.step("home")).toMatchObject({ behind: [] });
    expect(await site.html("/admin/languages")).not.toContain("Eltérnek");
  });
});

// Over HTTP on SQLite alone: the marks are versions in the content's history, queued in the
// publisher; the session and account stores they pass through have their contract tests.
describe.each(serverBackends)("the languages page (%s)", (backend) => {
  it("lists the fields one language changed, and a check keeps a language in step until another changes", async () => {
    const site = await start(backend);
    await site.publishHungarianHeading();
    const heading = fieldName("home-en", "hero.heading");
    expect(await site.step("home")).toMatchObject({ behind: ["en", "de"] });
    expect((await site.step("home"))?.languages[1]?.fields).toEqual([
      { path: "hero.heading", name: heading },
    ]);
    const before = await site.row("home");
    expect(before).toContain("Eltérnek");
    expect(before).toContain(
      `<a href="/keystatic/singleton/home-en#field=hero.heading">${heading}`,
    );
    expect(before).toContain(
      `<a href="/keystatic/singleton/home-de#field=hero.heading">${heading}`,
    );
    expect(before).not.toMatch(/home\/|\.yaml|[0-9a-f]{12}/);

    const checked = await site.check("home", "en");
    expect(checked.status).toBe(303);
    expect(checked.headers.get("location")).toBe("/admin/languages?done=checked#oldal-home");
    const one = await site.row("home");
    expect(one).toMatch(/Angol: ellenőrizte Kovács Anna, \d{4}\. \S+ \d+\. \d{1,2}:\d{2}/);
    expect(one).toContain("Régebbi szöveg: német");
    expect(await site.step("home")).toMatchObject({ behind: ["de"] });

    expect((await site.check("home", "de")).status).toBe(303);
    expect(await site.row("home")).toContain("Együtt változtak");
    const overview = await site.html("/admin");
    expect(overview).toContain("Kovács Anna ellenőrizte: Főoldal · Német — nem kell módosítani");
    expect(overview).toContain("Kovács Anna ellenőrizte: Főoldal · Angol — nem kell módosítani");
    // A check is no version: the publish is still the newest version, the live one.
    expect(overview).toMatch(
      /módosítani<\/p><p class="muted">[^<]*<\/p><\/li><li class="version"><h3>(\d+)\. változat: Közzététel<\/h3>\s*<p class="muted">[^<]*<\/p><ul.*?<\/ul><p class="tag">/s,
    );

    // Another language changes again (saved, not yet published): the checks no longer hold.
    await site.edit("home/de.yaml", (data) => {
      data.hero.lead = "Neu geschrieben.";
    });
    const again = await site.step("home");
    expect(again?.behind).toEqual(["hu", "en"]);
    expect(again?.languages[1]).toMatchObject({
      check: undefined,
      fields: [{ path: "hero.lead", name: fieldName("home-en", "hero.lead") }],
    });
    expect(await site.row("home")).not.toContain("ellenőrizte");
  });

  it("flags the alt texts of a replaced photo until each is saved or checked, on the publishing page too", async () => {
    const site = await start(backend);
    expect((await site.step("security"))?.languages.some((s) => s.staleAlt)).toBe(false);
    const photo = "photos/security.svg";
    const svg = (await site.content.read(photo, 1024 * 1024))?.toString("utf8") ?? "";
    const saved = await site.content.save(
      "Kovács Anna",
      [{ path: photo, contents: Buffer.from(svg.replace("</svg>", "<title>új</title></svg>")) }],
      await site.content.files(),
    );
    expect(saved.ok).toBe(true);
    const alt = { path: "heroPhoto.alt", name: fieldName("service-security-en", "heroPhoto.alt") };
    const stale = async () =>
      (await site.step("security"))?.languages.filter((s) => s.staleAlt).map((s) => s.language);
    expect(await stale()).toEqual(["hu", "en", "de"]);
    expect((await site.step("security"))?.languages[1]?.staleAlt).toEqual(alt);
    expect(await site.html("/admin")).toContain("<li>Biztonságtechnika: magyar, angol, német</li>");
    await site.publish();
    expect(await stale()).toEqual(["hu", "en", "de"]);

    await site.edit("services/security/en.yaml", (data) => {
      data.heroPhoto.alt = "Night view of the river with two searchlights";
    });
    expect(await stale()).toEqual(["hu", "de"]);
    expect((await site.check("security", "de")).status).toBe(303);
    expect(await stale()).toEqual(["hu"]);
    const row = await site.row("security");
    expect(row).toContain("A fotó kicserélve: a leírást (alt szöveg) nézze át");
    expect(row).toContain(
      `<a href="/keystatic/singleton/service-security-hu#field=heroPhoto.alt">${alt.name}`,
    );
    expect(await site.html("/admin")).toContain("<li>Biztonságtechnika: magyar</li>");
  });

  it("refuses the check cross-site, signed out, and for a page or language it does not know", async () => {
    const site = await start(backend);
    const url = `${site.running.url}/admin/languages/check`;
    const before = await site.content.history(10);
    const bare = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: site.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "oldal=home&nyelv=en",
    });
    expect(bare.status).toBe(403);
    for (const headers of [
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://evil.example" },
    ])
      expect((await site.check("home", "en", headers)).status).toBe(403);
    for (const spelling of [url, `${url}/`, `${url}//`])
      expect((await formPost(spelling, { oldal: "home", nyelv: "en" })).status).toBe(401);
    for (const [oldal, nyelv] of [
      ["home", "fr"],
      ["nowhere", "en"],
      ["", ""],
      ["home", "en".repeat(3000)],
    ])
      expect((await site.check(oldal ?? "", nyelv ?? "")).status).toBe(400);
    // Past the back office's 8 KB form limit.
    expect((await site.check("home", "en".repeat(5000))).status).toBe(413);
    expect(await site.content.history(10)).toEqual(before);
  });

  it("records checks sent at once, each on the newest version, one version per distinct check", async () => {
    const site = await start(backend);
    const head = await site.content.head();
    const answers = await Promise.all(
      ["en", "de", "en", "de", "hu", "en"].map((language) => site.check("home", language)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303, 303, 303, 303]);
    const marks = async () =>
      (await site.content.history(100)).filter((v) => v.subject.startsWith("Checked:"));
    expect((await marks()).map((v) => v.subject).sort()).toEqual([
      "Checked: home/de",
      "Checked: home/en",
      "Checked: home/hu",
    ]);
    // 30 identical marks at once (a double click, a script): one version.
    const thirty = await Promise.all(
      Array.from({ length: 30 }, () => site.check("security", "de")),
    );
    expect(new Set(thirty.map((answer) => answer.status))).toEqual(new Set([303]));
    expect((await marks()).filter((v) => v.subject === "Checked: security/de")).toHaveLength(1);
    // Against other versions it is another check: recorded.
    await site.edit("services/security/hu.yaml", (data) => {
      data.hero.heading = "Új cím";
    });
    expect((await site.check("security", "de")).status).toBe(303);
    expect((await marks()).filter((v) => v.subject === "Checked: security/de")).toHaveLength(2);
    // No release was needed: the published content is the same.
    expect((await site.content.head())?.tree).toBe(head?.tree);
  });
});

describe("a check mark", () => {
  it("is kept by a backup and a restore", async () => {
    const site = await start("sqlite");
    await site.publishHungarianHeading();
    expect((await site.check("home", "en")).status).toBe(303);
    const root = join(site.editor.contentDir, "..");
    // The live release is not what this test is about (the backup's own tests are): none is
    // copied, so the restore makes none.
    const files = (at: string) => ({
      ...siteFiles({
        DATABASE_PATH: join(at, "data", "inquiries.sqlite"),
        CONTENT_DIR: join(at, "content"),
      }),
      releasesDir: tempDir("dp-languages-no-releases-"),
      buildDir: tempDir("dp-languages-no-build-"),
      release: { ...site.editor.release, cwd: at },
    });
    const backup = join(tempDir("dp-languages-backup-"), "site.backup");
    await writeBackup(files(root), backup);
    const target = tempDir("dp-languages-restored-");
    await restoreBackup(backup, files(target), { migrations: [] });
    const restored = new FolderContentStore({
      contentDir: join(target, "content"),
      gitDir: join(target, "data", "content.git"),
    });
    const home = (await pageSteps(restored)).find((s) => s.page === "home");
    expect(home?.behind).toEqual(["de"]);
    expect(home?.languages[1]?.check).toMatchObject({ by: "Kovács Anna" });
    expect(readFileSync(join(target, "content", "home", "hu.yaml"), "utf8")).toContain(newHeading);
  });
});
