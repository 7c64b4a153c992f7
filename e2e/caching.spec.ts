/**
 * What a second page of the site costs (docs/decisions/024): the fonts, the whole stylesheet
 * and the page script are content-hashed files the server marks immutable, so a visitor who
 * opens another page transfers its HTML and nothing else of them again. Measured through the
 * browser's network log (CDP): the bytes each response took on the wire.
 */
import { type CDPSession, expect, test } from "@playwright/test";

interface Transfer {
  url: string;
  type: string;
  bytes: number;
  fromCache: boolean;
}

function recordTransfers(cdp: CDPSession): Transfer[] {
  const transfers: Transfer[] = [];
  const pending = new Map<string, Omit<Transfer, "bytes">>();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    pending.set(requestId, {
      url: response.url,
      type,
      fromCache: Boolean(response.fromDiskCache),
    });
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const entry = pending.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = pending.get(requestId);
    if (entry) transfers.push({ ...entry, bytes: encodedDataLength });
  });
  return transfers;
}

const isFontOrStylesheet = ({ url, type }: Transfer) =>
  type === "Font" || type === "Stylesheet" || /\.(woff2|css)(\?|$)/.test(new URL(url).pathname);

test("a second page transfers no font file and no stylesheet @any-width", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const transfers = recordTransfers(cdp);

  await page.goto("/", { waitUntil: "load" });
  await expect
    .poll(() => transfers.filter(isFontOrStylesheet).length, "the first page loads them")
    .toBeGreaterThanOrEqual(2);
  const first = transfers.splice(0);
  expect(first.filter(isFontOrStylesheet).every(({ bytes }) => bytes > 0)).toBe(true);

  // Another page, in the same tab.
  await page.goto("/biztonsag", { waitUntil: "load" });
  const fontsAndStyles = transfers.filter(isFontOrStylesheet);
  expect(fontsAndStyles.length, "the second page uses them too").toBeGreaterThanOrEqual(2);
  // Nothing came over the wire for them: each was taken from the browser's cache (Chrome
  // reports a file from its memory cache with no cache flag, hence the bytes alone).
  expect(
    fontsAndStyles.filter(({ bytes }) => bytes > 0),
    "fonts and stylesheets transferred again",
  ).toEqual([]);
});

test("hashed files are immutable, pages always revalidated @any-width", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const hashed = [
    ...html.matchAll(/(?:href|src)="(\/(?:fonts|assets)\/[^"]+\.(?:woff2|css|js))"/g),
  ].map((match) => match[1] ?? "");
  expect(hashed.some((url) => url.endsWith(".woff2"))).toBe(true);
  expect(hashed.some((url) => url.endsWith(".css"))).toBe(true);
  for (const url of hashed) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
  }
  expect((await request.get("/")).headers()["cache-control"]).toBe("no-cache");
});
