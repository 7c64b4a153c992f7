/**
 * GET /healthz. 503 when an inquiry could not be stored now: the probe is a real committed
 * write, so a full disk, a read-only file or a lock held elsewhere shows. 200 "degraded", with
 * counts and no personal data, while inquiries wait longer than DELIVERY_ALERT_AFTER_MS for a
 * channel. The check is public, so it must cost next to nothing: the write runs on a thread
 * of its own (health-probe.ts), calls meanwhile share it, and its result answers every call
 * for a second after. Counting that has stalled (counts failing longer than
 * ANALYTICS_ALERT_AFTER_MS) is "degraded" too: the site works, but its figures have a gap.
 * Once a shutdown has begun it answers 503 "draining" at once, so a load balancer sends new
 * requests elsewhere while this instance still serves those that reach it.
 */
import { Worker } from "node:worker_threads";
import type { Counter } from "./analytics/counter.ts";
import type { DeliveryMonitor } from "./inquiries/monitor.ts";
import type { InquiryStore } from "./inquiries/store.ts";
import { errorMessage, type Logger } from "./shared/log.ts";

export interface Health {
  status: 200 | 503;
  body: Record<string, unknown>;
}

/** How long one probe's result answers health checks. */
const healthMaxAgeMs = 1_000;

export class HealthCheck {
  readonly #store: InquiryStore;
  readonly #prober: Prober;
  readonly #monitor: DeliveryMonitor;
  readonly #log: Logger;
  readonly #counter: Pick<Counter, "stalled"> | undefined;
  #latest: Promise<Health> | undefined;
  #settledAt = Number.NEGATIVE_INFINITY;
  #inFlight = false;
  #draining = false;

  constructor(
    store: InquiryStore,
    monitor: DeliveryMonitor,
    log: Logger,
    counter?: Pick<Counter, "stalled">,
  ) {
    this.#store = store;
    this.#counter = counter;
    this.#prober = new Prober(store.path);
    this.#monitor = monitor;
    this.#log = log;
  }

  /** The latest result while it is fresh or still coming, else a new probe's. */
  check(): Promise<Health> {
    if (this.#draining)
      return Promise.resolve({ status: 503, body: { ok: false, status: "draining" } });
    const fresh = performance.now() - this.#settledAt < healthMaxAgeMs;
    if (this.#latest && (this.#inFlight || fresh)) return this.#latest;
    this.#inFlight = true;
    this.#latest = this.#probe().finally(() => {
      this.#inFlight = false;
      this.#settledAt = performance.now();
    });
    return this.#latest;
  }

  async #probe(): Promise<Health> {
    try {
      // The probe's connection proves the file; inquiries are stored through this one.
      if (!this.#store.isOpen) throw new Error("the store is closed");
      await this.#prober.probe();
      const overdue = Object.entries(this.#monitor.overdue()).map(([channel, { count, since }]) => [
        channel,
        { count, since },
      ]);
      const counting = this.#counter?.stalled();
      const body =
        overdue.length === 0 && !counting
          ? { ok: true, status: "ok" }
          : {
              ok: true,
              status: "degraded",
              ...(overdue.length > 0 && { overdue: Object.fromEntries(overdue) }),
              ...(counting && { counting: { since: counting.since } }),
            };
      return { status: 200, body };
    } catch (error) {
      this.#log.error("health.store_error", { error: errorMessage(error) });
      return { status: 503, body: { ok: false } };
    }
  }

  /** From now on the check says "draining": the instance is on its way out. */
  drain(): void {
    this.#draining = true;
  }

  async stop(): Promise<void> {
    await this.#prober.close();
  }
}

/** The probe's thread, started on the first probe and again after it stopped. */
class Prober {
  readonly #databasePath: string;
  #worker: Worker | undefined;

  constructor(databasePath: string) {
    this.#databasePath = databasePath;
  }

  probe(): Promise<void> {
    const worker = this.#worker ?? this.#start();
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        worker.off("message", onMessage).off("error", settle).off("exit", onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (answer: { error?: string }) =>
        settle(answer.error === undefined ? undefined : new Error(answer.error));
      const onExit = (code: number) => settle(new Error(`the probe's thread stopped (${code})`));
      worker.on("message", onMessage).on("error", settle).on("exit", onExit);
      worker.postMessage("probe");
    });
  }

  #start(): Worker {
    const worker = new Worker(new URL("./health-probe.ts", import.meta.url), {
      workerData: this.#databasePath,
    });
    // It never keeps the process alive, and a failure it reports outside a probe is no crash.
    worker.unref();
    worker.on("error", () => {});
    worker.once("exit", () => {
      if (this.#worker === worker) this.#worker = undefined;
    });
    this.#worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
  }
}
