/** The stores' shared SQLite plumbing: files move up their migrations, once, and never down. */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import { SqliteEditorStore } from "../accounts/index.ts";
import { migrate, openStore, type StoreFile } from "./sqlite.ts";

const file: StoreFile = {
  name: "the test store",
  setting: "TEST_DATABASE_PATH",
  fileName: "test.sqlite",
  pragmas: "PRAGMA journal_mode = WAL;",
};

const versionOf = (db: DatabaseSync) =>
  (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;

describe("migrate", () => {
  it("runs only the migrations a file has not had, and refuses a file from a newer server", () => {
    const path = join(tempDir("dp-sqlite-"), "nested", "test.sqlite");
    const first = openStore(path, file);
    migrate(first, file, ["CREATE TABLE a (x TEXT) STRICT"]);
    first.close();
    const second = openStore(path, file);
    migrate(second, file, ["CREATE TABLE a (x TEXT) STRICT", "ALTER TABLE a ADD COLUMN y TEXT"]);
    expect(versionOf(second)).toBe(2);
    expect(() => migrate(second, file, ["CREATE TABLE a (x TEXT) STRICT"])).toThrow(
      "The test store is at schema 2; this server knows up to 1.",
    );
    second.close();
  });

  it("opens an editor file written before the editor store migrated, keeping its accounts", async () => {
    const path = join(tempDir("dp-sqlite-"), "editor.sqlite");
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE editors (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL,
      created_at TEXT NOT NULL) STRICT;
      INSERT INTO editors VALUES ('Kovács Anna', 'hash', '2026-11-01T00:00:00.000Z');`);
    old.close();
    const store = new SqliteEditorStore(path);
    expect(await store.passwordHashOf("Kovács Anna")).toBe("hash");
    expect(await store.maySeeInquiries("Kovács Anna")).toBe(false);
    await store.close();
    // Moved up to the schema a new file gets.
    const fresh = join(tempDir("dp-sqlite-"), "editor.sqlite");
    await new SqliteEditorStore(fresh).close();
    const latest = new DatabaseSync(fresh);
    const newest = versionOf(latest);
    latest.close();
    expect(newest).toBeGreaterThan(4);
    const check = new DatabaseSync(path);
    expect(versionOf(check)).toBe(newest);
    check.close();
  });
});
