import { describe, expect, it } from "vitest";
import { backends, databaseUrlFor, poolFor } from "../../test/backends.ts";
import { perTest, tempDir } from "../../test/support.ts";
import { openEditorStore } from "./open-store.ts";
import {
  maxAccountAttemptsPerMinute,
  maxAttemptsPerMinute,
  SignInLimiter,
} from "./sign-in-limiter.ts";

const { later } = perTest();

/** A limiter on the slots of a fresh editor store of `backend`, on the clock `now`. */
async function limiterOn(backend: (typeof backends)[number], now: () => number) {
  const pool = poolFor(await databaseUrlFor(backend), later);
  const store = await openEditorStore({ path: `${tempDir("dp-limiter-")}/editor.sqlite`, pool });
  later(() => store.close());
  return new SignInLimiter(store.signInSlots, now);
}

describe.each(backends)("the sign-in limiter (%s)", (backend) => {
  it("counts an attempt when it is made, and a right password gives its slot back", async () => {
    let now = 0;
    const limiter = await limiterOn(backend, () => now);
    const first = await limiter.attempt("Anna", "1.2.3.4");
    expect(first.wait).toBe(0);
    await first.release();
    for (let i = 0; i < maxAttemptsPerMinute; i++)
      expect((await limiter.attempt("Anna", "1.2.3.4")).wait).toBe(0);
    expect((await limiter.attempt("anna", "1.2.3.4")).wait).toBe(60);
    expect((await limiter.attempt("Béla", "1.2.3.4")).wait).toBe(60);
    now += 60_000;
    expect((await limiter.attempt("Anna", "1.2.3.4")).wait).toBe(0);
  });

  it("holds a name to its ceiling across many clients, and then only that name", async () => {
    const limiter = await limiterOn(backend, () => 0);
    for (let i = 0; i < maxAccountAttemptsPerMinute; i++)
      expect((await limiter.attempt("Anna", `10.0.${Math.floor(i / 5)}.${i}`)).wait).toBe(0);
    expect((await limiter.attempt("Anna", "192.0.2.1")).wait).toBeGreaterThan(0);
    expect((await limiter.attempt("Béla", "192.0.2.1")).wait).toBe(0);
    // A trusted device of the name neither waits for its ceiling nor counts toward it,
    // and has a limit of its own.
    for (let i = 0; i < maxAttemptsPerMinute; i++)
      expect((await limiter.attempt("Anna", `192.0.2.${10 + i}`, "device-1")).wait).toBe(0);
    expect((await limiter.attempt("Anna", "192.0.2.20", "device-1")).wait).toBeGreaterThan(0);
    expect((await limiter.attempt("Anna", "192.0.2.20", "device-2")).wait).toBe(0);
  });

  it("admits exactly the limit of attempts made at once", async () => {
    const limiter = await limiterOn(backend, () => 0);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => limiter.attempt("Anna", "1.2.3.4")),
    );
    expect(attempts.filter((attempt) => attempt.wait === 0)).toHaveLength(maxAttemptsPerMinute);
  });
});
