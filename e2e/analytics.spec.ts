/**
 * Counting in a real browser: a page opened from a speculation-rules prefetch counts once
 * (the page script's beacon; its request was not counted), a prefetch nobody opens does not
 * count, and a click on the phone link is reported. Runs its own server on a free port of
 * 127.0.0.1 over the built site, with its own stores, so no other test's visits mix in.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { openAnalyticsStore } from "../server/analytics/index.ts";
import { parseConfig } from "../server/env.ts";
import { type RunningServer, startServer } from "../server/main.ts";
import { createLogger } from "../server/shared/log.ts";
import { until } from "../test/servers.ts";

// Headless Chromium names itself HeadlessChrome, which is a bot: this is a visitor's browser.
test.use({
  userAgent:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
});

let running: RunningServer;
let dir: string;
const requests: Array<{ path: string; purpose: string }> = [];

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "dp-e2e-analytics-"));
  const config = parseConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    HSTS: "false",
    BUILD_DIR: resolve("build/client"),
    DATABASE_PATH: join(dir, "inquiries.sqlite"),
    ANALYTICS_FLUSH_MS: "86400000",
    LOG_LEVEL: "silent",
  });
  running = await startServer(config, createLogger("silent"));
  requests.length = 0;
  running.server.on("request", (req) => {
    requests.push({ path: req.url ?? "", purpose: String(req.headers["sec-purpose"] ?? "") });
  });
});

test.afterEach(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Counts per kind and page, written by a graceful stop. */
async function countsAfterStop(): Promise<Record<string, number>> {
  await running.close();
  const reader = await openAnalyticsStore({ path: join(dir, "analytics.sqlite"), pool: undefined });
  try {
    const rows = await reader.totals("2000-01-01", "2999-12-31");
    return Object.fromEntries(rows.map((row) => [`${row.kind} ${row.page}`, row.count]));
  } finally {
    await reader.close();
  }
}

const prefetched = (path: string) =>
  requests.some((r) => r.path === path && r.purpose.includes("prefetch"));

// Hovering prefetches with a pointer: at the desktop width only.
test("a prefetched page counts once when opened and not at all otherwise; a phone click counts", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto(`${running.url}/`, { waitUntil: "load" });

  // Pointing at a link prefetches its page (speculation rules, "moderate" eagerness).
  await page.locator('footer a[href="/aszf"]').hover();
  await until(() => prefetched("/aszf"), 10_000);
  await page.mouse.move(0, 0);
  const service = page.locator('a[href="/biztonsag"]:visible').first();
  await service.hover();
  await until(() => prefetched("/biztonsag"), 10_000);

  const beacon = page.waitForRequest((request) => request.url().endsWith("/api/event"));
  await service.click();
  await page.waitForURL("**/biztonsag");
  expect((await beacon).postData()).toBe(
    `t=view&p=%2Fbiztonsag&q=&r=${encodeURIComponent(`${running.url}/`)}`,
  );
  // The page came from the prefetch: the server saw no other request for it.
  expect(requests.filter((r) => r.path === "/biztonsag").map((r) => r.purpose)).toEqual([
    "prefetch",
  ]);

  const call = page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/event") && request.postData()?.startsWith("t=call") === true,
  );
  await page
    .locator('a[href^="tel:"]')
    .first()
    .evaluate((link) => {
      // Clicked as a visitor would; the phone app the link would open is not there to start.
      link.addEventListener("click", (event) => event.preventDefault());
      (link as HTMLElement).click();
    });
  expect((await call).postData()).toBe("t=call&p=%2Fbiztonsag");
  await until(() => requests.filter((r) => r.path === "/api/event").length === 2);

  expect(await countsAfterStop()).toEqual({
    "view /": 1,
    "view /biztonsag": 1,
    "call /biztonsag": 1,
  });
});
