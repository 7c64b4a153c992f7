import { describe, expect, it } from "vitest";
import { siteContent } from "../content/index.server.ts";
import * as retention from "./retention.ts";

const { defaultRetentionDays, parseRetentionDays, retentionDays, wholeYears } = retention;

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

  it("is what the privacy notice states in every language", () => {
    // Outside the bundler the notice is built with the default.
    expect(retentionDays).toBe(defaultRetentionDays);
    const text = (language: keyof typeof siteContent) =>
      JSON.stringify(siteContent[language].legal.privacy);
    expect(text("hu")).toContain('{"strong":"1 évig"}');
    expect(text("en")).toContain('{"strong":"1 year"}');
    expect(text("de")).toContain('{"strong":"1 Jahr"}');
  });
});
