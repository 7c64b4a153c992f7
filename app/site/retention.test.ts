import { describe, expect, it } from "vitest";
import { readContent } from "../content/index.server.ts";
import { defaultRetentionDays, parseRetentionDays, wholeYears } from "./retention.ts";

describe("the retention period", () => {
  it("is 365 days unless INQUIRY_RETENTION_DAYS says otherwise", () => {
    expect(parseRetentionDays(undefined)).toBe(365);
    expect(parseRetentionDays(" ")).toBe(365);
    expect(parseRetentionDays("90")).toBe(90);
    for (const bad of ["0", "-1", "1.5", "a year", "36501"]) {
      expect(() => parseRetentionDays(bad)).toThrow(/INQUIRY_RETENTION_DAYS/);
    }
  });

  it("is stated in whole years when it is one", () => {
    expect(wholeYears(365)).toBe(1);
    expect(wholeYears(730)).toBe(2);
    expect(wholeYears(90)).toBeUndefined();
  });

  it("is what the privacy notice states in every language", async () => {
    const text = async (days: number, language: "hu" | "en" | "de") =>
      JSON.stringify((await readContent("content", days)).content[language].legal.privacy);
    expect(await text(defaultRetentionDays, "hu")).toContain('{"strong":"1 évig"}');
    expect(await text(defaultRetentionDays, "en")).toContain('{"strong":"1 year"}');
    expect(await text(defaultRetentionDays, "de")).toContain('{"strong":"1 Jahr"}');
    // A release setting, not a build constant: the same code states another period.
    expect(await text(730, "en")).toContain('{"strong":"2 years"}');
  });
});
