import { describe, expect, it } from "vitest";
import {
  maxAccountAttemptsPerMinute,
  maxAttemptsPerMinute,
  SignInLimiter,
} from "./sign-in-limiter.ts";

describe("the sign-in limiter", () => {
  it("counts an attempt when it is made, and a right password gives its slot back", () => {
    let now = 0;
    const limiter = new SignInLimiter(() => now);
    const first = limiter.attempt("Anna", "1.2.3.4");
    expect(first.wait).toBe(0);
    first.release();
    for (let i = 0; i < maxAttemptsPerMinute; i++)
      expect(limiter.attempt("Anna", "1.2.3.4").wait).toBe(0);
    expect(limiter.attempt("anna", "1.2.3.4").wait).toBe(60);
    expect(limiter.attempt("Béla", "1.2.3.4").wait).toBe(60);
    now += 60_000;
    expect(limiter.attempt("Anna", "1.2.3.4").wait).toBe(0);
  });

  it("holds a name to its ceiling across many clients, and then only that name", () => {
    const limiter = new SignInLimiter(() => 0);
    for (let i = 0; i < maxAccountAttemptsPerMinute; i++)
      expect(limiter.attempt("Anna", `10.0.${Math.floor(i / 5)}.${i}`).wait).toBe(0);
    expect(limiter.attempt("Anna", "192.0.2.1").wait).toBeGreaterThan(0);
    expect(limiter.attempt("Béla", "192.0.2.1").wait).toBe(0);
  });
});
