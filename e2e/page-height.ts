/**
 * How tall a page says it is before its sections have rendered, against how tall it is. The
 * scroll bar shows the first figure until a visitor has scrolled past every section; the two
 * must stay close (`npm run bench:height`, e2e/rendering.spec.ts).
 */
import type { Page } from "@playwright/test";

export interface PageHeight {
  /** scrollHeight when the document is parsed, before any section has been rendered. */
  initial: number;
  /** scrollHeight with every section rendered. */
  rendered: number;
}

/** The most the initial height may exceed the rendered one. */
export const heightRatioBar = 1.25;

export const heightRatio = ({ initial, rendered }: PageHeight) => initial / rendered;

/** Opens `path` in `page` (a fresh one: the measure stays installed) and measures both heights. */
export async function measurePageHeight(page: Page, path: string): Promise<PageHeight> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      document.documentElement.dataset.initialHeight = String(
        document.documentElement.scrollHeight,
      );
    });
  });
  await page.goto(path, { waitUntil: "load" });
  return page.evaluate(() => {
    const initial = Number(document.documentElement.dataset.initialHeight);
    // A constructed sheet: the page's CSP admits no new <style> element.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("*, ::before, ::after { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return { initial, rendered: document.documentElement.scrollHeight };
  });
}
