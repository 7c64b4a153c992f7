/**
 * Per-client limits on contact submissions: a sliding window of the last minute and of the
 * last hour, counted by the server's one limiter (shared/sliding-window.ts): in memory when
 * one process serves (the embedded default), in PostgreSQL with DATABASE_URL, so instances
 * count together. A refused attempt is not counted and learns when the next one will be
 * allowed. Clients are kept as a hash of their address.
 */
import { createHash } from "node:crypto";
import {
  MemoryWindow,
  type SlidingWindow,
  secondsToWait,
  type WindowLimit,
} from "../shared/sliding-window.ts";

export interface RateLimit {
  perMinute: number;
  perHour: number;
  /** Most clients remembered in memory; the least recently seen are forgotten first. */
  maxClients?: number;
}

/** Counts one attempt; resolves 0 when allowed, otherwise whole seconds until one would be. */
export interface ContactLimiter {
  take(client: string): Promise<number>;
}

export const minute = 60_000;
export const hour = 60 * minute;

/** The contact limits on a window's back-end. */
export class ContactRateLimiter implements ContactLimiter {
  readonly #window: SlidingWindow;
  readonly #limit: RateLimit;
  readonly #now: () => number;

  constructor(window: SlidingWindow, limit: RateLimit, now: () => number = Date.now) {
    this.#window = window;
    this.#limit = limit;
    this.#now = now;
  }

  async take(address: string): Promise<number> {
    const now = this.#now();
    const client = createHash("sha256").update(address).digest("base64url");
    const limits: WindowLimit[] = [
      { key: `contact:${client}:minute`, limit: this.#limit.perMinute, windowMs: minute },
      { key: `contact:${client}:hour`, limit: this.#limit.perHour, windowMs: hour },
    ];
    return secondsToWait(await this.#window.take(limits, now), now);
  }
}

/** The contact limits in this process's memory. */
export class RateLimiter extends ContactRateLimiter {
  readonly #window: MemoryWindow;

  constructor(limit: RateLimit, now: () => number = Date.now) {
    const window = new MemoryWindow({ maxKeys: 2 * (limit.maxClients ?? 100_000) });
    super(window, limit, now);
    this.#window = window;
  }

  /** Clients remembered now. */
  get size(): number {
    return this.#window.size / 2;
  }
}
