import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("toCsv", () => {
  it("starts with a byte-order mark, separates cells with ; and rows with CRLF", () => {
    expect(
      toCsv([
        ["Név", "E-mail"],
        ["Szőke Árpád", "a@pelda.hu"],
      ]),
    ).toBe('\uFEFF"Név";"E-mail"\r\n"Szőke Árpád";"a@pelda.hu"\r\n');
  });

  it("keeps quotes, separators and line breaks inside their cell", () => {
    expect(csvCell('Azt írta: "sürgős"; holnap\r\nreggel')).toBe(
      '"Azt írta: ""sürgős""; holnap\r\nreggel"',
    );
  });

  it("makes a cell that a spreadsheet would read as a formula plain text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}HYPERLINK("http://x")`)).toBe(`"'${start}HYPERLINK(""http://x"")"`);
    expect(csvCell("Kovács = Anna")).toBe('"Kovács = Anna"');
    expect(csvCell("")).toBe('""');
  });
});
