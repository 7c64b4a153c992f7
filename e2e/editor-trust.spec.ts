/**
 * What staff type is what they get, walked in Chromium at a desk's width (pages shown at a
 * phone's width too, and the layout walk of editor-staff-pages.spec.ts holds them all to it):
 * prices typed the ways Hungarians write them are saved as meant and anything else is refused
 * on the spot, naming the field, in Hungarian (an English word in any check fails the test);
 * unsaved changes are asked about before they are left and listed apart on the publishing
 * page; the preview is marked as one, keeps its links inside and holds every saved change (a
 * price and a German testimonial's sentence, edited in its list item's dialog); a publish is
 * live in every language within a minute and the history says it in words; undo asks first on
 * a page showing what it changes and brings the old price and sentence back. Screenshots of the
 * staff pages at both widths go to the test's output folder.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { load } from "js-yaml";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile } from "./editor-server.ts";
import { save, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";

test.use({ locale: "hu-HU", actionTimeout: 30_000 });
test.setTimeout(600_000);
// One server for the file: each test starts where the one before left the content.
test.describe.configure({ mode: "serial" });

const editor = editorServerForThisFile();
const widths = [1440, 390] as const;
const pricesEntry = "prices-property-protection";
const oldSentence = "Mehrere seit Langem offene Rechnungen wurden beglichen";
const newSentence = "Mehrere lange offene Forderungen wurden beglichen";
/** A live page's HTML, as a visitor's browser gets it. */
const live = async (path: string) => (await fetch(`${editor.origin}${path}`)).text();
const priceField = "Prémium csomag ára";

/** English words a field check or a release problem might say: none may reach staff. */
const english =
  /\b(must|should|required|invalid|valid|number|whole|at least|at most|items?|elements?|characters?|empty|expected|got|missing|please|the|contains?|fields?|edit)\b/i;

const savedPrice = () => {
  const data = load(
    readFileSync(join(editor.contentDir, "services/property-protection/packages.yaml"), "utf8"),
  ) as { packages: { premium: { price: unknown } } };
  return data.packages.premium.price;
};

/** Signs in at the given width and opens the package prices entry: its premium price field. */
async function openPrices(page: Page, width = 1440) {
  await page.setViewportSize({ width, height: 900 });
  await signedIn(page, editor.origin);
  await page.goto(`${editor.origin}/keystatic/singleton/${pricesEntry}`);
  return page.getByRole("textbox", { name: priceField });
}

/** What the fields marked invalid say about themselves (their error messages). */
async function checkMessages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("[aria-invalid=true]")].flatMap((field) =>
      (field.getAttribute("aria-describedby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .filter((text) => text.trim() !== ""),
    ),
  );
}

function expectHungarian(messages: readonly string[]) {
  // The quoted words are what staff typed; the rest is the check's own wording.
  for (const message of messages)
    expect(message.replace(/„[^”]*”/g, "").match(english)?.[0], message).toBeUndefined();
}

/** The page at this width: no sideways scrolling, nothing axe finds. */
async function noSidewaysScroll(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

// At a desk's width: what a typed price means and what a check says do not depend on the width,
// and the layout walk (editor-staff-pages.spec.ts) holds the entries to the phone's.
{
  const width = 1440;
  test("prices mean what was typed, and checks speak Hungarian", async ({ page }) => {
    const price = await openPrices(page, width);
    await expect(price).toHaveValue(/^349\s000$/, { timeout: 30_000 });

    // Each way a Hungarian writes a price (digits alone, grouped by a space or a dot, with
    // "Ft") is saved through the field as the number meant; app/content/whole-number.test.ts
    // holds every spelling to its number. Each save changes the price, so each is a save.
    const spellings = [
      ["359000", 359000],
      ["349 000", 349000],
      ["359.000", 359000],
      ["349 000 Ft", 349000],
    ] as const;
    for (const [typed, meant] of spellings) {
      await price.fill(typed);
      await price.blur();
      await expect(price).toHaveValue(new RegExp(`^${String(meant).slice(0, 3)}\\s000$`));
      await save(page);
      expect(savedPrice(), typed).toBe(meant);
    }

    // Anything else is refused as soon as the field is left, naming it, and never saved.
    for (const typed of ["189 O00", "1e6", "12,5"]) {
      await price.fill(typed);
      await price.blur();
      await expect(price).toHaveAttribute("aria-invalid", "true");
      const messages = await checkMessages(page);
      expect(messages.join("\n")).toContain(`„${priceField}”: „${typed}” nem egész szám.`);
      expectHungarian(messages);
      const sent: string[] = [];
      page.on("request", (r) => {
        if (r.url().endsWith("/api/keystatic/update")) sent.push(r.url());
      });
      await page.getByRole("button", { name: "Mentés" }).click();
      // Keystatic refuses the save in the page: no request is made, the field stays marked.
      await page.waitForTimeout(500);
      await expect(price).toHaveAttribute("aria-invalid", "true");
      expect(sent).toEqual([]);
      expect(savedPrice()).toBe(349000);
      if (typed === "189 O00") await shoot(page, `keystatic-price-refused-${width}`);
    }
    // Typed back as it was, the entry has nothing unsaved.
    await price.fill("349 000");
    await expect(page.getByText("Nincs mentve")).toHaveCount(0);

    // Keystatic's own checks of text fields and lists: in Hungarian, naming the field.
    await page.goto(`${editor.origin}/keystatic/singleton/service-property-protection-hu`);
    const title = page.getByRole("textbox", { name: "Oldalcím" });
    await expect(title).toBeVisible({ timeout: 30_000 });
    const [titleWas, messageWas] = [
      await title.inputValue(),
      await page.getByRole("textbox", { name: "Előre kitöltött üzenet" }).inputValue(),
    ];
    await title.fill("Rövid");
    await title.blur();
    const message = page.getByRole("textbox", { name: "Előre kitöltött üzenet" });
    await message.fill("Szeretnék ajánlatot kérni, ez a csomag érdekel.");
    await message.blur();
    await page.getByRole("button", { name: "Mentés" }).click();
    const messages = await checkMessages(page);
    expect(messages).toEqual(
      expect.arrayContaining([
        "„Oldalcím”: legalább 10 karakter legyen; most 5.",
        expect.stringContaining(
          "„Előre kitöltött üzenet”: a {csomag} pontosan egyszer szerepeljen",
        ),
      ]),
    );
    expectHungarian(messages);
    await shoot(page, `keystatic-checks-${width}`);
    await title.fill(titleWas);
    await message.fill(messageWas);
    await expect(page.getByText("Nincs mentve")).toHaveCount(0);
  });
}

test("unsaved changes are asked about, then listed apart on the publishing page", async ({
  page,
}) => {
  // A saved change: listed as saved, in words.
  const price = await openPrices(page);
  await expect(price).toHaveValue(/^349\s000$/, { timeout: 30_000 });
  await price.fill("359 000");
  await save(page);

  // An unsaved change of the Hungarian home page.
  await page.goto(`${editor.origin}/keystatic/singleton/home-hu`);
  const heading = page.getByRole("textbox", { name: "Főcím" });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await heading.fill("Biztonság, amire számíthat");
  await expect(page.getByText("Nincs mentve")).toBeVisible();

  // Leaving for another entry asks; staying keeps the entry open.
  const asked: string[] = [];
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    return dialog.dismiss();
  });
  await page.getByRole("link", { name: "Cégadatok" }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain("nem mentett változtatások");
  await expect(page).toHaveURL(/\/keystatic\/singleton\/home-hu$/);

  // Opening the publishing page asks too; going on lands there.
  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    return dialog.accept();
  });
  await page.getByRole("link", { name: "Előnézet és közzététel →" }).click();
  // A hang limit, not a bar: beside a busy machine the page after the question took over 5 s.
  await expect(page).toHaveURL(`${editor.origin}/admin`, { timeout: 30_000 });
  expect(asked).toHaveLength(2);

  const unsaved = page.locator("#unsaved");
  await expect(unsaved).toBeVisible();
  await expect(unsaved.getByRole("heading")).toHaveText("Nincs mentve (csak ebben a böngészőben)");
  await expect(unsaved.getByRole("link", { name: "Magyar · főoldal" })).toBeVisible();
  const saved = page.getByRole("region", { name: "Változások közzététele" });
  await expect(page.getByRole("checkbox", { name: "Csomagárak · Ingatlanvédelem" })).toBeChecked();
  await expect(saved).toContainText("Prémium csomag ára: 349 000 Ft → 359 000 Ft");
  await expect(saved).not.toContainText("főoldal · Főcím");
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    await shoot(page, `publishing-unsaved-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Back in the entry, its draft is restored, and is thrown away with Elvetés.
  await unsaved.getByRole("link", { name: "Magyar · főoldal" }).click();
  await expect(page.getByRole("textbox", { name: "Főcím" })).toHaveValue(
    "Biztonság, amire számíthat",
    { timeout: 30_000 },
  );
  await page.getByRole("button", { name: "Elvetés" }).click();
  await expect(page.getByText("Nincs mentve")).toHaveCount(0);
});

test("the preview is marked, keeps its links inside, and a publish and an undo say their changes in words", async ({
  page,
}) => {
  const price = await openPrices(page);
  await expect(price).toBeVisible({ timeout: 30_000 });
  await price.fill("359 000");
  await price.blur();
  if ((await page.getByText("Nincs mentve").count()) > 0) await save(page);
  expect(savedPrice()).toBe(359000);

  // One sentence of the first testimonial, in German: an item of a list, edited in its dialog.
  await page.goto(`${editor.origin}/keystatic/singleton/testimonials`);
  await page.getByText("Kovács Péter").click();
  const german = page.getByRole("dialog").getByLabel("Német");
  await expect(german).toHaveValue(new RegExp(oldSentence), { timeout: 30_000 });
  await german.fill((await german.inputValue()).replace(oldSentence, newSentence));
  await page.getByRole("dialog").getByRole("button", { name: "Kész" }).click();
  await save(page);
  await page.goto(`${editor.origin}/keystatic/singleton/${pricesEntry}`);
  await expect(price).toHaveValue(/^359\s000$/, { timeout: 30_000 });

  // The entry's own preview button: a fresh preview, opened at the entry's page. The click
  // waits for the navigation, which answers once the preview is made.
  await page.getByRole("button", { name: "Az oldal előnézete" }).click({ timeout: 120_000 });
  await expect(page).toHaveURL(`${editor.origin}/admin/preview/ingatlanvedelem`, {
    timeout: 120_000,
  });
  const banner = page.getByRole("region", { name: "Előnézet – nem élő oldal" });
  await expect(banner).toContainText("Előnézet – nem élő oldal");
  await expect(banner).toContainText(/készült: \d{4}\. \S+ \d+\. \d{1,2}:\d{2}/);
  await expect(page.locator("#packages")).toContainText(/359\s000\sFt/);
  // The preview holds every saved change, the German page's too; nothing is live yet.
  const germanPreview = await page.request.get(`${editor.origin}/admin/preview/de`);
  expect(await germanPreview.text()).toContain(newSentence);
  expect(await live("/eigentumsschutz")).toMatch(/349\.000\sHUF/);
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll("a[href^='/']")]
      .map((a) => a.getAttribute("href") ?? "")
      .filter((href) => !href.startsWith("/admin/preview") && href !== "/admin#preview"),
  );
  expect(outside).toEqual([]);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expect(banner).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `preview-banner-${width}`, { fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // A link of the page's own menu stays in the preview.
  await page.getByRole("banner").getByRole("link", { name: "Főoldal" }).first().click();
  await expect(page).toHaveURL(`${editor.origin}/admin/preview/`);
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Vissza a közzétételhez" }).click();
  await expect(page).toHaveURL(`${editor.origin}/admin#preview`);

  // Publish; the history says the change in words, with author, and no commit anywhere.
  // The answer comes once the release is live: on a busy machine that may take a while.
  const clicked = Date.now();
  await page.getByRole("button", { name: "Közzététel most" }).click({ timeout: 120_000 });
  await expect(page.getByRole("status")).toContainText("Közzétéve", { timeout: 120_000 });
  const tookMs = Date.now() - clicked;
  // Live in every language, each in its own way of writing the price, within the minute.
  expect(await live("/eigentumsschutz")).toMatch(/359\.000\sHUF/);
  expect(await live("/property-protection")).toMatch(/HUF\s359,000/);
  expect(await live("/de")).toContain(newSentence);
  expect(await live("/de")).not.toContain(oldSentence);
  test.info().annotations.push({ type: "publish to live", description: `${tookMs} ms` });
  expect(tookMs).toBeLessThan(60_000);
  const history = page.getByRole("region", { name: "Előzmények" });
  const latest = history.getByRole("listitem").filter({ hasText: "2. változat" }).first();
  await expect(latest).toContainText(
    "Csomagárak · Ingatlanvédelem · Prémium csomag ára: 349 000 Ft → 359 000 Ft",
  );
  await expect(latest).toContainText("Kovács Anna");
  // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not its markup
  const words = await page.locator("main").innerText();
  expect(words).not.toMatch(/\b[0-9a-f]{7,40}\b|\.ya?ml|content\//);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    await shoot(page, `publishing-history-${width}`);
  }

  // The preview made before the publish is no longer offered as current.
  await expect(
    page.getByText("A legutóbbi előnézet a mostani élő változatnál régebbi"),
  ).toBeVisible();
  const stale = await page.request.get(`${editor.origin}/admin/preview/ingatlanvedelem`);
  expect(stale.status()).toBe(410);

  // Undo asks on its own page what it will change, then publishes the first version again.
  await page.getByRole("link", { name: /^Visszaállítás erre… \(1\. változat\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Visszaállítás az 1. változatra",
  );
  await expect(page.locator("main")).toContainText(
    "Csomagárak · Ingatlanvédelem · Prémium csomag ára: 359 000 Ft → 349 000 Ft",
  );
  // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not its markup
  expect(await page.locator("main").innerText()).not.toMatch(/\b[0-9a-f]{7,40}\b/);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    await shoot(page, `undo-confirmation-${width}`);
  }
  await page
    .getByRole("button", { name: "Visszaállítás és közzététel" })
    .click({ timeout: 120_000 });
  await expect(page.getByRole("status")).toContainText("Visszaállítva", { timeout: 120_000 });
  const undone = history.getByRole("listitem").filter({ hasText: "3. változat" }).first();
  await expect(undone).toContainText("Visszaállítás az 1. változatra");
  await expect(undone).toContainText("359 000 Ft → 349 000 Ft");
  expect(await live("/ingatlanvedelem")).toMatch(/349\s000\sFt/);
  expect(await live("/eigentumsschutz")).toMatch(/349\.000\sHUF/);
  expect(await live("/de")).toContain(oldSentence);
});
