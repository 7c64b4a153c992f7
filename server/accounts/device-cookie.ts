/**
 * Device cookies: a computer that has signed in as a name before keeps trying when strangers
 * have reached that name's ceiling of attempts (sign-in-limiter.ts). After each successful
 * sign-in the browser gets a `__Host-` cookie (HttpOnly, Secure, SameSite=Strict) naming the
 * account, when it was issued and a random device id, signed with HMAC-SHA256 under a secret the
 * editor store makes once and gives every instance. A cookie is valid for its name only, for a
 * year; a forged, altered or expired one counts for nothing. It proves no identity: the password
 * is still checked, and the device's own attempts are limited.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { cookieValue } from "./sessions.ts";

export const deviceCookie = "__Host-dp-device";
export const deviceLifetimeMs = 365 * 86_400_000;

const sameName = (name: string) => name.normalize("NFC").toLowerCase();

export class DeviceCookies {
  readonly #secret: () => Promise<Buffer>;
  readonly #now: () => number;
  #key: Promise<Buffer> | undefined;

  /** `secret` is read once, on first use. */
  constructor(secret: () => Promise<Buffer>, now: () => number = Date.now) {
    this.#secret = secret;
    this.#now = now;
  }

  async #mac(payload: string): Promise<Buffer> {
    this.#key ??= this.#secret().catch((error: unknown) => {
      this.#key = undefined;
      throw error;
    });
    return createHmac("sha256", await this.#key)
      .update(payload)
      .digest();
  }

  /** The Set-Cookie header of a new device cookie for `name`. */
  async issue(name: string): Promise<string> {
    const payload = [
      Buffer.from(sameName(name)).toString("base64url"),
      this.#now().toString(36),
      randomBytes(12).toString("base64url"),
    ].join(".");
    const mac = (await this.#mac(payload)).toString("base64url");
    return `${deviceCookie}=${payload}.${mac}; Path=/; Secure; HttpOnly; SameSite=Strict; Max-Age=${deviceLifetimeMs / 1000}`;
  }

  /** The device id of the request's cookie when it is valid for `name`; else undefined. */
  async deviceOf(req: IncomingMessage, name: string): Promise<string | undefined> {
    const parts = (cookieValue(req, deviceCookie) ?? "").split(".");
    if (parts.length !== 4) return undefined;
    const [encodedName = "", issued = "", device = "", mac = ""] = parts;
    const expected = await this.#mac(`${encodedName}.${issued}.${device}`);
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    if (Buffer.from(encodedName, "base64url").toString() !== sameName(name)) return undefined;
    const age = this.#now() - Number.parseInt(issued, 36);
    return age >= 0 && age < deviceLifetimeMs ? device : undefined;
  }
}
