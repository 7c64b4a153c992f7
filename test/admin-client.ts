/**
 * The back office as a client speaks to it over HTTP: form posts as a same-origin browser
 * sends them, sign-in (with the second step), and a save through Keystatic's API followed by a
 * publish. Free of the test runner, so the benchmarks use it too.
 */
import { totpCode } from "../server/accounts/index.ts";
import { nextTestRecoveryCode } from "./second-factor.ts";

export const editorName = "Kovács Anna";
export const editorPassword = "hosszú-jelszó-2025";

/** A form post as a same-origin browser sends it (no redirect followed), with `headers` added. */
export function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: new URL(url).origin,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("__Host-dp-editor="))
    ?.split(";")[0];

/** Recovery codes of accounts this process set up itself (below), by origin and name. */
const ownCodes = new Map<string, string[]>();

/**
 * Sets up an authenticator for an account that has no second factor, as staff do on the set-up
 * page (its secret read from the page); keeps the recovery codes shown. The full session.
 */
async function setUpFactor(url: string, name: string, half: string): Promise<string> {
  const page = await (await fetch(`${url}/admin/security`, { headers: { Cookie: half } })).text();
  const setup = /name="setup" value="([^"]+)"/.exec(page)?.[1];
  const secret = /id="totp-secret">([^<]+)</.exec(page)?.[1]?.replace(/\s/g, "");
  if (!setup || !secret) throw new Error("the set-up page has no authenticator secret");
  const answer = await formPost(
    `${url}/admin/security/authenticator`,
    { setup, label: "tesztek", code: totpCode(secret, Date.now()) },
    { Cookie: half },
  );
  const cookie = sessionOf(answer);
  if (answer.status !== 200 || !cookie) throw new Error(`the set-up got ${answer.status}`);
  const codes = [...(await answer.text()).matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map(
    (match) => match[1] ?? "",
  );
  ownCodes.set(`${url}|${name}`, codes);
  return cookie;
}

/**
 * Signs in, with the second step: a recovery code of the tests' (test/second-factor.ts), or of
 * an account this process set up; an account without a factor gets one set up first. Returns
 * the Cookie header value of the session.
 */
export async function signIn(
  url: string,
  name = editorName,
  password = editorPassword,
): Promise<string> {
  const response = await formPost(`${url}/admin/sign-in`, { name, password });
  const cookie = sessionOf(response);
  if (response.status !== 303 || !cookie) throw new Error(`sign-in got ${response.status}`);
  if (!response.headers.get("location")?.startsWith("/admin/second-step")) return cookie;
  const step = await fetch(`${url}/admin/second-step`, {
    redirect: "manual",
    headers: { Cookie: cookie },
  });
  await step.body?.cancel();
  if (step.headers.get("location") === "/admin/security") return setUpFactor(url, name, cookie);
  const key = `${url}|${name}`;
  const own = ownCodes.get(key)?.pop();
  const secondStep = (code: string) =>
    formPost(`${url}/admin/second-step/code`, { code }, { Cookie: cookie });
  let answer = await secondStep(own ?? nextTestRecoveryCode());
  if (own && answer.status === 401) {
    // The codes were shown by an earlier server on this origin, since closed and its port given
    // to a new one: this account is another, with the tests' codes.
    ownCodes.delete(key);
    answer = await secondStep(nextTestRecoveryCode());
  }
  const full = sessionOf(answer);
  if (answer.status !== 303 || !full) throw new Error(`the second step got ${answer.status}`);
  return full;
}

/** A signed-in save of `files` (content paths → text) through Keystatic's API: the answer. */
export async function keystaticSave(
  url: string,
  cookie: string,
  files: Record<string, string | Uint8Array>,
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const api = (path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        Cookie: cookie,
        "no-cors": "1",
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  // Keystatic reads the tree before it writes: the guard checks a save against what it saw.
  const tree = await api("/api/keystatic/tree");
  if (tree.status !== 200) throw new Error(`the tree got ${tree.status}`);
  await tree.arrayBuffer();
  const response = await api("/api/keystatic/update", {
    additions: Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString("base64"),
    })),
    deletions: [],
  });
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
}

/** Saves `files` (content paths → text) through Keystatic's API, then publishes; the answer. */
export async function saveAndPublish(
  url: string,
  cookie: string,
  files: Record<string, string>,
): Promise<Response> {
  const saved = await keystaticSave(url, cookie, files);
  if (saved.status !== 200) throw new Error(`the save got ${saved.status}: ${saved.text}`);
  return formPost(`${url}/admin/api/publish`, {}, { Cookie: cookie, Accept: "application/json" });
}
