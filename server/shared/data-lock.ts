/**
 * The data folder's lock (docs/decisions/020): a running server on the embedded stores holds
 * a shared lock on `server.lock` beside DATABASE_PATH — an open read transaction of SQLite,
 * which is an OS lock (fcntl) that the kernel drops when the process ends however it ends,
 * kill -9 included, so a crashed server never leaves a stale lock behind. A restore takes the
 * exclusive lock, which is refused at once while any server holds the shared one (and a
 * server starting meanwhile waits for the restore, then fails naming it). Several servers on
 * one folder (a restart overlapping the old process) share the lock.
 */
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ensureDirectory } from "./sqlite.ts";

export const dataLockName = "server.lock";

/** The lock file of the data folder DATABASE_PATH is in. */
export const dataLockPath = (databasePath: string): string =>
  join(dirname(databasePath), dataLockName);

/** How long a starting server waits for a restore that holds the folder. */
const startWaitMs = 5_000;

function open(databasePath: string, timeout: number): DatabaseSync {
  ensureDirectory(dirname(databasePath), "DATABASE_PATH");
  const db = new DatabaseSync(dataLockPath(databasePath), { timeout });
  try {
    // A rollback journal: its locks are the file's (WAL's readers never block a writer).
    db.exec("PRAGMA journal_mode = DELETE");
    db.exec("CREATE TABLE IF NOT EXISTS held (since TEXT)");
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

const isBusy = (error: unknown) => /database is locked|SQLITE_BUSY/i.test(String(error));

/**
 * Held by a running server until `release`: throws naming the restore when one holds the
 * folder past the wait. A folder it cannot write is left to the stores, whose own errors
 * name the setting.
 */
export function holdDataFolder(databasePath: string): { release(): void } {
  let db: DatabaseSync | undefined;
  try {
    db = open(databasePath, startWaitMs);
    db.exec("BEGIN");
    db.prepare("SELECT count(*) FROM held").get();
  } catch (error) {
    db?.close();
    // A folder that cannot be made or written: the stores name the setting when they open.
    if (!isBusy(error)) return { release() {} };
    throw new Error(
      `The data folder ${dirname(databasePath)} is held by a restore (npm run restore) in progress: start the server once it has finished.`,
      { cause: error },
    );
  }
  const held = db;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      held.close();
    },
  };
}

/**
 * Taken by a restore for as long as it writes: undefined when a server holds the folder (the
 * caller refuses, naming what to stop).
 */
export function lockDataFolder(databasePath: string): { release(): void } | undefined {
  const db = open(databasePath, 0);
  try {
    db.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    db.close();
    if (isBusy(error)) return undefined;
    throw error;
  }
  return {
    release() {
      db.close();
    },
  };
}
