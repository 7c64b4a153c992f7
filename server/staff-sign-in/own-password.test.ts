/**
 * One's own password, at the HTTP level on both back-ends: a fresh second step first (the
 * confirm page when the last one is older than 10 minutes), the current password, a new one
 * under the rules; the other sessions end, this one goes on.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverBackends } from "../../test/backends.ts";
import {
  editorName,
  editorPassword,
  editorServerOn,
  formPost,
  nextTestRecoveryCode,
  signIn,
} from "../../test/editor.ts";
import { perTest } from "../../test/support.ts";

const servers = perTest();
const get = (url: string, cookie: string) =>
  fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
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
