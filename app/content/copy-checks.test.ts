import { describe, expect, it } from "vitest";
import { copyPattern, copyProblem } from "./copy-checks.ts";

const { regex } = copyPattern("Címsor");
const paragraph = copyPattern("Szöveg", { paragraph: true }).regex;

describe("copy checks", () => {
  it.each([
    "Biztonság 0–24 órában",
    "Kovács & Társa Kft.",
    "„Gyors, megbízható” – mondják ügyfeleink!",
    "Védelem 24/7 🛡️ 👩‍💼 👍🏽",
    "Nr. 1 für Sicherheit? Ja: 100 %.",
    "{telefonszám} · {e-mail-cím}",
  ])("pass %s", (text) => {
    expect(regex.test(text)).toBe(true);
    expect(paragraph.test(text)).toBe(true);
    expect(copyProblem(text)).toBeUndefined();
  });

  it.each([
    ["<script>alert(1)</script>", "„<”"],
    ["Kattintson <b>ide</b>", "„<”"],
    ["3 > 2", "„>”"],
    ["&lt;script&gt;alert(1)&lt;/script&gt;", "„&lt;”"],
    ["&LT;b&GT;", "„&LT;”"],
    ["&#60;img src=x onerror=alert(1)&#62;", "„&#60;”"],
    ["&#x003C;img&#x3e;", "„&#x003C;”"],
    ["&ltscript", "„&lt”"],
    ["Név\u0000", "U+0000"],
    ["Sicherheit \u202Etfahcs", "U+202E"],
    ["Cég\u2066név\u2069", "U+2066"],
    ["Ko\u200Bvács", "U+200B"],
    ["\uFEFFCím", "U+FEFF"],
  ])("refuse %j, naming %s", (text, named) => {
    expect(regex.test(text)).toBe(false);
    expect(copyProblem(text)).toContain(named);
  });

  it("keeps a paragraph to one line", () => {
    expect(regex.test("első\nmásodik")).toBe(true);
    expect(paragraph.test("első\nmásodik")).toBe(false);
  });
});
