import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page, test } from "@playwright/test";
import { gotoReady, notFoundPaths, pageRoutes, siteContent } from "./site.ts";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return result.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

test.describe("axe-core finds no violations", () => {
  // axe is injected as a script; the page's CSP (rightly) refuses inline scripts.
  test.use({ bypassCSP: true });

  for (const path of [...pageRoutes.map((route) => route.path), notFoundPaths.en]) {
    test(path, async ({ page }) => {
      await gotoReady(page, path);
      await page.waitForLoadState("networkidle");
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    });
  }
});

test.describe("keyboard", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await gotoReady(page, "/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: siteContent.hu.common.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("the language dropdown opens with Enter, closes with Escape and returns focus", async ({
    page,
  }) => {
    await gotoReady(page, "/en");
    const button = page.getByRole("button", {
      name: new RegExp(siteContent.en.common.nav.chooseLanguage),
    });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("banner").getByRole("link", { name: "Magyar" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("the mobile menu traps focus, closes on Escape and returns focus to its button", async ({
    page,
  }) => {
    test.skip((page.viewportSize()?.width ?? 0) >= 1280, "the menu button shows below 1280 px");
    await gotoReady(page, "/de");
    const toggle = page.getByRole("button", { name: siteContent.de.common.nav.openMenu });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const dialog = page.locator("dialog#mobile-menu");
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body || Boolean(active.closest("dialog#mobile-menu"));
      });
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the header navigation is reachable by Tab in order", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 1280, "desktop navigation");
    await gotoReady(page, "/");
    const labels: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      labels.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    const navLabels = Object.values(siteContent.hu.services).map((service) => service.navLabel);
    expect(labels).toEqual(
      expect.arrayContaining([...navLabels, siteContent.hu.common.nav.contact]),
    );
  });
});
