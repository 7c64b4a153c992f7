/**
 * Guessing the second step's code with the right password, as an attacker who has it would:
 * many half sessions, from many addresses, each carrying whatever device cookie it was given
 * (or the owner's own), split over two instances on one PostgreSQL. However it is spread, no
 * more than the account's ceiling of codes is checked in a minute (docs/editor.md, "Sign-in
 * limit").
 */
import { describe, expect, it } from "vitest";
import { backends } from "../../test/backends.ts";
import {
  editorConfig,
  editorName,
  editorPassword,
  formPost,
  instancesOn,
  nextTestRecoveryCode,
  serverWithEditor,
  testTotpCode,
} from "../../test/editor.ts";
import { perTest, until } from "../../test/support.ts";
import { deviceCookie, maxCodeAttemptsPerMinute } from "../accounts/index.ts";

const servers = perTest();

const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(";")[0] ?? "");
const named = (cookies: readonly string[], name: string) =>
  cookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? "";

describe.each(backends)("guessing the code with the right password (%s)", (backend) => {
  it(`checks no more than ${maxCodeAttemptsPerMinute} codes a minute, whatever the addresses and device cookies`, async () => {
    // One server on SQLite; two on one PostgreSQL database, as two instances.
    const instances = await instancesOn(servers, backend, { trustProxy: 1 });
    const urlOf = (i: number) => instances[i % instances.length]?.url ?? "";
    const address = (i: number) => `203.0.113.${i % 60}`;
    // The owner signs in fully once: the device cookie of a computer that passed the second step.
    const owner = await formPost(
      `${urlOf(0)}/admin/sign-in`,
      { name: editorName, password: editorPassword },
      { "X-Forwarded-For": "198.51.100.20" },
    );
    const ownerHalf = named(cookiesOf(owner), "__Host-dp-editor");
    const stepped = await formPost(
      `${urlOf(0)}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: ownerHalf, "X-Forwarded-For": "198.51.100.20" },
    );
    expect(stepped.headers.get("location")).toBe("/admin");
    const ownersDevice =
      named(cookiesOf(stepped), deviceCookie) || named(cookiesOf(owner), deviceCookie);
    expect(ownersDevice).not.toBe("");

    // 100 half sessions from 60 addresses, on both instances, each with any device cookie it got.
    const halves: Array<{ session: string; device: string }> = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, j) => {
          const i = batch * 10 + j;
          return formPost(
            `${urlOf(i)}/admin/sign-in`,
            { name: editorName, password: editorPassword },
            { "X-Forwarded-For": address(i) },
          );
        }),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(303);
        const cookies = cookiesOf(answer);
        halves.push({
          session: named(cookies, "__Host-dp-editor"),
          device: named(cookies, deviceCookie) || ownersDevice,
        });
      }
    }

    // Two wrong codes per half session, all at once, from the 60 addresses, over the instances.
    const right = new Set([-30_000, 0, 30_000].map((offset) => testTotpCode(Date.now() + offset)));
    const guesses = Array.from({ length: 200 }, (_, i) => {
      const half = halves[i % halves.length] ?? { session: "", device: "" };
      let code = String(100_000 + i * 7);
      if (right.has(code)) code = String(900_000 + i);
      return formPost(
        `${urlOf(i)}/admin/second-step/code`,
        { code },
        { Cookie: `${half.session}; ${half.device}`, "X-Forwarded-For": address(i) },
      );
    });
    const answers = await Promise.all(guesses);
    // A checked code is answered with a page (401); a refused one with 429 before any check, or
    // as signed out when its session has ended.
    const checked = answers.filter(
      (answer) =>
        answer.status === 401 && answer.headers.get("content-type")?.startsWith("text/html"),
    ).length;
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const answer of answers) await answer.body?.cancel();
    expect([...statuses].every((status) => [303, 401, 429].includes(status))).toBe(true);
    expect(checked).toBeLessThanOrEqual(maxCodeAttemptsPerMinute);
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

describe("wrong codes after the right password", () => {
  it("end the half session at the third, and tell the owner by e-mail and on the devices page", async () => {
    const smtp = await servers.smtp();
    const running = await serverWithEditor(servers, editorConfig(), {
      mail: { smtpUrl: smtp.url, from: "weboldal@example.com", to: ["iroda@example.com"] },
    });
    await running.editor?.store.setEmail(editorName, "anna@example.com");
    const half = async () => {
      const answer = await formPost(`${running.url}/admin/sign-in`, {
        name: editorName,
        password: editorPassword,
      });
      return named(cookiesOf(answer), "__Host-dp-editor");
    };
    const session = await half();
    const code = (value: string, cookie = session) =>
      formPost(`${running.url}/admin/second-step/code`, { code: value }, { Cookie: cookie });
    expect((await code("111111")).status).toBe(401);
    expect((await code("222222")).status).toBe(401);
    const third = await code("333333");
    expect(third.status).toBe(401);
    expect(await third.text()).toContain("újra meg kell adnia a jelszavát");
    // The session is over: even the right code is no use in it now.
    const over = await code(nextTestRecoveryCode());
    expect(over.status).toBe(401);
    expect(over.headers.get("content-type")).toMatch(/^application\/json/);
    await until(() => smtp.messages.length > 0, 10_000);
    const [mail] = smtp.messages;
    expect(mail?.envelope.to).toEqual(["anna@example.com"]);
    expect(mail?.parsed.subject).toBe("Valaki ismeri a jelszavát – változtassa meg");
    expect(mail?.parsed.text).toContain("3 alkalommal adtak meg hibás kódot");
    // More wrong codes in the next hours send no second message.
    expect((await code("444444", await half())).status).toBe(401);
    const full = await formPost(
      `${running.url}/admin/second-step/code`,
      { code: nextTestRecoveryCode() },
      { Cookie: await half() },
    );
    const signedIn = named(cookiesOf(full), "__Host-dp-editor");
    const devices = await (
      await fetch(`${running.url}/admin/devices`, { headers: { Cookie: signedIn } })
    ).text();
    expect(devices).toContain("Valaki ismeri a jelszavát");
    expect(devices.match(/127\.0\.0\.1<\/li>/g)).toHaveLength(4);
    expect(smtp.messages).toHaveLength(1);
  });
});
