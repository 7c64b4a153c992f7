/**
 * The page optimizer on a small build of its own: one page, its stylesheet with two font
 * faces, and the page script.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { optimizeHtml } from "./optimize-html.ts";

const stylesheet = [
  "body{font-family:Manrope,sans-serif}",
  '@font-face{font-family:Manrope;src:url(/fonts/text.woff2) format("woff2");unicode-range:U+0000-00FF}',
  '@font-face{font-family:Manrope;src:url(/fonts/ext.woff2) format("woff2");unicode-range:U+0100-017F}',
].join("");
const page = (text: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><p>${text}</p></body></html>`;

let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "dp-optimize-"));
  await mkdir(join(dir, "assets"));
  await mkdir(join(dir, "fonts"));
  await writeFile(join(dir, "assets/root.css"), stylesheet);
  await writeFile(join(dir, "assets/page.js"), "document.documentElement.dataset.ready='';");
  await writeFile(join(dir, "fonts/text.woff2"), "text font");
  await writeFile(join(dir, "fonts/ext.woff2"), "ext font");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const optimized = async (text: string) => {
  await writeFile(join(dir, "index.html"), page(text));
  await optimizeHtml("/assets/page.js", dir);
  return readFile(join(dir, "index.html"), "utf8");
};
const base64 = (text: string) => Buffer.from(text).toString("base64");

describe("optimizeHtml", () => {
  it("inlines the stylesheet and the page script", async () => {
    const html = await optimized("Security");
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain("<style>body{font-family:Manrope,sans-serif}");
    expect(html).toContain(
      `<script type="module">document.documentElement.dataset.ready='';</script>`,
    );
  });

  it("carries the font files the text needs and drops the faces of the others", async () => {
    const english = await optimized("Security");
    expect(english).toContain(`url(data:font/woff2;base64,${base64("text font")})`);
    expect(english).not.toContain("ext.woff2");
    expect(english).not.toContain(base64("ext font"));
    expect(english.match(/@font-face/g)).toHaveLength(1);
    // The loader names one character of each file the page carries.
    expect(english).toContain('<script>document.fonts.load("1em Manrope","S")</script>');

    const hungarian = await optimized("Biztonság, őrzés");
    expect(hungarian).toContain(`url(data:font/woff2;base64,${base64("ext font")})`);
    expect(hungarian.match(/@font-face/g)).toHaveLength(2);
    expect(hungarian).toContain('document.fonts.load("1em Manrope","Bő")');
  });

  it("stops the build when a page shows a character the font was not cut with", async () => {
    await expect(optimized("Security ☎")).rejects.toThrow(/not cut with \(☎\)/);
  });
});
