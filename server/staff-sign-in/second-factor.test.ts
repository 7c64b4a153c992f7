/**
 * The second step at the HTTP level, on both back-ends: a session with the password alone
 * reaches nothing but the second step (every route, every spelling, the editor's API too), an
 * account without a factor is led to set one up and gets its recovery codes once, a passkey
 * signs in once per challenge, an authenticator code once, wrong codes are limited, and the
 * devices page ends other sessions. Changing one's own password takes a fresh second step (the
 * confirm page when the last is older than 10 minutes), the current password and a new one
 * under the rules; the other sessions end, this one goes on.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Backend, serverBackends } from "../../test/backends.ts";
import {
  editorConfig,
  editorName,
  editorPassword,
  editorServerOn,
  formPost,
  nextTestRecoveryCode,
  signIn,
  testTotpCode,
} from "../../test/editor.ts";
import { SoftwarePasskey } from "../../test/software-passkey.ts";
import { perTest } from "../../test/support.ts";
import { totpCode } from "../accounts/index.ts";
import { parseEditorConfig } from "../back-office/config.ts";

const servers = perTest();
const origin = "https://szerkeszto.example.hu";
const newcomer = "Szabó Béla";

async function startOn(backend: Backend) {
  const editor = { ...editorConfig(), origin };
  const { running, store } = await editorServerOn(servers, backend, editor, [
    { name: editorName, rights: { inquiries: true } },
    { name: newcomer, factor: false },
  ]);
  return { running, url: running.url, store, editor };
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-dp-editor="))
    ?.split(";")[0] ?? "";

/** The password step alone: the half session's cookie. */
async function password(url: string, name = editorName): Promise<string> {
  const response = await formPost(`${url}/admin/sign-in`, { name, password: editorPassword });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/admin/second-step");
  return cookieOf(response);
}

const get = (url: string, cookie: string) =>
  fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });

const options = (page: string) =>
  JSON.parse(
    /<script type="application\/json" id="passkey-options">(.*?)<\/script>/s.exec(page)?.[1] ??
      "{}",
  );
const challengeOf = (page: string) => /name="challenge" value="([^"]+)"/.exec(page)?.[1] ?? "";

describe.each(serverBackends)("the second step (%s)", (backend) => {
  it("lets a session with the password alone reach nothing but the second step, in any spelling", async () => {
    const { url, editor } = await startOn(backend);
    const half = await password(url);
    for (const path of [
      "/admin",
      "/admin/",
      "//admin",
      "/admin//",
      "/admin/inquiries",
      "/admin/inquiries/",
      "/admin/inquiries//",
      "/admin/%69nquiries",
      "/admin/inquiries/export?email=a@example.com",
      "/ADMIN/inquiries",
      "/admin/./inquiries",
      "/admin/second-step/../inquiries",
      "/admin/second-step/%2e%2e/inquiries",
      "/admin/figures",
      "/admin/languages",
      "/admin/devices",
      "/admin/history",
      "/keystatic",
      "/keystatic/",
      "/Keystatic",
      "/keystatic/singleton/company",
      "/api/keystatic/tree",
      "/api/keystatic/tree/",
      "/api/keystatic//tree",
      "/api/keystatic/%74ree",
      "/api/keystatic%2Ftree",
      "/API/keystatic/tree",
      "/api/Keystatic/tree",
      "/api/keystatic/./tree",
      "/api/keystatic/x/../tree",
      "/api/keystatic/tree?x",
      "/api/keystatic/blob/abc/company.yaml",
    ]) {
      const answer = await get(`${url}${path}`, half);
      const body = await answer.text();
      expect([303, 401, 404], path).toContain(answer.status);
      if (answer.status === 303)
        expect(answer.headers.get("location"), path).toBe("/admin/second-step");
      expect(body, path).not.toMatch(/Bejelentkezve|company\.yaml|"path"/);
    }
    for (const path of [
      "/api/keystatic/update",
      "/api/keystatic/update/",
      "/api/keystatic//update",
      "/api/keystatic/%75pdate",
      "/api/keystatic%2Fupdate",
      "/admin/api/publish",
      "/admin/inquiries/erase",
      "/admin/devices/sign-out-others",
      "/admin/security/recovery-codes",
    ]) {
      const answer = await fetch(`${url}${path}`, {
        method: "POST",
        headers: {
          Cookie: half,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/json",
          "no-cors": "1",
        },
        body: JSON.stringify({
          additions: [{ path: "page.txt", contents: Buffer.from("x").toString("base64") }],
          deletions: [],
        }),
      });
      expect([401, 404], path).toContain(answer.status);
    }
    expect(readFileSync(join(editor.contentDir, "page.txt"), "utf8")).toBe("Első változat");
    // The second step itself and sign-out are reachable.
    expect((await get(`${url}/admin/second-step`, half)).status).toBe(200);
    // An account with a factor cannot set up another before the second step.
    expect((await get(`${url}/admin/security`, half)).headers.get("location")).toBe(
      "/admin/second-step",
    );
    const added = await formPost(
      `${url}/admin/security/authenticator`,
      { setup: "x", code: "123456", label: "tolvaj" },
      { Cookie: half },
    );
    expect(added.status).toBe(401);
    const out = await formPost(`${url}/admin/sign-out`, {}, { Cookie: half });
    expect(out.headers.get("location")).toBe("/admin/sign-in?out");
  });

  it("gives an account without a factor no set-up from the password: it is told to ask for a set-up link", async () => {
    const { url, store } = await startOn(backend);
    const half = await password(url, newcomer);
    const step = await get(`${url}/admin/second-step`, half);
    expect(step.status).toBe(200);
    expect(await step.text()).toContain("egyszer használható linket kap");
    expect((await get(`${url}/admin/security`, half)).headers.get("location")).toBe(
      "/admin/second-step",
    );
    for (const path of ["/admin/security/authenticator", "/admin/security/passkey"]) {
      const answer = await formPost(
        `${url}${path}`,
        { setup: "x", code: "123456", label: "tolvaj", challenge: "x", response: "{}" },
        { Cookie: half },
      );
      expect(answer.status, path).toBe(401);
    }
    expect(await store.totp(newcomer)).toBeUndefined();
    expect(await store.passkeys(newcomer)).toEqual([]);
  });

  it("keeps one authenticator secret and the name typed across reloads and a wrong code, until it succeeds", async () => {
    const { url, store } = await startOn(backend);
    const cookie = await signIn(url);
    const secretOf = (page: string) =>
      /id="totp-secret"[^>]*>([^<]+)</.exec(page)?.[1]?.replace(/\s/g, "") ?? "";
    const first = await (await get(`${url}/admin/security`, cookie)).text();
    const secret = secretOf(first);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // Groups of four that never break inside, the app link and a copy button.
    expect(first).toMatch(/id="totp-secret"[^>]*>([A-Z2-7]{4} ){7}[A-Z2-7]{4}</);
    expect(first).toContain(`href="otpauth://totp/`);
    expect(first).toContain("Megnyitás a hitelesítő alkalmazásban");
    expect(first).toContain(`data-copy="${secret}"`);
    expect(secretOf(await (await get(`${url}/admin/security`, cookie)).text())).toBe(secret);
    const setup = /name="setup" value="([^"]+)"/.exec(first)?.[1] ?? "";
    const wrong = await formPost(
      `${url}/admin/security/authenticator`,
      { setup, code: "000000", label: "új telefonom" },
      { Cookie: cookie },
    );
    expect(wrong.status).toBe(400);
    const again = await wrong.text();
    expect(secretOf(again)).toBe(secret);
    expect(again).toContain('value="új telefonom"');
    expect(again).toContain("nem kell újra beolvasnia");
    const done = await formPost(
      `${url}/admin/security/authenticator`,
      { setup, code: totpCode(secret, Date.now()), label: "új telefonom" },
      { Cookie: cookie },
    );
    expect(done.headers.get("location")).toBe("/admin/security?added");
    expect((await store.totp(editorName))?.secret).toBe(secret);
    // The set-up is over: the next one has a new secret, and so has one cancelled.
    const next = secretOf(await (await get(`${url}/admin/security`, cookie)).text());
    expect(next).not.toBe(secret);
    await formPost(`${url}/admin/security/authenticator/cancel`, {}, { Cookie: cookie });
    expect(secretOf(await (await get(`${url}/admin/security`, cookie)).text())).not.toBe(next);
  });

  it("offers new recovery codes to print, copy and download", async () => {
    const { url } = await startOn(backend);
    const cookie = await signIn(url);
    const shown = await (
      await formPost(`${url}/admin/security/recovery-codes`, {}, { Cookie: cookie })
    ).text();
    const codes = [...shown.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(codes).toHaveLength(10);
    expect(shown).toContain("data-print");
    expect(shown).toContain("Kódok másolása");
    const fields = new URLSearchParams([
      ...codes.map((code) => ["code", code]),
      ["code", "<b>x</b>"],
    ]);
    const file = await fetch(`${url}/admin/security/recovery-codes/download`, {
      method: "POST",
      headers: {
        Cookie: cookie,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
        Origin: new URL(url).origin,
      },
      body: fields.toString(),
    });
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.txt"$/);
    const text = await file.text();
    for (const code of codes) expect(text).toContain(`\r\n${code}\r\n`);
    expect(text).not.toContain("<b>");
  });

  it("signs in with a passkey once per challenge, and refuses a forged or replayed one", async () => {
    const { url, store } = await startOn(backend);
    const cookie = await signIn(url);
    const passkey = new SoftwarePasskey();
    const security = await (await get(`${url}/admin/security`, cookie)).text();
    const made = await formPost(
      `${url}/admin/security/passkey`,
      {
        challenge: challengeOf(security),
        label: "irodai laptop",
        response: passkey.register(options(security), origin),
      },
      { Cookie: cookie },
    );
    expect(made.headers.get("location")).toBe("/admin/security?added");
    expect((await store.passkeys(editorName)).map((p) => p.label)).toEqual(["irodai laptop"]);

    const half = await password(url);
    const step = await (await get(`${url}/admin/second-step`, half)).text();
    expect(step).toContain("Belépés azonosító kulccsal");
    const answer = passkey.authenticate(options(step), origin);
    const fields = { challenge: challengeOf(step), response: answer };
    const signedIn = await formPost(`${url}/admin/second-step/passkey`, fields, { Cookie: half });
    expect(signedIn.headers.get("location")).toBe("/admin");
    expect((await get(`${url}/admin`, cookieOf(signedIn))).status).toBe(200);

    // The same answer again, from another half session: its challenge is used up.
    const again = await password(url);
    const replayed = await formPost(`${url}/admin/second-step/passkey`, fields, { Cookie: again });
    expect(replayed.status).toBe(401);
    // A challenge the server never gave, signed by the right passkey.
    const forged = await formPost(
      `${url}/admin/second-step/passkey`,
      {
        challenge: "bm90LWdpdmVu",
        response: passkey.authenticate({ ...options(step), challenge: "bm90LWdpdmVu" }, origin),
      },
      { Cookie: again },
    );
    expect(forged.status).toBe(401);
    // A real challenge, answered from another origin.
    const other = await (await get(`${url}/admin/second-step`, again)).text();
    const elsewhere = await formPost(
      `${url}/admin/second-step/passkey`,
      {
        challenge: challengeOf(other),
        response: passkey.authenticate(options(other), "https://evil.example"),
      },
      { Cookie: again },
    );
    expect(elsewhere.status).toBe(401);
    expect((await get(`${url}/admin`, again)).headers.get("location")).toBe("/admin/second-step");
  });

  it("takes an authenticator code once and a recovery code once, and limits wrong codes", async () => {
    const { url } = await startOn(backend);
    const code = testTotpCode();
    const first = await formPost(
      `${url}/admin/second-step/code`,
      { code },
      { Cookie: await password(url) },
    );
    expect(first.headers.get("location")).toBe("/admin");
    const half = await password(url);
    const reused = await formPost(`${url}/admin/second-step/code`, { code }, { Cookie: half });
    expect(reused.status).toBe(401);
    expect(await reused.text()).toContain("már felhasználták");
    const recovery = nextTestRecoveryCode();
    const once = await formPost(
      `${url}/admin/second-step/code`,
      { code: recovery },
      { Cookie: half },
    );
    expect(once.headers.get("location")).toBe("/admin");
    const twice = await formPost(
      `${url}/admin/second-step/code`,
      { code: recovery },
      { Cookie: await password(url) },
    );
    expect(twice.status).toBe(401);
    expect(await twice.text()).toContain("már felhasználta");
    // A half session has three codes: the third wrong one ends it, and the password must be
    // given again.
    const another = await password(url);
    for (let i = 0; i < 2; i++) {
      const wrong = await formPost(
        `${url}/admin/second-step/code`,
        { code: "999999" },
        { Cookie: another },
      );
      expect(wrong.status).toBe(401);
    }
    const third = await formPost(
      `${url}/admin/second-step/code`,
      { code: "999998" },
      { Cookie: another },
    );
    expect(third.status).toBe(401);
    expect(await third.text()).toContain("újra meg kell adnia a jelszavát");
    const after = await formPost(
      `${url}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: another },
    );
    expect(after.status).toBe(401);
    // Six wrong so far from this client (reused, twice, the three above): a right code waits.
    const limited = await formPost(
      `${url}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: await password(url) },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("lists the devices signed in and signs out the others", async () => {
    const { url } = await startOn(backend);
    const mine = await signIn(url);
    const other = await signIn(url);
    const page = await (await get(`${url}/admin/devices`, mine)).text();
    expect(page.match(/Kijelentkeztetés<\/button>/g)).toHaveLength(2);
    expect(page).toContain("ez az eszköz");
    const ended = await formPost(`${url}/admin/devices/sign-out-others`, {}, { Cookie: mine });
    expect(ended.headers.get("location")).toBe("/admin/devices?others=1");
    // The other device is told it was signed out from elsewhere, not that its session expired.
    const told = await get(`${url}/admin`, other);
    expect(told.headers.get("location")).toBe("/admin/sign-in?ended");
    const notice = await (await get(`${url}${told.headers.get("location")}`, other)).text();
    expect(notice).toContain("másik eszközről zárták le");
    expect((await get(`${url}/admin`, mine)).status).toBe(200);
  });
});

/** A session's key in the store, from its cookie. */
const keyOf = (cookie: string) =>
  createHash("sha256")
    .update(cookie.split("=")[1] ?? "")
    .digest("base64url");

describe.each(serverBackends)("changing one's own password (%s)", (backend) => {
  it("asks for a fresh second step, the current password and a good new one, and ends the other sessions", async () => {
    const { running, store } = await editorServerOn(servers, backend, undefined, [
      { name: editorName },
    ]);
    const { url } = running;
    const mine = await signIn(url);
    const other = await signIn(url);
    // Just signed in: the step is fresh.
    expect((await get(`${url}/admin/security/password`, mine)).status).toBe(200);
    // Eleven minutes later it is not: the confirm page first, then back.
    await store.step(keyOf(mine), Date.now() - 11 * 60_000);
    const stale = await get(`${url}/admin/security/password`, mine);
    expect(stale.headers.get("location")).toBe(
      "/admin/confirm?next=%2Fadmin%2Fsecurity%2Fpassword",
    );
    const confirm = await (await get(`${url}${stale.headers.get("location")}`, mine)).text();
    expect(confirm).toContain("Erősítse meg, hogy Ön az");
    const next = "/admin/security/password";
    const wrong = await formPost(
      `${url}/admin/confirm/code`,
      { code: "123456", next },
      { Cookie: mine },
    );
    expect(wrong.status).toBe(401);
    const elsewhere = await formPost(
      `${url}/admin/confirm/code`,
      { code: nextTestRecoveryCode(), next: "https://evil.example/" },
      { Cookie: mine },
    );
    expect(elsewhere.headers.get("location")).toBe("/admin/security");
    await store.step(keyOf(mine), Date.now() - 11 * 60_000);
    const confirmed = await formPost(
      `${url}/admin/confirm/code`,
      { code: nextTestRecoveryCode(), next },
      { Cookie: mine },
    );
    expect(confirmed.headers.get("location")).toBe(next);

    const change = (fields: Record<string, string>) =>
      formPost(`${url}${next}`, { current: editorPassword, ...fields }, { Cookie: mine });
    const refused = [
      [
        {
          current: "nem ez a jelszó",
          next: "egy új, hosszú mondat",
          repeat: "egy új, hosszú mondat",
        },
        401,
        "A jelenlegi jelszó nem ez",
      ],
      [{ next: "rövid", repeat: "rövid" }, 400, "legalább 12 karakter"],
      [{ next: "Qwerty123456", repeat: "Qwerty123456" }, 400, "kiszivárgott"],
      [{ next: "kovács anna 2025", repeat: "kovács anna 2025" }, 400, "nevére"],
      [{ next: "aaaaaaaaaaaaaaaa", repeat: "aaaaaaaaaaaaaaaa" }, 400, "ismétlése"],
      [{ next: "egy új, hosszú mondat", repeat: "egy új, hosszú mondás" }, 400, "nem egyezik"],
    ] as const;
    for (const [fields, status, words] of refused) {
      const answer = await change(fields);
      expect(answer.status, fields.next).toBe(status);
      expect(await answer.text(), fields.next).toContain(words);
    }
    const changed = await change({
      next: "a kávé reggel hét előtt a legjobb",
      repeat: "a kávé reggel hét előtt a legjobb",
    });
    expect(changed.headers.get("location")).toBe("/admin/security?password");
    expect(await (await get(`${url}/admin/security?password`, mine)).text()).toContain(
      "Jelszava megváltozott",
    );
    expect((await get(`${url}/admin`, other)).headers.get("location")).toBe("/admin/sign-in?ended");
    await expect(signIn(url)).rejects.toThrow(/401/);
    expect(await signIn(url, editorName, "a kávé reggel hét előtt a legjobb")).toMatch(
      /^__Host-dp-editor=/,
    );
    expect((await store.events(5, { editor: editorName, kind: "password" })).length).toBe(1);
  });
});

describe("SECOND_FACTOR", () => {
  it("may be off only for local development", () => {
    expect(() =>
      parseEditorConfig({ CONTENT_EDITOR: "on", SECOND_FACTOR: "off" }, "/tmp/x.sqlite"),
    ).toThrow(/local development only/);
    expect(
      parseEditorConfig(
        { CONTENT_EDITOR: "on", SECOND_FACTOR: "off", NODE_ENV: "development" },
        "/tmp/x.sqlite",
      )?.secondFactor,
    ).toBe("off");
    expect(parseEditorConfig({ CONTENT_EDITOR: "on" }, "/tmp/x.sqlite")?.secondFactor).toBe(
      "required",
    );
  });
});
