/**
 * The backup file: one SQLite database holding the site's parts as named byte streams (each
 * inquiry, count and editor database as a copy of its file, the content's history as a git
 * bundle, each content file, the live release's record). SQLite rather than a tar of our own:
 * the format is self-describing (`PRAGMA application_id` says whose file it is, `user_version`
 * which format version), readable with any SQLite tool, and checked page by page on reading.
 *
 * Each part is stored in chunks of at most 8 MB (neither side holds a whole part in memory, and
 * SQLite's 1 GB limit on one value never applies) with its size and SHA-256, and the number of
 * parts is recorded apart: a damaged, truncated or edited file is refused before anything is
 * restored. The file is written under a temporary name and renamed when complete, so a file
 * with the final name is always whole.
 */
import { createHash } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readSync,
  writeSync,
} from "node:fs";
import { rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { errorMessage } from "../shared/log.ts";

/** The version of this format; a file of another version is refused, naming both. */
export const formatVersion = 1;
/** "DPbk" as a 32-bit number: what marks a file as this site's backup. */
const applicationId = 0x4450626b;
const chunkBytes = 8 * 1024 * 1024;

const schema = `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE parts (name TEXT PRIMARY KEY, size INTEGER NOT NULL, sha256 TEXT NOT NULL);
  CREATE TABLE chunks (
    part TEXT NOT NULL REFERENCES parts(name),
    seq INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (part, seq)
  );
`;

/** Writes a backup under a temporary name; `finish` makes it appear under its own. */
export class ArchiveWriter {
  readonly #path: string;
  readonly #temporary: string;
  readonly #db: DatabaseSync;

  constructor(path: string) {
    this.#path = path;
    this.#temporary = join(dirname(path), `.${process.pid}-${Date.now()}.backup-partial`);
    this.#db = new DatabaseSync(this.#temporary);
    // Written once and renamed when complete: a journal would only slow it down.
    this.#db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;");
    this.#db.exec(`PRAGMA application_id = ${applicationId}; PRAGMA user_version = 0;`);
    this.#db.exec(schema);
    // Inquiries are personal data: the file is its owner's alone, from before any is written.
    chmodSync(this.#temporary, 0o600);
  }

  /** Adds a part from a file, read in chunks. */
  addFile(name: string, file: string): void {
    const fd = openSync(file, "r");
    try {
      const buffer = Buffer.alloc(chunkBytes);
      this.#add(name, function* () {
        for (;;) {
          const read = readSync(fd, buffer, 0, chunkBytes, null);
          if (read === 0) return;
          yield buffer.subarray(0, read);
        }
      });
    } finally {
      closeSync(fd);
    }
  }

  /** Adds a part from bytes in memory. */
  addBytes(name: string, bytes: Uint8Array): void {
    this.#add(name, function* () {
      for (let at = 0; at < bytes.length; at += chunkBytes)
        yield bytes.subarray(at, at + chunkBytes);
    });
  }

  #add(name: string, chunks: () => Iterable<Uint8Array>): void {
    const insert = this.#db.prepare("INSERT INTO chunks (part, seq, data) VALUES (?, ?, ?)");
    const hash = createHash("sha256");
    let size = 0;
    let seq = 0;
    this.#db.exec("BEGIN");
    try {
      this.#db.prepare("INSERT INTO parts (name, size, sha256) VALUES (?, 0, '')").run(name);
      for (const chunk of chunks()) {
        insert.run(name, seq++, chunk);
        hash.update(chunk);
        size += chunk.length;
      }
      this.#db
        .prepare("UPDATE parts SET size = ?, sha256 = ? WHERE name = ?")
        .run(size, hash.digest("hex"), name);
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /**
   * Records the metadata and the number of parts, marks the format version (a file cut short
   * before this has version 0 and is refused), writes it to disk and gives it its name.
   */
  async finish(meta: Record<string, string>): Promise<void> {
    const parts = this.#db.prepare("SELECT count(*) AS n FROM parts").get() as { n: number };
    const insert = this.#db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
    for (const [key, value] of Object.entries({ ...meta, parts: String(parts.n) }))
      insert.run(key, value);
    this.#db.exec(`PRAGMA user_version = ${formatVersion}`);
    this.#db.close();
    const fd = openSync(this.#temporary, "r");
    fsyncSync(fd);
    closeSync(fd);
    await rename(this.#temporary, this.#path);
    const dir = openSync(dirname(this.#path), "r");
    fsyncSync(dir);
    closeSync(dir);
  }

  /** Removes the unfinished file. */
  async abandon(): Promise<void> {
    if (this.#db.isOpen) this.#db.close();
    await rm(this.#temporary, { force: true });
  }
}

const sqliteHeader = Buffer.from("SQLite format 3\0");

/** Whether a file starts as every SQLite database does. */
function isSqliteFile(path: string): boolean {
  const head = Buffer.alloc(sqliteHeader.length);
  const fd = openSync(path, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return head.equals(sqliteHeader);
}

/** Why a file cannot be restored: not a backup, another format version, or damaged. */
export class UnreadableBackup extends Error {}

/** A backup file, checked whole when opened. */
export class ArchiveReader {
  readonly #db: DatabaseSync;
  readonly meta: Readonly<Record<string, string>>;
  readonly names: readonly string[];

  /** Opens and checks `path`; throws UnreadableBackup saying what is wrong with it. */
  constructor(path: string) {
    if (!existsSync(path)) throw new UnreadableBackup(`${path} does not exist.`);
    if (!isSqliteFile(path)) throw new UnreadableBackup(`${path} is not a backup of this site.`);
    const db = new DatabaseSync(path, { readOnly: true });
    this.#db = db;
    try {
      this.#checkFormat(path);
      this.#checkPages(path);
      this.meta = Object.fromEntries(
        (db.prepare("SELECT key, value FROM meta").all() as { key: string; value: string }[]).map(
          ({ key, value }) => [key, value],
        ),
      );
      this.names = (
        db.prepare("SELECT name FROM parts ORDER BY name").all() as { name: string }[]
      ).map(({ name }) => name);
      if (String(this.names.length) !== this.meta.parts) {
        throw new UnreadableBackup(
          `${path} is damaged: it records ${this.meta.parts} parts and holds ${this.names.length}.`,
        );
      }
      for (const name of this.names) this.#checkPart(path, name);
    } catch (error) {
      db.close();
      if (error instanceof UnreadableBackup) throw error;
      throw new UnreadableBackup(`${path} is damaged: ${errorMessage(error)}`);
    }
  }

  #checkFormat(path: string): void {
    const pragma = (name: string) =>
      (this.#db.prepare(`PRAGMA ${name}`).get() as Record<string, number>)[name];
    if (pragma("application_id") !== applicationId) {
      throw new UnreadableBackup(
        `${path} is not a backup of this site (an SQLite file of another program).`,
      );
    }
    const version = pragma("user_version");
    if (version === 0) {
      throw new UnreadableBackup(`${path} is incomplete: the backup that wrote it did not finish.`);
    }
    if (version !== formatVersion) {
      throw new UnreadableBackup(
        `${path} is a backup of format version ${version}; this version of the site reads format version ${formatVersion}. Restore it with the version of the site that made it.`,
      );
    }
  }

  /** SQLite's own check of every page: a truncated or overwritten file fails here. */
  #checkPages(path: string): void {
    const rows = this.#db.prepare("PRAGMA integrity_check").all() as {
      integrity_check: string;
    }[];
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
    if (problems.length > 0) {
      throw new UnreadableBackup(`${path} is damaged: ${problems.slice(0, 3).join("; ")}`);
    }
  }

  #checkPart(path: string, name: string): void {
    const { size, sha256 } = this.#db
      .prepare("SELECT size, sha256 FROM parts WHERE name = ?")
      .get(name) as { size: number; sha256: string };
    const hash = createHash("sha256");
    let read = 0;
    for (const chunk of this.#chunks(name)) {
      hash.update(chunk);
      read += chunk.length;
    }
    if (read !== size || hash.digest("hex") !== sha256) {
      throw new UnreadableBackup(
        `${path} is damaged: its part "${name}" does not match its checksum.`,
      );
    }
  }

  *#chunks(name: string): Generator<Uint8Array> {
    const select = this.#db.prepare("SELECT data FROM chunks WHERE part = ? ORDER BY seq");
    for (const row of select.iterate(name) as Iterable<{ data: Uint8Array }>) yield row.data;
  }

  has(name: string): boolean {
    return this.names.includes(name);
  }

  /** A part's bytes, whole (for the small ones). */
  bytes(name: string): Buffer {
    return Buffer.concat([...this.#chunks(name)]);
  }

  /** Writes a part into a new file. */
  writeTo(name: string, file: string): void {
    const fd = openSync(file, "wx");
    try {
      for (const chunk of this.#chunks(name)) writeSync(fd, chunk);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  close(): void {
    this.#db.close();
  }
}
