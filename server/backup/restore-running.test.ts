/**
 * A restore refuses a running server, and anything that is not a backup file, before it
 * reads or writes: on SQLite the server's lock on its data folder (server/shared/data-lock.ts;
 * a killed server's lock goes with it), on PostgreSQL the instances connected to the database,
 * named; a folder, a named pipe and a device, each with its own message. Sessions of a
 * restored editor store end.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { configOn } from "../../test/backends.ts";
import {
  caughtConsole,
  perTest,
  postJson,
  sampleInquiry,
  tempDir,
  testConfig,
} from "../../test/support.ts";
import { runBackup } from "../cli/backup.ts";
import { runRestore } from "../cli/restore.ts";

const servers = perTest();
const { log, error, printed } = caughtConsole();

/** A site's settings under one folder, with an editor store holding an account and a session. */
function site() {
  const root = tempDir("dp-restore-running-");
  const env: Record<string, string> = {
    DATABASE_PATH: join(root, "data", "inquiries.sqlite"),
    CONTENT_DIR: join(root, "content"),
  };
  mkdirSync(join(root, "content"), { recursive: true });
  writeFileSync(join(root, "content", "company.yaml"), "name: Danubius Protect\n");
  return { root, env };
}

async function backupWithSession(): Promise<string> {
  const original = site();
  const editor = join(original.root, "data", "editor.sqlite");
  mkdirSync(dirname(editor), { recursive: true });
  const db = new DatabaseSync(editor);
  db.exec(`CREATE TABLE editors (name TEXT PRIMARY KEY);
    CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, editor TEXT);
    CREATE TABLE session_views (token_hash TEXT PRIMARY KEY, versions TEXT);
    INSERT INTO editors VALUES ('Kovács Anna');
    INSERT INTO sessions VALUES ('abc', 'Kovács Anna');
    INSERT INTO session_views VALUES ('abc', '{}');`);
  db.close();
  const file = join(tempDir("dp-restore-file-"), "site.backup");
  expect(await runBackup([file], original.env), printed(error)).toBe(0);
  return file;
}

describe("npm run restore beside a running server", () => {
  it("SQLite: refuses while a server runs on the data folder, naming what to stop; restores once it stopped", async () => {
    const file = await backupWithSession();
    const target = site();
    const running = await servers.server(testConfig({ databasePath: target.env.DATABASE_PATH }));
    expect(await postJson(`${running.url}/api/contact`, sampleInquiry)).toMatchObject({
      status: 200,
    });

    expect(await runRestore([file, "--force"], target.env)).toBe(1);
    expect(printed(error)).toContain("Nothing restored: A server is running on this site's data");
    expect(printed(error)).toContain("Stop it first");
    expect(printed(log)).not.toContain("Restored");
    // Nothing replaced: the inquiry the server stored is still there.
    const inquiries = new DatabaseSync(target.env.DATABASE_PATH ?? "", { readOnly: true });
    expect(inquiries.prepare("SELECT count(*) AS n FROM inquiries").get()).toMatchObject({ n: 1 });
    inquiries.close();

    await running.close();
    error.mockClear();
    expect(await runRestore([file, "--force"], target.env), printed(error)).toBe(0);
    // The restored accounts' sessions ended: everyone signs in again.
    const editor = new DatabaseSync(join(target.root, "data", "editor.sqlite"), { readOnly: true });
    expect(editor.prepare("SELECT count(*) AS n FROM sessions").get()).toMatchObject({ n: 0 });
    expect(editor.prepare("SELECT count(*) AS n FROM editors").get()).toMatchObject({ n: 1 });
    editor.close();
  });

  it("SQLite: a server killed with SIGKILL leaves no lock behind", async () => {
    const file = await backupWithSession();
    const target = site();
    const lock = new URL("../shared/data-lock.ts", import.meta.url).pathname;
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { holdDataFolder } from ${JSON.stringify(lock)}; holdDataFolder(process.argv[1]); console.log("held"); setInterval(() => {}, 1000);`,
        target.env.DATABASE_PATH ?? "",
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    await new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
    expect(await runRestore([file, "--force"], target.env)).toBe(1);
    expect(printed(error)).toContain("A server is running");
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
    expect(await runRestore([file, "--force"], target.env), printed(error)).toBe(0);
  });

  it("PostgreSQL: refuses, naming the instances connected to the database", async () => {
    const config = await configOn("postgres");
    await servers.server(config);
    const file = join(tempDir("dp-restore-file-"), "site.backup");
    writeFileSync(file, "");
    const env = { DATABASE_URL: config.databaseUrl ?? "", DATABASE_PATH: config.databasePath };
    expect(await runRestore([file, "--force"], env)).toBe(1);
    expect(printed(error)).toMatch(/^Nothing restored: DATABASE_URL is set/);
    expect(printed(error)).toContain(`1 instance of the site is connected to this database now (`);
    expect(printed(error)).toContain(`${process.pid}: host and process id): stop it before`);
  });
});

describe("npm run restore given what is not a backup file", () => {
  const refusals = (path: string) => async () => {
    const target = site();
    const started = Date.now();
    expect(await runRestore([path, "--force"], target.env)).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(printed(error)).not.toContain("What was written so far stays");
    expect(existsSync(join(target.root, "data"))).toBe(false);
    return printed(error);
  };

  it("a folder", async () => {
    const folder = tempDir("dp-restore-folder-");
    expect(await refusals(folder)()).toBe(
      `Nothing restored: ${folder} is a folder: name the backup file in it.`,
    );
  });

  it("a named pipe, which is never opened (it would wait for a writer)", async () => {
    const pipe = join(tempDir("dp-restore-pipe-"), "site.backup");
    execFileSync("mkfifo", [pipe]);
    expect(await refusals(pipe)()).toContain(`${pipe} is not a regular file (a named pipe`);
  });

  it("a device", async () => {
    expect(await refusals("/dev/zero")()).toContain("/dev/zero is not a regular file");
  });
});
