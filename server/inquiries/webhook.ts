/** The webhook channel: POSTs the contract's JSON with the inquiry id as Idempotency-Key. */
import type { Send } from "./deliverer.ts";
import { webhookPayload } from "./payload.ts";

/** A 2xx answer is delivery; any other answer or no answer is a failure to retry. */
export function webhookSender(webhookUrl: string, timeoutMs: number): Send {
  return async (inquiry, signal) => {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": inquiry.id },
      body: JSON.stringify(webhookPayload(inquiry)),
      // The whole request, connection to the answer's head, within the attempt's limit.
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), signal]),
      redirect: "error",
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}
