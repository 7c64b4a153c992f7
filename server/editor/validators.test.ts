import { describe, expect, it } from "vitest";
import { linkError, plainTextError } from "./validators.ts";

describe("links", () => {
  it.each([
    "https://www.danubiusprotect.hu/kapcsolat",
    "http://example.com",
    "mailto:iroda@danubiusprotect.hu",
    "tel:+3612345678",
    "/kapcsolat",
    "#ajanlat",
  ])("accepts %s", (link) => {
    expect(linkError(link)).toBeUndefined();
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "javascript&colon;alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/x",
    "/\\evil.example",
    "https://",
    "ftp://example.com/file",
  ])("refuses %s", (link) => {
    expect(linkError(link)).toBeTypeOf("string");
  });

  it("says why in the editor's language", () => {
    expect(linkError("javascript:alert(1)")).toBe(
      "Csak https://, http://, mailto: és tel: hivatkozás engedélyezett.",
    );
    expect(linkError("javascript:alert(1)", "de")).toContain("Erlaubt sind nur");
  });
});

describe("copy", () => {
  it.each(["Biztonság 0–24 órában", "Ár < 50 000 Ft", "3 < 5 és 7 > 4", "Kovács & Társa"])(
    "accepts %s",
    (text) => {
      expect(plainTextError(text)).toBeUndefined();
    },
  );

  it.each([
    "<script>alert(1)</script>",
    "Kattintson <b>ide</b>",
    '<img src=x onerror="alert(1)">',
    "</p>",
    "<!-- rejtett -->",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&#60;img src=x onerror=alert(1)&#62;",
    "< script>",
  ])("refuses markup: %s", (text) => {
    expect(plainTextError(text)).toContain("HTML");
  });
});
