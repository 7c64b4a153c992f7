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

/**
 * The transfers of the tab's current page: `nextPage()` starts a new record, and a request the
 * page before had asked for (a font still on its way when the tab moved on) is left out of it.
 */
function recordTransfers(cdp: CDPSession) {
  let transfers: Transfer[] = [];
  let page = 0;
  const asked = new Map<string, number>();
  const pending = new Map<string, Omit<Transfer, "bytes">>();
  cdp.on("Network.requestWillBeSent", ({ requestId }) => {
    asked.set(requestId, page);
  });
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    if (asked.get(requestId) !== page) return;
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
  cdp.on("Network.loadingFailed", ({ requestId }) => {
    asked.delete(requestId);
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = pending.get(requestId);
    const ofThisPage = asked.get(requestId) === page;
    asked.delete(requestId);
    pending.delete(requestId);
    if (entry && ofThisPage) transfers.push({ ...entry, bytes: encodedDataLength });
  });
  return {
    transfers: () => transfers,
    /** Requests asked for and not yet finished (or failed). */
    inFlight: () => asked.size,
    nextPage() {
      page++;
      pending.clear();
      transfers = [];
    },
  };
}

const isFontOrStylesheet = ({ url, type }: Transfer) =>
  type === "Font" || type === "Stylesheet" || /\.(woff2|css)(\?|$)/.test(new URL(url).pathname);

test("a second page transfers no font file and no stylesheet @any-width", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const record = recordTransfers(cdp);

  await page.goto("/", { waitUntil: "load" });
  await expect
    .poll(() => record.transfers().filter(isFontOrStylesheet).length, "the first page loads them")
    .toBeGreaterThanOrEqual(2);
  // Everything the first page asked for has arrived: a font still on its way when the tab
  // moves on would be asked for again.
  await expect.poll(record.inFlight, "the first page's requests end").toBe(0);
  const first = record.transfers();
  expect(first.filter(isFontOrStylesheet).every(({ bytes }) => bytes > 0)).toBe(true);

  // Another page, in the same tab.
  record.nextPage();
  await page.goto("/biztonsag", { waitUntil: "load" });
  const fontsAndStyles = record.transfers().filter(isFontOrStylesheet);
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
