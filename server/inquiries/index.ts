/**
 * The inquiry feature as the server starts it: the store (SQLite or PostgreSQL, from the
 * configuration), one deliverer per configured channel (webhook, staff e-mail), the overdue
 * monitor and the daily retention sweep (docs/inquiries.md).
 */

import type { Logger } from "../shared/log.ts";
import type { Pool } from "../shared/postgres.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { channelSetting, type InquiriesConfig } from "./config.ts";
import { Deliverer, type Send } from "./deliverer.ts";
import { emailSender } from "./mail.ts";
import { DeliveryMonitor } from "./monitor.ts";
import { openInquiryStore } from "./open-store.ts";
import { RetentionSweep } from "./retention.ts";
import type { Channel, InquiryStore } from "./store.ts";
import { webhookSender } from "./webhook.ts";

export { channelSetting, type InquiriesConfig } from "./config.ts";
export { Deliverer } from "./deliverer.ts";
export type { DeliveryMonitor } from "./monitor.ts";
export { openInquiryStore, PostgresInquiryStore, SqliteInquiryStore } from "./open-store.ts";
export {
  type Channel,
  type ChannelCounts,
  channels,
  type Delivery,
  type InquiryStore,
  type NewInquiry,
  type StoredInquiry,
} from "./store.ts";
export { webhookSender } from "./webhook.ts";

export interface Inquiries {
  store: InquiryStore;
  deliverers: Partial<Record<Channel, Deliverer>>;
  monitor: DeliveryMonitor;
  /** A new inquiry was committed: the deliverers look at the store now. */
  wake(): void;
  /** Starts delivering, watching and sweeping; resolves after the first sweep. */
  start(): Promise<void>;
  /** Stops taking work; attempts in flight get `graceMs` to finish. */
  stop(graceMs: number): Promise<void>;
  /** Closes the store (after `stop`). */
  close(): Promise<void>;
}

/** Opens the store and makes (without starting) the workers the configuration asks for. */
export async function openInquiries(
  config: InquiriesConfig,
  log: Logger,
  mail: StaffMail | undefined,
  pool?: Pool,
): Promise<Inquiries> {
  const store = await openInquiryStore(config, pool);
  const channels: ReadonlyArray<{ channel: Channel; send: Send | undefined; unset: string }> = [
    {
      channel: "webhook",
      send: config.webhookUrl
        ? webhookSender(config.webhookUrl, config.delivery.timeoutMs)
        : undefined,
      unset:
        "inquiries are kept in the store and not forwarded (list them with `npm run inquiries`)",
    },
    {
      channel: "email",
      send: mail && emailSender(mail),
      unset: "no staff e-mail is sent for inquiries, and no alert when the webhook fails",
    },
  ];
  const deliverers: Partial<Record<Channel, Deliverer>> = {};
  for (const { channel, send, unset } of channels) {
    if (send) {
      deliverers[channel] = new Deliverer(store, log, { channel, send, ...config.delivery });
      continue;
    }
    log.warn(`${channel}.not_configured`, {
      message: `${channelSetting(config, channel).variable} is not set: ${unset}`,
      pending: (await store.outbox.counts())[channel].pending,
    });
  }
  const running = Object.values(deliverers);
  const monitor = new DeliveryMonitor(store, log, {
    channels: Object.keys(deliverers) as Channel[],
    alertAfterMs: config.alertAfterMs,
    mail,
  });
  const retention = new RetentionSweep(store, log, config.retentionDays);
  return {
    store,
    deliverers,
    monitor,
    wake: () => {
      for (const deliverer of running) deliverer.wake();
    },
    async start() {
      for (const deliverer of running) deliverer.start();
      void monitor.start();
      await retention.start();
    },
    async stop(graceMs) {
      await Promise.all([
        ...running.map((deliverer) => deliverer.stop(graceMs)),
        monitor.stop(),
        retention.stop(),
      ]);
    },
    close: () => store.close(),
  };
}
