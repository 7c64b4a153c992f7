/** The webhook channel: POSTs the contract's JSON with the inquiry id as Idempotency-Key. */
import type { Send } from "./deliverer.ts";
import { webhookPayload } from "./payload.ts";

/** A 2xx answer is delivery; any other answer or no answer is a failure to retry. */
export function webhookSender(webhookUrl: string): Send {
  return async (inquiry, signal) => {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": inquiry.id },
      body: JSON.stringify(webhookPayload(inquiry)),
      signal,
      redirect: "error",
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}
