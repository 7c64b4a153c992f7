/**
 * The whole round of an edit in Chromium: an editor signs in, changes the Premium package's
 * price and a sentence of a German testimonial in Keystatic's interface, previews both,
 * publishes, and reads both on the live pages; undo brings the old price back. Runs its own
 * server with the editor on, over a copy of the content, on a free port.
 */
import { expect, test } from "@playwright/test";
import { editorServerForThisFile } from "./editor-server.ts";
import { save, signIn } from "./editor-steps.ts";

test.use({ locale: "hu-HU" });
// Three builds of the whole site (preview, publish, undo) on a busy 2-core machine.
test.setTimeout(600_000);

const oldSentence = "Mehrere seit Langem offene Rechnungen wurden beglichen";
const newSentence = "Mehrere lange offene Forderungen wurden beglichen";
const editor = editorServerForThisFile();

const live = async (path: string) => (await fetch(`${editor.origin}${path}`)).text();

test("an editor changes a price and a German testimonial, previews, publishes and undoes", async ({
  page,
}) => {
  await signIn(page, editor.origin);

  // The price, in the package prices entry.
  await page.goto(`${editor.origin}/keystatic/singleton/prices-property-protection`);
  const premium = page.getByRole("textbox", { name: "Prémium csomag ára" });
  // Keystatic writes numbers as Hungarian does: a space between thousands.
  await expect(premium).toHaveValue(/^349\s000$/);
  await premium.fill("412500");
  await save(page);

  // One sentence of the first testimonial, in German.
  await page.goto(`${editor.origin}/keystatic/singleton/testimonials`);
  await page.getByText("Kovács Péter").click();
  const german = page.getByRole("dialog").getByLabel("Német");
  await expect(german).toHaveValue(new RegExp(oldSentence));
  await german.fill((await german.inputValue()).replace(oldSentence, newSentence));
  await page.getByRole("dialog").getByRole("button", { name: "Kész" }).click();
  await save(page);

  // Preview: both changes on their pages, nothing live yet.
  await page.goto(`${editor.origin}/admin`);
  await page.getByRole("button", { name: "Előnézet készítése" }).click();
  const eigentumsschutz = page.getByRole("link", { name: "Német – Ingatlanvédelem" });
  await expect(eigentumsschutz).toBeVisible();
  await eigentumsschutz.click();
  await expect(page.locator("#packages")).toContainText(/412\.500\sHUF/);
  await page.goto(`${editor.origin}/admin/preview/de`);
  await expect(page.locator("#testimonials")).toContainText(newSentence);
  expect(await live("/eigentumsschutz")).toMatch(/349\.000\sHUF/);

  // Publish: the live pages show both within a minute.
  await page.goto(`${editor.origin}/admin`);
  const clicked = Date.now();
  await page.getByRole("button", { name: "Közzététel most" }).click({ timeout: 120_000 });
  await expect(page.getByRole("status")).toContainText("Közzétéve", { timeout: 120_000 });
  const tookMs = Date.now() - clicked;
  expect(await live("/eigentumsschutz")).toMatch(/412\.500\sHUF/);
  expect(await live("/property-protection")).toMatch(/HUF\s412,500/);
  expect(await live("/de")).toContain(newSentence);
  expect(await live("/de")).not.toContain(oldSentence);
  test.info().annotations.push({ type: "publish to live", description: `${tookMs} ms` });
  console.log(`publish to live: ${(tookMs / 1000).toFixed(1)} s`);
  expect(tookMs).toBeLessThan(60_000);

  // Undo: back to the first version, asked on its page, published again.
  await page
    .getByRole("link", { name: /^Visszaállítás erre…/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Visszaállítás az 1\. változatra$/,
  );
  await page
    .getByRole("button", { name: "Visszaállítás és közzététel" })
    .click({ timeout: 120_000 });
  await expect(page.getByRole("status")).toContainText("Visszaállítva", { timeout: 120_000 });
  expect(await live("/eigentumsschutz")).toMatch(/349\.000\sHUF/);
  expect(await live("/de")).toContain(oldSentence);
});
