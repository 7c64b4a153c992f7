/**
 * The server's periodic jobs, in one place: `Repeat` runs a task every N ms (one run at a
 * time, a tick that finds one running skipped) and stops cleanly (no new run, the one in
 * flight told by its signal and waited for), and `PeriodicJob` is a job built on one; `Jobs`
 * says which instance runs a job. The one
 * rule: once across instances on PostgreSQL (a claim row per period, an advisory lock while
 * running), once per process on SQLite (the embedded default serves one process per file).
 */
import { claimRun, type Pool, whileHolding } from "./postgres.ts";

/** Jobs that must run once across every instance sharing a store. */
export interface Jobs {
  /** True for exactly one caller per job and period ("2026-11-26"). */
  claimRun(job: string, period: string): Promise<boolean>;
  /** Runs `work` unless it runs already (elsewhere); undefined when it did not run. */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<{ value: T } | undefined>;
}

/**
 * One process (SQLite): a job's period is claimed once per process (the latest period per
 * job is remembered), and a job runs once at a time in it.
 */
export function processJobs(): Jobs {
  const claimed = new Map<string, string>();
  const running = new Set<string>();
  return {
    async claimRun(job, period) {
      if (claimed.get(job) === period) return false;
      claimed.set(job, period);
      return true;
    },
    async exclusively(name, work) {
      if (running.has(name)) return undefined;
      running.add(name);
      try {
        return { value: await work() };
      } finally {
        running.delete(name);
      }
    },
  };
}

/** Every instance on `pool` (PostgreSQL): a claim row per job and period, an advisory lock. */
export function postgresJobs(pool: Pool, prefix = ""): Jobs {
  return {
    claimRun: (job, period) => claimRun(pool, `${prefix}${job}`, period),
    exclusively: (name, work) => whileHolding(pool, `${prefix}${name}`, work),
  };
}

/**
 * A task run every `everyMs`. `start` runs it at once too (resolving once that first run is
 * done) unless `now` is false; `run` runs it now (or joins the run in flight); `stop` ends
 * the repetition, aborts the signal the task was given and waits for a run in flight.
 */
export class Repeat {
  readonly #everyMs: number;
  readonly #task: (signal: AbortSignal) => Promise<unknown>;
  readonly #stopped = new AbortController();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(everyMs: number, task: (signal: AbortSignal) => Promise<unknown>) {
    this.#everyMs = everyMs;
    this.#task = task;
  }

  start({ now = true }: { now?: boolean } = {}): Promise<void> {
    if (this.#stopped.signal.aborted) return Promise.resolve();
    this.#timer = setInterval(() => void this.run(), this.#everyMs);
    // A job never keeps the process alive.
    this.#timer.unref();
    return now ? this.run() : Promise.resolve();
  }

  /** One run now, unless one is running (then that one's end). A failure is the task's own. */
  run(): Promise<void> {
    if (this.#stopped.signal.aborted) return Promise.resolve();
    this.#running ??= this.#task(this.#stopped.signal)
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }

  get stopped(): boolean {
    return this.#stopped.signal.aborted;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    if (!this.#stopped.signal.aborted) this.#stopped.abort(new Error("server shutting down"));
    await this.#running;
  }
}

/**
 * A job that does its `look` every `everyMs` on a `Repeat`: `start` looks at once and then on
 * (resolving once the first look is done), `stop` ends it cleanly.
 */
export abstract class PeriodicJob {
  readonly #looks: Repeat;

  constructor(everyMs: number) {
    this.#looks = new Repeat(everyMs, (signal) => this.look(signal));
  }

  /** One look; `signal` is aborted when the job stops. */
  protected abstract look(signal: AbortSignal): Promise<unknown>;

  start(): Promise<void> {
    return this.#looks.start();
  }

  stop(): Promise<void> {
    return this.#looks.stop();
  }

  /** One look now, or the end of the one in flight. */
  protected lookNow(): Promise<void> {
    return this.#looks.run();
  }
}
