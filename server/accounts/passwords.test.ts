/** The rules of a new password (NIST SP 800-63B): length, the breached list, no composition. */
import { describe, expect, it } from "vitest";
import { passwordProblem } from "./passwords.ts";

describe("a new password", () => {
  it("needs length, not digits or symbols, and is none of the common, repeated or name-built ones", () => {
    expect(passwordProblem("csak betűk és szóközök")).toBeUndefined();
    expect(passwordProblem(`${"a".repeat(11)}b`)).toBe("repetitive");
    expect(passwordProblem("rövidke")).toBe("short");
    expect(passwordProblem("x".repeat(201))).toBe("long");
    for (const common of ["1qaz2wsx3edc", "QWERTY123456", "Jelszó123456", "qwerty 123456"])
      expect(passwordProblem(common), common).toBe("common");
    expect(passwordProblem("Kovács Anna!!", { name: "Kovács Anna" })).toBe("context");
    expect(passwordProblem("DanubiusProtect")).toBe("common");
    expect(passwordProblem("danubiusprotect1")).toBe("context");
    expect(passwordProblem("Danubius 2026!", {})).toBe("context");
    expect(passwordProblem("Kovács Anna kedvenc könyve", { name: "Kovács Anna" })).toBeUndefined();
  });
});
