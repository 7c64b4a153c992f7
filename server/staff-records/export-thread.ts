/**
 * An export's thread (exports.ts): writes the file a page of inquiries at a time and hands its
 * bytes back as they are made, so formatting and compressing a workbook of thousands of rows
 * never holds up the serving thread. It takes the format and the channels set up when it
 * starts; then each `page` message, answered by `ready` once its bytes are out; then `end`.
 */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import type { Channel } from "../shared/inquiry-records.ts";
import { errorMessage } from "../shared/log.ts";
import { deliveryText } from "./delivery-words.ts";
import { type ExportPage, exportFiles, type FileFormat } from "./inquiry-export.ts";

/** What the serving thread sends. */
export type ToThread = { kind: "page"; page: ExportPage } | { kind: "end" };
/** What the thread answers: bytes of the file, a page written, the file ended, or a failure. */
export type FromThread =
  | { kind: "bytes"; bytes: Uint8Array }
  | { kind: "ready" }
  | { kind: "done" }
  | { kind: "failed"; error: string };
/** The thread's niceness (0 is the process's, 19 the lowest priority). */
const exportNice = 10;

export interface ThreadStart {
  format: FileFormat;
  channelsOn: readonly Channel[];
}

const port = parentPort;
if (!port) throw new Error("export-thread.ts runs as a worker thread");
// On Linux a thread has a priority of its own: where the cores are taken, the serving thread
// goes first and the export waits (docs/decisions/031-exports-off-the-serving-thread.md).
try {
  setPriority(exportNice);
} catch {
  // A system that will not lower it writes at the serving thread's priority.
}
const { format, channelsOn } = workerData as ThreadStart;
const answer = (message: FromThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const file = exportFiles[format](deliveryText(channelsOn), (bytes) => {
  // A copy of its own, moved to the other thread rather than copied again.
  const own = new Uint8Array(bytes);
  answer({ kind: "bytes", bytes: own }, [own.buffer as ArrayBuffer]);
});

// Messages are taken one after another: the serving thread sends a page only after `ready`.
let queue = Promise.resolve();
port.on("message", (message: ToThread) => {
  queue = queue
    .then(async () => {
      const writer = await file;
      if (message.kind === "page") {
        await writer.add(message.page);
        answer({ kind: "ready" });
      } else {
        await writer.end();
        answer({ kind: "done" });
      }
    })
    .catch((error: unknown) => answer({ kind: "failed", error: errorMessage(error) }));
});
