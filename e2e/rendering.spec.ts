/**
 * The contact section and the footer render only when they near the viewport (app.css). These
 * tests hold what that must never cost: how tall a page says it is, and where a visitor lands.
 */
import { expect, test } from "@playwright/test";
import { pageKind, pageKinds } from "../app/site/pages.ts";
import { heightRatio, heightRatioBar, measurePageHeight } from "./page-height.ts";
import { gotoReady, pageRoutes } from "./site.ts";

test("before its sections render, a page is close to its true height", async ({ page }) => {
  // One page of each kind here; `npm run bench:height` measures every page.
  for (const kind of pageKinds) {
    const route = pageRoutes.find(({ page: id }) => pageKind(id) === kind);
    if (!route) throw new Error(`no ${kind} page`);
    const height = await measurePageHeight(await page.context().newPage(), route.path);
    expect(heightRatio(height), `${route.path}: ${JSON.stringify(height)}`).toBeLessThanOrEqual(
      heightRatioBar,
    );
  }
});

test("a reload puts the visitor back at the same section", async ({ page }) => {
  await gotoReady(page, "/biztonsag");
  await page
    .locator("#targets-heading")
    .evaluate((heading) => heading.scrollIntoView({ behavior: "instant" }));
  await expect(page.locator("#targets-heading")).toBeInViewport();
  await page.reload();
  await expect(page.locator("#targets-heading")).toBeInViewport();
});
