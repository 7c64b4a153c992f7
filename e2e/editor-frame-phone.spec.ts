/**
 * Keystatic's frame at 390 and 1440 px: nothing scrolls sideways, and the bar with "Előnézet és
 * közzététel" is a strip of its own under the frame: no field ends beneath it, and Keystatic's
 * navigation drawer, its menus (trays on a phone) and its dialogs open over it, never under it.
 */
import { expect, type Page, test } from "@playwright/test";
import { editorServerForThisFile } from "./editor-server.ts";
import { atStaffWidths, signIn } from "./editor-steps.ts";
import { viewports } from "./viewports.ts";

test.use({ locale: "hu-HU" });

const editor = editorServerForThisFile();

/** What the page shows at the middle of the bar's link: the bar itself, or what covers it. */
const barOnTop = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector("#editor-bar a");
    if (!link) throw new Error("no bar");
    const box = link.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return link.contains(top);
  });

/**
 * The frame's layout: sideways overflow, where the bar begins, and where the frame and the
 * lowest of its scrolling parts (the entry's fields) end.
 */
const layout = (page: Page) =>
  page.evaluate(() => {
    const frame = document.getElementById("editor");
    const bar = document.getElementById("editor-bar");
    if (!frame || !bar) throw new Error("no frame");
    const scrolling = [...frame.querySelectorAll("*")].filter(
      (part) =>
        part.scrollHeight > part.clientHeight + 1 &&
        ["auto", "scroll"].includes(getComputedStyle(part).overflowY),
    );
    return {
      sideways: document.documentElement.scrollWidth - window.innerWidth,
      // The strip, or the link itself where it floats on its own.
      barTop: Math.min(
        ...[bar, ...bar.querySelectorAll("a")].map((part) => part.getBoundingClientRect().top),
      ),
      frameBottom: frame.getBoundingClientRect().bottom,
      scrollingBottom: Math.max(...scrolling.map((part) => part.getBoundingClientRect().bottom)),
    };
  });

async function openEntry(page: Page) {
  await signIn(page, editor.origin);
  await page.goto(`${editor.origin}/keystatic/singleton/home-hu`);
  await expect(page.getByRole("button", { name: "Mentés" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Címsor").first()).toBeVisible();
}

atStaffWidths(() => {
  test("an entry: no sideways scroll, no field under the bar", async ({ page }) => {
    await openEntry(page);
    await page.screenshot({ path: test.info().outputPath("entry.png") });
    const { sideways, barTop, frameBottom, scrollingBottom } = await layout(page);
    expect(sideways).toBeLessThanOrEqual(0);
    expect(frameBottom).toBeLessThanOrEqual(barTop);
    expect(scrollingBottom).toBeGreaterThan(barTop / 2);
    expect(scrollingBottom).toBeLessThanOrEqual(barTop);
    expect(await barOnTop(page)).toBe(true);

    // A dialog (a new keyword) opens over the bar.
    await page.getByRole("button", { name: "Hozzáadás" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await barOnTop(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath("dialog.png") });
  });
});

test.describe("at 390 px", () => {
  test.use(viewports.mobile);

  test("the navigation drawer and the entry's menu open over the bar; the dashboard fits", async ({
    page,
  }) => {
    await openEntry(page);
    // The entry's menu, a tray along the bottom on a phone, opens over the bar.
    await page.getByRole("button", { name: "…" }).click();
    await expect(page.getByRole("menuitem", { name: "Bejegyzés másolása" })).toBeVisible();
    expect(await barOnTop(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath("menu.png") });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem")).toHaveCount(0);

    await page.getByRole("button", { name: "Navigáció megnyitása" }).click();
    await expect(page.getByRole("link", { name: "Cégadatok" })).toBeVisible();
    expect(await barOnTop(page)).toBe(false);
    await page.screenshot({ path: test.info().outputPath("drawer.png") });
    await page.getByRole("link", { name: "Cégadatok" }).click();
    await expect(page).toHaveURL(`${editor.origin}/keystatic/singleton/company`);
    expect((await layout(page)).sideways).toBeLessThanOrEqual(0);

    await page.goto(`${editor.origin}/keystatic`);
    await expect(page.getByRole("button", { name: "Navigáció megnyitása" })).toBeVisible({
      timeout: 30_000,
    });
    expect((await layout(page)).sideways).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("dashboard.png") });
  });
});
