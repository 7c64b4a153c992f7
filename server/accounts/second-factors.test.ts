/**
 * The second factors on both back-ends, and on two instances sharing a store: WebAuthn
 * challenges (single use, expiring, bound to their account and purpose, answerable on the other
 * instance), a passkey's origin and signature counter, authenticator codes (no replay within
 * their window, also when two instances are asked at once), recovery codes (once each) and the
 * limits on code attempts.
 */
import { describe, expect, it } from "vitest";
import { backends, databaseUrlFor, poolFor } from "../../test/backends.ts";
import { SoftwarePasskey } from "../../test/software-passkey.ts";
import { perTest, tempDir } from "../../test/support.ts";
import { openEditorStore } from "./open-store.ts";
import { hashPassword } from "./passwords.ts";
import {
  challengeLifetimeMs,
  recoveryCodeHash,
  relyingParty,
  SecondFactors,
  totpCode,
} from "./second-factors.ts";
import {
  maxAttemptsPerMinute,
  maxCodeAttemptsPerMinute,
  SignInLimiter,
} from "./sign-in-limiter.ts";

const { later } = perTest();
const origin = "https://szerkeszto.example.hu";
const party = relyingParty(origin, "Danubius Protect");
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Two instances' stores on one database (or one SQLite file), on the clock `now`. */
async function instances(backend: (typeof backends)[number], now: () => number) {
  const url = await databaseUrlFor(backend);
  const path = `${tempDir("dp-factors-")}/editor.sqlite`;
  const open = async () => {
    const store = await openEditorStore({ path, pool: poolFor(url, later) });
    later(() => store.close());
    return store;
  };
  const first = await open();
  const second = await open();
  const hash = await hashPassword("hosszú-jelszó-2025", { N: 2 ** 10, r: 8, p: 1 });
  await first.addEditor("Kovács Anna", hash);
  await first.addEditor("Szabó Béla", hash);
  return {
    first,
    second,
    one: new SecondFactors(first, party, now),
    two: new SecondFactors(second, party, now),
  };
}

describe.each(backends)("second factors (%s)", (backend) => {
  it("makes a passkey on one instance and signs in with it on the other, once per challenge", async () => {
    let now = Date.now();
    const { one, two, second } = await instances(backend, () => now);
    const passkey = new SoftwarePasskey();
    const made = await one.registration("Kovács Anna");
    expect(made.options.rp.id).toBe("szerkeszto.example.hu");
    const registered = passkey.register(made.options, origin);
    expect(await two.finishRegistration("Kovács Anna", made.id, registered, "irodai laptop")).toBe(
      true,
    );
    // The registration's challenge was used up.
    expect(await one.finishRegistration("Kovács Anna", made.id, registered, "again")).toBe(false);
    expect((await second.passkeys("Kovács Anna")).map((p) => p.label)).toEqual(["irodai laptop"]);
    expect(await two.has("Kovács Anna")).toBe(true);

    const asked = await one.authentication("Kovács Anna");
    if (!asked) throw new Error("no options");
    const answer = passkey.authenticate(asked.options, origin);
    expect(await two.finishAuthentication("Kovács Anna", asked.id, answer)).toBe(true);
    // The same answer again: its challenge is gone, on either instance.
    expect(await one.finishAuthentication("Kovács Anna", asked.id, answer)).toBe(false);
    expect(await two.finishAuthentication("Kovács Anna", asked.id, answer)).toBe(false);

    // A challenge expires after its lifetime.
    const late = await one.authentication("Kovács Anna");
    if (!late) throw new Error("no options");
    now += challengeLifetimeMs + 1;
    expect(
      await two.finishAuthentication(
        "Kovács Anna",
        late.id,
        passkey.authenticate(late.options, origin),
      ),
    ).toBe(false);
  });

  it("refuses a forged challenge, another origin, another account's challenge and an old counter", async () => {
    const { one, two } = await instances(backend, Date.now);
    const passkey = new SoftwarePasskey();
    const made = await one.registration("Kovács Anna");
    await one.finishRegistration(
      "Kovács Anna",
      made.id,
      passkey.register(made.options, origin),
      "kulcs",
    );
    const answerTo = async (
      how: (options: { challenge: string; rpId?: string }) => string,
      editor = "Kovács Anna",
    ) => {
      const asked = await one.authentication("Kovács Anna");
      if (!asked) throw new Error("no options");
      return two.finishAuthentication(editor, asked.id, how(asked.options));
    };
    // Signed over a challenge the server never gave.
    expect(
      await answerTo((options) =>
        passkey.authenticate({ ...options, challenge: "Zm9yZ2VkLWNoYWxsZW5nZQ" }, origin),
      ),
    ).toBe(false);
    // From a look-alike site.
    expect(
      await answerTo((options) =>
        passkey.authenticate(options, "https://szerkeszto.example.hu.evil.test"),
      ),
    ).toBe(false);
    // A challenge given to Anna answered as Béla.
    expect(await answerTo((options) => passkey.authenticate(options, origin), "Szabó Béla")).toBe(
      false,
    );
    // A right answer moves the counter on; an answer with the counter of an earlier one is a
    // copied authenticator or a replay.
    expect(await answerTo((options) => passkey.authenticate(options, origin))).toBe(true);
    const used = passkey.counter;
    expect(
      await answerTo((options) => passkey.authenticate(options, origin, { counter: used })),
    ).toBe(false);
    expect(await answerTo((options) => passkey.authenticate(options, origin))).toBe(true);
  });

  it("accepts an authenticator code once, on whichever instance comes first", async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 5);
    const { one, two, first } = await instances(backend, () => now);
    await first.setTotp("Kovács Anna", secret, "telefon");
    const code = totpCode(secret, now);
    const answers = await Promise.all([
      one.checkCode("Kovács Anna", code),
      two.checkCode("Kovács Anna", code),
    ]);
    expect(answers.sort()).toEqual(["ok", "reused"]);
    expect(await one.checkCode("Kovács Anna", code)).toBe("reused");
    // The previous step's code, still within the window, is older than the one used: refused.
    expect(await two.checkCode("Kovács Anna", totpCode(secret, now - 30_000))).toBe("reused");
    // The next step's code is new.
    now += 30_000;
    expect(await two.checkCode("Kovács Anna", totpCode(secret, now))).toBe("ok");
    // A code of two minutes ago, and a made-up one, are wrong.
    expect(await one.checkCode("Kovács Anna", totpCode(secret, now - 120_000))).toBe("wrong");
    expect(await one.checkCode("Szabó Béla", totpCode(secret, now))).toBe("wrong");
  });

  it("takes each recovery code once, however it is typed", async () => {
    const { one, two } = await instances(backend, Date.now);
    const codes = await one.renewRecoveryCodes("Kovács Anna");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const [code = "", other = ""] = codes;
    expect(await two.checkCode("Kovács Anna", ` ${code.toUpperCase().replace("-", " ")} `)).toBe(
      "ok",
    );
    expect(await one.checkCode("Kovács Anna", code)).toBe("spent");
    expect(await one.checkCode("Szabó Béla", other)).toBe("wrong");
    expect(await one.checkCode("Szabó Béla", code)).toBe("wrong");
    // New codes end the old ones.
    await two.renewRecoveryCodes("Kovács Anna");
    expect(await one.checkCode("Kovács Anna", other)).toBe("wrong");
    expect(recoveryCodeHash("ABCDE-fghij")).toBe(recoveryCodeHash("abcdefghij"));
  });

  it("holds codes to the account's ceiling from any client, counted apart from passwords", async () => {
    const { first } = await instances(backend, Date.now);
    const codes = new SignInLimiter(first.signInSlots, () => 0, "code");
    const passwords = new SignInLimiter(first.signInSlots, () => 0);
    for (let i = 0; i < maxAttemptsPerMinute; i++)
      expect((await codes.attemptCode("Kovács Anna", "192.0.2.1")).wait).toBe(0);
    expect((await codes.attemptCode("Kovács Anna", "192.0.2.1")).wait).toBe(60);
    // Passwords are counted apart.
    expect((await passwords.attempt("Kovács Anna", "192.0.2.1")).wait).toBe(0);
    // Codes from many clients stop at the account's ceiling; a passkey's answer, which cannot
    // be guessed, still goes through from a client of its own.
    for (let i = 0; i < maxCodeAttemptsPerMinute; i++)
      expect((await codes.attemptCode("Szabó Béla", `10.0.${i}.1`)).wait).toBe(0);
    expect((await codes.attemptCode("Szabó Béla", "10.1.0.1")).wait).toBeGreaterThan(0);
    expect((await codes.attemptCode("Szabó Béla", "10.1.0.2", false)).wait).toBe(0);
  });
});
