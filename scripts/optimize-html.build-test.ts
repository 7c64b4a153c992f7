/**
 * The page optimizer on a real release: every page of build/client, as `npm run build` left it, carries no trace of React Router's runtime, has its stylesheet inline
 * with exactly the font files its text needs, and a head script that does what it should.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { notFoundPaths, pageRoutes } from "../app/site/pages.ts";
import { fontFaces } from "../server/release/fonts.ts";
import {
  attributeOf,
  type Element,
  elementsOf,
  parseHtml,
  textOf,
} from "../server/release/html.ts";
import { visibleCharacters } from "../server/release/optimize-html.ts";
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
const headScriptOf = (elements: Element[]) =>
  textOfFirst(byTag(elements, "script").filter((script) => scriptType(script) === "classic"));

/** The stylesheet React Router linked: the pages no longer name it, but it stays on disk. */
function linkedStylesheet(): string {
  const files = readdirSync(join(buildDir, "assets")).filter((file) => file.endsWith(".css"));
  expect(files, "one stylesheet in build/client/assets").toHaveLength(1);
  return readFileSync(join(buildDir, "assets", files[0] ?? ""), "utf8").trim();
}
const stylesheet = linkedStylesheet();
const withoutFaces = (css: string) =>
  fontFaces(css).reduce((rest, face) => rest.replace(face.rule, ""), css);
const fontData = (file: string) =>
  `data:font/woff2;base64,${readFileSync(join(buildDir, file)).toString("base64")}`;

describe.each(pages)("$path", ({ html, document, elements }) => {
  it("carries no React Router script, preload or stylesheet link", () => {
    const types = byTag(elements, "script").map(scriptType);
    // The head script, the page script and the speculation rules, beside any JSON-LD.
    expect(types.filter((type) => type !== "application/ld+json").sort()).toEqual([
      "classic",
      "module",
      "speculationrules",
    ]);
    expect(html).not.toContain("__reactRouter");
    expect(byTag(elements, "script").filter((script) => attributeOf(script, "src"))).toEqual([]);
    const rels = byTag(elements, "link").map((link) => attributeOf(link, "rel"));
    expect(rels).not.toContain("stylesheet");
    expect(rels).not.toContain("modulepreload");
  });

  it("has the stylesheet inline, with the font files its text needs and no others", () => {
    const styles = byTag(elements, "style").map((style) => textOf(style));
    expect(styles).toHaveLength(1);
    const inline = styles[0] ?? "";
    expect(withoutFaces(inline)).toBe(withoutFaces(stylesheet));
    const codes = visibleCharacters(document);
    for (const face of fontFaces(stylesheet)) {
      const needed = codes.some((code) => code > 0x20 && face.covers(code));
      expect(inline.includes(fontData(face.file)), `${face.file} inline`).toBe(needed);
    }
    expect(inline).not.toMatch(/url\(\/fonts\//);
  });

  it("starts loading each inline font file with one of the page's own characters", () => {
    const loads: string[] = [];
    const fonts = { load: (font: string, text: string) => loads.push(`${font}:${text}`) };
    const performance = { getEntriesByType: () => [{ type: "navigate" }] };
    new Function("performance", "document", headScriptOf(elements))(performance, { fonts });
    expect(loads).toHaveLength(1);
    const samples = [...(loads[0] ?? "").replace("1em Manrope:", "")];
    const codes = visibleCharacters(document);
    const kept = fontFaces(textOfFirst(byTag(elements, "style")));
    expect(samples).toHaveLength(kept.length);
    for (const sample of samples) expect(codes).toContain(sample.codePointAt(0));
  });
});

describe("the head script", () => {
  const [home] = pages;

  it("starts decoding the page's fonts and does nothing else", () => {
    const loaded: string[] = [];
    const fonts = { load: (font: string) => loaded.push(font) };
    const document = { fonts, documentElement: {} };
    new Function("document", headScriptOf(home?.elements ?? []))(document);
    expect(loaded).toEqual(["1em Manrope"]);
  });
});

describe("the characters a page shows", () => {
  it("are each in a face the page carries, whose file was cut with them", () => {
    for (const page of pages) {
      const faces = fontFaces(textOfFirst(byTag(page.elements, "style")));
      const uncovered = visibleCharacters(page.document).filter(
        (code) => code > 0x20 && !faces.some((face) => face.covers(code)),
      );
      expect(String.fromCodePoint(...uncovered), page.path).toBe("");
    }
  });
});
