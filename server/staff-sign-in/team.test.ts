/**
 * The team runs its accounts, at the HTTP level: an account with the right invites a colleague,
 * whose single-use link (valid 72 hours, on every instance) sets the password and the
 * authenticator in one go; the team page changes rights, ends sessions, resets a factor (a new
 * link) and removes accounts, each after a fresh second step and recorded; the last account
 * able to manage accounts cannot remove itself. On PostgreSQL the link is made on one instance
 * and used on the other.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { backends } from "../../test/backends.ts";
import { editorName, formPost, instancesOn, signIn } from "../../test/editor.ts";
import { perTest } from "../../test/support.ts";
import { newSetUpLink, totpCode } from "../accounts/index.ts";
import type { Config } from "../env.ts";

const servers = perTest();
const colleague = "Szabó Béla";
const colleaguePassword = "a hajnali busz mindig késik";

const get = (url: string, cookie = "") =>
  fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-dp-editor="))
    ?.split(";")[0] ?? "";
const keyOf = (cookie: string) =>
  createHash("sha256")
    .update(cookie.split("=")[1] ?? "")
    .digest("base64url");
const secretOf = (page: string) =>
  /id="totp-secret">([^<]+)</.exec(page)?.[1]?.replace(/\s/g, "") ?? "";
const setupOf = (page: string) => /name="setup" value="([^"]+)"/.exec(page)?.[1] ?? "";

async function team(backend: (typeof backends)[number], overrides: Partial<Config> = {}) {
  const [first, other] = await instancesOn(servers, backend, overrides);
  const store = first?.editor?.store;
  if (!first || !store) throw new Error("no editor");
  await store.setRights(editorName, { inquiries: true, accounts: true });
  return { url: first.url, otherUrl: (other ?? first).url, store };
}

/** Sets an account up through its link: the page, one wrong code, then the first secret's code. */
async function setUp(link: string, fields: Record<string, string>) {
  const page = await (await get(link)).text();
  const secret = secretOf(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const post = (code: string) =>
    formPost(link, { ...fields, setup: setupOf(page), label: "telefonom", code });
  const wrong = await post("000000");
  expect(wrong.status).toBe(400);
  const again = await wrong.text();
  expect(secretOf(again)).toBe(secret);
  expect(again).toContain('value="telefonom"');
  const done = await post(totpCode(secret, Date.now()));
  expect(done.status).toBe(200);
  const codes = [...(await done.text()).matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)];
  expect(codes).toHaveLength(10);
  return { cookie: sessionOf(done), codes: codes.map((match) => match[1] ?? "") };
}

describe.each(backends)("the team (%s)", (backend) => {
  it("invites a colleague whose link sets the password and the authenticator, once, on any instance", async () => {
    const { url, otherUrl, store } = await team(backend);
    const anna = await signIn(url);
    const page = await (await get(`${url}/admin/team`, anna)).text();
    expect(page).toContain(editorName);
    expect(page).toContain('href="/admin/team"');
    const invited = await formPost(
      `${url}/admin/team/invite`,
      { name: colleague, email: "bela@example.com", inquiries: "on" },
      { Cookie: anna },
    );
    expect(invited.status).toBe(200);
    const shown = await invited.text();
    // No SMTP on this server: the link is shown to the inviter to hand over.
    expect(shown).toContain("nincs levélküldés beállítva");
    const link = /id="set-up-link">([^<]+)</.exec(shown)?.[1] ?? "";
    expect(link).toMatch(/\/admin\/welcome\/[\w-]{43}$/);
    const onOther = `${otherUrl}${new URL(link).pathname}`;
    // A password alone does nothing for the new account: it has none yet.
    const tried = await formPost(`${url}/admin/sign-in`, { name: colleague, password: "" });
    expect(tried.status).not.toBe(303);
    const { cookie } = await setUp(onOther, { next: colleaguePassword, repeat: colleaguePassword });
    expect((await get(`${url}/admin`, cookie)).status).toBe(200);
    expect((await get(`${url}${new URL(link).pathname}`)).status).toBe(410);
    expect(await store.maySeeInquiries(colleague)).toBe(true);
    // The colleague signs in with the password set and a recovery code shown.
    const half = await formPost(`${url}/admin/sign-in`, {
      name: colleague,
      password: colleaguePassword,
    });
    expect(half.headers.get("location")).toBe("/admin/second-step");
    // An expired link opens nothing.
    const old = await newSetUpLink(store, {
      editor: colleague,
      by: editorName,
      origin: url,
      now: Date.now() - 73 * 3_600_000,
    });
    expect((await get(`${url}${new URL(old.url).pathname}`)).status).toBe(410);
    // An account without the right has no team page.
    expect((await get(`${url}/admin/team`, cookie)).status).toBe(403);
  });

  it("changes rights, ends sessions, resets a factor and removes, each after a fresh second step", async () => {
    const { url, store } = await team(backend);
    const anna = await signIn(url);
    const invited = await formPost(
      `${url}/admin/team/invite`,
      { name: colleague, email: "bela@example.com" },
      { Cookie: anna },
    );
    const link = /id="set-up-link">([^<]+)</.exec(await invited.text())?.[1] ?? "";
    const bela = (
      await setUp(`${url}${new URL(link).pathname}`, {
        next: colleaguePassword,
        repeat: colleaguePassword,
      })
    ).cookie;
    const name = { name: colleague };
    // Eleven minutes on, the step is not fresh: the confirm page first.
    await store.step(keyOf(anna), Date.now() - 11 * 60_000);
    const stale = await formPost(
      `${url}/admin/team/rights`,
      { ...name, accounts: "on" },
      { Cookie: anna },
    );
    expect(stale.headers.get("location")).toBe(
      `/admin/confirm?next=${encodeURIComponent(`/admin/team/account?name=${encodeURIComponent(colleague)}`)}`,
    );
    expect((await store.account(colleague))?.accounts).toBe(false);
    await store.step(keyOf(anna), Date.now());
    const rights = await formPost(
      `${url}/admin/team/rights`,
      { ...name, accounts: "on" },
      { Cookie: anna },
    );
    expect(await rights.text()).toContain("A jogokat mentettük");
    expect((await store.account(colleague))?.accounts).toBe(true);
    const ended = await formPost(`${url}/admin/team/sessions`, name, { Cookie: anna });
    expect(await ended.text()).toContain("1 munkamenetet lezártunk");
    expect((await get(`${url}/admin`, bela)).headers.get("location")).toBe("/admin/sign-in?ended");
    // A lost phone: the factor goes, a new link comes; with it and the password, a new one.
    const reset = await formPost(`${url}/admin/team/reset`, name, { Cookie: anna });
    expect(await store.totp(colleague)).toBeUndefined();
    const again = /id="set-up-link">([^<]+)</.exec(await reset.text())?.[1] ?? "";
    const resetPath = `${url}${new URL(again).pathname}`;
    const wrongPassword = await formPost(resetPath, { current: "nem ez", setup: "x", code: "1" });
    expect(wrongPassword.status).toBe(401);
    await setUp(resetPath, { current: colleaguePassword });
    expect(await store.totp(colleague)).toBeDefined();
    // Béla may manage accounts now, so Anna is not the last: but she may not take hers while alone.
    const removed = await formPost(
      `${url}/admin/team/remove`,
      { ...name, sure: "on" },
      { Cookie: anna },
    );
    expect(removed.headers.get("location")).toBe("/admin/team?removed");
    expect(await store.account(colleague)).toBeUndefined();
    const self = await formPost(
      `${url}/admin/team/remove`,
      { name: editorName, sure: "on" },
      { Cookie: anna },
    );
    expect(self.status).toBe(409);
    const giveUp = await formPost(
      `${url}/admin/team/rights`,
      { name: editorName },
      { Cookie: anna },
    );
    expect(giveUp.status).toBe(409);
    expect((await store.account(editorName))?.accounts).toBe(true);
    // Each action is in the audit, with who did it.
    const audit = await (await get(`${url}/admin/team`, anna)).text();
    for (const words of [
      "meghívta",
      "jogokat módosított",
      "lezárta a munkameneteket",
      "visszaállította a második lépést",
      "törölte a fiókot",
      "beállította a fiókját",
    ])
      expect(audit, words).toContain(words);
  });
});

describe("an invitation with staff mail", () => {
  it("goes to the colleague's address with the link, and the inviter is told where it went", async () => {
    const smtp = await servers.smtp();
    const { url } = await team("sqlite", {
      mail: { smtpUrl: smtp.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
    });
    const anna = await signIn(url);
    const invited = await formPost(
      `${url}/admin/team/invite`,
      { name: colleague, email: "bela@example.com" },
      { Cookie: anna },
    );
    expect(await invited.text()).toContain("Elküldtük a linket ide: bela@example.com");
    const [mail] = smtp.messages;
    expect(mail?.envelope.to).toEqual(["bela@example.com"]);
    expect(mail?.parsed.subject).toBe("Meghívó a Danubius Protect honlapkezelőjébe");
    const link =
      /https?:\/\/\S+\/admin\/welcome\/[\w-]{43}/.exec(mail?.parsed.text ?? "")?.[0] ?? "";
    expect((await get(`${url}${new URL(link).pathname}`)).status).toBe(200);
  });
});
