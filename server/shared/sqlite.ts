/**
 * SQLite plumbing the three stores share (inquiries, counts, editor accounts): opening a file,
 * its folder created first, with a message naming the setting when it cannot be opened;
 * moving its schema up a list of migrations; and write transactions. A store's statements
 * that PostgreSQL reads alike are written once (sql.ts). A migration is one more entry at the end of the store's list, never an edit of one
 * already released: `PRAGMA user_version` records how many a file has had.
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { errorMessage } from "./log.ts";

export interface StoreFile {
  /** What the file holds, as people call it: "the inquiry store". */
  name: string;
  /** The setting that gives the path, named in every message about it. */
  setting: string;
  /** An example file name, for the message when the path is a folder. */
  fileName: string;
  /** Run once the file is open: journal mode, sync level, secure_delete. */
  pragmas: string;
}

/** How long a statement waits for another connection's write lock. */
export const lockWaitMs = 5_000;

/** Opens (or creates) the store's file. Node's connections enforce foreign keys. */
export function openStore(path: string, file: StoreFile): DatabaseSync {
  if (path !== ":memory:") ensureDirectory(dirname(path), file.setting);
  try {
    const db = new DatabaseSync(path, { timeout: lockWaitMs });
    db.exec(file.pragmas);
    return db;
  } catch (error) {
    throw new Error(openFailure(path, file, error), { cause: error });
  }
}

/**
 * Creates a folder level by level: Node's recursive mkdir never returns for a path under
 * /proc, and a folder that cannot be created must stop start-up with a message.
 */
export function ensureDirectory(dir: string, setting: string): void {
  if (existsSync(dir)) return;
  ensureDirectory(dirname(dir), setting);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
      throw new Error(`Cannot create the folder ${dir} for ${setting}: ${String(error)}`);
    }
  }
}

const sqliteNotADatabase = 26;

function openFailure(path: string, file: StoreFile, error: unknown): string {
  const { setting, name, fileName } = file;
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
    return `${setting}=${path} is a folder: give the path of the database file, e.g. ${join(path, fileName)}.`;
  }
  if ((error as { errcode?: number }).errcode === sqliteNotADatabase) {
    return `${setting}=${path} is not an SQLite database: point it at ${name}, or at a path where none exists yet to create one.`;
  }
  return `${setting}=${path} cannot be opened: ${errorMessage(error)}`;
}

/**
 * Runs the migrations the file has not had, each in its own transaction with the version it
 * reaches. A file from a newer server (more migrations than this one knows) is refused.
 * Foreign keys are off meanwhile, so a migration may rebuild a table others refer to.
 */
export function migrate(db: DatabaseSync, file: StoreFile, migrations: readonly string[]): void {
  const version = userVersion(db);
  if (version > migrations.length) {
    const name = file.name.charAt(0).toUpperCase() + file.name.slice(1);
    throw new Error(
      `${name} is at schema ${version}; this server knows up to ${migrations.length}.`,
    );
  }
  if (version === migrations.length) return;
  db.exec("PRAGMA foreign_keys = OFF");
  try {
    for (let next = version; next < migrations.length; next++) {
      transaction(db, () => {
        // Another process opening the same new file may have run it since the version was read.
        if (userVersion(db) > next) return;
        db.exec(migrations[next] ?? "");
        db.exec(`PRAGMA user_version = ${next + 1}`);
      });
    }
  } finally {
    db.exec("PRAGMA foreign_keys = ON");
  }
}

const userVersion = (db: DatabaseSync): number =>
  (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;

/** Runs `work` in one write transaction (taken at once, so it never fails halfway on a lock). */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw error;
  }
}
