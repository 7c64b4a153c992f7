/** Shared helpers for the browser tests: the route table and the copy, read from the source. */
import { siteContent } from "../app/content/index.server.ts";
import { notFoundPaths, pageRoutes, pathFor } from "../app/site/pages.ts";

export { notFoundPaths, pageRoutes, pathFor, siteContent };

/** Opens a page and waits until React has hydrated it (for tests of scripted behaviour). */
export async function gotoHydrated(page: import("@playwright/test").Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
