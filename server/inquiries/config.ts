/**
 * What the inquiry feature needs from the configuration (server/env.ts reads the variables):
 * where the store is, where inquiries go (the webhook, staff e-mail), how deliveries are
 * retried and watched, and how long inquiries are kept.
 */
import type { Channel } from "../shared/inquiry-records.ts";

export interface InquiriesConfig {
  /** The SQLite file (DATABASE_PATH), unless `databaseUrl` is set. */
  databasePath: string;
  /** postgres://… when the stores live in PostgreSQL (several instances); undefined: SQLite. */
  databaseUrl: string | undefined;
  webhookUrl: string | undefined;
  delivery: { timeoutMs: number; baseMs: number; maxMs: number; pollMs: number };
  /** Staff e-mail; undefined without SMTP_URL. */
  mail: { smtpUrl: string; from: string; to: string[] } | undefined;
  alertAfterMs: number;
  retentionDays: number;
}

/** The variable that turns a delivery channel on, and whether a configuration sets it. */
export function channelSetting(
  config: Pick<InquiriesConfig, "webhookUrl" | "mail">,
  channel: Channel,
): { variable: string; isSet: boolean } {
  return channel === "webhook"
    ? { variable: "CONTACT_WEBHOOK_URL", isSet: Boolean(config.webhookUrl) }
    : { variable: "SMTP_URL", isSet: Boolean(config.mail) };
}
