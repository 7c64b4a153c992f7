/**
 * The back office as a client speaks to it over HTTP: form posts as a same-origin browser
 * sends them, sign-in, and a save through Keystatic's API followed by a publish. Free of the
 * test runner, so the benchmarks use it too.
 */

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

/** Signs in; returns the Cookie header value of the session. */
export async function signIn(
  url: string,
  name = editorName,
  password = editorPassword,
): Promise<string> {
  const response = await formPost(`${url}/admin/sign-in`, { name, password });
  const cookie = response.headers.get("set-cookie");
  if (response.status !== 303 || !cookie) throw new Error(`sign-in got ${response.status}`);
  return cookie.split(";")[0] ?? "";
}

/** Saves `files` (content paths → text) through Keystatic's API, then publishes; the answer. */
export async function saveAndPublish(
  url: string,
  cookie: string,
  files: Record<string, string>,
): Promise<Response> {
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
  const saved = await api("/api/keystatic/update", {
    additions: Object.entries(files).map(([path, text]) => ({
      path,
      contents: Buffer.from(text).toString("base64"),
    })),
    deletions: [],
  });
  if (saved.status !== 200) throw new Error(`the save got ${saved.status}: ${await saved.text()}`);
  return formPost(`${url}/admin/api/publish`, {}, { Cookie: cookie, Accept: "application/json" });
}
