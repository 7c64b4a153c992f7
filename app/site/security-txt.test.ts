import { describe, expect, it } from "vitest";
import { readContent } from "../content/index.server.ts";
import { defaultRetentionDays } from "./retention.ts";
import { expiryProblem, securityTxt, securityTxtExpires } from "./security-txt.ts";

const fields = (text: string) =>
  new Map(
    text
      .trimEnd()
      .split("\n")
      .map((line) => line.split(": ", 2) as [string, string]),
  );

const { company } = await readContent("content", defaultRetentionDays);

describe("security.txt", () => {
  it("names the company's address, its languages and its own URL", () => {
    const text = securityTxt(company.email, "https://staging.example.org");
    expect(text.endsWith("\n")).toBe(true);
    expect(fields(text)).toEqual(
      new Map([
        ["Contact", `mailto:${company.email}`],
        ["Expires", securityTxtExpires.toISOString()],
        ["Preferred-Languages", "hu, en, de"],
        ["Canonical", "https://staging.example.org/.well-known/security.txt"],
      ]),
    );
  });

  it("is renewed while more than 30 days remain, to at most a year ahead", () => {
    // The message says what to do; this test starts failing 30 days before the date.
    expect(expiryProblem(securityTxtExpires, new Date())).toBeUndefined();
  });

  it("tells what to do when the date is near, past or too far ahead", () => {
    const now = new Date("2026-01-10T12:00:00Z");
    expect(expiryProblem(new Date("2026-02-01T00:00:00Z"), now)).toMatch(
      /^security\.txt expires on 2026-02-01, in 21 days: set securityTxtExpires in app\/site\/security-txt\.ts/,
    );
    expect(expiryProblem(new Date("2025-12-31T00:00:00Z"), now)).toMatch(
      /^security\.txt expired on 2025-12-31: set/,
    );
    expect(expiryProblem(new Date("2027-03-01T00:00:00Z"), now)).toContain("more than a year");
    expect(expiryProblem(new Date("2026-02-10T00:00:00Z"), now)).toBeUndefined();
    expect(expiryProblem(new Date("2027-01-10T00:00:00Z"), now)).toBeUndefined();
  });
});
