/** The webhook's body: exactly the keys, in the order, of PRODUCT.md §4.4. */
import { common as hungarian } from "../../app/content/hu/common.ts";
import { brand } from "../../app/site/brand.ts";
import { isServiceKey } from "../../app/site/pages.ts";
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

/** A known service key goes out as its Hungarian label (SPEC.md §3); anything else as is. */
export function serviceLabel(service: string): string {
  return isServiceKey(service) ? hungarian.serviceNames[service] : service;
}

export function webhookPayload(
  inquiry: Pick<StoredInquiry, "name" | "email" | "phone" | "service" | "message" | "receivedAt">,
): WebhookPayload {
  return {
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone || "",
    service: serviceLabel(inquiry.service || ""),
    message: inquiry.message || "",
    timestamp: inquiry.receivedAt,
    source: brand.inquirySource,
  };
}
