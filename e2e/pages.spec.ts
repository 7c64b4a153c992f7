/**
 * One visit per page and width for everything that needs a browser: what the page logs and
 * whether it keeps its CSP, axe, horizontal overflow, its targets' sizes, the fonts, and the
 * hero's call to action. What the HTML alone shows is checked without a browser
 * (pages.html.spec.ts).
 */
import { type Browser, expect, type Page, type TestInfo, test } from "@playwright/test";
import { photoServices } from "../app/site/hero-photos.ts";
import { pageKind } from "../app/site/pages.ts";
import { axeViolations } from "./axe.ts";
import { gotoReady, notFoundPaths, pageRoutes, siteContent } from "./site.ts";
import { measureTargets } from "./staff-targets.ts";

/**
 * One tab per worker for this file's visits, each visit a first one (HTTP cache off, cookies
 * cleared; the site keeps nothing else in the browser), as a visitor who asked for less motion
 * sees them: the walk holds the site to that setting (no smooth scrolling), and nothing it
 * checks moves otherwise. Animated scrolling is navigation.spec.ts's, with motion on; here its
 * frames were half the walk's CPU (the browser composites every one of them). A tab of its own
 * per test would start a renderer and compile axe anew for every page: in one renderer, axe's
 * 650 KB compile once and run faster (its load 0.35 → 0.12 s of renderer time, a run 0.79 →
 * 0.55 s). Kept in this module, not in a fixture: a fixture of the file's own would keep its
 * tests off the workers the other files' tests use, and each worker started costs seconds.
 */
let sharedTab: Promise<Page> | undefined;
async function firstVisitTab(browser: Browser, { project }: TestInfo): Promise<Page> {
  sharedTab ??= (async () => {
    const { viewport, isMobile, hasTouch, baseURL } = project.use;
    const context = await browser.newContext({
      viewport,
      isMobile,
      hasTouch,
      baseURL,
      reducedMotion: "reduce",
    });
    const tab = await context.newPage();
    const devtools = await context.newCDPSession(tab);
    await devtools.send("Network.setCacheDisabled", { cacheDisabled: true });
    return tab;
  })();
  return sharedTab;
}

test.afterEach(async () => {
  const tab = await sharedTab;
  if (!tab) return;
  for (const event of ["console", "pageerror", "request"] as const) tab.removeAllListeners(event);
  await tab.context().clearCookies();
});

/** Console errors, CSP reports and uncaught errors of `page` from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy|Refused to/i.test(message.text()))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Requests for font files: the page's preloads, content-hashed files cached for good. */
function collectFontRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/fonts/")) requests.push(request.url());
  });
  return requests;
}

async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

for (const route of pageRoutes) {
  const kind = pageKind(route.page);
  test(`${route.path}: no error or CSP breach, no axe violation, no overflow, no small target`, async ({
    browser,
    isMobile,
  }, testInfo) => {
    const page = await firstVisitTab(browser, testInfo);
    const errors = collectErrors(page);
    const fontRequests = collectFontRequests(page);
    // Loaded with everything it fetches at first: a page requests nothing after its load
    // event until the form nears.
    await gotoReady(page, route.path);
    expect(await page.evaluate(() => window.scrollY), "opens at the top").toBe(0);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      "scrolls without animation when less motion is asked for",
    ).toBe("auto");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      "wider than the viewport",
    ).toBeLessThanOrEqual(0);
    if (!isMobile) {
      // The same at any width: the fonts are ready, and the only ones requested are those
      // the page preloads, by their content-hashed names.
      expect(
        await page.evaluate(() => document.fonts.check("1em Manrope", document.body.textContent)),
      ).toBe(true);
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      expect(preloads.length).toBeGreaterThan(0);
      expect([...new Set(fontRequests)].sort()).toEqual(preloads.sort());
      for (const url of preloads) expect(url).toMatch(/\/fonts\/[\w-]+\.[0-9a-f]{16}\.woff2$/);
    }
    await expectNoViolations(page);
    // Every target 24 × 24 CSS px at least, without 2.5.8's spacing exception (a link inside
    // a sentence excepted); the main actions 44 px high. The sections drawn only near the
    // viewport (the contact form, the footer) are drawn first.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => window.scrollTo(0, 0));
    const targets = await measureTargets(page, "main .btn-primary", false);
    expect(targets.small, `${route.path}: targets under 24 × 24 px`).toEqual([]);
    expect(targets.lowMainActions, `${route.path}: main actions under 44 px`).toEqual([]);

    const photo = photoServices.find(({ service }) => service === route.page);
    if (photo) {
      // Every hero photo shows at every width: a backdrop behind the copy, a photo beside it
      // under the copy on a phone.
      const { alt } =
        siteContent[route.language].services[
          photo.service as keyof (typeof siteContent)["hu"]["services"]
        ].heroPhoto ?? {};
      await expect(page.locator("#hero").getByRole("img", { name: alt })).toBeVisible();
    }
    if (kind === "service") {
      const cta =
        siteContent[route.language].services[
          route.page as keyof (typeof siteContent)["hu"]["services"]
        ].hero.cta;
      await page.locator("#hero").getByRole("link", { name: cta }).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}#contact$`));
      await expect(page.locator("#contact-heading")).toBeInViewport();
    }
    if (kind !== "legal") {
      // Near the form the island loads and hydrates: its errors count too.
      const form = page.locator("#contact #contact-form");
      await form.scrollIntoViewIfNeeded();
      await expect(form).toBeVisible();
      await page.locator("#contact-island[data-hydrated]").waitFor({ state: "attached" });
    }
    expect(errors).toEqual([]);
  });
}

test(`${notFoundPaths.en}: no axe violation`, async ({ page }) => {
  await gotoReady(page, notFoundPaths.en);
  await expectNoViolations(page);
});
