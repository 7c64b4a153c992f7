/**
 * The thread that reads what editors wrote (content-work.ts): each message is one task, run
 * through the bounded reader (app/content/read-limits.ts) and answered with its id.
 */
import { parentPort } from "node:worker_threads";
import { runTask, type Task } from "./tasks.ts";

parentPort?.on("message", ({ id, task }: { id: number; task: Task }) => {
  try {
    parentPort?.postMessage({ id, ok: true, value: runTask(task) });
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, error: String((error as Error)?.message ?? error) });
  }
});

// Everything is loaded: the tasks' budgets count from here.
parentPort?.postMessage("ready");
