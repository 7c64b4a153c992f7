/**
 * Budapest wall-clock as staff type it in a `datetime-local` field: the minute they mean, on
 * both sides of the changes to and from summer time.
 */
import { describe, expect, it } from "vitest";
import { budapestWallClock, fromBudapestWallClock } from "./staff-time.ts";

const utc = (value: string) => new Date(value).toISOString();

describe("Budapest wall-clock", () => {
  it("is UTC+1 in winter and UTC+2 in summer", () => {
    expect(utc(String(fromBudapestWallClock("2027-01-01T00:00")))).toBe("2026-12-31T23:00:00.000Z");
    expect(utc(String(fromBudapestWallClock("2027-07-01T12:30")))).toBe("2027-07-01T10:30:00.000Z");
  });

  it("on the last Sunday of March: the hour the clocks skip is refused, the next one holds", () => {
    expect(fromBudapestWallClock("2027-03-28T01:59")).toEqual(new Date("2027-03-28T00:59:00Z"));
    expect(fromBudapestWallClock("2027-03-28T02:00")).toBe("skipped");
    expect(fromBudapestWallClock("2027-03-28T02:30")).toBe("skipped");
    expect(fromBudapestWallClock("2027-03-28T03:00")).toEqual(new Date("2027-03-28T01:00:00Z"));
  });

  it("on the last Sunday of October: the hour gone through twice is its first, in summer time", () => {
    expect(fromBudapestWallClock("2027-10-31T01:59")).toEqual(new Date("2027-10-30T23:59:00Z"));
    expect(fromBudapestWallClock("2027-10-31T02:30")).toEqual(new Date("2027-10-31T00:30:00Z"));
    expect(fromBudapestWallClock("2027-10-31T03:00")).toEqual(new Date("2027-10-31T02:00:00Z"));
  });

  it("writes a moment back as the field shows it", () => {
    for (const value of [
      "2027-01-01T00:00",
      "2027-03-28T03:00",
      "2027-10-31T02:30",
      "2027-10-31T03:00",
    ])
      expect(budapestWallClock(fromBudapestWallClock(value) as Date)).toBe(value);
  });

  it("refuses what is no time", () => {
    for (const value of [
      "",
      "2027-02-30T10:00",
      "2027-13-01T10:00",
      "2027-01-01T24:00",
      "0099-01-01T10:00",
      "2027-01-01 10:00",
      "2027-01-01T10:00:30",
    ])
      expect(fromBudapestWallClock(value)).toBe("invalid");
  });
});
