import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseUrlFor, poolFor, serverBackends } from "../../test/backends.ts";
import {
  addTestEditor,
  configWithEditor,
  editorConfig,
  editorName,
  editorPassword,
  enrolTestFactor,
  formPost,
  nextTestRecoveryCode,
  serverWithEditor,
  signIn,
} from "../../test/editor.ts";
import { perTest, rawRequest } from "../../test/support.ts";
import {
  absoluteLimitMs,
  hashPassword,
  idleLimitMs,
  openEditorStore,
  Sessions,
} from "../accounts/index.ts";
import type { Pool } from "../shared/postgres.ts";

const servers = perTest();
/** An account hashed as the editors command hashes one (the tests' own is cheaper). */
const realCostName = "Valódi Vera";

/** A server with the editor, its stores in SQLite files (the embedded default). */
async function startWithEditor(databaseUrl?: string) {
  const editor = editorConfig();
  const running = await serverWithEditor(servers, editor, { databaseUrl });
  return { running, url: running.url, editor };
}

describe("without a session nothing of the editor is reachable", () => {
  it("redirects pages to sign-in, and answers the API and posts with 401", async () => {
    const { url } = await startWithEditor();
    const page = await fetch(`${url}/admin`, { redirect: "manual" });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/admin/sign-in");
    expect((await fetch(`${url}/admin/api/history`)).status).toBe(401);
    expect((await fetch(`${url}/api/keystatic/tree`)).status).toBe(401);
    expect((await formPost(`${url}/admin/publish`, {})).status).toBe(401);
    expect((await formPost(`${url}/admin/undo`, { commit: "HEAD" })).status).toBe(401);
  });

  it("refuses a forged session cookie", async () => {
    const { url } = await startWithEditor();
    const forged = `__Host-dp-editor=${"A".repeat(43)}`;
    const page = await fetch(`${url}/admin`, { redirect: "manual", headers: { Cookie: forged } });
    expect(page.status).toBe(303);
    const api = await fetch(`${url}/admin/api/history`, { headers: { Cookie: forged } });
    expect(api.status).toBe(401);
  });

  it("shows the sign-in page in Hungarian, with its own policy and no script", async () => {
    const { url } = await startWithEditor();
    const response = await fetch(`${url}/admin/sign-in`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="hu"');
    expect(html).toContain("Bejelentkezés");
    expect(html).not.toContain("<script");
    expect(response.headers.get("content-security-policy")).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("leaves /admin to the public site when the editor is off", async () => {
    const running = await servers.server((await import("../../test/support.ts")).testConfig());
    expect((await fetch(`${running.url}/admin`)).status).toBe(404);
  });
});

describe.each(serverBackends)("signing in and out (%s)", (backend) => {
  const start = async () => startWithEditor(await databaseUrlFor(backend));

  it("sets a __Host- session cookie: HttpOnly, Secure, SameSite=Strict, Path=/", async () => {
    const { url } = await start();
    const response = await formPost(`${url}/admin/sign-in`, {
      name: editorName,
      password: editorPassword,
    });
    expect(response.status).toBe(303);
    // The password alone leads to the second step (second-factor.test.ts), not in.
    expect(response.headers.get("location")).toBe("/admin/second-step");
    const half = response.headers.get("set-cookie") ?? "";
    expect(half).toMatch(/^__Host-dp-editor=[\w-]{43}; /);
    const refused = await fetch(`${url}/admin`, {
      redirect: "manual",
      headers: { Cookie: half.split(";")[0] ?? "" },
    });
    expect(refused.headers.get("location")).toBe("/admin/second-step");
    const step = await formPost(
      `${url}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: half.split(";")[0] ?? "" },
    );
    expect(step.status).toBe(303);
    expect(step.headers.get("location")).toBe("/admin");
    const cookie = step.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^__Host-dp-editor=[\w-]{43}; /);
    for (const attribute of ["Path=/", "Secure", "HttpOnly", "SameSite=Strict"]) {
      expect(cookie.split("; ")).toContain(attribute);
    }
    expect(cookie).not.toMatch(/Domain=/i);
    const page = await fetch(`${url}/admin`, { headers: { Cookie: cookie.split(";")[0] ?? "" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Bejelentkezve: ${editorName}`);
  });

  it("takes the name in any case, as the account's name, but not without its accents", async () => {
    const { url } = await start();
    for (const typed of [editorName.toLocaleLowerCase("hu"), editorName.toLocaleUpperCase("hu")]) {
      const cookie = await signIn(url, typed);
      const page = await fetch(`${url}/admin`, { headers: { Cookie: cookie } });
      expect(await page.text()).toContain(`Bejelentkezve: ${editorName}`);
    }
    const unaccented = editorName.normalize("NFD").replace(/\p{M}/gu, "");
    expect(unaccented).not.toBe(editorName);
    const refused = await formPost(`${url}/admin/sign-in`, {
      name: unaccented,
      password: editorPassword,
    });
    expect(refused.status).toBe(401);
  });

  it.runIf(backend === "sqlite")(
    "keeps only a hash of the session token and of the password, at the accounts' cost",
    async () => {
      const { url, editor, running } = await start();
      await running.editor?.store.addEditor(realCostName, await hashPassword(editorPassword));
      if (running.editor) await enrolTestFactor(running.editor.store, realCostName);
      const cookie = await signIn(url, realCostName);
      const token = cookie.split("=")[1] ?? "";
      const file =
        readFileSync(editor.databasePath).toString("latin1") +
        readFileSync(`${editor.databasePath}-wal`).toString("latin1");
      expect(token.length).toBe(43);
      expect(file).not.toContain(token);
      expect(file).not.toContain("jelsz");
      expect(file).toContain("scrypt$32768$8$1$");
    },
  );

  it("ends the session on sign-out", async () => {
    const { url } = await start();
    const cookie = await signIn(url);
    const out = await formPost(`${url}/admin/sign-out`, {}, { Cookie: cookie });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const after = await fetch(`${url}/admin/api/history`, { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
  });

  it("refuses a wrong password and an unknown name alike", async () => {
    const { url } = await start();
    const wrong = await formPost(`${url}/admin/sign-in`, {
      name: editorName,
      password: "nem ez a jelszó",
    });
    const unknown = await formPost(`${url}/admin/sign-in`, {
      name: "Senki",
      password: editorPassword,
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.text()).toContain("Hibás név vagy jelszó.");
  });

  it("refuses the sixth wrong password in a minute, even when it is right", async () => {
    const { url } = await start();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await formPost(`${url}/admin/sign-in`, {
        name: editorName,
        password: `rossz jelszó ${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    const sixth = await formPost(`${url}/admin/sign-in`, {
      name: editorName,
      password: editorPassword,
    });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sixth.headers.get("set-cookie")).toBeNull();
    expect(await sixth.text()).toContain("Túl sok sikertelen próbálkozás");
  });

  it("counts wrong passwords per client too, across names", async () => {
    const { url } = await start();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await formPost(`${url}/admin/sign-in`, {
        name: `Próba ${attempt}`,
        password: "rossz jelszó",
      });
    }
    const sixth = await formPost(`${url}/admin/sign-in`, {
      name: editorName,
      password: editorPassword,
    });
    expect(sixth.status).toBe(429);
  });
});

describe("editor responses", () => {
  it("carry noindex and private, no-store: pages, the editor's shell, previews and the API", async () => {
    const { url } = await startWithEditor();
    const check = async (path: string, cookie?: string, init: RequestInit = {}) => {
      const response = await fetch(`${url}${path}`, {
        redirect: "manual",
        ...init,
        headers: { ...(cookie ? { Cookie: cookie } : {}), "no-cors": "1", ...init.headers },
      });
      expect(response.headers.get("x-robots-tag"), path).toMatch(/\bnoindex\b/);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      return response;
    };
    await check("/admin/sign-in");
    // Nothing but sign-in without a session: the editor's bundle neither.
    for (const path of ["/admin", "/keystatic", "/admin/editor/editor.js"]) {
      const response = await check(path);
      expect(response.status, path).toBe(303);
    }
    await check("/api/keystatic/tree");
    const cookie = await signIn(url);
    for (const path of [
      "/admin",
      "/keystatic",
      "/keystatic/singleton/company",
      "/api/keystatic/tree",
    ])
      await check(path, cookie);
    // Another name under the bundle's path than its own: nothing, not kept (the bundle itself,
    // built beside these tests, is e2e/editor-hungarian.spec.ts's).
    expect((await check("/admin/editor/editor.js", cookie)).status).toBe(404);
    const preview = await formPost(`${url}/admin/preview`, {}, { Cookie: cookie });
    expect(preview.status).toBe(303);
    expect((await check("/admin/preview/", cookie)).status).toBe(200);
    expect((await check("/admin/preview/en", cookie)).status).toBe(200);
    // The router's own refusals too: set once at the entry, whichever helper answers.
    expect((await check("/admin/nincs-ilyen", cookie)).status).toBe(404);
    expect((await check("/admin/sign-in", undefined, { method: "PUT" })).status).toBe(403);
    const sameSite = { Origin: url, "Sec-Fetch-Site": "same-origin" };
    expect(
      (await check("/admin/sign-in", undefined, { method: "PUT", headers: sameSite })).status,
    ).toBe(405);
    expect(
      (await check("/admin/api/x", undefined, { method: "POST", headers: sameSite })).status,
    ).toBe(401);
  });
});

describe("cross-site requests", () => {
  it("are refused with 403, with a session and without", async () => {
    const { url } = await startWithEditor();
    const cookie = await signIn(url);
    const crossSite = {
      "Sec-Fetch-Site": "cross-site",
      Origin: "https://evil.example",
      Cookie: cookie,
    };
    expect((await formPost(`${url}/admin/publish`, {}, crossSite)).status).toBe(403);
    expect(
      (await formPost(`${url}/admin/sign-out`, {}, { ...crossSite, "Sec-Fetch-Site": "same-site" }))
        .status,
    ).toBe(403);
    const signInFromElsewhere = await formPost(
      `${url}/admin/sign-in`,
      { name: editorName, password: editorPassword },
      { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    );
    expect(signInFromElsewhere.status).toBe(403);
    // A client that says nothing about where it comes from (no Sec-Fetch-Site, no Origin).
    const anonymous = await rawRequest(url, {
      method: "POST",
      path: "/admin/publish",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(anonymous.status).toBe(403);
    // Still signed in: none of them reached the session.
    expect((await fetch(`${url}/admin/api/history`, { headers: { Cookie: cookie } })).status).toBe(
      200,
    );
  });
});

describe.each(serverBackends)("session expiry (%s)", (backend) => {
  it("ends a session idle for 12 hours, and any session after 24 hours", async () => {
    let now = 1_000_000;
    const pool = poolFor(await databaseUrlFor(backend), servers.later);
    const store = await openEditorStore({ path: editorConfig().databasePath, pool });
    await addTestEditor(store);
    const sessions = new Sessions(store, () => now);
    const cookieOf = (setCookie: string) =>
      ({ headers: { cookie: setCookie.split(";")[0] } }) as never;
    const idle = cookieOf(await sessions.start(editorName));
    now += idleLimitMs - 1;
    expect((await sessions.of(idle))?.editor).toBe(editorName);
    now += idleLimitMs + 1;
    expect(await sessions.of(idle)).toBeUndefined();
    const busy = cookieOf(await sessions.start(editorName));
    const started = now;
    while (now - started < absoluteLimitMs - idleLimitMs / 2) {
      now += idleLimitMs / 2;
      expect(await sessions.of(busy)).toBeDefined();
    }
    now = started + absoluteLimitMs + 1;
    expect(await sessions.of(busy)).toBeUndefined();
    await store.close();
  });
});

describe("two instances on one PostgreSQL database", () => {
  /** Two stores on one database, each with a pool of its own, as two instances have. */
  async function twoStores(): Promise<Pool[]> {
    const url = await databaseUrlFor("postgres");
    return [poolFor(url, servers.later), poolFor(url, servers.later)] as Pool[];
  }

  it("know a session made through either, and its end", async () => {
    const [first, second] = await twoStores();
    const one = await openEditorStore({ path: "", pool: first });
    const other = await openEditorStore({ path: "", pool: second });
    await addTestEditor(one);
    const cookie = (await new Sessions(one).start(editorName)).split(";")[0];
    const request = { headers: { cookie } } as never;
    expect((await new Sessions(other).of(request))?.editor).toBe(editorName);
    await new Sessions(other).end(await new Sessions(other).of(request));
    expect(await new Sessions(one).of(request)).toBeUndefined();
  });

  it("check at most 5 of 300 wrong passwords sent at once, split over two servers", async () => {
    const shared = { databaseUrl: await databaseUrlFor("postgres"), trustProxy: 1 };
    const one = await serverWithEditor(servers, editorConfig(), shared);
    const other = await servers.server({ ...configWithEditor(editorConfig()), ...shared });
    const from = (url: string, address: string, password: string) =>
      formPost(
        `${url}/admin/sign-in`,
        { name: editorName, password },
        { "X-Forwarded-For": address },
      );
    const tries = Array.from({ length: 300 }, (_, i) =>
      from((i % 2 === 0 ? one : other).url, "203.0.113.7", `rossz jelszó ${i}`),
    );
    const statuses = (await Promise.all(tries)).map((response) => response.status);
    // A 401 is a password that was checked; a 429 was refused before its check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // The account the first server's store holds signs in on the second, from another client,
    // and the session made there is valid on the first.
    const signedIn = await from(other.url, "198.51.100.20", editorPassword);
    expect(signedIn.status).toBe(303);
    const half = signedIn.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const step = await formPost(
      `${other.url}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: half, "X-Forwarded-For": "198.51.100.20" },
    );
    expect(step.status).toBe(303);
    const cookie = step.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const page = await fetch(`${one.url}/admin`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
  });
});
