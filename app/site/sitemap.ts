/** sitemap.xml and robots.txt, derived from the route table (written by each release). */
import { defaultLanguage, languages } from "./language.ts";
import { pageIds, pagePaths } from "./pages.ts";
import { absoluteUrl } from "./urls.ts";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(origin: string, lastModified: string): string {
  const urls = pageIds.flatMap((page) =>
    languages.map((language) => {
      const alternates = [
        ...languages.map((alt) => [alt, pagePaths[page][alt]] as const),
        ["x-default", pagePaths[page][defaultLanguage]] as const,
      ]
        .map(
          ([hreflang, path]) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(origin, path))}"/>`,
        )
        .join("\n");
      return [
        "  <url>",
        `    <loc>${escapeXml(absoluteUrl(origin, pagePaths[page][language]))}</loc>`,
        `    <lastmod>${lastModified}</lastmod>`,
        alternates,
        "  </url>",
      ].join("\n");
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
