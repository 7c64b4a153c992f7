/**
 * Counting in memory, writing in batches: a count is a Map update on the request's path,
 * and every ANALYTICS_FLUSH_MS the counts so far go to the store in one transaction. A
 * kill -9 loses what was counted since the last flush; a graceful stop writes it. Nothing
 * an inquiry needs waits for any of it: inquiries are committed to their own store first
 * and counted after.
 */
import { errorMessage, type Logger } from "../log.ts";
import { budapestDay } from "./day.ts";
import { type AnalyticsStore, type CountKey, dimensions } from "./store.ts";
import { noVisitFields } from "./visit.ts";

export type CountFields = Omit<CountKey, "day">;

export interface CounterOptions {
  flushMs: number;
  /** The clock (tests move it). */
  now?: () => number;
  /**
   * Combinations held between flushes. Beyond it, new combinations lose their referrer and
   * campaign tags, so made-up tags cannot grow memory or the store without bound.
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
  readonly #now: () => number;
  readonly #flushMs: number;
  readonly #maxKeys: number;
  #pending = new Map<string, Pending>();
  #timer: NodeJS.Timeout | undefined;

  constructor(store: AnalyticsStore, log: Logger, options: CounterOptions) {
    this.#store = store;
    this.#log = log;
    this.#now = options.now ?? Date.now;
    this.#flushMs = options.flushMs;
    this.#maxKeys = options.maxKeys ?? 10_000;
  }

  count(fields: CountFields, times = 1): void {
    const key: CountKey = { day: budapestDay(this.#now()), ...fields };
    let id = idOf(key);
    if (!this.#pending.has(id) && this.#pending.size >= this.#maxKeys) {
      Object.assign(key, noVisitFields);
      id = idOf(key);
    }
    const pending = this.#pending.get(id);
    if (pending) pending.count += times;
    else this.#pending.set(id, { key, count: times });
  }

  start(): void {
    this.#timer = setInterval(() => this.flush(), this.#flushMs);
    this.#timer.unref();
  }

  /** Writes the counts so far. When the store refuses, they stay for the next flush. */
  flush(): void {
    if (this.#pending.size === 0) return;
    const batch = this.#pending;
    this.#pending = new Map();
    try {
      this.#store.add([...batch.values()].map(({ key, count }) => [key, count] as const));
    } catch (error) {
      this.#log.error("analytics.flush_failed", { error: errorMessage(error), kept: batch.size });
      for (const { key, count } of batch.values()) this.#restore(key, count);
    }
  }

  #restore(key: CountKey, count: number): void {
    const id = idOf(key);
    const pending = this.#pending.get(id);
    if (pending) pending.count += count;
    else if (this.#pending.size < this.#maxKeys) this.#pending.set(id, { key, count });
  }

  stop(): void {
    clearInterval(this.#timer);
    this.flush();
  }
}

const idOf = (key: CountKey) =>
  `${key.day}\u0001${dimensions.map((name) => key[name]).join("\u0001")}`;
