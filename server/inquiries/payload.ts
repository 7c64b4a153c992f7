/** The webhook's body: a contract with its receiver (docs/contact-pipeline.md). */
import type { FilledField } from "../../app/form/protocol.ts";
import { brand } from "../../app/site/brand.ts";
import { inquiryServiceLabel } from "../../app/site/services.ts";
import type { StoredInquiry } from "./store.ts";

export interface WebhookPayload {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  timestamp: string;
  source: string;
}

/**
 * The form's fields the body does not carry, each with the reason. The body does not follow
 * the list of fields: its receiver relies on exactly these keys, so a field added to the form
 * joins it only by a change to the contract. Until a new field is either in `WebhookPayload`
 * or here, this does not compile.
 */
export const fieldsLeftOutOfBody: Record<Exclude<FilledField, keyof WebhookPayload>, string> = {};

export function webhookPayload(
  inquiry: Pick<StoredInquiry, "name" | "email" | "phone" | "service" | "message" | "receivedAt">,
): WebhookPayload {
  return {
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone || "",
    service: inquiryServiceLabel(inquiry.service || ""),
    message: inquiry.message || "",
    timestamp: inquiry.receivedAt,
    source: brand.inquirySource,
  };
}
