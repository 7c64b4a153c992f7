/**
 * Delivers stored inquiries on one channel (the webhook or the staff e-mail). The store is
 * the queue: a delivery is due when its next attempt time has come; the deliverer leases it
 * (atomically, so no other deliverer, here or on another instance, has it meanwhile), hands
 * the inquiry to the channel's `send`, and records success as delivered or a thrown error as
 * a failure with a backoff. The lease outlasts one attempt (the time-out plus a margin); an
 * instance that dies mid-attempt leaves it to run out, and another instance then sends the
 * inquiry again, with the same id. Being store-driven, delivery resumes after a restart and
 * notices retries the CLI asks for (it looks at the store at least every `pollMs`).
 * Once one delivery succeeds, the channel is evidently back: every delivery still waiting
 * out a backoff becomes due at once instead of after up to RETRY_MAX_MS, and so does one whose
 * attempt failed while that delivery was under way.
 */
import { errorMessage, type Logger } from "../shared/log.ts";
import { retryDelayMs } from "./backoff.ts";
import type { Channel, Claim, InquiryStore, StoredInquiry } from "./store.ts";

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
  /** Per-attempt limit, kept by `send`; a lease lasts `leaseMarginMs` longer. */
  timeoutMs: number;
  /** How much longer than an attempt a lease lasts; it only matters after a crash. */
  leaseMarginMs?: number;
  baseMs: number;
  maxMs: number;
  /** Longest pause between looks at the store. */
  pollMs: number;
  /** Attempts in flight at once (always for different inquiries). */
  concurrency?: number;
  random?: () => number;
}

const minimumPauseMs = 10;

export class Deliverer {
  readonly #store: InquiryStore;
  readonly #log: Logger;
  readonly #options: Required<DelivererOptions>;
  readonly #inFlight = new Set<Promise<void>>();
  /** Inquiries with an attempt in flight here: never a second one, even once the lease ran out. */
  readonly #sending = new Set<string>();
  #shutdown = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #stopped = true;
  /** The look at the store under way, and whether another was asked for meanwhile. */
  #looking: Promise<void> | undefined;
  #lookAgain = false;

  constructor(store: InquiryStore, log: Logger, options: DelivererOptions) {
    this.#store = store;
    this.#log = log;
    this.#options = { concurrency: 4, random: Math.random, leaseMarginMs: 30_000, ...options };
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
    if (this.#looking) {
      this.#lookAgain = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#looking = this.#look().finally(() => {
      this.#looking = undefined;
      if (this.#lookAgain) {
        this.#lookAgain = false;
        this.wake();
      }
    });
  }

  async #look(): Promise<void> {
    let pause = this.#options.pollMs;
    try {
      await this.#startDueAttempts();
      pause = await this.#pauseUntilNextDue();
    } catch (error) {
      this.#log.error("delivery.store_error", { error: errorMessage(error) });
    }
    if (this.#stopped) return;
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
    await this.#looking;
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

  async #startDueAttempts(): Promise<void> {
    const free = this.#options.concurrency - this.#inFlight.size;
    if (free <= 0) return;
    const now = new Date();
    const { channel, timeoutMs, leaseMarginMs } = this.#options;
    const until = new Date(now.getTime() + timeoutMs + leaseMarginMs);
    for (const claim of await this.#store.outbox.claimDue(channel, until, free, now)) {
      // Ours already, in flight past its lease: the attempt under way records it.
      if (this.#sending.has(claim.id)) continue;
      const inquiry = await this.#store.get(claim.id);
      // Erased between the claim and now: nothing left to send.
      if (!inquiry) continue;
      this.#sending.add(inquiry.id);
      const attempt: Promise<void> = this.#attempt(inquiry, claim)
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

  async #pauseUntilNextDue(): Promise<number> {
    // With every slot busy, the next finished attempt wakes us.
    if (this.#inFlight.size >= this.#options.concurrency) return this.#options.pollMs;
    const next = await this.#store.outbox.nextDueAt(this.#options.channel);
    const wait = next ? next.getTime() - Date.now() : Number.POSITIVE_INFINITY;
    // Already due yet not started: it is ours in flight past its lease, or another
    // process's; its end (or the next look) brings the next chance.
    if (wait <= 0) return this.#options.pollMs;
    return Math.min(this.#options.pollMs, Math.max(minimumPauseMs, wait));
  }

  async #attempt(inquiry: StoredInquiry, claim: Claim): Promise<void> {
    const { channel } = this.#options;
    const attempt = claim.attempts + 1;
    const startedAt = new Date();
    const started = performance.now();
    let problem: string;
    try {
      await this.#options.send(inquiry, this.#shutdown.signal);
      await this.#store.outbox.markDelivered(channel, inquiry.id);
      const hurried = await this.#store.outbox.hurry(channel);
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
    await this.#store.outbox.markFailed(
      claim,
      channel,
      problem,
      new Date(Date.now() + delay),
      startedAt,
    );
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
