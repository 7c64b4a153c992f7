/**
 * The SQLite write probe's thread (probe.ts): opens the file with its own connection, which
 * waits a second at most for the file's lock, and makes one committed write per request from
 * the server's thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { errorMessage } from "../shared/log.ts";
import { sqliteDatabase } from "../shared/sql.ts";
import { probeWaitMs, probeWrite } from "./probe.ts";
import { openInquiryFile } from "./schema.ts";

const db = openInquiryFile(String(workerData));
db.exec(`PRAGMA busy_timeout = ${probeWaitMs}`);
const database = sqliteDatabase(db);
parentPort?.on("message", () => {
  probeWrite(database).then(
    () => parentPort?.postMessage({}),
    (error: unknown) => parentPort?.postMessage({ error: errorMessage(error) }),
  );
});
