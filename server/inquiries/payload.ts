/** The webhook's body: a contract with its receiver (docs/contact-pipeline.md). */
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
