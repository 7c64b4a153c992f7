/**
 * Content an attacker (or a slip of the hand) could save, for the tests and `bench:attack`:
 * the YAML "alias bomb", and a timed GET. Free of the test runner (a signed-in save through
 * Keystatic's API is `keystaticSave` in admin-client.ts).
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
