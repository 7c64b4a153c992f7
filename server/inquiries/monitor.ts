/**
 * Watches for inquiries that wait too long. An inquiry still not delivered on a configured
 * channel DELIVERY_ALERT_AFTER_MS after it came in is overdue: the health check reports
 * "degraded" with the counts, and overdue webhook deliveries raise one alert e-mail per
 * incident. The incident is recorded in the store before the alert is sent, so neither a
 * retry, a restart nor a store that refuses writes sends it again (at most once: a crash
 * between the two loses it); it ends when nothing is overdue any more, and the next one
 * alerts anew. With instances sharing a store, one look runs at a time across all of them
 * (the store's `jobs.exclusively`), and opening the incident succeeds for one only.
 */
import { PeriodicJob } from "../shared/jobs.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { StaffMail } from "../staff-mail/index.ts";
import { alertMail } from "./mail.ts";
import type { Channel, InquiryStore, Overdue } from "./store.ts";

export interface MonitorOptions {
  /** The channels the server delivers on (a channel without configuration is not watched). */
  channels: readonly Channel[];
  alertAfterMs: number;
  /** Sends the alert; without it the incident is only logged. */
  mail: StaffMail | undefined;
}

export class DeliveryMonitor extends PeriodicJob {
  readonly #store: InquiryStore;
  readonly #log: Logger;
  readonly #options: MonitorOptions;

  constructor(store: InquiryStore, log: Logger, options: MonitorOptions) {
    // Often enough that an alert goes out soon after the threshold; at most once a minute.
    super(Math.min(60_000, Math.max(20, Math.round(options.alertAfterMs / 4))));
    this.#store = store;
    this.#log = log;
    this.#options = options;
  }

  protected look(signal: AbortSignal): Promise<void> {
    return this.check(new Date(), signal);
  }

  /** Overdue inquiries per watched channel, now; empty when all is well. */
  async overdue(now = new Date()): Promise<Partial<Record<Channel, Overdue>>> {
    const before = new Date(now.getTime() - this.#options.alertAfterMs);
    const result: Partial<Record<Channel, Overdue>> = {};
    for (const channel of this.#options.channels) {
      const overdue = await this.#store.outbox.overdue(channel, before);
      if (overdue) result[channel] = overdue;
    }
    return result;
  }

  /** One look: starts or ends the webhook incident (skipped while another instance looks). */
  async check(now = new Date(), signal = new AbortController().signal): Promise<void> {
    if (!this.#options.channels.includes("webhook")) return;
    try {
      await this.#store.jobs.exclusively("inquiries:delivery-monitor", () =>
        this.#look(now, signal),
      );
    } catch (error) {
      this.#log.error("delivery.monitor_error", { error: errorMessage(error) });
    }
  }

  async #look(now: Date, signal: AbortSignal): Promise<void> {
    const overdue = (await this.overdue(now)).webhook;
    const alerted = await this.#store.incidents.openSince();
    if (!overdue && alerted) {
      await this.#store.incidents.close();
      this.#log.info("delivery.recovered", { alertedAt: alerted });
    }
    if (!overdue || alerted) return;
    this.#log.error("delivery.overdue", { channel: "webhook", ...overdue });
    // Recorded before it is sent: a store that cannot record the incident (a full disk)
    // must not turn every look into another e-mail. It throws then, and nothing is sent.
    const at = now.toISOString();
    if (!(await this.#store.incidents.open(at))) return;
    const { mail, alertAfterMs } = this.#options;
    if (mail) {
      try {
        await mail.send(alertMail(overdue, alertAfterMs), signal);
      } catch (error) {
        this.#log.error("delivery.alert_failed", { error: errorMessage(error) });
        // Withdrawn, so the next look tries again.
        await this.#store.incidents.close(at).catch((closing: unknown) => {
          this.#log.error("delivery.monitor_error", { error: errorMessage(closing) });
        });
        return;
      }
    }
    this.#log.info("delivery.alert_sent", { count: overdue.count, byEmail: Boolean(mail) });
  }
}
