/**
 * The daily retention sweep: inquiries older than INQUIRY_RETENTION_DAYS are deleted (with
 * their delivery state) at start-up and then once a day. With instances sharing a store the
 * day's sweep runs on one of them only: the first to claim the day (`jobs.claimRun`).
 */
import { PeriodicJob } from "../shared/jobs.ts";
import { errorMessage, type Logger } from "../shared/log.ts";
import type { InquiryStore } from "./store.ts";

const dayMs = 86_400_000;

/** Sweeps at start-up, then every day (`start` resolves once the first sweep is done). */
export class RetentionSweep extends PeriodicJob {
  readonly #store: InquiryStore;
  readonly #log: Logger;
  readonly #retentionDays: number;

  constructor(store: InquiryStore, log: Logger, retentionDays: number) {
    super(dayMs);
    this.#store = store;
    this.#log = log;
    this.#retentionDays = retentionDays;
  }

  protected look(): Promise<number | undefined> {
    return this.run();
  }

  /** One sweep, if this instance claims today's: how many went; undefined when not ours. */
  async run(now = new Date()): Promise<number | undefined> {
    try {
      const day = now.toISOString().slice(0, 10);
      if (!(await this.#store.jobs.claimRun("inquiries:retention", day))) return undefined;
      const cutoff = new Date(now.getTime() - this.#retentionDays * dayMs);
      const count = await this.#store.purgeBefore(cutoff);
      if (count > 0) this.#log.info("retention.purged", { count, before: cutoff.toISOString() });
      return count;
    } catch (error) {
      this.#log.error("retention.failed", { error: errorMessage(error) });
      return undefined;
    }
  }
}
