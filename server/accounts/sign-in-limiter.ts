/**
 * Sign-in attempts, counted over the last minute BEFORE a password is checked, so that
 * requests arriving at once cannot all get in ahead of the count: an attempt takes a slot of
 * each of its keys at once, or is refused (and its password never looked at). A right
 * password gives its slots back; a wrong one keeps them for the minute. The slots live where
 * the editor store keeps them (sign-in-slots.ts): with several instances, in the database, so
 * the limits hold across them.
 *
 * Keys and their limits (docs/editor-internals.md, "Sign-in limit"):
 * - a client (its address as TRUST_PROXY gives it, IPv6 by /64): 5 a minute, whatever names
 *   it tries;
 * - an account from one client: 5 a minute;
 * - an account from all clients together: a ceiling of 50 a minute, so that many addresses
 *   get no more than 50 guesses a minute at a 12-character password;
 * - except from a device that has passed the second step as that account before
 *   (device-cookie.ts): its attempts do not count toward, nor wait for, that ceiling, so
 *   strangers who reach it do not lock the editor out of their own computer; the device has 5 a
 *   minute of its own.
 *
 * The second step's codes (`attemptCode`) have no such exception: a code is guessed after the
 * right password, so every code counts against the account's ceiling of 10 a minute whatever
 * cookie or address it carries (and 5 a minute per client and per account from a client). At
 * 10 guesses a minute and 3 valid codes in a million at any time, a valid code takes about
 * 23 days on average, and the owner is warned long before (second-factor.ts). A passkey's
 * answer cannot be guessed: it counts only per client, so that guessed codes do not lock the
 * owner's passkey out.
 */
import type { SignInSlots, SlotKeys } from "./sign-in-slots.ts";

export const maxAttemptsPerMinute = 5;
export const maxAccountAttemptsPerMinute = 50;
/** The ceiling of second-step codes checked for one account in a minute, from all clients. */
export const maxCodeAttemptsPerMinute = 10;
const windowMs = 60_000;

export interface Attempt {
  /** Whole seconds until the attempt may be made; 0 when it was admitted and counted. */
  wait: number;
  /** Gives the slots back (for a right password); does nothing for a refused attempt. */
  release(): Promise<void>;
}

export class SignInLimiter {
  readonly #slots: SignInSlots;
  readonly #now: () => number;
  readonly #kind: string;

  /**
   * `kind` keeps apart what is counted: "" for passwords, "code" for the second step's codes
   * (their limits are the same, counted on keys of their own).
   */
  constructor(slots: SignInSlots, now: () => number = Date.now, kind = "") {
    this.#slots = slots;
    this.#now = now;
    this.#kind = kind;
  }

  /** The keys of an attempt at `account` from `client` (on a trusted `device`), with limits. */
  static keys(account: string, client: string, device?: string): SlotKeys {
    const name = account.toLowerCase();
    return [
      [`client:${client}`, maxAttemptsPerMinute],
      [`account:${name}@${client}`, maxAttemptsPerMinute],
      device
        ? [`device:${device}`, maxAttemptsPerMinute]
        : [`account:${name}`, maxAccountAttemptsPerMinute],
    ];
  }

  /** The keys of a second-step proof: a code (`guess`) counts against the account's ceiling. */
  static codeKeys(account: string, client: string, guess: boolean): SlotKeys {
    const name = account.toLowerCase();
    return [
      [`client:${client}`, maxAttemptsPerMinute],
      [`account:${name}@${client}`, maxAttemptsPerMinute],
      ...(guess ? [[`account:${name}`, maxCodeAttemptsPerMinute] as const] : []),
    ];
  }

  /** Counts a password attempt on every key, or refuses it when any key is at its limit. */
  attempt(account: string, client: string, device?: string): Promise<Attempt> {
    return this.#take(SignInLimiter.keys(account, client, device));
  }

  /** Counts a second step's proof: a typed code (`guess`) or a passkey's answer. */
  attemptCode(account: string, client: string, guess = true): Promise<Attempt> {
    return this.#take(SignInLimiter.codeKeys(account, client, guess));
  }

  async #take(slotKeys: SlotKeys): Promise<Attempt> {
    const now = this.#now();
    const keys = slotKeys.map(
      ([key, limit]) => [this.#kind ? `${this.#kind}:${key}` : key, limit] as const,
    );
    const taken = await this.#slots.take(keys, now, windowMs);
    if ("until" in taken)
      return { wait: Math.ceil((taken.until - now) / 1000), release: async () => {} };
    return { wait: 0, release: () => this.#slots.give(taken.taken) };
  }
}
