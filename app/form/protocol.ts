/**
 * The contact protocol: everything the form in the browser and the endpoint on the server
 * must agree on, in one module both import. docs/contact-pipeline.md describes it in prose.
 */

/** Where the form posts, with or without JavaScript. */
export const contactEndpoint = "/api/contact";

/** What the form, the validation, the content schema and the store need to know of a field. */
export interface FieldFacts {
  /**
   * The control that asks for it: an input of that type, the message box, the service picker,
   * or the honeypot (`website`: hidden from people, so only bots fill it; never stored).
   */
  kind: "text" | "email" | "tel" | "textarea" | "select" | "honeypot";
  required?: true;
  /** The fewest characters after trimming. */
  min?: number;
  /** The most characters as sent. */
  max: number;
  autoComplete?: string;
}

/**
 * The inquiry's fields, in form order: the one list the form, the validation, the labels and
 * placeholders in the content schema, the store's columns and the staff e-mail follow.
 * Adding a field here makes the compiler and the content check name what else needs it.
 */
export const inquiryFields = {
  name: { kind: "text", required: true, min: 2, max: 120, autoComplete: "name" },
  email: { kind: "email", required: true, max: 254, autoComplete: "email" },
  phone: { kind: "tel", max: 40, autoComplete: "tel" },
  service: { kind: "select", max: 64 },
  message: { kind: "textarea", max: 5000 },
  website: { kind: "honeypot", max: 1000 },
} as const satisfies Record<string, FieldFacts>;

export type InquiryField = keyof typeof inquiryFields;
type FieldKind<Field extends InquiryField> = (typeof inquiryFields)[Field]["kind"];

/** The fields a person fills in (all but the honeypot): each is labelled and stored. */
export type FilledField = {
  [Field in InquiryField]: FieldKind<Field> extends "honeypot" ? never : Field;
}[InquiryField];
/** The fields typed into (all but the picker): each shows a placeholder. */
export type TypedField = {
  [Field in FilledField]: FieldKind<Field> extends "select" ? never : Field;
}[FilledField];

export const fieldNames = Object.keys(inquiryFields) as InquiryField[];
export const isFilled = (field: InquiryField): field is FilledField =>
  inquiryFields[field].kind !== "honeypot";
export const filledFields = fieldNames.filter(isFilled);
// Pure: the contact island, which never reads it, leaves it out.
export const typedFields = /* @__PURE__ */ filledFields.filter(
  (field): field is TypedField => inquiryFields[field].kind !== "select",
);

/**
 * The envelope field: the page the form is on. It is not part of the inquiry; the server
 * answers a plain form post by sending the visitor back there, in that page's language.
 */
export const pageField = "page";

/**
 * The preview's marker: a page of a preview (server/publishing-desk/preview-html.ts) puts this
 * hidden field in its form, and the endpoint stores and sends nothing that carries it. Not part
 * of the inquiry; the form leaves it out of what it checks.
 */
export const previewField = "dp-preview";

/** What a notice says: a title and a sentence. */
export interface Notice {
  title: string;
  text: string;
}

/** Every notice the form can show. Each language writes all of them. */
export const noticeKeys = ["success", "validation", "rateLimited", "rejected", "failure"] as const;
export type NoticeKey = (typeof noticeKeys)[number];

/**
 * The element id of a notice on the page. A plain form post is redirected to
 * `<page>#<fragment>` and the page shows that notice with CSS `:target`.
 */
export function noticeFragment(key: NoticeKey): string {
  return `notice-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Per-field problems, by stable code; `form` is a problem with the request as a whole. */
export type FieldErrorCode =
  | "nameTooShort"
  | "emailInvalid"
  | "tooLong"
  | "invalid"
  /** A bidirectional control character (invisible-characters.ts). */
  | "directionControl"
  /** A zero-width or other invisible format character in a one-line field (the same file). */
  | "invisibleCharacter";
export type FieldErrors = Partial<Record<InquiryField | "form", FieldErrorCode>>;

/** Why the endpoint refused a request (`code` of a JSON reply that is not ok). */
export type RefusalCode =
  | "validation"
  | "rejected"
  | "forbidden"
  | "tooLarge"
  | "unsupportedMediaType"
  | "rateLimited"
  | "failure";

/** The JSON reply to a client that asks for JSON: the notice is in the page's language. */
export type ContactReply =
  | { ok: true; notice: Notice }
  | { ok: false; code: RefusalCode; fieldErrors?: FieldErrors; notice: Notice };
