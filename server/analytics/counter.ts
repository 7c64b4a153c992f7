/**
 * Counting in memory, writing in batches: a count is a Map update on the request's path,
 * and every ANALYTICS_FLUSH_MS the counts so far go to the store in one transaction. A
 * kill -9 loses what was counted since the last flush; a graceful stop writes it. Nothing
 * an inquiry needs waits for any of it: inquiries are committed to their own store first
 * and counted after.
 *
 * Counting never stops silently. A combination the store refuses is logged with the reason
 * and set aside; the rest of the batch is written. When the store takes nothing (locked,
 * disk full) the batch waits for the next flush. Counts that keep failing for
 * ANALYTICS_ALERT_AFTER_MS make the counter stalled: /healthz says "degraded", and
 * `onStalled` is called once for the incident (the alert e-mail); the next clean flush ends it.
 */
import { Repeat } from "../shared/jobs.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import { budapestDay } from "./day.ts";
import {
  type AnalyticsStore,
  type CountKey,
  type DropReason,
  folded,
  idOf,
  type Refused,
} from "./store.ts";

export type CountFields = Omit<CountKey, "day">;

/** Counts that could not all be written since `since`, the latest reason with them. */
export interface Stall {
  since: string;
  lastError: string;
}

export interface CounterOptions {
  flushMs: number;
  /** How long counts may fail before the counter is stalled. */
  alertAfterMs: number;
  /** Called once when the counter becomes stalled. */
  onStalled?: (stall: Stall) => void;
  /** The clock (tests move it). */
  now?: () => number;
  /**
   * Combinations held between flushes. Beyond it, new combinations are folded (store.ts),
   * so made-up tags cannot grow memory without bound.
   */
  maxKeys?: number;
}

interface Pending {
  key: CountKey;
  count: number;
}

export class Counter {
  readonly #store: AnalyticsStore;
  readonly #log: Logger;
  readonly #options: CounterOptions;
  readonly #now: () => number;
  readonly #maxKeys: number;
  #pending = new Map<string, Pending>();
  /** Things not counted, per day and reason (a handful of rows: one per reason). */
  #drops = new Map<string, Map<DropReason, number>>();
  #flushes: Repeat | undefined;
  #flushing: Promise<void> | undefined;
  /** Since when flushes have failed to write everything, and why (the latest reason). */
  #failing: { since: number; lastError: string; alerted: boolean } | undefined;

  constructor(store: AnalyticsStore, log: Logger, options: CounterOptions) {
    this.#store = store;
    this.#log = log;
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  count(fields: CountFields, times = 1): void {
    this.#hold({ day: budapestDay(this.#now()), ...fields }, times);
  }

  /** Records that something was not counted, and why. */
  drop(reason: DropReason, times = 1): void {
    this.#holdDrop(budapestDay(this.#now()), reason, times);
  }

  #holdDrop(day: string, reason: DropReason, times: number): void {
    const reasons = this.#drops.get(day) ?? new Map<DropReason, number>();
    this.#drops.set(day, reasons);
    reasons.set(reason, (reasons.get(reason) ?? 0) + times);
  }

  /** Holds a count for the next flush; a new combination past `maxKeys` is held folded. */
  #hold(key: CountKey, count: number): void {
    let id = idOf(key);
    if (!this.#pending.has(id) && this.#pending.size >= this.#maxKeys) {
      key = folded(key);
      id = idOf(key);
    }
    const pending = this.#pending.get(id);
    if (pending) pending.count += count;
    else this.#pending.set(id, { key, count });
  }

  start(): void {
    this.#flushes = new Repeat(this.#options.flushMs, () => this.flush());
    void this.#flushes.start({ now: false });
  }

  /**
   * Writes the counts so far. Refused combinations are logged and dropped; when the store
   * takes nothing, every count stays for the next flush. One flush at a time: a flush asked
   * for while one runs waits for it, then writes what came meanwhile.
   */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    this.#flushing = this.#write().finally(() => {
      this.#flushing = undefined;
    });
    await this.#flushing;
  }

  async #write(): Promise<void> {
    await this.#writeDrops();
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    let refused: Refused[];
    try {
      refused = await this.#store.add(
        [...batch.values()].map(({ key, count }) => [key, count] as const),
      );
    } catch (error) {
      this.#log.error("analytics.flush_failed", { error: errorMessage(error), kept: batch.size });
      for (const { key, count } of batch.values()) this.#hold(key, count);
      this.#failed(errorMessage(error));
      return;
    }
    // One line per refused combination, a few per flush: a bug that refuses every row must
    // not turn each flush into thousands of lines.
    for (const { key, count, reason } of refused.slice(0, maxRefusedLines)) {
      this.#log.error("analytics.row_refused", { ...key, count, error: reason });
    }
    if (refused.length > maxRefusedLines) {
      this.#log.error("analytics.rows_refused", { more: refused.length - maxRefusedLines });
    }
    const last = refused.at(-1);
    if (last) this.#failed(last.reason);
    else this.#succeeded();
  }

  /** Writes the drops so far; when the store takes none, they wait for the next flush. */
  async #writeDrops(): Promise<void> {
    const drops = this.#drops;
    this.#drops = new Map();
    for (const [day, reasons] of drops) {
      try {
        await this.#store.addDrops(day, reasons);
      } catch (error) {
        this.#log.error("analytics.drops_failed", { error: errorMessage(error), day });
        for (const [reason, count] of reasons) this.#holdDrop(day, reason, count);
      }
    }
  }

  /** The incident, once counts have failed for longer than the limit; else undefined. */
  stalled(): Stall | undefined {
    const failing = this.#failing;
    if (!failing || this.#now() - failing.since < this.#options.alertAfterMs) return undefined;
    return { since: new Date(failing.since).toISOString(), lastError: failing.lastError };
  }

  #failed(lastError: string): void {
    this.#failing = { since: this.#now(), alerted: false, ...this.#failing, lastError };
    const stall = this.stalled();
    if (!stall || this.#failing.alerted) return;
    this.#failing.alerted = true;
    this.#log.error("analytics.stalled", { ...stall });
    this.#options.onStalled?.(stall);
  }

  #succeeded(): void {
    if (!this.#failing) return;
    this.#log.info("analytics.recovered", { since: new Date(this.#failing.since).toISOString() });
    this.#failing = undefined;
  }

  async stop(): Promise<void> {
    await this.#flushes?.stop();
    return this.flush();
  }
}

const maxRefusedLines = 10;
