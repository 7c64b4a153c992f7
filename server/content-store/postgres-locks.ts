/**
 * The advisory locks of the content in PostgreSQL: saves and restores of the working copy one
 * at a time (transaction-level), and one publisher at a time across instances (session-level,
 * so it ends with its connection and a killed instance frees it).
 */

import type { Pool, Queryable } from "../shared/postgres.ts";

const workingLock = "content:working";
const publishLock = "content:publish";

/** Saves and restores of the working copy, one at a time (held to the transaction's end). */
export function lockWorking(client: Queryable) {
  return client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [workingLock]);
}

/** Runs `work` holding the publish lock, waiting for the instance publishing now. */
export async function whilePublishing<T>(pool: Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
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
