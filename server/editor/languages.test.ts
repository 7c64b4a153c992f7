import { describe, expect, it } from "vitest";
import { behindOf } from "./languages.ts";

const state = (language: "hu" | "en" | "de", commit: string, date: string, pending = false) => ({
  language,
  entry: `home-${language}`,
  commit,
  date,
  pending,
});

describe("languages in step", () => {
  it("are in step when the last change touched every language", () => {
    const states = ["hu", "en", "de"].map((l) => state(l as "hu", "a", "2026-11-01T10:00:00Z"));
    expect(behindOf(states)).toEqual([]);
  });

  it("mark the languages an older change left behind", () => {
    expect(
      behindOf([
        state("hu", "b", "2026-11-20T10:00:00Z"),
        state("en", "a", "2026-11-01T10:00:00Z"),
        state("de", "b", "2026-11-20T10:00:00Z"),
      ]),
    ).toEqual(["en"]);
  });

  it("count an unpublished change as the newest", () => {
    expect(
      behindOf([
        state("hu", "a", "2026-11-01T10:00:00Z", true),
        state("en", "a", "2026-11-01T10:00:00Z"),
        state("de", "a", "2026-11-01T10:00:00Z"),
      ]),
    ).toEqual(["en", "de"]);
    expect(
      behindOf(["hu", "en", "de"].map((l) => state(l as "hu", "a", "2026-11-01T10:00:00Z", true))),
    ).toEqual([]);
  });
});
