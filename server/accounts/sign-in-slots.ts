/**
 * Where the sign-in limiter keeps its attempts: a slot per key and attempt, counted over a
 * sliding window. Taking the slots of an attempt is one atomic step (all of its keys or none),
 * so attempts arriving at once cannot all get in ahead of the count. The store of the editor
 * gives its own: this process's memory when one instance serves (the embedded default), the
 * database when several do, so that the limits hold across them.
 */
export type SlotKeys = ReadonlyArray<readonly [key: string, limit: number]>;

export type Taken = { taken: string } | { until: number };

export interface SignInSlots {
  /**
   * Takes a slot of every key at `now`; none when a key already holds its limit of slots
   * within `windowMs`, and then the moment the oldest blocking one leaves the window.
   */
  take(keys: SlotKeys, now: number, windowMs: number): Promise<Taken>;
  /** Gives back the slots of an attempt (a right password). */
  give(taken: string): Promise<void>;
}

/** Keys kept at most; above it, keys whose window has passed are dropped. */
const maxKeys = 10_000;

/** The slots in this process's memory. */
export class MemorySlots implements SignInSlots {
  readonly #attempts = new Map<string, number[]>();
  readonly #taken = new Map<string, { keys: SlotKeys; at: number }>();
  #next = 0;

  #recent(key: string, now: number, windowMs: number): number[] {
    const times = (this.#attempts.get(key) ?? []).filter((time) => now - time < windowMs);
    if (times.length === 0) this.#attempts.delete(key);
    else this.#attempts.set(key, times);
    return times;
  }

  async take(keys: SlotKeys, now: number, windowMs: number): Promise<Taken> {
    let until = now;
    for (const [key, limit] of keys) {
      const times = this.#recent(key, now, windowMs);
      const oldest = times[times.length - limit];
      if (oldest !== undefined) until = Math.max(until, oldest + windowMs);
    }
    if (until > now) return { until };
    if (this.#attempts.size > maxKeys || this.#taken.size > maxKeys) {
      for (const key of [...this.#attempts.keys()]) this.#recent(key, now, windowMs);
      for (const [id, { at }] of this.#taken) if (now - at >= windowMs) this.#taken.delete(id);
    }
    for (const [key] of keys) this.#attempts.set(key, [...(this.#attempts.get(key) ?? []), now]);
    const taken = String(this.#next++);
    this.#taken.set(taken, { keys, at: now });
    return { taken };
  }

  async give(taken: string): Promise<void> {
    const attempt = this.#taken.get(taken);
    if (!attempt) return;
    this.#taken.delete(taken);
    for (const [key] of attempt.keys) {
      const times = this.#attempts.get(key);
      const index = times?.indexOf(attempt.at) ?? -1;
      if (times && index >= 0) times.splice(index, 1);
    }
  }
}
