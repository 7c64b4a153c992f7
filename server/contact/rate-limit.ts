/**
 * Per-client limits on contact submissions. The embedded default keeps them in memory: a
 * sliding window of the last minute and of the last hour (each client keeps the times of at
 * most `perHour` attempts). With DATABASE_URL, instances share them (shared-rate-limit.ts).
 * A refused attempt is not counted and learns when the next one will be allowed.
 */
export interface RateLimit {
  perMinute: number;
  perHour: number;
  /** Most clients remembered; the least recently seen are forgotten first. */
  maxClients?: number;
}

/** Counts one attempt; resolves 0 when allowed, otherwise whole seconds until one would be. */
export interface ContactLimiter {
  take(client: string): Promise<number>;
}

export const minute = 60_000;
export const hour = 60 * minute;

export class RateLimiter implements ContactLimiter {
  readonly #limit: Required<RateLimit>;
  readonly #now: () => number;
  /** Client → times of its counted attempts, oldest first. Map order = least recently seen first. */
  readonly #clients = new Map<string, number[]>();

  constructor(limit: RateLimit, now: () => number = Date.now) {
    this.#limit = { maxClients: 100_000, ...limit };
    this.#now = now;
  }

  async take(client: string): Promise<number> {
    const now = this.#now();
    const times = (this.#clients.get(client) ?? []).filter((time) => now - time < hour);
    this.#clients.delete(client);
    this.#clients.set(client, times);
    const { perMinute, perHour } = this.#limit;
    let allowedAt = now;
    if (times.length >= perHour) {
      allowedAt = Math.max(allowedAt, (times[times.length - perHour] ?? now) + hour);
    }
    const lastMinute = times.filter((time) => now - time < minute);
    if (lastMinute.length >= perMinute) {
      allowedAt = Math.max(allowedAt, (lastMinute[lastMinute.length - perMinute] ?? now) + minute);
    }
    if (allowedAt > now) return Math.max(1, Math.ceil((allowedAt - now) / 1000));
    times.push(now);
    if (times.length > perHour) times.shift();
    this.#evict();
    return 0;
  }

  get size(): number {
    return this.#clients.size;
  }

  #evict(): void {
    for (const client of this.#clients.keys()) {
      if (this.#clients.size <= this.#limit.maxClients) return;
      this.#clients.delete(client);
    }
  }
}
