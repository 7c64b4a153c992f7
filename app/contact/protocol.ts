/**
 * The contact protocol: everything the form in the browser and the endpoint on the server
 * must agree on, in one module both import. docs/contact-pipeline.md describes it in prose.
 */

/** Where the form posts, with or without JavaScript. */
export const contactEndpoint = "/api/contact";

/** Field names of an inquiry, in form order. `website` is the honeypot. */
export const inquiryFields = ["name", "email", "phone", "service", "message", "website"] as const;
export type InquiryField = (typeof inquiryFields)[number];

/**
 * The envelope field: the page the form is on. It is not part of the inquiry; the server
 * answers a plain form post by sending the visitor back there, in that page's language.
 */
export const pageField = "page";

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
export type FieldErrorCode = "nameTooShort" | "emailInvalid" | "tooLong" | "invalid";
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
