/**
 * The sign-in limit attacked: hundreds of wrong passwords at once, from one address and from
 * many, and the computer that signed in before (its device cookie, earned by the second step) let
 * through while others wait.
 */
import { describe, expect, it } from "vitest";
import { backends, databaseUrlFor } from "../../test/backends.ts";
import {
  editorConfig,
  editorName,
  editorPassword,
  formPost,
  nextTestRecoveryCode,
  serverWithEditor,
} from "../../test/editor.ts";
import { perTest } from "../../test/support.ts";
import { deviceCookie } from "../accounts/index.ts";

const servers = perTest();

describe.each(backends)("the sign-in limit under attack (%s)", (backend) => {
  const start = async () =>
    serverWithEditor(servers, editorConfig(), { databaseUrl: await databaseUrlFor(backend) });

  it("checks at most 5 of 300 wrong passwords sent at once, and refuses the right one while it holds", async () => {
    const { url } = await start();
    const tries = Array.from({ length: 300 }, (_, i) =>
      formPost(`${url}/admin/sign-in`, {
        name: editorName,
        password: i === 150 ? editorPassword : `rossz jelszó ${i}`,
      }),
    );
    const statuses = (await Promise.all(tries)).map((response) => response.status);
    // A 401 or a 303 is a password that was checked; a 429 was refused before its check.
    const checked = statuses.filter((status) => status !== 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses[150]).toBe(429);
    const next = await formPost(`${url}/admin/sign-in`, {
      name: editorName,
      password: editorPassword,
    });
    expect(next.status).toBe(429);
  });

  it("locks out the attacking client only: the editor signs in from another", async () => {
    const editor = editorConfig();
    const running = await serverWithEditor(servers, editor, {
      trustProxy: 1,
      databaseUrl: await databaseUrlFor(backend),
    });
    const from = (address: string, password: string) =>
      formPost(
        `${running.url}/admin/sign-in`,
        { name: editorName, password },
        { "X-Forwarded-For": address },
      );
    for (let attempt = 1; attempt <= 6; attempt++) await from("203.0.113.7", `rossz ${attempt}`);
    expect((await from("203.0.113.7", editorPassword)).status).toBe(429);
    expect((await from("198.51.100.20", editorPassword)).status).toBe(303);
  });
});

describe.each(backends)("a computer that has signed in before (%s)", (backend) => {
  /** A server behind one proxy (TRUST_PROXY=1), and sign-ins from the addresses it reports. */
  async function behindProxy() {
    const running = await serverWithEditor(servers, editorConfig(), {
      trustProxy: 1,
      databaseUrl: await databaseUrlFor(backend),
    });
    const from = (address: string, password: string, cookie = "", name = editorName) =>
      formPost(
        `${running.url}/admin/sign-in`,
        { name, password },
        { "X-Forwarded-For": address, ...(cookie && { Cookie: cookie }) },
      );
    return { running, from };
  }

  const deviceCookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${deviceCookie}=`))
      ?.split(";")[0] ?? "";

  /** The password and the second step from `address`: the answer of the second step. */
  async function fullSignIn(
    from: (address: string, password: string) => Promise<Response>,
    address: string,
    url: string,
  ) {
    const half = await from(address, editorPassword);
    expect(half.status).toBe(303);
    expect(deviceCookieOf(half)).toBe("");
    const session = half.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    return formPost(
      `${url}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: session, "X-Forwarded-For": address },
    );
  }

  it("gets a signed device cookie only past the second step: HttpOnly, Secure, SameSite=Strict", async () => {
    const { from, running } = await behindProxy();
    const response = await fullSignIn(from, "198.51.100.20", running.url);
    expect(response.status).toBe(303);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${deviceCookie}=`));
    for (const attribute of ["Path=/", "Secure", "HttpOnly", "SameSite=Strict"])
      expect(cookie?.split("; ")).toContain(attribute);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  // The ceiling takes 50 checked passwords to reach: 11 addresses on one back-end, 50 on the other.
  it.each(backend === "sqlite" ? [11] : [50])(
    "keeps signing in the owner's computer while %i addresses lock the name out of others",
    async (addresses) => {
      const { from, running } = await behindProxy();
      const home = "198.51.100.20";
      const device = deviceCookieOf(await fullSignIn(from, home, running.url));
      expect(device).not.toBe("");
      const attacks = Array.from({ length: addresses * 6 }, (_, i) =>
        from(`203.0.113.${i % addresses}`, `rossz jelszó ${i}`),
      );
      const statuses = (await Promise.all(attacks)).map((response) => response.status);
      // The name's ceiling: at most 50 of them were checked.
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(50);
      // Without the cookie the name is locked, from any address (docs/editor.md).
      expect((await from("192.0.2.44", editorPassword)).status).toBe(429);
      expect((await from(home, editorPassword)).status).toBe(429);
      // A cookie of another name, or one altered, counts for nothing.
      const [name = "", issued, id, mac = ""] = device.split("=")[1]?.split(".") ?? [];
      const altered = `${deviceCookie}=${name}.${issued}.${id}.${mac.startsWith("A") ? "B" : "A"}${mac.slice(1)}`;
      expect((await from(home, editorPassword, altered)).status).toBe(429);
      const other = `${deviceCookie}=${Buffer.from("senki").toString("base64url")}.${issued}.${id}.${mac}`;
      expect((await from(home, editorPassword, other)).status).toBe(429);
      // The owner's computer signs in.
      const owner = await from(home, editorPassword, device);
      expect(owner.status).toBe(303);
    },
    // 50 passwords checked (scrypt, 32 MB each) and 300 requests or more: about 8 s on an idle
    // machine, 40 s beside a full test run on two cores.
    120_000,
  );

  it("bounds guesses spread over 30 names from one client behind the proxy", async () => {
    const { from } = await behindProxy();
    const tries = Array.from({ length: 300 }, (_, i) =>
      from("203.0.113.9", `rossz jelszó ${i}`, "", i % 30 === 0 ? editorName : `Próba ${i % 30}`),
    );
    const statuses = (await Promise.all(tries)).map((response) => response.status);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
  });
});
