/**
 * Sections below the first screen render only when they near the viewport (app.css). These
 * tests hold what that must never cost: where a visitor lands, and what tools measure.
 */
import { expect, type Page, test } from "@playwright/test";
import { gotoReady, pageRoutes } from "./site.ts";

/** The sections this rule may skip; the contact section and the footer have their own. */
const sectionsBelow = "main > section:not(:first-child, #contact), main article section";

/** For each section a page may skip: its id, and whether its content is rendered now. */
const skippable = (page: Page) =>
  page.locator(sectionsBelow).evaluateAll((sections) =>
    sections.map((section) => ({
      id: section.id,
      rendered: section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    })),
  );

test("a section far below renders when it nears the viewport", async ({ page }) => {
  await gotoReady(page, "/");
  const testimonials = page.locator("#testimonials");
  const rendered = () =>
    testimonials.evaluate((section) =>
      section.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
    );
  expect(await rendered()).toBe(false);
  // A jump (the scroll bar, the End key): the sections passed over render only if they end up
  // near the viewport, and the browser keeps the section in place while their boxes change.
  await testimonials.evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
  await expect.poll(rendered).toBe(true);
  await expect(page.locator("#testimonials-heading")).toBeInViewport();
});

test("a page opened at a #target skips nothing above it", async ({ page }) => {
  await gotoReady(page, "/en#testimonials");
  const sections = await skippable(page);
  expect(sections.length).toBeGreaterThan(4);
  expect(sections.filter((section) => !section.rendered)).toEqual([]);
  await expect(page.locator("#testimonials-heading")).toBeInViewport();
});

test("a reload puts the visitor back at the same section", async ({ page }) => {
  await gotoReady(page, "/biztonsag");
  await page
    .locator("#targets-heading")
    .evaluate((heading) => heading.scrollIntoView({ behavior: "instant" }));
  await expect(page.locator("#targets-heading")).toBeInViewport();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-restore", "");
  expect((await skippable(page)).filter((section) => !section.rendered)).toEqual([]);
  await expect(page.locator("#targets-heading")).toBeInViewport();
});

test("a skipped section holds a box at least as tall as its content", async ({ page }) => {
  // Shorter, its skipped content would reach into the next section for tools that measure it
  // (axe reads colours against the wrong background). Checked at this project's width.
  test.slow();
  const tooShort: string[] = [];
  for (const { path } of pageRoutes) {
    await page.goto(path);
    const heights = await page.locator(sectionsBelow).evaluateAll((sections) => {
      const held = sections.map((section) =>
        Number.parseFloat(getComputedStyle(section).containIntrinsicHeight.replace("auto", "")),
      );
      // The same page restored: nothing skipped, every section at its true height.
      document.documentElement.setAttribute("data-restore", "");
      return sections.map((section, index) => ({
        id: section.id || `#${index + 1}`,
        held: held[index] ?? Number.NaN,
        height: section.getBoundingClientRect().height,
      }));
    });
    for (const { id, held, height } of heights) {
      // The held size is the content box's; the whole section, padding included, must fit.
      if (!(height <= held)) tooShort.push(`${path} ${id}: ${height} px > ${held} px`);
    }
  }
  expect(tooShort).toEqual([]);
});
