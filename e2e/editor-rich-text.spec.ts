/**
 * Keystatic's rich-text editor (the terms and privacy pages' text) in Hungarian to the last
 * word, at 1440 and 390 px: the terms page's entry is opened, then every menu of its toolbar
 * (block style, lists, insert), the "/" menu typed in the text, each button's tooltip and the
 * sidebar's colour scheme menu. Everything shown and every accessible name (aria-label, title,
 * placeholder) is read at each step, and any English word of Keystatic's editor fails the
 * test, naming the word and where it was found. The words come from scripts/keystatic-patches.ts.
 * A save says it has landed: "Mentve" with the time, announced, in the bar under the editor, at
 * both widths (on a phone just above the bar). A help text that names the shared entry of
 * prices links to it.
 */
import { expect, type Page, test } from "@playwright/test";
import { editorServerForThisFile } from "./editor-server.ts";
import { atStaffWidths, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";

test.use({ locale: "hu-HU" });
test.setTimeout(120_000);
// One server for the file, its tests in order in one worker: a server start costs more than
// the parallel run of these short tests saves.
test.describe.configure({ mode: "default" });

const editor = editorServerForThisFile();

/**
 * Every English word Keystatic's editor and frame show in some locale: its toolbar, menus,
 * tooltips, dialogs and accessible names (read from its browser modules).
 */
const english =
  /(?<!\p{L})(Paragraph|Heading|Bold|Italic|Strikethrough|Code|Clear|[Ff]ormatting|Link|Unlink|Insert|Divider|Lists?|Bullet|Numbered|Ordered|Quote|Blockquote|Table|Image|Text|[Bb]locks?|[Oo]ptions|Light|Dark|System|Use this|No results|Edit|Add|Remove|Save|Cancel|Done|Select|Open|Close|Menu|Toolbar|Dashboard|Unsaved|Changed|Reset|Singletons?|theme|Loading|Resize|item)(?!\p{L})/u;

/** What the page shows and names: its text and the names its elements carry. */
function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [
      ...document.querySelectorAll("[aria-label],[title],[placeholder],[aria-description]"),
    ].flatMap((element) =>
      ["aria-label", "title", "placeholder", "aria-description"].map(
        (name) => element.getAttribute(name) ?? "",
      ),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the style sheets' text
    return [document.body.innerText, ...names].join("\n");
  });
}

async function expectHungarian(page: Page, where: string) {
  const words = await pageWords(page);
  const found = words.match(english);
  const line = found ? words.split("\n").find((text) => english.test(text)) : undefined;
  expect(found?.[0], `an English word on ${where}: “${line}”`).toBe(undefined);
}

atStaffWidths(() => {
  test("the terms page's text editor: toolbar, menus, tooltips and names in Hungarian", async ({
    page,
  }) => {
    await signedIn(page, editor.origin);
    await page.goto(`${editor.origin}/keystatic/singleton/terms-hu`);
    await expect(page.getByRole("button", { name: "Mentés" })).toBeVisible({ timeout: 30_000 });
    const toolbar = page.getByRole("toolbar", { name: "Formázás" });
    await expect(toolbar).toBeVisible();
    await expectHungarian(page, "the entry");

    // The block style picker: "Normál szöveg", "Címsor 2".
    const text = page.locator(".ProseMirror").first();
    await text.locator("p").first().click();
    await page.getByRole("button", { name: /Bekezdésstílus/ }).click();
    await expect(page.getByRole("option", { name: "Címsor 2" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Normál szöveg" })).toBeVisible();
    await expectHungarian(page, "the block style menu");
    await page.keyboard.press("Escape");

    // Each toolbar button's tooltip, on hover.
    const buttons = toolbar.getByRole("button");
    const radios = toolbar.getByRole("radio");
    for (const group of [buttons, radios]) {
      for (const button of await group.all()) {
        if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
        await button.hover();
        await page.waitForTimeout(900);
        await expectHungarian(page, `the tooltip of ${await button.getAttribute("aria-label")}`);
        await page.mouse.move(0, 0);
      }
    }
    for (const name of ["Félkövér", "Formázás törlése", "Hivatkozás", "Felsorolás"])
      await expect(toolbar.getByLabel(name, { exact: true }).first()).toBeAttached();

    // The "/" menu typed on a new line of the text.
    await text.locator("p").first().click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("/");
    const slash = page.getByRole("listbox", { name: "Beszúrás" });
    await expect(slash).toBeVisible();
    await expect(slash).toContainText("Felsorolás");
    await expect(slash).toContainText("Pontokba szedett lista beszúrása");
    await expect(slash).toContainText("Címsor 2");
    await expectHungarian(page, "the / menu");
    await page.keyboard.type("zzzz");
    await expect(slash).toContainText("Nincs találat");
    await expectHungarian(page, "the / menu without results");
    await page.keyboard.press("Escape");

    // The colour scheme menu, in the sidebar (behind the navigation button on a phone).
    const navigation = page.getByRole("button", { name: "Navigáció megnyitása" });
    if (await navigation.isVisible()) await navigation.click();
    await page.getByRole("button", { name: "Színséma" }).click();
    const menu = page.getByRole("menu");
    for (const name of ["Világos", "Sötét", "A rendszer szerint"])
      await expect(menu.getByText(name, { exact: true })).toBeVisible();
    await expectHungarian(page, "the colour scheme menu");
    await page.keyboard.press("Escape");
    await shoot(page, "rich-text");
  });
});

atStaffWidths((width) => {
  test('a save is confirmed with "Mentve"', async ({ page }) => {
    await signedIn(page, editor.origin);
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
    await signedIn(page, editor.origin);
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
