/**
 * A delete of personal data (retention, erasure) that leaves no copy in the store, each
 * database its own way, side by side:
 * - SQLite: with `secure_delete` the freed pages are zeroed; the file is then rebuilt from the
 *   remaining rows (VACUUM), so it keeps no slack space with old content, and its write-ahead
 *   log, which still holds the deleted rows' pages, is emptied (checkpoint with TRUNCATE).
 * - PostgreSQL: a delete leaves the rows' bytes in the table's pages until they are rewritten,
 *   so the two tables and their indexes are rebuilt (VACUUM FULL: new files, the old ones
 *   removed), once nothing open since before the delete can make PostgreSQL keep the rows (a
 *   snapshot of this database, or a transaction that writes anywhere on the server). That holds
 *   inserts for the few milliseconds a small table takes; copies in the write-ahead log and in
 *   the database's own backups age out with them (docs/inquiries.md).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { type Database, type Sql, sql } from "../shared/sql.ts";

/** Deletes what `remove` selects, leaving no copy of it; how many inquiries went. */
export async function deleteWithoutCopy(database: Database, remove: Sql): Promise<number> {
  const count = await database.run(remove);
  if (count > 0) await rewrite[database.dialect](database);
  return count;
}

const rewrite = {
  async sqlite(database: Database) {
    await database.run(sql`VACUUM`);
    // Copies the log into the database file and truncates the log to zero bytes.
    for (let attempt = 0; ; attempt++) {
      const [row] = await database.all<{ busy: number }>(sql`PRAGMA wal_checkpoint(TRUNCATE)`);
      if (row?.busy === 0) return;
      // Another connection (the running server) is in the middle of a statement.
      if (attempt >= 50) throw new Error("The write-ahead log could not be emptied: store busy");
      await sleep(20);
    }
  },
  async postgres(database: Database) {
    await olderWorkEnded(database);
    await database.run(sql`VACUUM FULL inquiries, inquiry_deliveries`);
  },
};

/**
 * Waits, for `limitMs` at most, until nothing open since before now can still make VACUUM FULL
 * keep the deleted rows, bytes and all:
 * - a session of this database holding a snapshot taken before now, which may still see them
 *   (the server's own sessions, delivering or counting at the same moment, for milliseconds);
 * - a transaction that writes, in any database of the server: its transaction id is older than
 *   the delete, and every snapshot taken while it runs (VACUUM FULL's own too) counts the
 *   delete as possibly unseen.
 * A snapshot held elsewhere by a session that writes nothing (a backup's export of another
 * database) keeps nothing here, and is not waited for.
 */
async function olderWorkEnded(database: Database, limitMs = 30_000): Promise<void> {
  const [row] = await database.all<{ now: string }>(sql`SELECT pg_current_xact_id()::xid AS now`);
  const now = row?.now ?? null;
  const until = performance.now() + limitMs;
  while (performance.now() < until) {
    const older = await database.all(
      sql`SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid()
            AND ((datname = current_database() AND age(backend_xmin) > age(${now}::xid))
              OR age(backend_xid) > age(${now}::xid))
          LIMIT 1`,
    );
    if (older.length === 0) return;
    await sleep(20);
  }
}
