/**
 * The SQLite write probe's thread (probe.ts): opens the file with its own connection and
 * makes one committed write per request from the server's thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { errorMessage } from "../../shared/log.ts";
import { probe } from "./probe.ts";
import { openInquiryFile } from "./schema.ts";

const db = openInquiryFile(String(workerData));
parentPort?.on("message", () => {
  try {
    probe(db);
    parentPort?.postMessage({});
  } catch (error) {
    parentPort?.postMessage({ error: errorMessage(error) });
  }
});
