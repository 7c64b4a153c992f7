/** Runs tasks one at a time, in the order they asked. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  #held = false;

  get held(): boolean {
    return this.#held;
  }

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(async () => {
      this.#held = true;
      try {
        return await task();
      } finally {
        this.#held = false;
      }
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
