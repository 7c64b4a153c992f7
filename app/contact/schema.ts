/**
 * The contact inquiry: one schema for the browser and the server (SPEC.md §5, PRODUCT.md §4).
 * The browser uses it to show field errors before sending; the server never trusts the
 * browser and runs it again on every request.
 */
import * as z from "zod/mini";

export const inquiryLimits = {
  nameMin: 2,
  name: 120,
  email: 254,
  phone: 40,
  service: 64,
  message: 5000,
} as const;

/** Field names the form posts, in order. `website` is the honeypot. */
export const inquiryFields = ["name", "email", "phone", "service", "message", "website"] as const;
export type InquiryField = (typeof inquiryFields)[number];

export type FieldErrorCode = "nameTooShort" | "emailInvalid" | "tooLong" | "invalid";

// Single-line fields: no control characters at all (no CR/LF header or log injection).
// The message keeps line breaks and tabs but no other control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const singleLineControl = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const multiLineControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function text(max: number, control: RegExp) {
  return z.pipe(
    z.string({ error: "invalid" }),
    z.pipe(
      z.string().check(
        z.maxLength(max, { error: "tooLong" }),
        z.refine((value) => !control.test(value), { error: "invalid" }),
      ),
      z.transform((value) => value.trim()),
    ),
  );
}

const optionalText = (max: number, control: RegExp) => z._default(text(max, control), "");

export const inquirySchema = z.strictObject(
  {
    name: z.pipe(
      text(inquiryLimits.name, singleLineControl),
      z.string().check(z.minLength(inquiryLimits.nameMin, { error: "nameTooShort" })),
    ),
    email: z.pipe(
      text(inquiryLimits.email, singleLineControl),
      z.string().check(z.refine((value) => value.includes("@"), { error: "emailInvalid" })),
    ),
    phone: optionalText(inquiryLimits.phone, singleLineControl),
    service: optionalText(inquiryLimits.service, singleLineControl),
    message: optionalText(inquiryLimits.message, multiLineControl),
    website: optionalText(1000, multiLineControl),
  },
  { error: "invalid" },
);

export type Inquiry = z.output<typeof inquirySchema>;

export type ValidationResult =
  | { ok: true; inquiry: Inquiry }
  | { ok: false; fieldErrors: Partial<Record<string, FieldErrorCode>> };

const knownCodes: readonly FieldErrorCode[] = [
  "nameTooShort",
  "emailInvalid",
  "tooLong",
  "invalid",
];

/** Validates untrusted input; every problem is reported per field with a stable code. */
export function validateInquiry(input: unknown): ValidationResult {
  const result = z.safeParse(inquirySchema, input);
  if (result.success) return { ok: true, inquiry: result.data };
  const fieldErrors: Partial<Record<string, FieldErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    const code = knownCodes.find((known) => known === issue.message) ?? "invalid";
    fieldErrors[field] ??= code;
  }
  return { ok: false, fieldErrors };
}

/** A filled honeypot means a bot: the submission is dropped without telling it so. */
export function isBot(input: { website?: unknown }): boolean {
  return typeof input.website === "string" && input.website.trim() !== "";
}
