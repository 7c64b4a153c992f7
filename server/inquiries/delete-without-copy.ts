/**
 * A delete of personal data (retention, erasure) that leaves no copy in the store, each
 * database its own way, side by side:
 * - SQLite: with `secure_delete` the freed pages are zeroed; the file is then rebuilt from the
 *   remaining rows (VACUUM), so it keeps no slack space with old content, and its write-ahead
 *   log, which still holds the deleted rows' pages, is emptied (checkpoint with TRUNCATE).
 * - PostgreSQL: a delete leaves the rows' bytes in the table's pages until they are rewritten,
 *   so the two tables and their indexes are rebuilt (VACUUM FULL: new files, the old ones
 *   removed), once no other session of the same database holds a snapshot that can still see
 *   the deleted rows (another database's sessions never hold this one's rows). That holds
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
    await snapshotsAfterNow(database);
    await database.run(sql`VACUUM FULL inquiries, inquiry_deliveries`);
  },
};

/**
 * Waits, for `limitMs` at most, until no other session of this database holds a snapshot taken
 * before now. A deleted row that such a snapshot may still see is one VACUUM FULL must keep,
 * bytes and all (the server's own sessions, delivering or counting at the same moment, are the
 * usual holders, for milliseconds). Sessions of other databases on the same server do not
 * hold this database's rows, and a long one there (a backup's export) must not use up the wait.
 */
async function snapshotsAfterNow(database: Database, limitMs = 30_000): Promise<void> {
  const [row] = await database.all<{ now: string }>(sql`SELECT pg_current_xact_id()::xid AS now`);
  const until = performance.now() + limitMs;
  while (performance.now() < until) {
    const older = await database.all(
      sql`SELECT 1 FROM pg_stat_activity WHERE pid <> pg_backend_pid()
            AND datname = current_database() AND backend_xmin IS NOT NULL AND age(backend_xmin) > age(${row?.now ?? null}::xid)
          LIMIT 1`,
    );
    if (older.length === 0) return;
    await sleep(20);
  }
}
