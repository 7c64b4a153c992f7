/**
 * Delivers stored inquiries on one channel (the webhook or the staff e-mail). The store is
 * the queue: a delivery is due when its next attempt time has come; the deliverer claims it,
 * hands the inquiry to the channel's `send`, and records success as delivered or a thrown
 * error as a failure with a backoff. Being store-driven, delivery resumes after a restart
 * and notices retries the CLI asks for (it looks at the store at least every `pollMs`).
 * Once one delivery succeeds, the channel is evidently back: every delivery still waiting
 * out a backoff becomes due at once instead of after up to RETRY_MAX_MS.
 */
import { errorMessage, type Logger } from "../shared/log.ts";
import { retryDelayMs } from "./backoff.ts";
import type { Channel, InquiryStore, StoredInquiry } from "./store.ts";

/**
 * Hands one inquiry to the channel; resolves once it was accepted, throws a short reason.
 * The sender keeps to the attempt's time limit itself (a webhook request is cut off after
 * it; an SMTP session only when the server falls silent that long, since cutting off a
 * session that is still moving may drop the server's "accepted" and send the message
 * twice). `signal` aborts when the server shuts down.
 */
export type Send = (inquiry: StoredInquiry, signal: AbortSignal) => Promise<void>;

export interface DelivererOptions {
  channel: Channel;
  send: Send;
  /** Per-attempt limit, kept by `send`; a claim lasts a good deal longer. */
  timeoutMs: number;
  baseMs: number;
  maxMs: number;
  /** Longest pause between looks at the store. */
  pollMs: number;
  /** Attempts in flight at once (always for different inquiries). */
  concurrency?: number;
  random?: () => number;
}

// A claim outlives the attempt's time-out by this much; it only matters after a crash.
const claimMarginMs = 30_000;
const minimumPauseMs = 10;

export class Deliverer {
  readonly #store: InquiryStore;
  readonly #log: Logger;
  readonly #options: Required<DelivererOptions>;
  readonly #inFlight = new Set<Promise<void>>();
  /** Inquiries with an attempt in flight here: never a second one, even once the claim ran out. */
  readonly #sending = new Set<string>();
  #shutdown = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #stopped = true;

  constructor(store: InquiryStore, log: Logger, options: DelivererOptions) {
    this.#store = store;
    this.#log = log;
    this.#options = { concurrency: 4, random: Math.random, ...options };
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#shutdown = new AbortController();
    this.wake();
  }

  /** Looks at the store now: a new inquiry was stored, or an attempt finished. */
  wake(): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    let pause = this.#options.pollMs;
    try {
      this.#startDueAttempts();
      pause = this.#pauseUntilNextDue();
    } catch (error) {
      this.#log.error("delivery.store_error", { error: errorMessage(error) });
    }
    this.#timer = setTimeout(() => this.wake(), pause);
    this.#timer.unref();
  }

  /**
   * Stops taking new work and lets attempts in flight finish; after `graceMs` they are
   * aborted (and recorded as failed, so they are retried after the next start).
   */
  async stop(graceMs = this.#options.timeoutMs): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const all = () => Promise.allSettled([...this.#inFlight]);
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([all(), grace]);
    clearTimeout(timer);
    this.#shutdown.abort(new Error("server shutting down"));
    await all();
  }

  get busy(): number {
    return this.#inFlight.size;
  }

  #startDueAttempts(): void {
    const free = this.#options.concurrency - this.#inFlight.size;
    if (free <= 0) return;
    const now = new Date();
    const claimUntil = new Date(now.getTime() + this.#options.timeoutMs + claimMarginMs);
    const { channel } = this.#options;
    for (const inquiry of this.#store.due(channel, now, free + this.#sending.size)) {
      if (this.#inFlight.size >= this.#options.concurrency) break;
      if (this.#sending.has(inquiry.id)) continue;
      if (!this.#store.claim(channel, inquiry.id, claimUntil, now)) continue;
      this.#sending.add(inquiry.id);
      const attempt: Promise<void> = this.#attempt(inquiry)
        .catch((error: unknown) => {
          this.#log.error("inquiry.delivery_error", {
            inquiry: inquiry.id,
            channel,
            error: errorMessage(error),
          });
        })
        .finally(() => {
          this.#inFlight.delete(attempt);
          this.#sending.delete(inquiry.id);
          this.wake();
        });
      this.#inFlight.add(attempt);
    }
  }

  #pauseUntilNextDue(): number {
    // With every slot busy, the next finished attempt wakes us.
    if (this.#inFlight.size >= this.#options.concurrency) return this.#options.pollMs;
    const next = this.#store.nextDueAt(this.#options.channel);
    const wait = next ? next.getTime() - Date.now() : Number.POSITIVE_INFINITY;
    // Already due yet not started: it is ours in flight past its claim, or another
    // process's; its end (or the next look) brings the next chance.
    if (wait <= 0) return this.#options.pollMs;
    return Math.min(this.#options.pollMs, Math.max(minimumPauseMs, wait));
  }

  async #attempt(inquiry: StoredInquiry): Promise<void> {
    const { channel } = this.#options;
    const attempt = (inquiry.delivery[channel]?.attempts ?? 0) + 1;
    const started = performance.now();
    let problem: string;
    try {
      await this.#options.send(inquiry, this.#shutdown.signal);
      this.#store.markDelivered(channel, inquiry.id);
      const hurried = this.#store.hurry(channel);
      this.#log.info("inquiry.delivered", {
        inquiry: inquiry.id,
        channel,
        attempt,
        ms: Math.round(performance.now() - started),
        ...(hurried > 0 && { hurried }),
      });
      return;
    } catch (error) {
      problem = reasonOf(error);
    }
    const delay = retryDelayMs(
      attempt,
      this.#options.baseMs,
      this.#options.maxMs,
      this.#options.random,
    );
    this.#store.markFailed(channel, inquiry.id, problem, new Date(Date.now() + delay));
    this.#log.warn("inquiry.delivery_failed", {
      inquiry: inquiry.id,
      channel,
      attempt,
      error: problem,
      retryInMs: delay,
    });
  }
}

/** A short reason without the payload: "TimeoutError", "TypeError: connect ECONNREFUSED …". */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return cause ? `${error.name}: ${cause}` : `${error.name}: ${error.message}`;
}
