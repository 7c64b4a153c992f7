import { describe, expect, it } from "vitest";
import { article, withArticle } from "./article.ts";

describe("the Hungarian article before a word or number", () => {
  it("says az before a vowel and a before a consonant", () => {
    expect(withArticle("arpad@example.hu")).toBe("az arpad@example.hu");
    expect(withArticle("kovacs@example.hu")).toBe("a kovacs@example.hu");
    expect(withArticle("Ügyfél")).toBe("az Ügyfél");
    expect(withArticle("„ingatlan.jpg”")).toBe("az „ingatlan.jpg”");
    expect(article("őr")).toBe("az");
    expect(article("zár")).toBe("a");
  });

  it("reads numbers aloud: az 1, az 5, az 50, a 2, a 10, az 1000", () => {
    const az = [1, 5, 50, 55, 500, 501, 1000, 1999, 5000, 50_000, 1_000_000, "1.", "5.", "1 000"];
    const a = [
      0,
      2,
      3,
      4,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      15,
      20,
      100,
      150,
      200,
      2000,
      10_000,
      "2.",
      "12.",
    ];
    for (const number of az) expect([number, article(number)]).toEqual([number, "az"]);
    for (const number of a) expect([number, article(number)]).toEqual([number, "a"]);
  });

  it("starts a sentence with a capital", () => {
    expect(withArticle(1, { capital: true })).toBe("Az 1");
    expect(withArticle("2.", { capital: true })).toBe("A 2.");
  });
});
