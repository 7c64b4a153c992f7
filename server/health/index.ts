/**
 * GET /healthz. 503 when an inquiry could not be stored now: the probe is a real committed
 * write (the store's `probe`), so a full disk, a read-only file, a lock held elsewhere or an
 * unreachable database shows. 200 "degraded", with counts and no personal data, while
 * inquiries wait longer than DELIVERY_ALERT_AFTER_MS for a channel. The check is public, so
 * it must cost next to nothing: the write never holds up the server's thread (SQLite's runs
 * on a thread of its own), calls meanwhile share it, and its result answers every call for a
 * second after. Counting that has stalled (counts failing longer than
 * ANALYTICS_ALERT_AFTER_MS) is "degraded" too: the site works, but its figures have a gap.
 * Once a shutdown has begun it answers 503 "draining" at once, so a load balancer sends new
 * requests elsewhere while this instance still serves those that reach it.
 */
import type { Counter } from "../analytics/index.ts";
import type { DeliveryMonitor, InquiryStore } from "../inquiries/index.ts";
import { errorMessage, type Logger } from "../shared/log.ts";

export interface Health {
  status: 200 | 503;
  body: Record<string, unknown>;
}

/** How long one probe's result answers health checks. */
const healthMaxAgeMs = 1_000;

export class HealthCheck {
  readonly #store: InquiryStore;
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
      // The probe's connection proves the store; inquiries are stored through this one.
      if (!this.#store.isOpen) throw new Error("the store is closed");
      await this.#store.probe.probe();
      const overdue = Object.entries(await this.#monitor.overdue()).map(
        ([channel, { count, since }]) => [channel, { count, since }],
      );
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

  /** Lets a probe under way finish (the store closes its probe). */
  async stop(): Promise<void> {
    await this.#latest?.catch(() => {});
  }
}
