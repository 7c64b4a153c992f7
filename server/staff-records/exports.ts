/**
 * Downloads of inquiries, off the serving thread (docs/decisions/031-exports-off-the-serving-thread.md):
 * the serving thread reads the inquiries a page at a time (a few milliseconds each) and hands
 * each page to a thread of the export's own (export-thread.ts), which writes the file and
 * sends its bytes back; they go out to the browser as they come. The next page is read only
 * when the thread has written the last one and the connection has taken its bytes, so an
 * export holds one page of inquiries at a time, however many it writes, and a slow download
 * slows only itself.
 *
 * One export at a time per account (a second click, or a second tab, is told one is under way),
 * and at most `maxThreads` in all: each thread takes a core while it writes.
 */
import { once } from "node:events";
import type { ServerResponse } from "node:http";
import { Worker } from "node:worker_threads";
import type { Channel } from "../shared/inquiry-records.ts";
import type { FromThread, ThreadStart, ToThread } from "./export-thread.ts";
import { type ExportPage, type FileFormat, fileTypes } from "./inquiry-export.ts";

/** Exports under way at once, all accounts together. */
export const maxThreads = 2;
/** The most heap an export's thread may take (it holds one page and zlib's window). */
const threadHeapMb = 64;

export interface ExportJob {
  editor: string;
  format: FileFormat;
  channelsOn: readonly Channel[];
  /** The file's name without its extension. */
  name: string;
  pages: AsyncIterable<ExportPage>;
}

/** Why an export cannot start now: this account's is under way, or the threads are taken. */
export type Refusal = "own" | "full";

export class Exports {
  readonly #running = new Set<string>();

  /** Why `editor` cannot start an export now, if so. */
  refusal(editor: string): Refusal | undefined {
    if (this.#running.has(editor)) return "own";
    if (this.#running.size >= maxThreads) return "full";
    return undefined;
  }

  /**
   * Sends the file as it is written; the answer's status and headers go out at once. A failure
   * after that cuts the connection, so the browser shows the download as failed, never a
   * shortened file as a whole one.
   */
  async send(res: ServerResponse, job: ExportJob): Promise<void> {
    this.#running.add(job.editor);
    const start: ThreadStart = { format: job.format, channelsOn: job.channelsOn };
    const thread = new Worker(new URL("./export-thread.ts", import.meta.url), {
      workerData: start,
      resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
    });
    try {
      res.writeHead(200, {
        "Content-Type": fileTypes[job.format],
        "Cache-Control": "no-store",
        "Content-Disposition": `attachment; filename="${job.name}.${job.format}"`,
      });
      await stream(res, thread, job.pages);
      res.end();
    } catch (error) {
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    } finally {
      this.#running.delete(job.editor);
      await thread.terminate();
    }
  }
}

/** Pages to the thread, bytes to the browser, one page in flight. */
async function stream(res: ServerResponse, thread: Worker, pages: AsyncIterable<ExportPage>) {
  const gone = new AbortController();
  let waiting: { kind: "ready" | "done"; settle: (error?: Error) => void } | undefined;
  const fail = (error: Error) => waiting?.settle(error);
  thread.on("message", (message: FromThread) => {
    if (message.kind === "bytes") res.write(message.bytes);
    else if (message.kind === "failed") fail(new Error(`export thread: ${message.error}`));
    else if (message.kind === waiting?.kind) waiting.settle();
  });
  thread.on("error", fail);
  thread.on("exit", (code) => fail(new Error(`export thread stopped (${code})`)));
  const closed = () => {
    gone.abort(new Error("the browser closed the download"));
    fail(gone.signal.reason);
  };
  res.on("close", closed);
  const ask = (message: ToThread, kind: "ready" | "done") =>
    new Promise<void>((resolve, reject) => {
      gone.signal.throwIfAborted();
      waiting = { kind, settle: (error) => (error ? reject(error) : resolve()) };
      thread.postMessage(message);
    });
  try {
    for await (const page of pages) {
      await ask({ kind: "page", page }, "ready");
      if (res.writableNeedDrain) await once(res, "drain", { signal: gone.signal });
    }
    await ask({ kind: "end" }, "done");
  } finally {
    res.off("close", closed);
  }
}
