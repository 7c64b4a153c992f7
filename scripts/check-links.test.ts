/** The link check on pages and a sitemap with broken references of every kind it reads. */
import { describe, expect, it } from "vitest";
import { brokenReferences, referencesOf, sitemapReferences, type Targets } from "./check-links.ts";

const origin = "https://www.example.org";
const targets: Targets = {
  origin,
  pages: new Map([
    ["/", new Set(["main", "contact"])],
    ["/en", new Set(["main"])],
  ]),
  files: new Set(["/favicon.svg", "/images/hero-640.avif", "/og/home.hu.png"]),
};
const broken = (html: string, page = "/") =>
  brokenReferences(referencesOf(html), `${origin}${page}`, targets);

describe("the link check", () => {
  it("accepts pages, files and fragments that exist, and ignores other origins and schemes", () => {
    const html = [
      `<head><link rel="canonical" href="${origin}/"/><link rel="alternate" hrefLang="en" href="${origin}/en"/>`,
      '<link rel="icon" href="/favicon.svg"/>',
      `<meta property="og:image" content="${origin}/og/home.hu.png"/>`,
      `<script type="application/ld+json">{"@id":"${origin}/#organization","url":"${origin}/en","@context":"https://schema.org"}</script></head>`,
      '<body><a href="#main">Skip</a><a href="/#contact">Contact</a><a href="/en?x=1">English</a>',
      '<img srcset="/images/hero-640.avif 640w" src="/images/hero-640.avif" alt=""/>',
      '<a href="mailto:info@example.org">Mail</a><a href="tel:+3612345678">Call</a>',
      '<a href="https://other.example/missing">Elsewhere</a></body>',
    ].join("");
    expect(broken(html)).toEqual([]);
  });

  it("reports each internal URL that leads nowhere, with what named it", () => {
    const html = [
      `<head><link rel="canonical" href="${origin}/nincs"/><link rel="alternate" hrefLang="de" href="${origin}/de"/>`,
      `<meta property="og:image" content="${origin}/og/home.de.png"/>`,
      `<script type="application/ld+json">{"logo":"${origin}/icon-512.png"}</script></head>`,
      '<body><a href="#form">Form</a><a href="/en/">English</a><a href="security">Relative</a>',
      '<img srcset="/images/hero-640.avif 1x, /images/hero-1280.avif 2x" src="/images/hero.avif" alt=""/>',
      "</body>",
    ].join("");
    expect(broken(html, "/en")).toEqual([
      `<link href> ${origin}/nincs: not in the build`,
      `<link href> ${origin}/de: not in the build`,
      `<meta og:image> ${origin}/og/home.de.png: not in the build`,
      `JSON-LD ${origin}/icon-512.png: not in the build`,
      '<a href> #form: no id "form" on that page',
      "<a href> /en/: not in the build",
      "<a href> security: not in the build",
      "<img src> /images/hero.avif: not in the build",
      "<img srcset> /images/hero-1280.avif: not in the build",
    ]);
  });

  it("reads every URL of a sitemap", () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      `<url><loc>${origin}/en</loc><xhtml:link rel="alternate" hreflang="hu" href="${origin}/"/>`,
      `<xhtml:link rel="alternate" hreflang="de" href="${origin}/de"/></url>`,
      `<url><loc>${origin}/gone</loc></url></urlset>`,
    ].join("\n");
    const references = sitemapReferences(xml);
    expect(references.map(({ url }) => url)).toEqual([
      `${origin}/en`,
      `${origin}/`,
      `${origin}/de`,
      `${origin}/gone`,
    ]);
    expect(brokenReferences(references, `${origin}/sitemap.xml`, targets)).toEqual([
      `<xhtml:link href> ${origin}/de: not in the build`,
      `<loc> ${origin}/gone: not in the build`,
    ]);
  });
});
