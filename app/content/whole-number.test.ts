import { describe, expect, test } from "vitest";
import { formatWholeNumber, parseWholeNumber } from "./whole-number.ts";

describe("a whole number as staff type it", () => {
  test.each([
    ["349000", 349000],
    ["349 000", 349000],
    ["349.000", 349000],
    ["349 000 Ft", 349000],
    ["349000Ft", 349000],
    ["  349 000 ft ", 349000],
    ["349\u00a0000", 349000],
    ["349\u202f000", 349000],
    ["1 234 567", 1234567],
    ["1.234.567", 1234567],
    ["7", 7],
    ["0", 0],
  ])("%j is %d", (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  test.each([
    "189 O00",
    "1e6",
    "12,5",
    "12.5",
    "189e00 Ft",
    "-5",
    "+5",
    "3 49 000",
    "349 00",
    "349.000 000",
    "1 234.567",
    "349  000",
    "Ft",
    "",
    " ",
    "0x10",
    "99999999999999999999",
    "١٢٣",
  ])("%j is refused", (text) => {
    expect(parseWholeNumber(text)).toBeUndefined();
  });

  test("shown in groups of three", () => {
    expect(formatWholeNumber(349000)).toBe("349 000");
    expect(formatWholeNumber(1234567)).toBe("1 234 567");
    expect(formatWholeNumber(999)).toBe("999");
    for (const value of [0, 7, 349000, 1234567, 100_000_000])
      expect(parseWholeNumber(formatWholeNumber(value))).toBe(value);
  });
});
