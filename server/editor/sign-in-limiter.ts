/**
 * Wrong passwords, counted per account and per client over the last minute. After five, a
 * sixth sign-in within that minute is refused before its password is looked at, so a right
 * guess then is refused too and teaches an attacker nothing.
 */
export const maxFailuresPerMinute = 5;
const windowMs = 60_000;

export class SignInLimiter {
  readonly #failures = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  #recent(key: string): number[] {
    const now = this.#now();
    const times = (this.#failures.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  /** Whole seconds until any of the keys may try again; 0 when none is blocked. */
  waitSeconds(keys: readonly string[]): number {
    const now = this.#now();
    let until = now;
    for (const key of keys) {
      const times = this.#recent(key);
      const oldest = times[times.length - maxFailuresPerMinute];
      if (oldest !== undefined) until = Math.max(until, oldest + windowMs);
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  recordFailure(keys: readonly string[]): void {
    // Keys of clients that stopped trying are dropped, so a spray of names cannot fill memory.
    if (this.#failures.size > 10_000)
      for (const key of [...this.#failures.keys()]) this.#recent(key);
    for (const key of keys) this.#failures.set(key, [...this.#recent(key), this.#now()]);
  }
}
