/**
 * Sign-in attempts, counted over the last minute BEFORE a password is checked, so that
 * requests arriving at once cannot all get in ahead of the count: an attempt takes a slot of
 * each of its keys at once, or is refused (and its password never looked at). A right
 * password gives its slot back; a wrong one keeps it for the minute.
 *
 * Keys and their limits (docs/editor.md, "Sign-in limit"):
 * - a client (its address, IPv6 by /64): 5 a minute, whatever names it tries;
 * - an account from one client: 5 a minute;
 * - an account from all clients together: a ceiling of 50 a minute, so that an attacker on
 *   one client cannot lock the editor out of their own computer, while one with many
 *   addresses still gets no more than 50 guesses a minute at a 12-character password.
 */
export const maxAttemptsPerMinute = 5;
export const maxAccountAttemptsPerMinute = 50;
const windowMs = 60_000;
/** Keys kept at most; above it, keys whose minute has passed are dropped. */
const maxKeys = 10_000;

export interface Attempt {
  /** Whole seconds until the attempt may be made; 0 when it was admitted and counted. */
  wait: number;
  /** Gives the slots back (for a right password); does nothing for a refused attempt. */
  release(): void;
}

export class SignInLimiter {
  readonly #attempts = new Map<string, number[]>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The keys of an attempt at `account` from `client`, with the limit of each. */
  static keys(account: string, client: string): Array<[string, number]> {
    const name = account.toLowerCase();
    return [
      [`client:${client}`, maxAttemptsPerMinute],
      [`account:${name}@${client}`, maxAttemptsPerMinute],
      [`account:${name}`, maxAccountAttemptsPerMinute],
    ];
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#attempts.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length === 0) this.#attempts.delete(key);
    else this.#attempts.set(key, times);
    return times;
  }

  /** Counts an attempt on every key, or refuses it when any key is at its limit. */
  attempt(account: string, client: string): Attempt {
    const now = this.#now();
    const keys = SignInLimiter.keys(account, client);
    let until = now;
    for (const [key, limit] of keys) {
      const times = this.#recent(key, now);
      const oldest = times[times.length - limit];
      if (oldest !== undefined) until = Math.max(until, oldest + windowMs);
    }
    if (until > now) return { wait: Math.ceil((until - now) / 1000), release: () => {} };
    if (this.#attempts.size > maxKeys)
      for (const key of [...this.#attempts.keys()]) this.#recent(key, now);
    for (const [key] of keys) this.#attempts.set(key, [...(this.#attempts.get(key) ?? []), now]);
    return {
      wait: 0,
      release: () => {
        for (const [key] of keys) {
          const times = this.#attempts.get(key);
          const index = times?.indexOf(now) ?? -1;
          if (times && index >= 0) times.splice(index, 1);
        }
      },
    };
  }
}
