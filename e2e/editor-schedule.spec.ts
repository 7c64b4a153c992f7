/**
 * Publishing on staff's terms, at a desk's width (the layout walk holds the publishing page,
 * with a scheduled change, to a phone's): of two saved entries one is
 * published now and the other stays saved; that one is scheduled for tomorrow, shown on the
 * publishing page and on its entry in the editor (whose fields show the live price), then the
 * schedule is cancelled and the change is among the saved ones again. axe finds nothing on the
 * publishing page at either step. The saves are written into the server's content folder, as
 * Keystatic's local mode writes them (the editor's own saving is editor-trust.spec.ts's).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile } from "./editor-server.ts";
import { atStaffWidths, signedIn, tomorrowAtTen } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";

test.use({ locale: "hu-HU" });
// Two releases (the publish and the schedule's check) and one load of Keystatic's interface.
test.setTimeout(300_000);

const editor = editorServerForThisFile();
const live = async (path: string) => (await fetch(`${editor.origin}${path}`)).text();

/** Saves a new Premium price and a new home page title, as two entries. */
function saveTwoEntries(price: number, title: string) {
  const prices = join(editor.contentDir, "services", "property-protection", "packages.yaml");
  writeFileSync(
    prices,
    readFileSync(prices, "utf8").replace(/(premium:\n\s+price: )\d+/, `$1${price}`),
  );
  const home = join(editor.contentDir, "home", "hu.yaml");
  writeFileSync(
    home,
    readFileSync(home, "utf8").replace(/^( {2}title: ).*$/m, `$1${title} | Danubius Protect`),
  );
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

atStaffWidths((width) => {
  if (width !== "1440") return;
  test("publish one entry now, schedule the other, see it on its entry, cancel it", async ({
    page,
  }) => {
    const price = width === "1440" ? 359_000 : 369_000;
    const shown = new Intl.NumberFormat("hu-HU").format(price).replace(/\s/g, " ");
    const title = `Biztonság Budapesten – ${width}`;
    saveTwoEntries(price, title);
    await signedIn(page, editor.origin);

    // Both saved entries are offered, each chosen; the price is left out of this publish.
    const priceEntry = page.getByRole("checkbox", { name: "Csomagárak · Ingatlanvédelem" });
    await expect(priceEntry).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Magyar · főoldal" })).toBeChecked();
    await expectNoViolations(page);
    await shoot(page, "chosen");
    await priceEntry.uncheck();
    await page.getByRole("button", { name: "Közzététel most" }).click();
    await expect(page.getByRole("status").first()).toContainText("Közzétéve", { timeout: 120_000 });
    expect(await live("/")).toContain(title);
    expect(await live("/ingatlanvedelem")).not.toContain(shown);

    // The price, still saved, for tomorrow at 10:00.
    await expect(
      page.getByRole("checkbox", { name: "Csomagárak · Ingatlanvédelem" }),
    ).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Magyar · főoldal" })).toHaveCount(0);
    await page.getByLabel("Időpont").fill(tomorrowAtTen());
    await page.getByRole("button", { name: "Ütemezés", exact: true }).click();
    await expect(page.getByRole("status").first()).toContainText("Ütemezve", { timeout: 60_000 });
    const scheduled = page.getByRole("region", { name: "Ütemezett módosítások" });
    await expect(scheduled).toContainText(`Prémium csomag ára: 349 000 Ft → ${shown} Ft`);
    await expect(scheduled).toContainText("Kovács Anna ütemezte");
    await expect(
      page.getByRole("heading", { name: "Következő ütemezett módosítás" }),
    ).toBeVisible();
    await expectNoViolations(page);
    await shoot(page, "scheduled");
    expect(await live("/ingatlanvedelem")).not.toContain(shown);

    // On its entry: the live price in the field, the scheduled one behind the note.
    await page.goto(`${editor.origin}/keystatic/singleton/prices-property-protection`);
    await expect(page.getByRole("textbox", { name: "Prémium csomag ára" })).toHaveValue(
      /^349\s000$/,
      {
        timeout: 60_000,
      },
    );
    const note = page.getByRole("button", { name: /^Ütemezve: / });
    await expect(note).toBeVisible();
    await note.click();
    await expect(page.locator("#dp-entry-schedule")).toContainText(`${shown} Ft`);
    await expect(page.locator("#dp-entry-schedule")).toContainText("Kovács Anna ütemezte");
    await shoot(page, "entry-note", { fullPage: false });

    // Cancelled: among the saved changes again, nothing published.
    await page
      .getByRole("link", { name: "Áthelyezés vagy visszavonás a közzétételi oldalon" })
      .click();
    await page.getByRole("button", { name: "Ütemezés visszavonása" }).click();
    await expect(page.getByRole("status").first()).toContainText("visszavontuk");
    await expect(
      page.getByRole("checkbox", { name: "Csomagárak · Ingatlanvédelem" }),
    ).toBeChecked();
    await expect(page.getByRole("region", { name: "Változások közzététele" })).toContainText(
      `${shown} Ft`,
    );
    await expectNoViolations(page);
    expect(await live("/ingatlanvedelem")).not.toContain(shown);
  });
});
