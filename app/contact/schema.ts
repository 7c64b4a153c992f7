/**
 * The contact inquiry: one schema for the browser and the server (docs/contact-pipeline.md).
 * The browser uses it to show field errors before sending; the server never trusts the
 * browser and runs it again on every request. Written as plain data and one small function
 * rather than with a schema library: it ships in the contact island, whose budget React
 * nearly fills (docs/decisions/004-validation-without-a-library.md).
 */

import {
  type FieldErrorCode,
  type FieldErrors,
  type FieldFacts,
  fieldNames,
  type InquiryField,
  inquiryFields,
} from "../form/protocol.ts";
import { directionControls, invisibleFormatCharacters } from "./invisible-characters.ts";

// Single-line fields: no control characters at all (no CR/LF header or log injection).
// The message keeps line breaks and tabs but no other control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const singleLineControl = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const multiLineControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * A "valid e-mail address" as the HTML standard defines it for `<input type=email>`, so the
 * server accepts exactly what the form's own check lets through: a local part of the listed
 * characters, "@", and dot-separated labels of letters, digits and inner hyphens.
 */
export const validEmailAddress =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Checks beyond length and characters, on the trimmed value; each returns the error code. */
const checks: Partial<Record<InquiryField, (value: string) => FieldErrorCode | undefined>> = {
  name: (value) => (value.length < inquiryFields.name.min ? "nameTooShort" : undefined),
  email: (value) => (validEmailAddress.test(value) ? undefined : "emailInvalid"),
};

/** The code for a required field left empty: the one its own check gives, or `invalid`. */
const missingCode: Partial<Record<InquiryField, FieldErrorCode>> = {
  name: "nameTooShort",
  email: "emailInvalid",
};

/** The message keeps its line breaks; so may the honeypot, whose content is never kept. */
const isMultiLine = ({ kind }: FieldFacts) => kind === "textarea" || kind === "honeypot";
const controlCharacters = (facts: FieldFacts) =>
  isMultiLine(facts) ? multiLineControl : singleLineControl;

export type Inquiry = Record<InquiryField, string>;

export type ValidationResult =
  | { ok: true; inquiry: Inquiry }
  | { ok: false; fieldErrors: FieldErrors };

const isField = (key: string): key is InquiryField => Object.hasOwn(inquiryFields, key);

/**
 * Validates untrusted input: a plain object whose keys are inquiry fields and whose values
 * are strings. Every problem is reported per field with a stable code; unknown keys (among
 * them `__proto__` and `constructor`) are reported on `form`.
 */
export function validateInquiry(input: unknown): ValidationResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, fieldErrors: { form: "invalid" } };
  }
  const fieldErrors: FieldErrors = {};
  for (const key of Object.keys(input)) {
    if (!isField(key)) fieldErrors.form = "invalid";
  }
  const inquiry = {} as Inquiry;
  const source = input as Record<string, unknown>;
  for (const field of fieldNames) {
    const facts: FieldFacts = inquiryFields[field];
    const raw = Object.hasOwn(source, field) ? source[field] : "";
    if (typeof raw !== "string") {
      fieldErrors[field] = "invalid";
      continue;
    }
    if (raw.length > facts.max) {
      fieldErrors[field] = "tooLong";
      continue;
    }
    if (controlCharacters(facts).test(raw)) {
      fieldErrors[field] = "invalid";
      continue;
    }
    if (directionControls.test(raw)) {
      fieldErrors[field] = "directionControl";
      continue;
    }
    if (!isMultiLine(facts) && invisibleFormatCharacters.test(raw)) {
      fieldErrors[field] = "invisibleCharacter";
      continue;
    }
    const value = raw.trim();
    const problem =
      value === "" ? facts.required && (missingCode[field] ?? "invalid") : checks[field]?.(value);
    if (problem) fieldErrors[field] = problem;
    inquiry[field] = value;
  }
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, inquiry };
}

/** A filled honeypot means a bot: the submission is dropped without telling it so. */
export function isBot(input: { website?: unknown }): boolean {
  return typeof input.website === "string" && input.website.trim() !== "";
}
