/**
 * The backup file and its refusals, on real SQLite files and a real git repository: a round
 * trip of the stores, the history and the working copy into an empty site; a truncated file,
 * a changed byte, another format version, a file of another program and a site that has data
 * are refused with nothing written; the commands' help and usage.
 *
 * The stores here are plain SQLite files (the backup copies files, whatever their schema); a
 * whole site with its server and live release is backup-restore.build-test.ts.
 */

import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { caughtConsole, tempDir } from "../../test/support.ts";
import { runBackup } from "../cli/backup.ts";
import { runRestore } from "../cli/restore.ts";
import { siteSettings } from "../cli/site-settings.ts";
import { ContentRepo, FolderContentStore, ScheduleStore } from "../content-store/index.ts";
import type { ContentMigration } from "../publishing/index.ts";
import { Releases } from "../publishing/index.ts";
import { readRelease } from "../release/index.ts";
import { filesUnder } from "../shared/files-under.ts";
import { ArchiveWriter } from "./archive.ts";
import { liveRecordPart } from "./live-record.ts";
import { restoreBackup } from "./restore.ts";
import { siteFilesOf } from "./site-files.ts";

/** A site's settings: everything under one folder, as DATABASE_PATH and CONTENT_DIR place it. */
function site() {
  const root = tempDir("dp-backup-site-");
  return {
    root,
    env: {
      DATABASE_PATH: join(root, "data", "inquiries.sqlite"),
      CONTENT_DIR: join(root, "content"),
    } as Record<string, string | undefined>,
  };
}

const fakeRelease = join(import.meta.dirname, "../../test/fake-release.ts");
const stores = ["inquiries.sqlite", "analytics.sqlite", "editor.sqlite"];

/** A store file in WAL mode, as the server keeps them, with `rows` written into it. */
function writeStore(path: string, rows: readonly string[]): void {
  mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec("PRAGMA journal_mode = WAL; CREATE TABLE IF NOT EXISTS t (x TEXT)");
  for (const row of rows) db.prepare("INSERT INTO t (x) VALUES (?)").run(row);
  db.close();
}

const rowsOf = (path: string) => {
  const db = new DatabaseSync(path, { readOnly: true });
  const rows = (db.prepare("SELECT x FROM t ORDER BY rowid").all() as { x: string }[]).map(
    (row) => row.x,
  );
  db.close();
  return rows;
};

/** A site with data: three stores, a content folder with history and an unpublished edit. */
async function siteWithData() {
  const original = site();
  const data = join(original.root, "data");
  for (const store of stores) writeStore(join(data, store), [`${store} 1`, "ő ű \u{1F600}"]);
  const content = join(original.root, "content");
  mkdirSync(join(content, "services", "security"), { recursive: true });
  writeFileSync(join(content, "company.yaml"), "name: Danubius Protect\n");
  writeFileSync(join(content, "services", "security", "hu.yaml"), "title: Biztonság\n");
  writeFileSync(join(content, "photo.jpg"), Buffer.alloc(9 * 1024 * 1024, 7));
  const repo = new ContentRepo({ gitDir: join(data, "content.git"), workTree: content });
  await repo.init();
  writeFileSync(join(content, "company.yaml"), "name: Danubius Protect Kft.\n");
  await repo.commit({ name: "Kovács Anna", email: "anna@editor.invalid" }, "Publish company.yaml");
  writeFileSync(join(content, "services", "security", "hu.yaml"), "title: Vázlat\n");
  // A save being written (content-guard.ts): not part of the working copy.
  writeFileSync(join(content, "company.yaml.4242.tmp"), "half");
  return { ...original, repo };
}

const { log, error, printed } = caughtConsole();

async function backupOf(env: Record<string, string | undefined>): Promise<string> {
  const file = join(tempDir("dp-backup-file-"), "site.backup");
  expect(await runBackup([file], env), printed(error)).toBe(0);
  return file;
}

const contentOf = (dir: string) =>
  Object.fromEntries(
    filesUnder(dir).map((file) => [file.slice(dir.length + 1), readFileSync(file).toString("hex")]),
  );

describe("npm run backup → npm run restore", () => {
  it("brings back the stores, the history and the working copy into an empty site", async () => {
    const original = await siteWithData();
    const file = await backupOf(original.env);
    expect(printed(log)).toContain("stores: inquiries.sqlite, analytics.sqlite, editor.sqlite");
    // Personal data: readable by its owner only.
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const restored = site();
    mkdirSync(join(restored.root, "content"));
    writeFileSync(join(restored.root, "content", "shipped.yaml"), "replaced: true\n");
    expect(await runRestore([file], restored.env), printed(error)).toBe(0);

    for (const store of stores) {
      expect(rowsOf(join(restored.root, "data", store))).toEqual(
        rowsOf(join(original.root, "data", store)),
      );
    }
    const { "company.yaml.4242.tmp": unfinished, ...working } = contentOf(
      join(original.root, "content"),
    );
    expect(unfinished).toBeDefined();
    expect(contentOf(join(restored.root, "content"))).toEqual(working);
    const repo = new ContentRepo({
      gitDir: join(restored.root, "data", "content.git"),
      workTree: join(restored.root, "content"),
    });
    expect(await repo.history()).toEqual(await original.repo.history());
    expect(await repo.headTree()).toBe(await original.repo.headTree());
    expect(await repo.changes()).toEqual([
      { status: "modified", path: "services/security/hu.yaml" },
    ]);
  });

  it("carries a scheduled change: its row and its files, pinned in the history", async () => {
    const original = await siteWithData();
    const data = join(original.root, "data");
    const folder = new FolderContentStore({
      contentDir: join(original.root, "content"),
      gitDir: join(data, "content.git"),
    });
    const target = await folder.writeBlob(Buffer.from("title: Januári ár\n"));
    const base =
      (await folder.listing(await original.repo.headTree())).get("services/security/hu.yaml") ??
      null;
    await folder.pin(
      "schedule-x",
      await folder.writeTree(new Map([["services/security/hu.yaml", target]])),
    );
    const schedules = await ScheduleStore.open({ path: join(data, "schedule.sqlite") });
    const at = new Date("2027-01-01T00:00:00+01:00");
    const change = { path: "services/security/hu.yaml", base, target };
    await schedules.add({
      at,
      author: { name: "Kovács Anna", email: "a@editor.invalid" },
      entries: ["security-hu"],
      files: [change],
      lines: ["Ár"],
    });
    await schedules.close();
    await folder.close();
    const file = await backupOf(original.env);
    expect(printed(log)).toContain("schedule.sqlite");

    const restored = site();
    expect(await runRestore([file], restored.env), printed(error)).toBe(0);
    const back = await ScheduleStore.open({ path: join(restored.root, "data", "schedule.sqlite") });
    const [waiting] = await back.waiting();
    await back.close();
    expect(waiting).toMatchObject({ at, files: [change], state: "scheduled" });
    const again = new FolderContentStore({
      contentDir: join(restored.root, "content"),
      gitDir: join(restored.root, "data", "content.git"),
    });
    expect((await again.blob(target))?.toString()).toBe("title: Januári ár\n");
    // Still pinned: git keeps it for as long as the change waits.
    await expect(
      again.repo.git(["rev-parse", "--verify", "refs/pinned/schedule-x"]),
    ).resolves.toMatch(/^[0-9a-f]{40}/);
    await again.close();
  });

  it("refuses a truncated file, a changed byte, another format version and another program's file, writing nothing", async () => {
    const file = await backupOf((await siteWithData()).env);
    const variant = (name: string, change: (path: string) => void) => {
      const path = join(dirname(file), name);
      copyFileSync(file, path);
      change(path);
      return path;
    };
    const size = readFileSync(file).length;
    const cases = [
      [variant("truncated", (path) => truncateSync(path, Math.floor(size / 2))), /is damaged/],
      [
        variant("flipped", (path) => {
          const bytes = readFileSync(path);
          // Inside the photo's bytes (4,000 of them in a row: only a page of its data holds that),
          // where SQLite's own check of its pages sees nothing wrong.
          const at = bytes.indexOf(Buffer.alloc(4000, 7)) + 100;
          bytes[at] = 8;
          writeFileSync(path, bytes);
        }),
        /is damaged: its part "content\/photo.jpg" does not match its checksum/,
      ],
      [
        variant("version", (path) => {
          const db = new DatabaseSync(path);
          db.exec("PRAGMA user_version = 2");
          db.close();
        }),
        /is a backup of format version 2; this version of the site reads format version 1/,
      ],
      [
        variant("other", (path) => {
          const db = new DatabaseSync(path);
          db.exec("PRAGMA application_id = 7");
          db.close();
        }),
        /is not a backup of this site/,
      ],
      [variant("text", (path) => writeFileSync(path, "not a backup")), /is not a backup/],
      [join(dirname(file), "missing"), /does not exist/],
    ] as const;
    for (const [path, message] of cases) {
      const target = site();
      error.mockClear();
      expect(await runRestore([path], target.env), path).toBe(1);
      expect(printed(error)).toMatch(/^Nothing restored: /);
      expect(printed(error)).toMatch(message);
      expect(existsSync(join(target.root, "data")), path).toBe(false);
      expect(existsSync(join(target.root, "content")), path).toBe(false);
    }
  });

  it("makes the live release with this code, after the content migrations an older backup lacks", async () => {
    const original = site();
    const content = join(original.root, "content");
    mkdirSync(content);
    writeFileSync(join(content, "page.txt"), "Első változat");
    const data = join(original.root, "data");
    const repo = new ContentRepo({ gitDir: join(data, "content.git"), workTree: content });
    await repo.init();
    // The release the original served: the editor's, of its last commit, for its SITE_URL.
    const releases = new Releases(join(data, "releases"));
    const stage = await releases.stage();
    execFileSync(process.execPath, [fakeRelease, "--content", content, "--out", stage.path], {
      env: { ...process.env, SITE_URL: "https://backup.example.org" },
    });
    await releases.complete(stage.id, { tree: await repo.headTree(), code: "older" });
    await releases.makeCurrent(stage.id);
    const file = await backupOf(original.env);

    // This code needs a note.txt, which its migration writes.
    const code = tempDir("dp-backup-code-");
    mkdirSync(join(code, "server"));
    writeFileSync(join(code, "server", "code.txt"), "needs-note");
    writeFileSync(join(code, "code.json"), "{}");
    const note: ContentMigration = {
      id: "900-note",
      name: "Megjegyzés",
      migrate: async (dir) => writeFileSync(join(dir, "note.txt"), "megjegyzés"),
    };
    const restoreWith = (migrations: readonly ContentMigration[]) => {
      const target = site();
      const files = {
        ...siteFilesOf(siteSettings(target.env)),
        release: {
          command: process.execPath,
          args: [fakeRelease],
          cwd: target.root,
          codeDir: code,
        },
      };
      return { target, restoring: restoreBackup(file, files, { migrations }) };
    };

    const { target, restoring } = restoreWith([note]);
    const { release } = await restoring;
    const restored = new ContentRepo({
      gitDir: join(target.root, "data", "content.git"),
      workTree: join(target.root, "content"),
    });
    const [migration] = await restored.history(1);
    expect(migration?.subject).toBe("Tartalom-migráció: Megjegyzés");
    const live = new Releases(join(target.root, "data", "releases")).current();
    expect(live?.id).toBe(release);
    expect(live?.tree).toBe(await restored.headTree());
    expect(readFileSync(join(live?.client ?? "", "index.html"), "utf8")).toContain("Első változat");
    expect(readRelease(live?.dir ?? "").siteUrl).toBe("https://backup.example.org");
    expect(readFileSync(join(target.root, "content", "note.txt"), "utf8")).toBe("megjegyzés");

    await expect(restoreWith([]).restoring).rejects.toThrow(/The release step failed/);
  });

  it("refuses a backup whose record of the live release is not what a backup writes", async () => {
    const file = join(tempDir("dp-backup-file-"), "crafted.backup");
    const writer = new ArchiveWriter(file);
    const record = { source: "editor", tree: "--output=/tmp/x", siteUrl: "https://x.example" };
    writer.addBytes(liveRecordPart, Buffer.from(JSON.stringify(record)));
    await writer.finish({});
    const target = site();
    expect(await runRestore([file], target.env)).toBe(1);
    expect(printed(error)).toMatch(
      /^Nothing restored: The backup's record of the live release is not valid/,
    );
    expect(existsSync(join(target.root, "data"))).toBe(false);
  });

  it("replaces a site's data only with --force", async () => {
    const original = await siteWithData();
    const file = await backupOf(original.env);
    const target = site();
    const inquiries = join(target.root, "data", "inquiries.sqlite");
    writeStore(inquiries, ["newer"]);

    expect(await runRestore([file], target.env)).toBe(1);
    expect(printed(error)).toContain(inquiries);
    expect(printed(error)).toContain("--force");
    expect(rowsOf(inquiries)).toEqual(["newer"]);

    expect(await runRestore([file, "--force"], target.env), printed(error)).toBe(0);
    expect(rowsOf(inquiries)).toEqual(rowsOf(original.env.DATABASE_PATH ?? ""));
  });

  it("names a missing folder of the backup file", async () => {
    const { env } = await siteWithData();
    const folder = join(tempDir("dp-backup-file-"), "missing");
    expect(await runBackup([join(folder, "site.backup")], env)).toBe(1);
    expect(printed(error)).toBe(`No backup written: The folder ${folder} does not exist.`);
  });

  it("leaves PostgreSQL to its own tools", async () => {
    const { env } = await siteWithData();
    const file = join(tempDir("dp-backup-file-"), "site.backup");
    const withPostgres = { ...env, DATABASE_URL: "postgres://site@127.0.0.1:5432/site" };
    expect(await runBackup([file], withPostgres)).toBe(1);
    expect(printed(error)).toContain("pg_dump");
    expect(existsSync(file)).toBe(false);
    error.mockClear();
    expect(await runRestore([file], withPostgres)).toBe(1);
    expect(printed(error)).toMatch(/^Nothing restored: DATABASE_URL is set.*pg_dump/);
  });

  it("answer --help and -h with their usage, and a wrong call with it and exit 2", async () => {
    for (const [run, name] of [
      [runBackup, "backup"],
      [runRestore, "restore"],
    ] as const) {
      for (const flag of ["--help", "-h"]) {
        log.mockClear();
        expect(await run([flag], {})).toBe(0);
        expect(printed(log)).toMatch(new RegExp(`^npm run ${name} -- FILE`));
      }
      error.mockClear();
      expect(await run([], {})).toBe(2);
      expect(printed(error)).toContain(`usage: npm run ${name} -- FILE`);
    }
  });
});
