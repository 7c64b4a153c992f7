/**
 * Shared helpers for the browser tests: the route table, and the copy of content/ (which
 * `npm run build` released into build/client), read with the settings of the environment.
 */
import type { Page } from "@playwright/test";
import { readContent } from "../app/content/index.server.ts";
import { languageOfPath, notFoundPaths, pageRoutes, pathFor } from "../app/site/pages.ts";
import { parseRetentionDays } from "../app/site/retention.ts";

const { company, content: siteContent } = await readContent(
  "content",
  parseRetentionDays(process.env.INQUIRY_RETENTION_DAYS),
);

export { company, notFoundPaths, pageRoutes, pathFor, siteContent };

/**
 * Opens a page and waits for its load event. The page script (app/browser/page.ts) is
 * imported after it (the load, a frame, a task), so a test of scripted behaviour waits for
 * its effect; the contact island is not waited for either: a visitor may act before both.
 */
export function gotoReady(page: Page, path: string) {
  return page.goto(path, { waitUntil: "load" });
}

/**
 * Holds back the page script of the pages `page` opens from now on, as on a slow line, until
 * `release()`: for what a visitor does before it has come. `asked()`: whether a page has
 * requested it yet.
 */
export async function holdPageScript(page: Page) {
  const held = Promise.withResolvers<void>();
  let asked = false;
  await page.route("**/assets/page-*.js", async (route) => {
    asked = true;
    await held.promise;
    await route.continue();
  });
  return { release: () => held.resolve(), asked: () => asked };
}

/**
 * Opens `path` as gotoReady does, and finds its mobile menu: the button that opens it (named
 * in the page's language) and its dialog.
 */
export async function withMobileMenu(page: Page, path: string) {
  await gotoReady(page, path);
  const { nav } = siteContent[languageOfPath(path)].common;
  return {
    toggle: page.getByRole("button", { name: nav.openMenu }),
    dialog: page.locator("dialog#mobile-menu"),
  };
}
