import { describe, expect, it } from "vitest";
import { fieldNames, inquiryFields } from "../form/protocol.ts";
import { isBot, validateInquiry } from "./schema.ts";

const valid = { name: "Kovács Anna", email: "anna@example.com" };

describe("validateInquiry", () => {
  it("accepts name and email alone and fills the optional fields with empty strings", () => {
    expect(validateInquiry(valid)).toEqual({
      ok: true,
      inquiry: { ...Object.fromEntries(fieldNames.map((field) => [field, ""])), ...valid },
    });
  });

  it("trims values and keeps line breaks inside the message", () => {
    const result = validateInquiry({
      ...valid,
      name: "  Jo  ",
      message: " első sor\nmásodik sor ",
    });
    expect(result).toMatchObject({
      ok: true,
      inquiry: { name: "Jo", message: "első sor\nmásodik sor" },
    });
  });

  it.each([
    [{ email: "a@b" }, "name", "nameTooShort"],
    [{ name: " A ", email: "a@b" }, "name", "nameTooShort"],
    [{ name: "Jo" }, "email", "emailInvalid"],
    [{ name: "Jo", email: "  nincs-kukac " }, "email", "emailInvalid"],
    [{ name: "x".repeat(inquiryFields.name.max + 1), email: "a@b" }, "name", "tooLong"],
    [{ ...valid, message: "m".repeat(inquiryFields.message.max + 1) }, "message", "tooLong"],
    [{ ...valid, phone: "1".repeat(inquiryFields.phone.max + 1) }, "phone", "tooLong"],
    [{ ...valid, name: "Jo\r\nBcc: x" }, "name", "invalid"],
    [{ ...valid, email: "a@b\u0000" }, "email", "invalid"],
    [{ ...valid, message: "bell\u0007" }, "message", "invalid"],
    [{ ...valid, phone: 36 }, "phone", "invalid"],
    [{ ...valid, service: ["security"] }, "service", "invalid"],
    [{ ...valid, name: null }, "name", "invalid"],
  ])("rejects %o on %s with %s", (input, field, code) => {
    const result = validateInquiry(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field as "name"]).toBe(code);
  });

  it.each([null, undefined, "text", 42, [], [valid]])("rejects a non-object body %o", (input) => {
    expect(validateInquiry(input)).toEqual({ ok: false, fieldErrors: { form: "invalid" } });
  });

  it("refuses bidirectional control characters in every field, with their own code", () => {
    for (const character of [
      "\u202a",
      "\u202e",
      "\u2066",
      "\u2069",
      "\u200e",
      "\u200f",
      "\u061c",
    ]) {
      for (const field of ["name", "phone", "message"] as const) {
        const input = {
          name: "Kovács Anna",
          email: "anna@example.com",
          [field]: `Kovács ${character}Anna`,
        };
        expect(validateInquiry(input)).toEqual({
          ok: false,
          fieldErrors: { [field]: "directionControl" },
        });
      }
    }
    // Letters of right-to-left scripts are text, not controls.
    expect(validateInquiry({ name: "שרה כהן", email: "sara@example.com" }).ok).toBe(true);
  });

  it("refuses zero-width and other invisible format characters in one-line fields, with their own code", () => {
    for (const character of ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]) {
      for (const field of ["name", "email", "phone"] as const) {
        const value = field === "email" ? `an${character}na@example.com` : `An${character}na`;
        const input = { ...valid, phone: "+36 30 123 4567", [field]: value };
        expect(validateInquiry(input)).toEqual({
          ok: false,
          fieldErrors: { [field]: "invisibleCharacter" },
        });
      }
      // In the message they may build an emoji or a word; nobody searches a message.
      expect(validateInquiry({ ...valid, message: `Üdv 👩${character}💻` }).ok).toBe(true);
    }
  });

  it("rejects unknown fields, including prototype keys", () => {
    expect(validateInquiry({ ...valid, extra: "1" })).toMatchObject({
      ok: false,
      fieldErrors: { form: "invalid" },
    });
    const polluted = JSON.parse('{"name":"Jo","email":"a@b","__proto__":{"admin":true}}');
    expect(validateInquiry(polluted)).toMatchObject({
      ok: false,
      fieldErrors: { form: "invalid" },
    });
    expect(validateInquiry({ ...valid, constructor: "x" })).toMatchObject({ ok: false });
  });

  it("accepts any service text (an unknown key is forwarded as is)", () => {
    expect(validateInquiry({ ...valid, service: "something-else" })).toMatchObject({
      ok: true,
      inquiry: { service: "something-else" },
    });
  });
});

describe("isBot", () => {
  it("is true only when the honeypot holds something", () => {
    expect(isBot({ website: "http://spam" })).toBe(true);
    expect(isBot({ website: "   " })).toBe(false);
    expect(isBot({ website: "" })).toBe(false);
    expect(isBot({})).toBe(false);
  });
});
