/**
 * One webhook deliverer as a process of its own, for tests that kill it mid-delivery: it
 * opens the inquiry store of DATABASE_URL (or DATABASE_PATH), delivers to WEBHOOK_URL with
 * attempts of TIMEOUT_MS and leases LEASE_MARGIN_MS longer, and says "delivering" once it
 * has started.
 */
import { Deliverer, openInquiryStore, webhookSender } from "../server/inquiries/index.ts";
import { createLogger } from "../server/shared/log.ts";

const {
  DATABASE_URL,
  DATABASE_PATH = "",
  WEBHOOK_URL = "",
  TIMEOUT_MS,
  LEASE_MARGIN_MS,
} = process.env;
const timeoutMs = Number(TIMEOUT_MS);
const store = await openInquiryStore({ databaseUrl: DATABASE_URL, databasePath: DATABASE_PATH });
const deliverer = new Deliverer(store, createLogger("silent"), {
  channel: "webhook",
  send: webhookSender(WEBHOOK_URL, timeoutMs),
  timeoutMs,
  leaseMarginMs: Number(LEASE_MARGIN_MS),
  baseMs: 50,
  maxMs: 200,
  pollMs: 50,
});
deliverer.start();
// A timer keeps the process alive: the deliverer's own timers do not.
setInterval(() => {}, 60_000);
console.log("delivering");
