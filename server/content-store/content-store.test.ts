import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freshDatabase } from "../../test/postgres.ts";
import { tempDir, until } from "../../test/support.ts";
import { filesUnder } from "../shared/files-under.ts";
import { openPostgres, type Pool } from "../shared/postgres.ts";
import type { ContentEvent, ContentStore } from "./content-store.ts";
import { FolderContentStore } from "./folder-store.ts";
import { PostgresContentStore } from "./postgres-store.ts";
import { blobSha } from "./tree.ts";

const anna = { name: "Kovács Anna", email: "kovacs.anna@editor.invalid" };
const bela = { name: "Nagy Béla", email: "nagy.bela@editor.invalid" };
/** Every byte value, so a store that treats a photo as text is caught. */
const photo = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));

/** No file of these tests is near any size limit. */
const anySize = Number.POSITIVE_INFINITY;

const pools: Pool[] = [];
const stores: ContentStore[] = [];
afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
  await Promise.all(pools.map((pool) => pool.end()));
});

/** A content folder as the code ships it: a YAML file, a file in a subfolder, a photo. */
function shippedContent(): string {
  const dir = join(tempDir("dp-store-"), "content");
  mkdirSync(join(dir, "home"), { recursive: true });
  mkdirSync(join(dir, "photos"));
  writeFileSync(join(dir, "company.yaml"), "name: Danubius Protect\n");
  writeFileSync(join(dir, "home", "hu.yaml"), "title: Biztonság\n");
  writeFileSync(join(dir, "photos", "hero.jpg"), photo);
  return dir;
}

async function folderStore(): Promise<ContentStore> {
  const contentDir = shippedContent();
  const store = new FolderContentStore({
    contentDir,
    gitDir: join(tempDir("dp-store-git-"), "content.git"),
  });
  expect(await store.initialize()).toBe(true);
  return store;
}

/** Two PostgreSQL stores on one database, each with a pool of its own (two instances). */
async function postgresStores(
  pollMs = 60_000,
): Promise<[PostgresContentStore, PostgresContentStore]> {
  const url = await freshDatabase(inject("postgresUrl"));
  const [a, b] = [openPostgres(url), openPostgres(url)].map((pool) => {
    pools.push(pool);
    const store = new PostgresContentStore(pool, { contentDir: shippedContent(), pollMs });
    stores.push(store);
    return store;
  }) as [PostgresContentStore, PostgresContentStore];
  await Promise.all([a.migrate(), b.migrate()]);
  const made = await Promise.all([a.initialize(), b.initialize()]);
  expect(made.filter(Boolean)).toHaveLength(1);
  return [a, b];
}

const implementations: Array<[string, () => Promise<ContentStore>]> = [
  ["the content folder and its git repository", folderStore],
  ["PostgreSQL", async () => (await postgresStores())[0]],
];

const text = (bytes: Buffer | undefined) => bytes?.toString("utf8");

describe.each(implementations)("the content store in %s", (_, open) => {
  it("saves a file only when it is still the version the writer was shown", async () => {
    const store = await open();
    const files = await store.files();
    expect([...files.keys()].sort()).toEqual(["company.yaml", "home/hu.yaml", "photos/hero.jpg"]);
    expect(files.get("photos/hero.jpg")).toBe(blobSha(photo));

    const shown = new Map(files);
    const first = await store.save(
      anna.name,
      [{ path: "home/hu.yaml", contents: Buffer.from("title: Új\n") }],
      shown,
    );
    expect(first).toEqual({
      ok: true,
      versions: new Map([["home/hu.yaml", blobSha(Buffer.from("title: Új\n"))]]),
    });
    // Béla was shown the same tree: his save of the same file is stale.
    const stale = await store.save(
      bela.name,
      [
        { path: "company.yaml", contents: Buffer.from("name: x\n") },
        { path: "home/hu.yaml", contents: Buffer.from("title: Régi\n") },
      ],
      shown,
    );
    expect(stale).toMatchObject({ ok: false, reason: "conflict", path: "home/hu.yaml" });
    expect(text(await store.read("home/hu.yaml", anySize))).toBe("title: Új\n");
    // Nothing of the refused save was written, not even its first file.
    expect(text(await store.read("company.yaml", anySize))).toBe("name: Danubius Protect\n");
    // A file the writer saw as missing must still be missing.
    await store.save(anna.name, [{ path: "home/en.yaml", contents: Buffer.from("a: 1\n") }], shown);
    const late = await store.save(
      bela.name,
      [{ path: "home/en.yaml", contents: Buffer.from("a: 2\n") }],
      shown,
    );
    expect(late).toMatchObject({ ok: false, path: "home/en.yaml" });
    // A deletion.
    const now = await store.files();
    expect(await store.save(anna.name, [{ path: "home/en.yaml" }], now)).toMatchObject({
      ok: true,
    });
    expect(await store.read("home/en.yaml", anySize)).toBeUndefined();
  });

  it("lets one of two writers at once win, and tells the other", async () => {
    const store = await open();
    const shown = await store.files();
    const results = await Promise.all(
      ["A", "B", "C", "D"].map((letter) =>
        store.save(
          letter,
          [
            { path: "company.yaml", contents: Buffer.from(`name: ${letter}\n`) },
            { path: "home/hu.yaml", contents: Buffer.from(`title: ${letter}\n`) },
          ],
          shown,
        ),
      ),
    );
    const won = results.flatMap((result, i) => (result.ok ? ["ABCD"[i]] : []));
    expect(won).toHaveLength(1);
    // Both files are the winner's: no save was half applied over another.
    expect(text(await store.read("company.yaml", anySize))).toBe(`name: ${won[0]}\n`);
    expect(text(await store.read("home/hu.yaml", anySize))).toBe(`title: ${won[0]}\n`);
  });

  it("records versions, tells their changes, and brings an old one back as a new version", async () => {
    const store = await open();
    const first = await store.head();
    expect(first).toBeDefined();
    const firstTree = await store.workingTree();
    expect(firstTree).toBe(first?.tree);

    await store.save(
      anna.name,
      [
        { path: "home/hu.yaml", contents: Buffer.from("title: Második\n") },
        { path: "home/de.yaml", contents: Buffer.from("title: Zweite\n") },
      ],
      await store.files(),
    );
    const second = await store.workingTree();
    expect(await store.changes(first?.tree, second)).toEqual([
      { status: "added", path: "home/de.yaml" },
      { status: "modified", path: "home/hu.yaml" },
    ]);
    const hash = await store.commit(
      second,
      anna,
      "Publish home/hu.yaml\n\nmodified: home/hu.yaml",
      first?.hash,
    );
    expect(await store.head()).toEqual({ hash, tree: second });
    expect(await store.resolve(hash.slice(0, 8))).toEqual({ hash, tree: second });
    expect(await store.resolve("zzzz")).toBeUndefined();
    // A publisher that started from the first version comes too late.
    await expect(store.commit(firstTree, bela, "Publish", first?.hash)).rejects.toThrow(
      /meanwhile/,
    );
    const [newest, oldest] = await store.history();
    expect(newest).toMatchObject({
      hash,
      author: anna.name,
      subject: "Publish home/hu.yaml",
      body: "modified: home/hu.yaml",
    });
    expect(oldest?.subject).toBe("Content as first published");
    const last = await store.lastChanges(["home/hu.yaml", "company.yaml", "nowhere.yaml"]);
    expect(last.get("home/hu.yaml")?.commit).toBe(hash);
    expect(last.get("company.yaml")?.commit).toBe(first?.hash);
    expect(last.has("nowhere.yaml")).toBe(false);
    expect((await store.lastCommitOf("home/hu.yaml"))?.author).toBe(anna.name);

    // Undo: the working copy becomes the first version, unless a save came in between.
    expect(await store.restore(firstTree, "0".repeat(40), bela.name)).toBe(false);
    expect(await store.restore(firstTree, second, bela.name)).toBe(true);
    expect(await store.workingTree()).toBe(firstTree);
    expect(await store.read("home/de.yaml", anySize)).toBeUndefined();
    expect(text(await store.read("home/hu.yaml", anySize))).toBe("title: Biztonság\n");
    const undo = await store.commit(firstTree, bela, "Undo\n\nMigration: 001-x", hash);
    expect((await store.head())?.hash).toBe(undo);
    expect(await store.changes(second, firstTree)).toHaveLength(2);
    expect(await store.migrations()).toEqual(new Set(["001-x"]));

    // A version that changes no file (a check mark) is listed, and changes no file's last change.
    const mark = await store.commit(firstTree, anna, "Checked: home/en", undo);
    expect((await store.history(2)).map((version) => version.hash)).toEqual([mark, undo]);
    expect((await store.lastChanges(["home/hu.yaml"])).get("home/hu.yaml")?.commit).toBe(undo);
  });

  it("writes a version into a folder byte for byte, and names a folder as git does", async () => {
    const store = await open();
    await store.save(
      anna.name,
      [{ path: "photos/second.png", contents: photo.subarray(100) }],
      await store.files(),
    );
    const tree = await store.workingTree();
    const dir = join(tempDir("dp-materialized-"), "content");
    await store.materialize(tree, dir);
    const written = new Map(
      filesUnder(dir).map((file) => [relative(dir, file).split(sep).join("/"), readFileSync(file)]),
    );
    expect([...written.keys()].sort()).toEqual([
      "company.yaml",
      "home/hu.yaml",
      "photos/hero.jpg",
      "photos/second.png",
    ]);
    expect(written.get("photos/hero.jpg")?.equals(photo)).toBe(true);
    expect(written.get("photos/second.png")?.equals(photo.subarray(100))).toBe(true);
    expect(await store.treeOfFolder(dir)).toBe(tree);
    // git names the same folder the same.
    const git = join(tempDir("dp-git-"), "repo.git");
    execFileSync("git", ["init", "--quiet", "--bare", git]);
    const env = { ...process.env, GIT_DIR: git, GIT_WORK_TREE: dir, GIT_INDEX_FILE: `${git}/i` };
    execFileSync("git", ["add", "--all"], { env, cwd: dir });
    expect(execFileSync("git", ["write-tree"], { env, cwd: dir }).toString().trim()).toBe(tree);
  });
});

describe("the content store in PostgreSQL, across instances", () => {
  it("tells a second instance of a new version and a preview over NOTIFY", async () => {
    // Polling once a minute: what arrives within the test came by NOTIFY.
    const [a, b] = await postgresStores(60_000);
    const heard: ContentEvent[] = [];
    b.watch((event) => heard.push(event));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const tree = await a.workingTree();
    await a.setPreview(tree);
    await until(() => heard.includes("preview"), 3_000);
    expect(await b.preview()).toMatchObject({ tree });
    await a.save(anna.name, [{ path: "x.yaml", contents: Buffer.from("x\n") }], await a.files());
    const started = performance.now();
    await a.commit(await a.workingTree(), anna, "Publish x.yaml", (await a.head())?.hash);
    await until(() => heard.includes("published"), 3_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("catches up by looking when a notification was missed", async () => {
    const [a, b] = await postgresStores(200);
    const heard: ContentEvent[] = [];
    const stop = b.watch((event) => heard.push(event));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A version recorded without NOTIFY, as if the listening connection had dropped.
    const pool = pools.at(-1) as Pool;
    await pool.query(
      `INSERT INTO content_versions (hash, parent, tree, author_name, author_email, message, created_at)
       SELECT repeat('a', 40), hash, tree, 'x', 'x', 'x', now() FROM content_versions`,
    );
    await until(() => heard.includes("published"), 3_000);
    await stop();
    expect(await a.head()).toMatchObject({ hash: "a".repeat(40) });
  });

  it("lets one instance publish at a time, and frees the turn of an instance that died", async () => {
    const [a, b] = await postgresStores();
    const spans: Array<[string, number, number]> = [];
    const work = (name: string) => async () => {
      const start = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      spans.push([name, start, performance.now()]);
    };
    await Promise.all([a.publishing(work("a")), b.publishing(work("b")), a.publishing(work("a2"))]);
    spans.sort((x, y) => x[1] - y[1]);
    expect(spans).toHaveLength(3);
    for (let i = 1; i < spans.length; i++)
      expect(spans[i]?.[1]).toBeGreaterThanOrEqual(spans[i - 1]?.[2] ?? Infinity);

    // An instance dies while publishing: its connection ends, and the other gets its turn.
    const url = await freshDatabase(inject("postgresUrl"));
    const dying = openPostgres(url);
    const living = openPostgres(url);
    pools.push(living);
    const c = new PostgresContentStore(dying, { contentDir: "" });
    const d = new PostgresContentStore(living, { contentDir: "" });
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    void c
      .publishing(() => {
        entered();
        return new Promise(() => {});
      })
      .catch(() => {});
    await inside;
    const started = performance.now();
    const waiting = d.publishing(async () => performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The dying instance's connection ends, as when its machine goes away (this database's
    // only: the run's other test files hold advisory locks in databases of their own).
    await living.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted
       AND pid <> pg_backend_pid()
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    expect(await waiting).toBeGreaterThanOrEqual(300);
  });
});
