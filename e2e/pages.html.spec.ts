/** What every page says in its HTML, read without a browser (e2e/html.ts). */
import { expect, test } from "@playwright/test";
import { pageKind } from "../app/site/pages.ts";
import { attribute, byId, byTag, fetchPage, find, findAll, textOf } from "./html.ts";
import { pageRoutes, siteContent } from "./site.ts";

type Route = (typeof pageRoutes)[number];
type ServiceCopy =
  (typeof siteContent)["hu"]["services"][keyof (typeof siteContent)["hu"]["services"]];

const headingOf = (route: Route): string => {
  const content = siteContent[route.language];
  const kind = pageKind(route.page);
  if (kind === "home") return content.home.hero.heading;
  if (kind === "legal") return content.legal[route.page as "terms" | "privacy"].heading;
  return content.services[route.page as keyof typeof content.services].hero.heading;
};

test.describe("every listed page", () => {
  for (const route of pageRoutes) {
    test(`${route.path} is complete in ${route.language}`, async ({ request }) => {
      const { status, document } = await fetchPage(request, route.path);
      expect(status).toBe(200);
      expect(attribute(find(document, byTag("html")), "lang")).toBe(route.language);
      const headings = findAll(document, byTag("h1"));
      expect(headings).toHaveLength(1);
      expect(textOf(headings[0])).toBe(headingOf(route));
      const footer = find(document, byTag("footer"));
      expect(textOf(footer)).toContain(siteContent[route.language].common.footer.rights);
      if (pageKind(route.page) !== "legal") {
        const contact = find(document, byId("contact"));
        expect(findAll(contact, byId("contact-form"))).toHaveLength(1);
      }
    });
  }
});

test.describe("service pages", () => {
  for (const route of pageRoutes.filter(({ page }) => pageKind(page) === "service")) {
    test(`${route.path}: sections in order, the form preselects the service`, async ({
      request,
    }) => {
      const { document } = await fetchPage(request, route.path);
      const main = find(document, byTag("main"));
      const ids = findAll(main, byTag("section"))
        .map((section) => attribute(section, "id"))
        .filter(Boolean);
      const content = siteContent[route.language].services[
        route.page as keyof (typeof siteContent)["hu"]["services"]
      ] as ServiceCopy;
      expect(ids).toEqual([
        "hero",
        "services",
        "reasons",
        "targets",
        ...(content.process ? ["process"] : []),
        ...(content.packages ? ["packages"] : []),
        "contact",
      ]);
      const select = find(
        document,
        (element) => element.tagName === "select" && attribute(element, "name") === "service",
      );
      const selected = findAll(select, (option) =>
        option.attrs.some((attr) => attr.name === "selected"),
      );
      expect(selected.map((option) => attribute(option, "value"))).toEqual([route.page]);
    });
  }
});

test.describe("legal pages", () => {
  for (const route of pageRoutes.filter(({ page }) => pageKind(page) === "legal")) {
    const sections = siteContent[route.language].legal[route.page as "terms" | "privacy"].sections;
    test(`${route.path} has its ${sections.length} sections`, async ({ request }) => {
      const { document } = await fetchPage(request, route.path);
      const article = find(document, byTag("article"));
      const numbered = findAll(
        article,
        (element) =>
          element.tagName === "section" && /^section-/.test(attribute(element, "id") ?? ""),
      );
      expect(numbered).toHaveLength(sections.length);
    });
  }
});

test("a page not found answers 404, below /en/ or /de/ in that language, elsewhere by the keywords", async ({
  request,
}) => {
  for (const [path, language] of [
    ["/nincs-ilyen-oldal", "hu"],
    ["/datenschutz/alt", "de"],
    ["/en/nope", "en"],
    ["/de/nope", "de"],
  ] as const) {
    const { status, document } = await fetchPage(request, path);
    expect(status, path).toBe(404);
    expect(attribute(find(document, byTag("html")), "lang"), path).toBe(language);
    expect(textOf(find(document, byTag("h1"))), path).toBe(
      siteContent[language].common.notFound.text,
    );
  }
});

test("a trailing slash redirects permanently to the canonical path", async ({ request }) => {
  const response = await request.get("/security/", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/security");
});
