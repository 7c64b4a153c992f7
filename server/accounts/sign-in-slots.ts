/**
 * Where the sign-in limiter keeps its attempts: a slot per key and attempt, counted over a
 * sliding window. Taking the slots of an attempt is one atomic step (all of its keys or none),
 * so attempts arriving at once cannot all get in ahead of the count. The store of the editor
 * gives its own: this process's memory when one instance serves (the embedded default), the
 * database when several do, so that the limits hold across them.
 */
import { MemoryWindow, type SlidingWindow, type Taken } from "../shared/sliding-window.ts";

export type SlotKeys = ReadonlyArray<readonly [key: string, limit: number]>;

export type { Taken };

export interface SignInSlots {
  /**
   * Takes a slot of every key at `now`; none when a key already holds its limit of slots
   * within `windowMs`, and then the moment the oldest blocking one leaves the window.
   */
  take(keys: SlotKeys, now: number, windowMs: number): Promise<Taken>;
  /** Gives back the slots of an attempt (a right password). */
  give(taken: string): Promise<void>;
}

/**
 * The slots on a back-end of the server's one limiter (shared/sliding-window.ts): this
 * process's memory (`MemoryWindow`) or PostgreSQL (`PostgresWindow`).
 */
export class WindowSlots implements SignInSlots {
  readonly #window: SlidingWindow;

  constructor(window: SlidingWindow = new MemoryWindow({ maxKeys: 10_000 })) {
    this.#window = window;
  }

  take(keys: SlotKeys, now: number, windowMs: number): Promise<Taken> {
    return this.#window.take(
      keys.map(([key, limit]) => ({ key, limit, windowMs })),
      now,
    );
  }

  give(taken: string): Promise<void> {
    return this.#window.give(taken);
  }
}

/** The slots in this process's memory. */
export const MemorySlots = WindowSlots;
