/**
 * The tests' second factor. Every test account gets, at creation, an authenticator with a known
 * secret and a thousand recovery codes known to the tests (never a path of the server's own:
 * they go into the store as the set-up page puts them there), so that the helpers' sign-in
 * passes the second step without a browser. Each sign-in uses the next recovery code of this
 * process (from a random start), never a TOTP code: two sign-ins in the same 30 seconds would
 * need two codes of the same step, which replay protection rightly refuses.
 */
import { randomInt } from "node:crypto";
import { type EditorStore, recoveryCodeHash, totpCode } from "../server/accounts/index.ts";

/** The tests' authenticator secret (base32). */
export const testTotpSecret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
export const testRecoveryCodeCount = 1000;

/** The `index`th recovery code of every test account. */
export const testRecoveryCode = (index: number) =>
  `t${String(index % testRecoveryCodeCount).padStart(4, "0")}-dptest`;

let next = randomInt(testRecoveryCodeCount);

/** A recovery code this process has not used yet (a thousand before they come round again). */
export const nextTestRecoveryCode = () => testRecoveryCode(next++);

/** The code the tests' authenticator shows now (or at `at`). */
export const testTotpCode = (at = Date.now()) => totpCode(testTotpSecret, at);

/** Gives the account `name` the tests' authenticator and recovery codes. */
export async function enrolTestFactor(
  store: Pick<EditorStore, "setTotp" | "setRecoveryCodes">,
  name: string,
): Promise<void> {
  await store.setTotp(name, testTotpSecret, "tesztek");
  await store.setRecoveryCodes(
    name,
    Array.from({ length: testRecoveryCodeCount }, (_, index) =>
      recoveryCodeHash(testRecoveryCode(index)),
    ),
  );
}
