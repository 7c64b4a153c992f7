/**
 * Keystatic's frame at 390 and 1440 px: nothing scrolls sideways, and the bar with "Előnézet és
 * közzététel" is a strip of its own under the frame: no field ends beneath it, and Keystatic's
 * navigation drawer, its menus (trays on a phone) and its dialogs open over it, never under it.
 * Leaving an unsaved entry by the bar on a phone asks once, and "Elvetés" in the "…" menu throws
 * the edit away.
 */
import { expect, type Page, test } from "@playwright/test";
import { editorServerForThisFile } from "./editor-server.ts";
import { atStaffWidths, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";
import { staffWidths, viewports } from "./viewports.ts";

test.use({ locale: "hu-HU" });
// One server for the file, its tests in order in one worker: a server start costs more than
// the parallel run of these short tests saves.
test.describe.configure({ mode: "default" });

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
  await signedIn(page, editor.origin);
  await page.goto(`${editor.origin}/keystatic/singleton/home-hu`);
  await expect(page.getByRole("button", { name: "Mentés" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel("Címsor").first()).toBeVisible();
}

atStaffWidths(() => {
  test("an entry: no sideways scroll, no field under the bar", async ({ page }) => {
    await openEntry(page);
    await shoot(page, "entry", { fullPage: false });
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
    await shoot(page, "dialog", { fullPage: false });
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
    await shoot(page, "menu", { fullPage: false });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menuitem")).toHaveCount(0);

    await page.getByRole("button", { name: "Navigáció megnyitása" }).click();
    await expect(page.getByRole("link", { name: "Cégadatok" })).toBeVisible();
    expect(await barOnTop(page)).toBe(false);
    await shoot(page, "drawer", { fullPage: false });
    await page.getByRole("link", { name: "Cégadatok" }).click();
    await expect(page).toHaveURL(`${editor.origin}/keystatic/singleton/company`);
    expect((await layout(page)).sideways).toBeLessThanOrEqual(0);

    await page.goto(`${editor.origin}/keystatic`);
    await expect(page.getByRole("button", { name: "Navigáció megnyitása" })).toBeVisible({
      timeout: 30_000,
    });
    expect((await layout(page)).sideways).toBeLessThanOrEqual(0);
    await shoot(page, "dashboard", { fullPage: false });
  });
});

test("one warning when leaving an unsaved entry, and Elvetés throws the edit away", async ({
  browser,
}) => {
  // Two loads of Keystatic's interface, beside whatever else the machine runs.
  test.setTimeout(180_000);
  // On a phone, where "Mentés" and "Elvetés" sit in the "…" menu; at a desk's width the same
  // question and "Elvetés" are editor-trust.spec.ts's.
  for (const [width, size] of staffWidths.slice(1)) {
    const context = await browser.newContext({ ...size, locale: "hu-HU" });
    const page = await context.newPage();
    await signedIn(page, editor.origin);
    await page.goto(`${editor.origin}/keystatic/singleton/service-property-protection-hu`);
    const heading = page.getByRole("textbox", { name: "Főcím" }).first();
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await heading.fill("Nem mentett cím");
    await expect(page.getByText("Nincs mentve").first()).toBeVisible();
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.type());
      await dialog.accept();
    });
    await page.getByRole("link", { name: "Előnézet és közzététel →" }).click();
    await expect(page).toHaveURL(`${editor.origin}/admin`);
    await page.waitForTimeout(500);
    expect(dialogs, `${width} px`).toEqual(["confirm"]);

    // Back in the entry, its draft comes back; "Elvetés" (not "Visszaállítás") throws it away.
    page.removeAllListeners("dialog");
    await page.goto(`${editor.origin}/keystatic/singleton/service-property-protection-hu`);
    await expect(page.getByRole("textbox", { name: "Főcím" }).first()).toHaveValue(
      "Nem mentett cím",
      { timeout: 30_000 },
    );
    await expect(page.getByRole("button", { name: "Visszaállítás" })).toHaveCount(0);
    // Beside "Mentés" at a desk's width; in the "…" menu on a phone.
    const discard = page.getByRole("button", { name: "Elvetés" });
    if (await discard.isVisible()) await discard.click();
    else {
      // From the keyboard: on a phone "Mentés" lies over the "…" button.
      await page.getByRole("button", { name: "…" }).press("Enter");
      const discardItem = page.getByRole("menuitem", { name: "Elvetés" });
      await expect(discardItem).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Visszaállítás" })).toHaveCount(0);
      // Chosen from the keyboard as the menu was opened: for its first 15 s Keystatic's notice
      // that the draft came back lies over the tray, and takes a tap meant for the item.
      await discardItem.press("Enter");
      await expect(page.getByRole("menuitem")).toHaveCount(0);
    }
    await expect(page.getByRole("textbox", { name: "Főcím" }).first()).not.toHaveValue(
      "Nem mentett cím",
    );
    await page.context().close();
  }
});
