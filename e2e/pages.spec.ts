import { expect, test } from "@playwright/test";
import { pageKind } from "../app/site/pages.ts";
import { pageRoutes, pathFor, siteContent } from "./site.ts";

const headingOf = (route: (typeof pageRoutes)[number]): string => {
  const content = siteContent[route.language];
  const kind = pageKind(route.page);
  if (kind === "home") return content.home.hero.heading;
  if (kind === "legal") return content.legal[route.page as "terms" | "privacy"].heading;
  return content.services[route.page as keyof typeof content.services].hero.heading;
};

test.describe("every listed page", () => {
  for (const route of pageRoutes) {
    test(`${route.path} is complete in ${route.language}`, async ({ page }) => {
      const fontRequests: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname.startsWith("/fonts/")) fontRequests.push(request.url());
      });
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", route.language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(route));
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("footer")).toContainText(
        siteContent[route.language].common.footer.rights,
      );
      if (pageKind(route.page) !== "legal") {
        await expect(page.locator("#contact #contact-form")).toBeVisible();
      }
      // The fonts the page's text needs ride inside the page: no request, and they are ready.
      expect(
        await page.evaluate(() => document.fonts.check("1em Manrope", document.body.textContent)),
      ).toBe(true);
      expect(fontRequests).toEqual([]);
    });
  }
});

test.describe("service pages", () => {
  const servicePages = pageRoutes.filter((route) => pageKind(route.page) === "service");

  for (const route of servicePages) {
    test(`${route.path}: sections in order and the hero CTA lands on #contact`, async ({
      page,
    }) => {
      await page.goto(route.path);
      const ids = await page
        .locator("main section[id]")
        .evaluateAll((sections) => sections.map((s) => s.id));
      const expected = ["hero", "services", "reasons", "targets"];
      const content =
        siteContent[route.language].services[
          route.page as keyof (typeof siteContent)["hu"]["services"]
        ];
      if (content.process) expected.push("process");
      if (content.packages) expected.push("packages");
      expected.push("contact");
      expect(ids).toEqual(expected);
      await expect(page.locator("#contact-form select[name=service]")).toHaveValue(route.page);

      await page.locator("#hero").getByRole("link", { name: content.hero.cta }).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}#contact$`));
      await expect(page.locator("#contact-heading")).toBeInViewport();
    });
  }
});

for (const [legalPage, sections] of [
  ["terms", 10],
  ["privacy", 8],
] as const) {
  for (const language of ["hu", "en", "de"] as const) {
    const path = pathFor(legalPage, language);
    test(`${path} opens at the top with its ${sections} sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("article section[id^=section-]")).toHaveCount(sections);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
}
