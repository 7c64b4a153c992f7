/**
 * The second step of signing in (docs/editor.md, "Second step"; decision record 021): passkeys
 * (WebAuthn, @simplewebauthn/server), authenticator app codes (TOTP, RFC 6238, otpauth) and ten
 * one-time recovery codes. Everything lives in the editor store, so a challenge given out by one
 * instance is answered on another:
 * - a WebAuthn challenge is stored under a random id, bound to its account and purpose, taken
 *   (deleted) as it is answered, and expires after five minutes; the answer's origin and RP ID
 *   must be the editor's, and a passkey's signature counter must move on (compare-and-set);
 * - an authenticator code is accepted for the step before, the current and the next 30-second
 *   step, and only for a step later than the last accepted one, so no code is used twice;
 * - recovery codes are kept as SHA-256 hashes (they are random, 50 bits each) and used up once.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { Secret, TOTP } from "otpauth";
import type { EditorStore } from "./store.ts";

// WebAuthn's verifier (with its X.509 and ASN.1 readers) and the QR encoder are loaded when a
// passkey or an authenticator is first set up or used: every server start and every operator
// command reads this module, and loading them took about a quarter of a second of CPU each time.
const webAuthn = () => import("@simplewebauthn/server");

export const challengeLifetimeMs = 5 * 60_000;
/** How long an authenticator's set-up keeps its secret. */
export const setUpLifetimeMs = 24 * 3_600_000;
export const totpPeriodS = 30;
export const recoveryCodeCount = 10;
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

export interface RelyingParty {
  /** The editor's origin, e.g. https://www.danubiusprotect.hu (the browser's must equal it). */
  origin: string;
  /** Its host name: passkeys are made for it and answer only to it. */
  id: string;
  name: string;
}

/** The relying party of an origin: its host name is the RP ID ('localhost' works, an IP not). */
export function relyingParty(origin: string, name: string): RelyingParty {
  const url = new URL(origin);
  return { origin: url.origin, id: url.hostname, name };
}

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: "Danubius Protect",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: totpPeriodS,
    secret: Secret.fromBase32(secret),
  });

/** A new authenticator secret (160 bits, base32, as RFC 4226 recommends). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries. */
export const totpUri = (secret: string, account: string) => totpOf(secret, account).toString();

/** The URI as an SVG QR code, made on the server. */
export const qrSvg = async (uri: string): Promise<string> =>
  (await import("qrcode")).default.toString(uri, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 2,
  });

/** The code an authenticator shows at `at` (tests, and nothing else, compute codes). */
export const totpCode = (secret: string, at: number) => totpOf(secret).generate({ timestamp: at });

/** The time step of `at`. */
export const totpStep = (at: number) => Math.floor(at / 1000 / totpPeriodS);

/** The step a code belongs to (one step either side of `at` allowed), or undefined. */
export function totpStepOf(secret: string, code: string, at: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: 1 });
  return delta === null ? undefined : totpStep(at) + delta;
}

/** Ten recovery codes, as shown once: `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
    ).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form of a recovery code: case, spaces and dashes do not matter. */
export const recoveryCodeHash = (code: string) =>
  createHash("sha256").update(code.toLowerCase().replace(/[\s-]/g, "")).digest("base64url");

/** "reused": a right authenticator code of a step used before; "spent": a used recovery code. */
export type CodeResult = "ok" | "wrong" | "reused" | "spent";

export class SecondFactors {
  readonly #store: EditorStore;
  readonly #party: RelyingParty;
  readonly #now: () => number;

  constructor(store: EditorStore, party: RelyingParty, now: () => number = Date.now) {
    this.#store = store;
    this.#party = party;
    this.#now = now;
  }

  get party(): RelyingParty {
    return this.#party;
  }

  /** Whether the account has any second factor (recovery codes alone do not count). */
  async has(editor: string): Promise<boolean> {
    return (
      (await this.#store.totp(editor)) !== undefined ||
      (await this.#store.passkeys(editor)).length > 0
    );
  }

  /**
   * Checks a code typed at the second step: six digits are an authenticator code, anything else
   * a recovery code. "reused": a right authenticator code of a step already used.
   */
  async checkCode(editor: string, typed: string): Promise<CodeResult> {
    const code = typed.replace(/\s/g, "");
    if (/^\d{6}$/.test(code)) {
      const totp = await this.#store.totp(editor);
      const step = totp && totpStepOf(totp.secret, code, this.#now());
      if (step === undefined) return "wrong";
      return (await this.#store.acceptTotpStep(editor, step)) ? "ok" : "reused";
    }
    if (code.length < 10 || code.length > 40) return "wrong";
    const hash = recoveryCodeHash(code);
    if (await this.#store.spendRecoveryCode(editor, hash)) return "ok";
    return (await this.#store.recoveryCodeUsed(editor, hash)) ? "spent" : "wrong";
  }

  /** New recovery codes for the account (the old ones end); shown once. */
  async renewRecoveryCodes(editor: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.#store.setRecoveryCodes(editor, codes.map(recoveryCodeHash));
    return codes;
  }

  /**
   * The account's authenticator set-up: one secret, kept (on every instance) across reloads
   * and wrong codes until a code of it succeeds or the set-up is cancelled, for a day at most:
   * an app that scanned it once keeps giving codes that work.
   */
  async pendingTotp(editor: string): Promise<{ id: string; secret: string }> {
    const open = await this.#store.openChallenge(editor, "totp", this.#now());
    if (open) return { id: open.id, secret: open.challenge };
    const id = randomBytes(18).toString("base64url");
    const secret = newTotpSecret();
    await this.#store.addChallenge(id, {
      editor,
      purpose: "totp",
      challenge: secret,
      expiresAt: this.#now() + setUpLifetimeMs,
    });
    return { id, secret };
  }

  /** Ends the account's set-up: the next one has a new secret. */
  cancelTotp(editor: string): Promise<void> {
    return this.#store.dropChallengesOf(editor, "totp");
  }

  /**
   * The time step of `code` if it is the current code of the secret set-up `id` gave; "wrong"
   * for another code (the set-up stays open, with the same secret), "expired" when the set-up
   * is over. Nothing is kept yet.
   */
  async checkPendingTotp(
    editor: string,
    id: string,
    code: string,
  ): Promise<{ step: number; secret: string } | "wrong" | "expired"> {
    const pending = await this.#store.openChallenge(editor, "totp", this.#now());
    if (!pending || pending.id !== id) return "expired";
    const step = totpStepOf(pending.challenge, code.replace(/\s/g, ""), this.#now());
    return step === undefined ? "wrong" : { step, secret: pending.challenge };
  }

  /** Keeps the authenticator a set-up checked (its code's step counts as used); the set-up ends. */
  async keepTotp(editor: string, checked: { step: number; secret: string }, label: string) {
    await this.#store.setTotp(editor, checked.secret, label);
    await this.#store.acceptTotpStep(editor, checked.step);
    await this.cancelTotp(editor);
  }

  /**
   * Sets up the authenticator whose set-up `id` gave the secret, if `code` is its current code
   * (checkPendingTotp, then keepTotp).
   */
  async finishTotp(
    editor: string,
    id: string,
    code: string,
    label: string,
  ): Promise<"ok" | "wrong" | "expired"> {
    const checked = await this.checkPendingTotp(editor, id, code);
    if (typeof checked === "string") return checked;
    await this.keepTotp(editor, checked, label);
    return "ok";
  }

  async #challenge(
    editor: string,
    purpose: "register" | "authenticate",
    challenge: string,
  ): Promise<string> {
    const id = randomBytes(18).toString("base64url");
    await this.#store.addChallenge(id, {
      editor,
      purpose,
      challenge,
      expiresAt: this.#now() + challengeLifetimeMs,
    });
    return id;
  }

  /** What the browser needs to make a passkey for the account, and the challenge's id. */
  async registration(
    editor: string,
  ): Promise<{ id: string; options: PublicKeyCredentialCreationOptionsJSON }> {
    const options = await (await webAuthn()).generateRegistrationOptions({
      rpName: this.#party.name,
      rpID: this.#party.id,
      userName: editor,
      userDisplayName: editor,
      userID: createHash("sha256").update(`dp-editor:${editor}`).digest(),
      attestationType: "none",
      excludeCredentials: (await this.#store.passkeys(editor)).map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports,
      })),
      authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
      timeout: challengeLifetimeMs,
    });
    return { id: await this.#challenge(editor, "register", options.challenge), options };
  }

  /** Keeps the passkey the browser made, if it answers the challenge `id` gave. */
  async finishRegistration(
    editor: string,
    id: string,
    response: string,
    label: string,
  ): Promise<boolean> {
    const challenge = await this.#store.takeChallenge(id, this.#now());
    if (!challenge || challenge.editor !== editor || challenge.purpose !== "register") return false;
    try {
      const verified = await (await webAuthn()).verifyRegistrationResponse({
        response: JSON.parse(response) as RegistrationResponseJSON,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.#party.origin,
        expectedRPID: this.#party.id,
        requireUserVerification: false,
      });
      if (!verified.verified || !verified.registrationInfo) return false;
      const { credential } = verified.registrationInfo;
      await this.#store.addPasskey(editor, {
        id: credential.id,
        label,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      });
      return true;
    } catch {
      return false;
    }
  }

  /** What the browser needs to sign in with one of the account's passkeys, or undefined. */
  async authentication(
    editor: string,
  ): Promise<{ id: string; options: PublicKeyCredentialRequestOptionsJSON } | undefined> {
    const passkeys = await this.#store.passkeys(editor);
    if (passkeys.length === 0) return undefined;
    const options = await (await webAuthn()).generateAuthenticationOptions({
      rpID: this.#party.id,
      allowCredentials: passkeys.map((passkey) => ({
        id: passkey.id,
        transports: passkey.transports as never,
      })),
      userVerification: "preferred",
      timeout: challengeLifetimeMs,
    });
    return { id: await this.#challenge(editor, "authenticate", options.challenge), options };
  }

  /**
   * Whether the browser's answer signs the challenge `id` gave with one of the account's
   * passkeys, from the editor's origin, with a counter past the one last seen.
   */
  async finishAuthentication(editor: string, id: string, response: string): Promise<boolean> {
    const challenge = await this.#store.takeChallenge(id, this.#now());
    if (!challenge || challenge.editor !== editor || challenge.purpose !== "authenticate")
      return false;
    try {
      const answer = JSON.parse(response) as AuthenticationResponseJSON;
      const passkey = (await this.#store.passkeys(editor)).find((p) => p.id === answer.id);
      if (!passkey) return false;
      const verified = await (await webAuthn()).verifyAuthenticationResponse({
        response: answer,
        expectedChallenge: challenge.challenge,
        expectedOrigin: this.#party.origin,
        expectedRPID: this.#party.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
        requireUserVerification: false,
      });
      if (!verified.verified) return false;
      return this.#store.advancePasskey(
        editor,
        passkey.id,
        passkey.counter,
        verified.authenticationInfo.newCounter,
      );
    } catch {
      return false;
    }
  }
}
