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
 * Opens a page once its script has run (for tests of scripted behaviour): the page script is
 * a module, and module scripts run before the load event. The contact island is not waited
 * for: a visitor may use the form before it has loaded.
 */
export function gotoReady(page: Page, path: string) {
  return page.goto(path, { waitUntil: "load" });
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
