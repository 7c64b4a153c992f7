/**
 * The content in PostgreSQL, shared by every instance on one DATABASE_URL: the working copy
 * (`content_files`, path → blob SHA, with who wrote it), file contents once per blob SHA
 * (`content_blobs`), each version's listing once per tree SHA (`content_trees`), the linear
 * history (`content_versions`, at most one child per version, so two publishers can never
 * both extend the same version) and the preview every instance serves (`content_preview`).
 *
 * A new version or preview is announced with NOTIFY on the `content` channel in the same
 * transaction that records it; `watch` also looks every few seconds, so an instance whose
 * listening connection dropped still catches up. One publisher at a time across instances is
 * a session-level advisory lock: it ends with its connection, so a killed instance frees it.
 */

import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { migratePostgres, type Pool, pgTransaction } from "../shared/postgres.ts";
import {
  type Author,
  type ContentEvent,
  type ContentStore,
  type FileChange,
  listingChanges,
  type SaveResult,
  type Version,
} from "./content-store.ts";
import { lockWorking, whilePublishing } from "./postgres-locks.ts";
import {
  insertVersion,
  type Listing,
  lastChangesOf,
  lastCommitOf,
  listingOf,
  replaceWorking,
  storeBlob,
  storeFolder,
  storeTree,
} from "./postgres-rows.ts";
import { migrations } from "./postgres-schema.ts";
import { watchChannel } from "./postgres-watch.ts";
import { gitTree } from "./tree.ts";

const channel = "content";
/** How often `watch` looks without being told: the bound on a missed notification. */
const defaultPollMs = 2_000;

/** The author of the first version, made from the content shipped with the code. */
const firstAuthor: Author = { name: "Danubius Protect", email: "content@editor.invalid" };

export class PostgresContentStore implements ContentStore {
  readonly #pool: Pool;
  readonly #pollMs: number;
  readonly #shippedDir: string;
  readonly #stops = new Set<() => Promise<void>>();

  constructor(
    pool: Pool,
    options: { /** The content shipped with the code. */ contentDir: string; pollMs?: number },
  ) {
    this.#pool = pool;
    this.#shippedDir = options.contentDir;
    this.#pollMs = options.pollMs ?? defaultPollMs;
  }

  /** Creates the tables (once across instances). */
  migrate(): Promise<void> {
    return migratePostgres(this.#pool, "content", migrations);
  }

  /** On the first start against an empty database; true on the one instance that made it. */
  async initialize(): Promise<boolean> {
    return pgTransaction(this.#pool, async (client) => {
      await lockWorking(client);
      const { rowCount } = await client.query("SELECT 1 FROM content_versions LIMIT 1");
      if (rowCount) return false;
      const listing = await storeFolder(client, this.#shippedDir);
      await replaceWorking(client, listing, firstAuthor.name);
      const tree = await storeTree(client, listing);
      await insertVersion(client, tree, firstAuthor, "Content as first published", undefined);
      return true;
    });
  }

  async fault(): Promise<undefined> {
    return undefined;
  }

  async files(): Promise<Listing> {
    const { rows } = await this.#pool.query<{ path: string; sha: string }>(
      "SELECT path, sha FROM content_files",
    );
    return new Map(rows.map((row) => [row.path, row.sha]));
  }

  /** Rows have no links: the guard's checks of the request are all there is. */
  unsafePath(): boolean {
    return false;
  }

  async read(path: string, maxBytes: number): Promise<Buffer | undefined> {
    const { rows } = await this.#pool.query<{ bytes: Buffer }>(
      `SELECT b.bytes FROM content_files f JOIN content_blobs b ON b.sha = f.sha
       WHERE f.path = $1 AND length(b.bytes) <= $2::double precision`,
      [path, maxBytes],
    );
    return rows[0]?.bytes;
  }

  save(
    editor: string,
    changes: readonly FileChange[],
    base: ReadonlyMap<string, string>,
  ): Promise<SaveResult> {
    return pgTransaction(this.#pool, async (client): Promise<SaveResult> => {
      await lockWorking(client);
      const { rows } = await client.query<{ path: string; sha: string; editor: string; at: Date }>(
        `SELECT path, sha, editor, written_at AS at FROM content_files WHERE path = ANY($1)`,
        [changes.map((change) => change.path)],
      );
      const now = new Map(rows.map((row) => [row.path, row]));
      for (const { path } of changes) {
        const row = now.get(path);
        if (row?.sha !== base.get(path)) {
          const by = row && { editor: row.editor, at: row.at.toISOString() };
          return { ok: false, reason: "conflict", path, now: row?.sha, ...(by && { by }) };
        }
      }
      const versions = new Map<string, string | undefined>();
      for (const { path, contents } of changes) {
        if (!contents) {
          await client.query("DELETE FROM content_files WHERE path = $1", [path]);
          versions.set(path, undefined);
          continue;
        }
        const sha = await storeBlob(client, contents);
        await client.query(
          `INSERT INTO content_files (path, sha, editor) VALUES ($1, $2, $3)
           ON CONFLICT (path) DO UPDATE SET sha = excluded.sha, editor = excluded.editor,
             written_at = now()`,
          [path, sha, editor],
        );
        versions.set(path, sha);
      }
      return { ok: true, versions };
    });
  }

  async workingTree(): Promise<string> {
    // One statement reads one committed state: a save is wholly in it or wholly not.
    return storeTree(this.#pool, await this.files());
  }

  treeOfFolder(dir: string): Promise<string> {
    return pgTransaction(this.#pool, async (client) =>
      storeTree(client, await storeFolder(client, dir)),
    );
  }

  async head(): Promise<{ hash: string; tree: string } | undefined> {
    const { rows } = await this.#pool.query<{ hash: string; tree: string }>(
      "SELECT hash, tree FROM content_versions ORDER BY seq DESC LIMIT 1",
    );
    return rows[0];
  }

  async resolve(ref: string): Promise<{ hash: string; tree: string } | undefined> {
    if (!/^[0-9a-f]{4,64}$/i.test(ref)) return undefined;
    const { rows } = await this.#pool.query<{ hash: string; tree: string }>(
      "SELECT hash, tree FROM content_versions WHERE hash LIKE $1 LIMIT 2",
      [`${ref.toLowerCase()}%`],
    );
    return rows.length === 1 ? rows[0] : undefined;
  }

  commit(
    tree: string,
    author: Author,
    message: string,
    parent: string | undefined,
  ): Promise<string> {
    return pgTransaction(this.#pool, async (client) => {
      const hash = await insertVersion(client, tree, author, message, parent);
      await client.query("SELECT pg_notify($1, $2)", [channel, "published"]);
      return hash;
    });
  }

  async history(limit = 100): Promise<Version[]> {
    const { rows } = await this.#pool.query<{
      hash: string;
      created_at: Date;
      author_name: string;
      message: string;
    }>(
      `SELECT hash, created_at, author_name, message FROM content_versions
       ORDER BY seq DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => {
      const [subject = "", ...rest] = row.message.split("\n");
      return {
        hash: row.hash,
        date: row.created_at.toISOString(),
        author: row.author_name,
        subject,
        body: rest.join("\n").trim(),
      };
    });
  }

  async changes(from: string | undefined, to: string) {
    const before = from === undefined ? new Map() : await this.#listing(from);
    return listingChanges(before, await this.#listing(to));
  }

  async materialize(tree: string, dir: string): Promise<void> {
    const listing = await this.#listing(tree);
    const root = resolve(dir);
    await mkdir(root, { recursive: true });
    for (const [path, sha] of listing) {
      const file = join(root, ...path.split("/"));
      if (!file.startsWith(root + sep))
        throw new Error(`A content path leaves its folder: ${path}`);
      const { rows } = await this.#pool.query<{ bytes: Buffer }>(
        "SELECT bytes FROM content_blobs WHERE sha = $1",
        [sha],
      );
      const bytes = rows[0]?.bytes;
      if (!bytes) throw new Error(`The content of ${path} (${sha}) is missing from the database`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
  }

  async fileAt(tree: string, path: string): Promise<string | undefined> {
    const sha = (await this.#listing(tree)).get(path);
    if (!sha) return undefined;
    const { rows } = await this.#pool.query<{ bytes: Buffer }>(
      "SELECT bytes FROM content_blobs WHERE sha = $1",
      [sha],
    );
    return rows[0]?.bytes.toString("utf8");
  }

  restore(tree: string, expected: string, editor: string): Promise<boolean> {
    return pgTransaction(this.#pool, async (client) => {
      await lockWorking(client);
      const { rows } = await client.query<{ path: string; sha: string }>(
        "SELECT path, sha FROM content_files",
      );
      if (gitTree(new Map(rows.map((row) => [row.path, row.sha]))).sha !== expected) return false;
      await replaceWorking(client, await listingOf(client, tree), editor);
      return true;
    });
  }

  listing(tree: string): Promise<Listing> {
    return this.#listing(tree);
  }

  writeTree(listing: ReadonlyMap<string, string>): Promise<string> {
    return storeTree(this.#pool, new Map(listing));
  }

  async blob(sha: string): Promise<Buffer | undefined> {
    const { rows } = await this.#pool.query<{ bytes: Buffer }>(
      "SELECT bytes FROM content_blobs WHERE sha = $1",
      [sha],
    );
    return rows[0]?.bytes;
  }

  writeBlob(bytes: Uint8Array): Promise<string> {
    return storeBlob(this.#pool, bytes);
  }

  /** Blobs and trees are never deleted here: a pinned version needs no row of its own. */
  async pin(): Promise<void> {}

  async unpin(): Promise<void> {}

  lastChanges(files: readonly string[]) {
    return lastChangesOf(this.#pool, files);
  }

  lastCommitOf(path: string) {
    return lastCommitOf(this.#pool, path);
  }

  async migrations(): Promise<Set<string>> {
    const { rows } = await this.#pool.query<{ id: string }>(
      `SELECT substring(message FROM '\\nMigration: (\\S+)') AS id FROM content_versions
       WHERE message LIKE '%' || chr(10) || 'Migration: %'`,
    );
    return new Set(rows.map((row) => row.id));
  }

  publishing<T>(work: () => Promise<T>): Promise<T> {
    return whilePublishing(this.#pool, work);
  }

  async preview(): Promise<{ tree: string; at: Date } | undefined> {
    const { rows } = await this.#pool.query<{ tree: string; at: Date }>(
      "SELECT tree, made_at AS at FROM content_preview",
    );
    return rows[0];
  }

  setPreview(tree: string): Promise<void> {
    return pgTransaction(this.#pool, async (client) => {
      await client.query(
        `INSERT INTO content_preview (tree) VALUES ($1)
         ON CONFLICT (one) DO UPDATE SET tree = excluded.tree, made_at = now()`,
        [tree],
      );
      await client.query("SELECT pg_notify($1, $2)", [channel, "preview"]);
    });
  }

  watch(listener: (event: ContentEvent) => void): () => Promise<void> {
    const end = watchChannel({
      connectionString: this.#pool.options.connectionString,
      channel,
      pollMs: this.#pollMs,
      look: async () => {
        const [head, preview] = await Promise.all([this.head(), this.preview()]);
        return { head: head?.hash, preview: preview && `${preview.tree}@${+preview.at}` };
      },
      listener,
    });
    const stop = async () => {
      this.#stops.delete(stop);
      await end();
    };
    this.#stops.add(stop);
    return stop;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#stops].map((stop) => stop()));
  }

  async #listing(tree: string): Promise<Listing> {
    return listingOf(this.#pool, tree);
  }
}
