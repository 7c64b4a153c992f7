/**
 * Content an attacker (or a slip of the hand) could save, for the tests and `bench:attack`:
 * the YAML "alias bomb" and a signed-in save through Keystatic's API. Free of the test runner.
 */

/**
 * The YAML alias bomb (268 bytes, written without spaces): `a: &a [x ×9]`, `b: &b [*a ×9]` … `h: [*g ×9]`. Read by a reader
 * without limits, `h` alone is 9⁷ = 4.8 million values, and a walk of every value 9⁸.
 */
export function aliasBomb(levels = 8, width = 9): string {
  const names = "abcdefghijklmnopqrstuvwxyz";
  const lines = [`a: &a [${Array(width).fill("x").join(",")}]`];
  for (let level = 1; level < levels; level++) {
    const name = names[level] ?? "z";
    const anchor = level < levels - 1 ? `&${name} ` : "";
    lines.push(
      `${name}: ${anchor}[${Array(width)
        .fill(`*${names[level - 1]}`)
        .join(",")}]`,
    );
  }
  return `${lines.join("\n")}\n`;
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

/** A GET with the session's cookie: status, body and time taken. */
export async function timedGet(
  url: string,
  cookie?: string,
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}
