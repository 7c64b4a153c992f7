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

import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import pg from "pg";
import { filesUnder } from "../shared/files-under.ts";
import { migratePostgres, type Pool, pgTransaction, type Queryable } from "../shared/postgres.ts";
import {
  type Author,
  type ContentEvent,
  type ContentStore,
  type FileChange,
  listingChanges,
  type SaveResult,
  type Version,
} from "./content-store.ts";
import { blobSha, gitTree } from "./tree.ts";

const migrations = [
  `CREATE TABLE content_blobs (sha TEXT PRIMARY KEY, bytes BYTEA NOT NULL);
   CREATE TABLE content_files (
     path TEXT PRIMARY KEY,
     sha TEXT NOT NULL REFERENCES content_blobs (sha),
     editor TEXT NOT NULL,
     written_at TIMESTAMPTZ NOT NULL DEFAULT now()
   );
   CREATE TABLE content_trees (sha TEXT PRIMARY KEY, files JSONB NOT NULL);
   CREATE TABLE content_versions (
     seq BIGSERIAL PRIMARY KEY,
     hash TEXT NOT NULL UNIQUE,
     parent TEXT UNIQUE REFERENCES content_versions (hash),
     tree TEXT NOT NULL REFERENCES content_trees (sha),
     author_name TEXT NOT NULL,
     author_email TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TIMESTAMPTZ NOT NULL
   );
   CREATE UNIQUE INDEX content_versions_one_root ON content_versions ((parent IS NULL))
     WHERE parent IS NULL;
   CREATE TABLE content_preview (
     one BOOLEAN PRIMARY KEY DEFAULT true CHECK (one),
     tree TEXT NOT NULL REFERENCES content_trees (sha),
     made_at TIMESTAMPTZ NOT NULL DEFAULT now()
   );`,
];

const channel = "content";
const publishLock = "content:publish";
const workingLock = "content:working";
/** How often `watch` looks without being told: the bound on a missed notification. */
const defaultPollMs = 2_000;

/** The author of the first version, made from the content shipped with the code. */
const firstAuthor: Author = { name: "Danubius Protect", email: "content@editor.invalid" };

type Listing = Map<string, string>;

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

  async lastChanges(files: readonly string[]) {
    const { rows } = await this.#pool.query<{ path: string; hash: string; created_at: Date }>(
      `SELECT DISTINCT ON (f.path) f.path, v.hash, v.created_at
       FROM unnest($1::text[]) AS f (path)
       CROSS JOIN content_versions v
       JOIN content_trees t ON t.sha = v.tree
       LEFT JOIN content_versions p ON p.hash = v.parent
       LEFT JOIN content_trees pt ON pt.sha = p.tree
       WHERE (t.files ->> f.path) IS DISTINCT FROM (pt.files ->> f.path)
       ORDER BY f.path, v.seq DESC`,
      [files],
    );
    return new Map(
      rows.map((row) => [row.path, { commit: row.hash, date: row.created_at.toISOString() }]),
    );
  }

  async lastCommitOf(path: string) {
    const { rows } = await this.#pool.query<{ author_name: string; created_at: Date }>(
      `SELECT v.author_name, v.created_at
       FROM content_versions v
       JOIN content_trees t ON t.sha = v.tree
       LEFT JOIN content_versions p ON p.hash = v.parent
       LEFT JOIN content_trees pt ON pt.sha = p.tree
       WHERE (t.files ->> $1) IS DISTINCT FROM (pt.files ->> $1)
       ORDER BY v.seq DESC LIMIT 1`,
      [path],
    );
    const row = rows[0];
    return row && { author: row.author_name, date: row.created_at.toISOString() };
  }

  async migrations(): Promise<Set<string>> {
    const { rows } = await this.#pool.query<{ id: string }>(
      `SELECT substring(message FROM '\\nMigration: (\\S+)') AS id FROM content_versions
       WHERE message LIKE '%' || chr(10) || 'Migration: %'`,
    );
    return new Set(rows.map((row) => row.id));
  }

  async publishing<T>(work: () => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    // A connection whose lock or unlock failed may still hold the lock: it is closed, not reused.
    let broken = false;
    const dropped = () => {
      broken = true;
    };
    client.on("error", dropped);
    const query = (sql: string) =>
      client.query(sql, [publishLock]).catch((error: unknown) => {
        broken = true;
        throw error;
      });
    try {
      // Waits for the instance publishing now; its lock ends with its connection if it dies.
      await query("SELECT pg_advisory_lock(hashtext($1))");
      try {
        return await work();
      } finally {
        await query("SELECT pg_advisory_unlock(hashtext($1))");
      }
    } finally {
      client.off("error", dropped);
      client.release(broken);
    }
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
    let stopped = false;
    let client: pg.Client | undefined;
    let seen: { head?: string; preview?: string } | undefined;
    const look = async () => {
      const [head, preview] = await Promise.all([this.head(), this.preview()]);
      const now = { head: head?.hash, preview: preview && `${preview.tree}@${+preview.at}` };
      if (seen && now.head !== seen.head) listener("published");
      if (seen && now.preview !== seen.preview) listener("preview");
      seen = now;
    };
    const listen = async () => {
      if (stopped) return;
      const next = new pg.Client({ connectionString: this.#pool.options.connectionString });
      next.on("error", () => {
        next.end().catch(() => {});
        if (client === next) client = undefined;
      });
      next.on("notification", (message) => {
        if (message.payload === "published" || message.payload === "preview") {
          seen = undefined;
          void look().catch(() => {});
          listener(message.payload);
        }
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        client = next;
      } catch {
        await next.end().catch(() => {});
      }
    };
    void look().catch(() => {});
    void listen();
    const timer = setInterval(() => {
      if (!client) void listen();
      void look().catch(() => {});
    }, this.#pollMs);
    timer.unref();
    const stop = async () => {
      stopped = true;
      clearInterval(timer);
      this.#stops.delete(stop);
      await client?.end().catch(() => {});
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

/** Saves and restores of the working copy, one at a time (held to the transaction's end). */
function lockWorking(client: Queryable) {
  return client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [workingLock]);
}

async function storeBlob(client: Queryable, bytes: Uint8Array): Promise<string> {
  const sha = blobSha(bytes);
  await client.query(
    "INSERT INTO content_blobs (sha, bytes) VALUES ($1, $2) ON CONFLICT (sha) DO NOTHING",
    [sha, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
  );
  return sha;
}

/** Stores every file of a folder (links and dot names left out, as the folder store does). */
async function storeFolder(client: Queryable, dir: string): Promise<Listing> {
  const listing: Listing = new Map();
  for (const file of filesUnder(dir)) {
    const path = relative(dir, file).split(sep).join("/");
    if (path.split("/").some((part) => part.startsWith("."))) continue;
    listing.set(path, await storeBlob(client, await readFile(file)));
  }
  return listing;
}

async function storeTree(client: Queryable, listing: Listing): Promise<string> {
  const { sha } = gitTree(listing);
  await client.query(
    "INSERT INTO content_trees (sha, files) VALUES ($1, $2) ON CONFLICT (sha) DO NOTHING",
    [sha, JSON.stringify(Object.fromEntries([...listing].sort(([a], [b]) => (a < b ? -1 : 1))))],
  );
  return sha;
}

async function listingOf(client: Queryable, tree: string): Promise<Listing> {
  const { rows } = await client.query<{ files: Record<string, string> }>(
    "SELECT files FROM content_trees WHERE sha = $1",
    [tree],
  );
  const files = rows[0]?.files;
  if (!files) throw new Error(`No content version ${tree}`);
  return new Map(Object.entries(files));
}

async function replaceWorking(client: Queryable, listing: Listing, editor: string): Promise<void> {
  await client.query("DELETE FROM content_files WHERE NOT (path = ANY($1))", [[...listing.keys()]]);
  for (const [path, sha] of listing) {
    await client.query(
      `INSERT INTO content_files (path, sha, editor) VALUES ($1, $2, $3)
       ON CONFLICT (path) DO UPDATE SET sha = excluded.sha, editor = excluded.editor,
         written_at = now()
       WHERE content_files.sha <> excluded.sha`,
      [path, sha, editor],
    );
  }
}

/** A new version on top of `parent`; its hash names its parent, tree, author, message and time. */
async function insertVersion(
  client: Queryable,
  tree: string,
  author: Author,
  message: string,
  parent: string | undefined,
): Promise<string> {
  const at = new Date();
  const hash = createHash("sha1")
    .update([parent ?? "", tree, author.name, author.email, message, at.toISOString()].join("\0"))
    .digest("hex");
  try {
    await client.query(
      `INSERT INTO content_versions (hash, parent, tree, author_name, author_email, message, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [hash, parent ?? null, tree, author.name, author.email, message, at],
    );
  } catch (error) {
    if ((error as { code?: string }).code === "23505")
      throw new Error("Another version was published meanwhile", { cause: error });
    throw error;
  }
  return hash;
}
