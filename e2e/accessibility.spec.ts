import { expect, test } from "@playwright/test";
import { gotoReady, holdPageScript, siteContent, withMobileMenu } from "./site.ts";

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
    // The page script, which mirrors the dropdown's state in aria-expanded, held back until
    // the dropdown is open.
    const script = await holdPageScript(page);
    await gotoReady(page, "/en");
    const button = page.getByRole("button", {
      name: new RegExp(siteContent.en.common.nav.chooseLanguage),
    });
    const magyar = page.getByRole("banner").getByRole("link", { name: "Magyar" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(magyar).toBeVisible();
    script.release();
    // Opened before the script came, then with it there.
    for (let round = 0; round < 2; round++) {
      if (round === 1) await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(magyar).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    }
  });

  // The menu button shows below 1280 px.
  test("the mobile menu traps focus, closes on Escape and returns focus to its button", {
    tag: "@mobile",
  }, async ({ page }) => {
    const { toggle, dialog } = await withMobileMenu(page, "/de");
    await toggle.focus();
    await page.keyboard.press("Enter");
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

  test("the header navigation is reachable by Tab in order", { tag: "@desktop" }, async ({
    page,
  }) => {
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
