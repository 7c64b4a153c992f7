import { describe, expect, it } from "vitest";
import { languageFromKeywords, languages } from "./language.ts";
import {
  findPageRoute,
  languageOfPath,
  notFoundPaths,
  pageIds,
  pageRoutes,
  pathFor,
} from "./pages.ts";

describe("route table", () => {
  it("lists every page in every language, each at its own path", () => {
    expect(pageIds).toEqual(expect.arrayContaining(["home", "security", "terms", "privacy"]));
    expect(pageRoutes).toHaveLength(pageIds.length * languages.length);
    expect(new Set(pageRoutes.map((route) => route.path)).size).toBe(pageRoutes.length);
  });

  it.each([
    ["home", "hu", "/"],
    ["home", "en", "/en"],
    ["security", "de", "/sicherheit"],
    ["investigation", "de", "/privatdetektiv"],
    ["facility-management", "hu", "/uzemeltetetes"],
    ["terms", "hu", "/aszf"],
    ["privacy", "de", "/datenschutz"],
  ] as const)("matches the documented table: %s in %s is %s", (page, language, path) => {
    expect(pathFor(page, language)).toBe(path);
  });

  it("has canonical paths only: leading slash, no trailing slash, lowercase ASCII", () => {
    for (const { path } of pageRoutes) {
      expect(path).toMatch(/^\/([a-z0-9-]+)?$/);
    }
  });

  it("finds each listed path and its language", () => {
    for (const route of pageRoutes) {
      expect(findPageRoute(route.path)).toEqual(route);
      expect(languageOfPath(route.path)).toBe(route.language);
    }
  });

  it("needs the table: the keyword rule alone gets listed paths wrong", () => {
    const disagreeing = pageRoutes.filter(
      (route) => route.page !== "home" && languageFromKeywords(route.path) !== route.language,
    );
    // "/adossagbehajtatas" contains "agb", so the rule calls it German; the rule has no
    // keywords for cleaning and facility management, so it calls their en/de paths Hungarian.
    // The table decides for listed paths; the rule only for unlisted ones (docs/urls-and-languages.md).
    expect(disagreeing.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        "/adossagbehajtatas",
        "/cleaning",
        "/reinigung",
        "/facility-management",
        "/gebaeudemanagement",
      ]),
    );
    for (const route of disagreeing) expect(languageOfPath(route.path)).toBe(route.language);
  });
});

describe("language of unlisted paths", () => {
  it.each([
    ["/nincs-ilyen", "hu"],
    ["/security/extra", "en"],
    ["/foo/terms", "en"],
    ["/x-privacy-y", "en"],
    ["/sicherheit/alt", "de"],
    ["/agb-old", "de"],
    ["/SECURITY", "en"],
    // German keywords win when both appear.
    ["/security-sicherheit", "de"],
    // Below the English or German home, that language, whatever the keywords say.
    ["/en/unknown", "en"],
    ["/de/unknown", "de"],
    ["/DE/nope", "de"],
    ["/en/sicherheit", "en"],
    ["/de/security", "de"],
    ["/english", "hu"],
    ["/hu/nope", "hu"],
  ] as const)("%s is %s", (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });

  it("prerenders each language's not-found page at a path the rule gives that language", () => {
    for (const language of languages) {
      expect(findPageRoute(notFoundPaths[language])).toBeUndefined();
      expect(languageOfPath(notFoundPaths[language])).toBe(language);
    }
  });

  it("does not treat a trailing slash as the listed page", () => {
    expect(findPageRoute("/security/")).toBeUndefined();
  });
});
