/**
 * A save says it has landed: "Mentve" with the time, announced, in the bar under the editor,
 * at a desk's width and on a phone, where it sits just above the bar. A help text that names
 * the shared entry of prices links to it.
 */
import { expect, test } from "@playwright/test";
import { editorServerForThisFile } from "./editor-server.ts";
import { atStaffWidths, signIn } from "./editor-steps.ts";

test.use({ locale: "hu-HU" });

// One server for the file, its tests in order in one worker: a server start costs more than
// the parallel run of these tests saves.
test.describe.configure({ mode: "default" });
const editor = editorServerForThisFile();

atStaffWidths((width) => {
  test('a save is confirmed with "Mentve"', async ({ page }) => {
    await signIn(page, editor.origin);
    await page.goto(`${editor.origin}/keystatic/singleton/home-hu`);
    const field = page.getByRole("textbox", { name: "Felcím" }).first();
    await expect(field).toBeVisible({ timeout: 30_000 });
    const saved = page.locator("#editor-saved[role=status]");
    await expect(saved).toBeEmpty();
    await field.fill(`Biztonsági szolgáltatások Budapesten, ${width} px`);
    await expect(page.getByText("Nincs mentve")).toBeVisible();
    const written = page.waitForResponse(
      (r) => r.url().endsWith("/api/keystatic/update") && r.request().method() === "POST",
    );
    // On a phone Keystatic keeps "Mentés" in its "…" menu once the title takes the room.
    const save = page.getByRole("button", { name: "Mentés" });
    if (await save.isVisible()) await save.click();
    else {
      await page.getByRole("button", { name: "Műveletek" }).click();
      await page.getByRole("menuitem", { name: "Mentés" }).click();
    }
    expect((await written).status()).toBe(200);
    await expect(saved).toHaveText(/^Mentve, \d{1,2}:\d{2}$/);
    await expect(saved).toBeInViewport();
    await expect(page.getByText("Nincs mentve")).toHaveCount(0);
  });

  // A link in a help text: the same at any width.
  if (width !== "1440") return;
  test("the packages' help text links to the shared entry of their prices", async ({ page }) => {
    await signIn(page, editor.origin);
    await page.goto(`${editor.origin}/keystatic/singleton/service-property-protection-hu`);
    const link = page.getByRole("link", { name: "Csomagárak · Ingatlanvédelem megnyitása" });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await link.click();
    await expect(page).toHaveURL(/\/keystatic\/singleton\/prices-property-protection$/);
    await expect(page.getByRole("heading", { name: "Csomagárak · Ingatlanvédelem" })).toBeVisible({
      timeout: 30_000,
    });
  });
});
