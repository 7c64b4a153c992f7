/**
 * A hero photo replaced in Keystatic's interface, in Chromium: a text file offered as the
 * photo is refused on saving, naming the field; a real photo is saved and published, and the
 * live page shows it as AVIF and WebP sources with a JPEG fallback, at 390 px its 800 px
 * variant. Runs its own server with
 * the editor on, over a copy of the content, on a free port.
 */
import { expect, type Page, test } from "@playwright/test";
import { heroPhotoNeeds } from "../app/site/hero-photos.ts";
import { testPhoto } from "../test/photos.ts";
import { editorServerForThisFile } from "./editor-server.ts";
import { saveEntry, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";

test.use({ locale: "hu-HU" });
// A release with a photo to encode (seconds), on a busy 2-core machine.
test.setTimeout(120_000);

const editor = editorServerForThisFile();
const field = "Biztonságtechnika · nyitókép";

/** Offers a file to the photo field through its file chooser. */
async function choose(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await page
    .getByRole("group", { name: field })
    .getByRole("button", { name: "Fájl kiválasztása" })
    .click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test("a text file is refused as a photo by name; a photo is published in the new formats", async ({
  page,
}) => {
  await signedIn(page, editor.origin);

  await page.goto(`${editor.origin}/keystatic/singleton/photos`);
  await choose(page, "ejszakai-hid.jpg", "image/jpeg", Buffer.from("Ez nem fénykép.\n"));
  expect((await saveEntry(page)).status()).toBe(422);
  await expect(page.getByText(`A „${field}” mezőbe feltöltött fájl nem fénykép.`)).toBeVisible();

  const { width, height } = heroPhotoNeeds.backdrop.minimum;
  await choose(page, "ejszakai-hid.jpg", "image/jpeg", Buffer.from(await testPhoto(width, height)));
  expect((await saveEntry(page)).status()).toBe(200);

  await page.goto(`${editor.origin}/admin`);
  // The replacement is one line in words: no file names, no "fotó törölve" beside it.
  await expect(page.locator("#publish-form .entry .changes > li")).toHaveText([
    "Biztonságtechnika · nyitókép: új fotó",
  ]);
  await page.getByRole("button", { name: "Közzététel most" }).click();
  await expect(page.getByRole("status")).toContainText("Közzétéve", { timeout: 60_000 });

  // React writes the attributes as srcSet and fetchPriority: HTML's names ignore case.
  const html = await (await fetch(`${editor.origin}/biztonsag`)).text();
  const avif = html.match(
    /<source type="image\/avif" srcset="(\/assets\/hero\/security-[0-9a-f]{16}-800\.avif) 800w/i,
  );
  expect(avif).not.toBeNull();
  expect(html).toMatch(
    /<source type="image\/webp" srcset="\/assets\/hero\/security-[0-9a-f]{16}-800\.webp 800w/i,
  );
  expect(html).toMatch(/<img src="\/assets\/hero\/security-[0-9a-f]{16}-1920\.jpg"/);
  const image = await fetch(`${editor.origin}${avif?.[1]}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/avif");

  // A phone shows the photo too, its 800 px variant, across the hero.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${editor.origin}/biztonsag`);
  const hero = page.locator("#hero img");
  await expect(hero).toBeVisible();
  // Loaded (a width in CSS pixels: the 800 px file drawn at the screen's width).
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(390);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/assets\/hero\/security-[0-9a-f]{16}-800\.avif$/,
  );
  const box = await hero.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(390);
  await shoot(page, "phone-hero", { fullPage: false });
});
