import { expect, test } from "@playwright/test";
import { company, pageRoutes, siteContent } from "./site.ts";

const siteUrl = (process.env.SITE_URL ?? "https://www.danubiusprotect.hu").replace(/\/$/, "");
const absolute = (path: string) => `${siteUrl}${path}`;

interface Head {
  lang: string;
  canonical: string;
  alternates: Map<string, string>;
  meta: Map<string, string>;
  jsonLd: unknown[];
}

/** Reads what a crawler reads: the HTML as the server sends it, before any script runs. */
function parseHead(html: string): Head {
  const attr = (tag: string, name: string) =>
    tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1] ?? "";
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]);
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map((match) => match[0]);
  return {
    lang: html.match(/<html[^>]*\slang="([^"]+)"/)?.[1] ?? "",
    canonical: attr(links.find((link) => attr(link, "rel") === "canonical") ?? "", "href"),
    alternates: new Map(
      links
        .filter((link) => attr(link, "rel") === "alternate")
        .map((link) => [attr(link, "hrefLang"), attr(link, "href")]),
    ),
    meta: new Map(
      metas.map((tag) => [attr(tag, "name") || attr(tag, "property"), attr(tag, "content")]),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "null"),
    ),
  };
}

test.describe("search engines read complete, reciprocal heads", () => {
  test("every page: title, description, social tags, canonical and reciprocal alternates", async ({
    request,
  }) => {
    const heads = new Map<string, Head>();
    for (const route of pageRoutes) {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      heads.set(route.path, parseHead(html));
    }
    for (const route of pageRoutes) {
      const head = heads.get(route.path);
      if (!head) throw new Error(route.path);
      expect(head.lang).toBe(route.language);
      expect(head.canonical).toBe(absolute(route.path));
      for (const key of [
        "description",
        "keywords",
        "og:title",
        "og:description",
        "og:url",
        "og:image",
        "og:locale",
        "og:site_name",
        "twitter:card",
        "twitter:title",
        "twitter:description",
      ]) {
        expect(head.meta.get(key), `${route.path} ${key}`).toBeTruthy();
      }
      expect(head.meta.get("twitter:card")).toBe("summary_large_image");
      expect(head.meta.get("og:url")).toBe(absolute(route.path));
      expect([...head.alternates.keys()].sort()).toEqual(["de", "en", "hu", "x-default"]);
      // Reciprocity: each alternate is a page whose own alternates point back here.
      for (const [language, href] of head.alternates) {
        if (language === "x-default") continue;
        const target = heads.get(href.replace(siteUrl, "") || "/");
        expect(target, `${route.path} → ${href}`).toBeDefined();
        expect(target?.lang).toBe(language);
        expect(target?.alternates.get(route.language)).toBe(absolute(route.path));
      }
      expect(head.jsonLd.length).toBeGreaterThan(0);
    }
  });

  test("sitemap.xml lists every page once with all alternates, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    expect(urls).toHaveLength(pageRoutes.length);
    const locs = urls.map((url) => url.match(/<loc>([^<]+)<\/loc>/)?.[1]);
    expect(new Set(locs)).toEqual(new Set(pageRoutes.map((route) => absolute(route.path))));
    for (const url of urls) {
      const alternates = [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(alternates.sort()).toEqual(["de", "en", "hu", "x-default"]);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${absolute("/sitemap.xml")}`);
  });

  test("the not-found page is not indexed", async ({ request }) => {
    const response = await request.get("/nincs-ilyen");
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex"\/>/);
  });

  test("structured data names the business and each service", async ({ request }) => {
    const home = parseHead(await (await request.get("/en")).text());
    expect(home.jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": ["LocalBusiness", "ProfessionalService"],
        telephone: company.phone.replaceAll(" ", ""),
      }),
    );
    const service = parseHead(await (await request.get("/security")).text());
    expect(service.jsonLd).toContainEqual(
      expect.objectContaining({ "@type": "Service", name: siteContent.en.services.security.name }),
    );
    expect(service.jsonLd).toContainEqual(expect.objectContaining({ "@type": "BreadcrumbList" }));
  });

  test("share images and icons exist", async ({ request }) => {
    for (const path of [
      "/og/home.hu.png",
      "/og/security.de.png",
      "/favicon.ico",
      "/favicon.svg",
      "/icon-512.png",
      "/site.webmanifest",
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
