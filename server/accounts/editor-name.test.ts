import { describe, expect, it } from "vitest";
import { parseEditorName } from "./editor-name.ts";

describe("an editor's name", () => {
  it.each([
    "<>",
    "...",
    "Anna <anna@example.com>",
    "‹Anna›",
    "Kovács A.",
    "'Anna'",
    "Anna\u202eannA",
    "Anna  Kovács",
    "a".repeat(101),
    "",
  ])("refuses %j, which git would refuse or show otherwise", (name) => {
    const parsed = parseEditorName(name);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain("A name is 1 to 100 characters");
  });

  it.each(["Dr. Kovács Anna", "O’Brien-Nagy Éva", "J.R. Tóth", "J. R. Tóth", "a".repeat(100)])(
    "takes %j, a name people have",
    (name) => {
      expect(parseEditorName(name)).toEqual({ ok: true, name });
    },
  );

  it("is stored trimmed and in NFC", () => {
    expect(parseEditorName("  Kova\u0301cs Anna ")).toEqual({ ok: true, name: "Kovács Anna" });
  });
});
