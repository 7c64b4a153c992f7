import { expect, test } from "@playwright/test";
import { serviceKeys } from "../app/site/services.ts";
import { gotoReady, pathFor, siteContent, withMobileMenu } from "./site.ts";

const hu = siteContent.hu.common;

// Desktop navigation; the mobile menu has its own tests.
test("header navigation goes to the page and to the top", { tag: "@desktop" }, async ({ page }) => {
  await gotoReady(page, "/");
  await page.mouse.wheel(0, 2000);
  const nav = page.getByRole("navigation", { name: hu.nav.label }).first();
  await nav.getByRole("link", { name: siteContent.hu.services.security.navLabel }).click();
  await expect(page).toHaveURL(/\/biztonsag$/);
  await expect(page.locator("h1")).toHaveText(siteContent.hu.services.security.hero.heading);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(
    nav.getByRole("link", { name: siteContent.hu.services.security.navLabel }),
  ).toHaveAttribute("aria-current", "page");
});

test("contact from another page goes home and scrolls to #contact", { tag: "@desktop" }, async ({
  page,
}) => {
  await gotoReady(page, "/biztonsag");
  await page
    .getByRole("navigation", { name: hu.nav.label })
    .first()
    .getByRole("link", { name: hu.nav.contact })
    .click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.locator("#contact-heading")).toBeInViewport();
});

test("mobile menu opens, lists every service and contact, and closes on navigation", {
  tag: "@mobile",
}, async ({ page }) => {
  const { toggle, dialog } = await withMobileMenu(page, "/en");
  await toggle.click();
  await expect(dialog).toBeVisible();
  const links = dialog.getByRole("navigation").getByRole("list").first().getByRole("link");
  await expect(links).toHaveCount(serviceKeys.length + 1);
  await dialog.getByRole("link", { name: siteContent.en.services.investigation.navLabel }).click();
  await expect(page).toHaveURL(/\/investigation$/);
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("mobile menu closes with Escape and its cross button", { tag: "@mobile" }, async ({
  page,
}) => {
  const { toggle, dialog } = await withMobileMenu(page, "/");
  await toggle.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await toggle.click();
  await dialog.getByRole("button", { name: hu.nav.closeMenu }).click();
  await expect(dialog).toBeHidden();
});

test("language dropdown switches the home page to English", async ({ page }) => {
  await gotoReady(page, "/");
  await page.getByRole("button", { name: new RegExp(hu.nav.chooseLanguage) }).click();
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText(siteContent.en.home.hero.heading);
});

// Hover needs a pointer.
test("language dropdown opens on hover", { tag: "@desktop" }, async ({ page }) => {
  await gotoReady(page, "/security");
  await page
    .getByRole("button", { name: new RegExp(siteContent.en.common.nav.chooseLanguage) })
    .hover();
  await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/sicherheit$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
});

test("footer language buttons lead to the same page and highlight the active one", {
  tag: "@any-width",
}, async ({ page }) => {
  await gotoReady(page, "/security");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await footer.getByRole("link", { name: "Magyar" }).click();
  await expect(page).toHaveURL(/\/biztonsag$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hu");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Magyar" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
});

test("home hero button scrolls to the debt-collection section", async ({ page }) => {
  await gotoReady(page, "/");
  // With motion, as most visitors have it: the scroll is animated (the page walk in
  // pages.spec.ts reads every page with less motion asked for).
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    "smooth",
  );
  await page.locator("#hero").getByRole("link", { name: siteContent.hu.home.hero.cta }).click();
  await expect(page).toHaveURL(/#debt-collection$/);
  await expect(page.locator("#debt-collection-heading")).toBeInViewport();
});

test("a service card opens its page at the contact form", async ({ page }) => {
  await gotoReady(page, "/de");
  await page
    .locator("#services")
    .getByRole("link", {
      name: new RegExp(
        siteContent.de.services.investigation.homeCard?.title ?? "investigation card",
      ),
    })
    .click();
  await expect(page).toHaveURL(/\/privatdetektiv#contact-form$/);
  await expect(page.locator("#contact-form")).toBeInViewport();
});

test("a deep link to the contact form lands on the form", async ({ page }) => {
  await gotoReady(page, "/sicherheit#contact-form");
  await expect(page.locator("#contact-form")).toBeInViewport();
});

test.describe("not found", () => {
  test("answers 404 in the language of the path and logs the path", { tag: "@any-width" }, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await gotoReady(page, "/security/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => errors.join("\n")).toContain("/security/does-not-exist");
    await page.getByRole("link", { name: siteContent.en.common.notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/en$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pages read fully and the language links work", { tag: "@any-width" }, async ({ page }) => {
    await page.goto(pathFor("investigation", "hu"));
    await expect(page.locator("h1")).toHaveText(siteContent.hu.services.investigation.hero.heading);
    await expect(page.locator("#services li").first()).toBeVisible();
    await expect(page.locator("#contact-form")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/privatdetektiv$/);
    await expect(page.locator("h1")).toHaveText(siteContent.de.services.investigation.hero.heading);
  });

  test("the mobile menu opens without script", { tag: "@mobile" }, async ({ page }) => {
    const { toggle, dialog } = await withMobileMenu(page, "/");
    await toggle.click();
    await expect(dialog).toBeVisible();
  });
});
