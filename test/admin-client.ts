/**
 * The back office as a client speaks to it over HTTP: form posts as a same-origin browser
 * sends them, sign-in (with the second step), and a save through Keystatic's API followed by a
 * publish. Free of the test runner, so the benchmarks use it too.
 */
import { nextTestRecoveryCode } from "./second-factor.ts";

export const editorName = "Kovács Anna";
export const editorPassword = "hosszú-jelszó-2025";

/**
 * How long a client here waits for one answer (its body included): a request the server never
 * answers fails then, naming it, well before a test's own limit, which would name nothing.
 */
export const answerLimitMs = 30_000;

/** `fetch`, failing with the method and URL when no answer has come within `answerLimitMs`. */
export async function fetchAnswered(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(answerLimitMs) });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "TimeoutError")) throw error;
    throw new Error(`${init.method ?? "GET"} ${url}: no answer in ${answerLimitMs / 1000} s`);
  }
}

/** A form post as a same-origin browser sends it (no redirect followed), with `headers` added. */
export function formPost(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetchAnswered(url, {
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

/**
 * Signs in, with the second step: a recovery code of the tests' (test/second-factor.ts). An
 * account without a factor cannot sign in (no password alone reaches a set-up): give it the
 * tests' factor with `enrolTestFactor` (or `node test/enrol-test-factor.ts NAME`). Returns the
 * Cookie header value of the session.
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
  const answer = await formPost(
    `${url}/admin/second-step/code`,
    { code: nextTestRecoveryCode() },
    { Cookie: cookie },
  );
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
    fetchAnswered(`${url}${path}`, {
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
