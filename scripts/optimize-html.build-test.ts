/**
 * The page optimizer on a real release: every page of build/client, as `npm run build` left
 * it, carries no trace of React Router's runtime, fits the first flight (16 KB brotli), has its
 * first screen's styles inline with the font files its text needs named by content-hashed
 * names and preloaded, and loads the whole stylesheet and the page script after it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import {
  attributeOf,
  type Element,
  elementsOf,
  fontFaces,
  parseHtml,
  textOf,
  visibleCharacters,
} from "../server/release/index.ts";
import { buildDir, htmlFileFor } from "./page-assets.ts";

const paths = [...pageRoutes.map((route) => route.path), ...Object.values(notFoundPaths)];
const readPage = (html: string) => {
  const document = parseHtml(html);
  return { html, document, elements: [...elementsOf(document)] };
};
const pages = paths.map((path) => ({ path, ...readPage(readFileSync(htmlFileFor(path), "utf8")) }));

const byTag = (elements: Element[], tag: string) =>
  elements.filter((element) => element.tagName === tag);
const scriptType = (script: Element) => attributeOf(script, "type") ?? "classic";
const textOfFirst = (elements: Element[]) => (elements[0] ? textOf(elements[0]) : "");

/** The whole stylesheet of the release, which every page loads after it. */
const siteSheets = readdirSync(join(buildDir, "assets")).filter((file) =>
  /^site\.[0-9a-f]{16}\.css$/.test(file),
);
/** The stylesheet React Router linked: the pages no longer name it, but it stays on disk. */
const codeSheets = readdirSync(join(buildDir, "assets")).filter((file) =>
  /^root-.*\.css$/.test(file),
);
const stylesheet = readFileSync(join(buildDir, "assets", codeSheets[0] ?? ""), "utf8");
/** A rule's selector and the properties it sets, in order: what it is without its values. */
const shapeOf = (rule: string) =>
  rule.replace(
    /\{([^{}]*)\}/,
    (_, body: string) =>
      `{${body
        .split(";")
        .map((declaration) => declaration.split(":")[0])
        .join(";")}}`,
  );
const stylesheetShapes = new Set((stylesheet.match(/[^{}]+\{[^{}]*\}/g) ?? []).map(shapeOf));
/** The first flight: what a server may send before the first acknowledgement, about. */
const firstFlight = 16 * 1024;

describe.each(pages)("$path", ({ path, html, document, elements }) => {
  it("carries no React Router script or preload, and starts the page script (a cached file) after the load event's frame", () => {
    const scripts = byTag(elements, "script");
    expect(
      scripts
        .map(scriptType)
        .filter((type) => type !== "application/ld+json")
        .sort(),
    ).toEqual(["module"]);
    expect(html).not.toContain("__reactRouter");
    const module = scripts.find((script) => scriptType(script) === "module");
    expect(module && attributeOf(module, "src")).toBeUndefined();
    // The line that keeps an order button clicked before the script runs, then the start.
    const started = (module ? textOf(module) : "").match(
      /^addEventListener\("click",e=>\{const l=e\.target\.closest\?\.\("\[data-prefill-service\]"\);if\(l\)self\.dpEarlyPrefill=l\},true\);addEventListener\("load",\(\)=>requestAnimationFrame\(\(\)=>setTimeout\(\(\)=>import\("(\/assets\/page-[\w-]+\.js)"\)\)\),\{once:true\}\)$/,
    );
    expect(started?.[1] && existsSync(join(buildDir, started[1]))).toBe(true);
    const rels = byTag(elements, "link").map((link) => attributeOf(link, "rel"));
    expect(rels).not.toContain("modulepreload");
  });

  it(`is at most ${firstFlight / 1024} KB as sent (brotli)`, () => {
    const size = statSync(`${htmlFileFor(path)}.br`).size;
    expect(size).toBeLessThanOrEqual(firstFlight);
  });

  it("has its first screen's styles inline and the whole stylesheet after the page", () => {
    const styles = byTag(elements, "style").map((style) => textOf(style));
    expect(styles).toHaveLength(1);
    const inline = styles[0] ?? "";
    expect(inline).not.toContain("url(data:");
    expect(inline.length).toBeLessThan(stylesheet.length);
    // Every rule inline is a rule of the whole stylesheet: the same selector setting the same
    // properties (the custom properties it reads may be written as what they resolve to; the
    // theme itself aside, which it thins).
    for (const rule of inline.match(/[^{}]+\{[^{}]*\}/g) ?? [])
      if (!/^(@font-face|@layer|:root)/.test(rule))
        expect(stylesheetShapes.has(shapeOf(rule)), rule).toBe(true);
    const links = byTag(elements, "link").filter(
      (link) => attributeOf(link, "rel") === "stylesheet",
    );
    expect(links.map((link) => attributeOf(link, "href"))).toEqual([`/assets/${siteSheets[0]}`]);
    // After everything the page shows: the last element of the body but the page script.
    const body = elements.find((element) => element.tagName === "body");
    const last = body?.childNodes.filter((node): node is Element => "tagName" in node).slice(-2);
    expect(last?.map((element) => element.tagName)).toEqual(["link", "script"]);
  });

  it("names and preloads exactly the font files its text needs, by content-hashed names", async () => {
    const inline = textOfFirst(byTag(elements, "style"));
    const preloads = byTag(elements, "link")
      .filter((link) => attributeOf(link, "rel") === "preload")
      .map((link) => attributeOf(link, "href"));
    const codes = await visibleCharacters(document);
    const faces = await fontFaces(inline);
    for (const face of faces) {
      expect(face.file).toMatch(/^\/fonts\/manrope-[a-z-]+\.[0-9a-f]{16}\.woff2$/);
      const bytes = readFileSync(join(buildDir, face.file));
      expect(face.file).toContain(createHash("sha256").update(bytes).digest("hex").slice(0, 16));
      expect(
        codes.some((code) => code > 0x20 && face.covers(code)),
        face.file,
      ).toBe(true);
    }
    expect(preloads.sort()).toEqual(faces.map((face) => face.file).sort());
    expect(inline).toMatch(/font-display:swap/);
    expect(inline).toMatch(/font-family:"?Manrope Fallback/);
  });
});

describe("the whole stylesheet", () => {
  it("is one file of the release, without the faces each page names itself", async () => {
    expect(siteSheets).toHaveLength(1);
    const css = readFileSync(join(buildDir, "assets", siteSheets[0] ?? ""), "utf8");
    expect(await fontFaces(css)).toEqual([]);
    expect(css.length).toBeGreaterThan(stylesheet.length * 0.9);
  });
});

describe("the characters a page shows", () => {
  it("are each in a face the page carries, whose file was cut with them", async () => {
    for (const page of pages) {
      const faces = await fontFaces(textOfFirst(byTag(page.elements, "style")));
      const uncovered = (await visibleCharacters(page.document)).filter(
        (code) => code > 0x20 && !faces.some((face) => face.covers(code)),
      );
      expect(String.fromCodePoint(...uncovered), page.path).toBe("");
    }
  });
});
