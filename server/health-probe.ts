/**
 * The health check's write probe, on a thread of its own: it opens the store with its own
 * connection and, on each request, makes the committed write `InquiryStore.probeWrite`
 * makes. Run here, its fsync and its wait for a lock never hold up the server's thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { InquiryStore } from "./inquiries/store.ts";
import { errorMessage } from "./shared/log.ts";

const store = new InquiryStore(String(workerData));
parentPort?.on("message", () => {
  try {
    store.probeWrite();
    parentPort?.postMessage({});
  } catch (error) {
    parentPort?.postMessage({ error: errorMessage(error) });
  }
});
