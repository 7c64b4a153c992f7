/**
 * What the back office says is true, at a desk's width (1440 px), on a server of its own with
 * a real webhook receiver on 127.0.0.1:
 * - a preview is inert: its contact form, with and without JavaScript, stores and sends
 *   nothing and says so; the band that marks it stays in view, at a phone's width (390 px)
 *   too;
 * - a change is what staff changed: a save of the heading lists one change, not the empty
 *   lists Keystatic writes beside it; after an undo no page's languages are "Eltérnek";
 * - the words staff read: one name for the editor, the figures' detail folded under
 *   "Részletek".
 */
import { type Browser, expect, type Page, test } from "@playwright/test";
import { WebhookReceiver } from "../test/servers.ts";
import { editorServerForThisFile } from "./editor-server.ts";
import { save, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";
import { staffWidths } from "./viewports.ts";

// A preview, a publish and an undo: three builds of the site on a busy machine. The tests go
// in order: the publish lists the heading saved before it.
test.setTimeout(600_000);
test.describe.configure({ mode: "serial" });
test.use({ actionTimeout: 30_000 });

const hook = new WebhookReceiver();
test.beforeAll(async () => {
  await hook.listen();
});
test.afterAll(() => hook.close());
const editor = editorServerForThisFile({
  analytics: true,
  env: () => ({ CONTACT_WEBHOOK_URL: hook.url }),
});

type Size = (typeof staffWidths)[number][1];

/**
 * A staff member's page at /admin, in a browser of its own (a size, JavaScript on or off),
 * signed in over HTTP (signing in is the other editor files' to test).
 */
async function staffPage(browser: Browser, size: Size, javaScriptEnabled = true) {
  const context = await browser.newContext({ ...size, locale: "hu-HU", javaScriptEnabled });
  const page = await context.newPage();
  await signedIn(page, editor.origin);
  return page;
}

/** Makes a preview of the saved content and waits for its links. */
async function makePreview(page: Page) {
  await page.goto(`${editor.origin}/admin`);
  await page.getByRole("button", { name: "Előnézet készítése" }).click({ timeout: 120_000 });
  await expect(page.locator('a[href="/admin/preview/biztonsag"]')).toBeVisible({
    timeout: 120_000,
  });
}

async function fillContactForm(page: Page) {
  const form = page.locator("#contact-form");
  await form.locator("[name=name]").fill("Teszt Elek");
  await form.locator("[name=email]").fill("teszt.elek@example.com");
  await form.locator("[name=message]").fill("Ez egy próba az előnézetből.");
  await form.locator("button[type=submit]").click();
}

test("a preview's form sends nothing, with and without JavaScript, and says so (1440 and 390 px)", async ({
  browser,
}) => {
  // One preview for both widths: what is checked at each is the page, not its making.
  const maker = await staffPage(browser, staffWidths[0][1]);
  await makePreview(maker);
  await maker.context().close();

  for (const [width, size] of staffWidths) {
    const page = await staffPage(browser, size);
    await page.goto(`${editor.origin}/admin/preview/biztonsag`);

    // The band stays in view while the page scrolls.
    const band = page.locator("#dp-preview");
    await expect(band).toContainText("Előnézet – nem élő oldal");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await band.boundingBox();
    expect(box?.y ?? -1, `${width} px`).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 999, `${width} px`).toBeLessThan(2);
    await shoot(page, `preview-band-${width}`, { fullPage: false });

    // Above the form, the preview says that it sends nothing; the island answers the same.
    const note = page.locator(".dp-preview-form");
    await note.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect(note).toHaveText(/nem tárol és nem küld semmit/);
    // The sections near the form are drawn once they near the viewport (content-visibility).
    await page.waitForTimeout(500);
    await shoot(page, `preview-form-note-${width}`, { fullPage: false });
    await fillContactForm(page);
    await expect(page.getByText("Előnézet: az üzenet nem ment el")).toBeVisible();
    await shoot(page, `preview-form-sent-${width}`, { fullPage: false });

    // Without JavaScript: the plain post comes back to the page, whose band says it.
    const plain = await staffPage(browser, size, false);
    await plain.goto(`${editor.origin}/admin/preview/biztonsag`);
    await plain.locator(".dp-preview-form").scrollIntoViewIfNeeded();
    await fillContactForm(plain);
    await expect(plain).toHaveURL(/\/admin\/preview\/biztonsag#dp-preview-sent$/);
    await expect(plain.locator("#dp-preview-sent")).toBeVisible();
    await expect(plain.locator("#dp-preview-sent")).toContainText("Az üzenet nem ment el");
    await shoot(plain, `preview-no-js-sent-${width}`, { fullPage: false });
    await plain.context().close();

    // Posted to the real endpoint from a preview page (an old preview's script): still nothing.
    const answer = await page.request.post(`${editor.origin}/api/contact`, {
      headers: {
        origin: editor.origin,
        referer: `${editor.origin}/admin/preview/biztonsag`,
        accept: "application/json",
      },
      data: { name: "Teszt Elek", email: "teszt.elek@example.com", page: "/biztonsag" },
    });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).notice.title).toBe("Előnézet: az üzenet nem ment el");
    await page.context().close();
  }

  // Nothing was stored or sent: the webhook heard nothing, the inquiries list is empty.
  const page = await staffPage(browser, staffWidths[0][1]);
  await page.waitForTimeout(1500);
  expect(hook.calls).toHaveLength(0);
  await page.goto(`${editor.origin}/admin/inquiries`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Teszt Elek")).toHaveCount(0);
  await expect(page.getByText("teszt.elek@example.com")).toHaveCount(0);
  await page.context().close();
});

test("the webhook receiver hears a real inquiry from the live site (the check above can fail)", async ({
  page,
}) => {
  await page.goto(`${editor.origin}/biztonsag`);
  const form = page.locator("#contact-form");
  // Sent by the island, as the preview's form above was: a click before it has hydrated is the
  // form's plain post, whose answer is a page of its own (contact.spec.ts's).
  await form.scrollIntoViewIfNeeded();
  await page.locator("#contact-island[data-hydrated]").waitFor({ state: "attached" });
  await form.locator("[name=name]").fill("Valódi Vera");
  await form.locator("[name=email]").fill("vera@example.com");
  await form.locator("button[type=submit]").click();
  // A hang limit: the answer waits for the store's write, beside three browsers and a release.
  await expect(page.locator("#contact-island").getByText("Üzenet elküldve")).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => hook.calls.length, { timeout: 30_000 }).toBe(1);
  expect(hook.calls[0]?.body).toContain("vera@example.com");
  expect(hook.calls[0]?.body).not.toContain("teszt.elek@example.com");
});

const pendingLines = (page: Page) => page.locator("#publish-form .entry .changes > li");

// At a desk's width: the publishing page's list at a phone's is the layout walk's.
for (const [width, size] of staffWidths.slice(0, 1)) {
  test(`a heading-only save lists one change (${width} px)`, async ({ browser }) => {
    const page = await staffPage(browser, size);
    await page.goto(`${editor.origin}/keystatic/singleton/service-property-protection-hu`);
    const heading = page.getByRole("textbox", { name: "Főcím" }).first();
    await expect(heading).toBeVisible({ timeout: 30_000 });
    await heading.fill(`Ingatlana védelme, ${width} px`);
    await save(page);

    await page.goto(`${editor.origin}/admin`);
    // One entry, one line under it (the entry's name is its checkbox's).
    await expect(page.getByRole("checkbox", { name: "Magyar · Ingatlanvédelem" })).toBeChecked();
    await expect(pendingLines(page)).toHaveCount(1);
    await expect(pendingLines(page).first()).toHaveText(
      new RegExp(`Főcím: „.*” → „Ingatlana védelme, ${width} px”$`),
    );
    await expect(page.locator("main")).not.toContainText("Mutatók");
    await shoot(page, `pending-one-change-${width}`, { fullPage: false });
    await page.context().close();
  });
}

test("after a publish and its undo no page's languages are apart", async ({ browser }) => {
  const page = await staffPage(browser, staffWidths[0][1]);
  await page.goto(`${editor.origin}/admin`);
  await page.getByRole("button", { name: "Közzététel most" }).click({ timeout: 120_000 });
  await expect(page.getByRole("status")).toContainText("Közzétéve", { timeout: 120_000 });
  // The published version says the one field, in words.
  const newest = page.locator(".versions .version").first();
  await expect(newest.locator(".changes li")).toHaveCount(1);
  await expect(newest).not.toContainText("Mutatók");

  // English and German are behind on the heading only.
  await page.goto(`${editor.origin}/admin/languages`);
  const row = page.locator("tr", { hasText: "Ingatlanvédelem" }).first();
  await expect(row).toContainText("Eltérnek");
  await expect(row).toContainText("Főcím");
  await expect(row).not.toContainText("Mutatók");

  // Undo: back to the first version; every language is what it was.
  await page.goto(`${editor.origin}/admin`);
  await page.getByRole("link", { name: /^Visszaállítás erre… \(1\. változat\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Visszaállítás az 1. változatra",
  );
  await expect(page.locator("main")).toContainText("Az 1. változatot");
  await page
    .getByRole("button", { name: "Visszaállítás és közzététel" })
    .click({ timeout: 120_000 });
  await expect(page.getByRole("status")).toContainText("Visszaállítva", { timeout: 120_000 });
  await page.goto(`${editor.origin}/admin/languages`);
  await expect(page.locator("main")).not.toContainText("Eltérnek");
  await shoot(page, "languages-after-undo-1440", { fullPage: false });
  await page.context().close();
});

// The words do not depend on the width; the figures page's layout at a phone's is the layout
// walk's, and with figures to show editor-back-office.spec.ts's.
for (const [width, size] of staffWidths.slice(0, 1)) {
  test(`the words staff read: one name for the editor, the figures' detail folded away (${width} px)`, async ({
    browser,
  }) => {
    const page = await staffPage(browser, size);
    await expect(page.getByRole("link", { name: "Tartalom szerkesztése" })).toHaveCount(1);
    await page.goto(`${editor.origin}/admin/figures`);
    await expect(page.locator("#conversion")).toContainText("A konverzió");
    const details = page.locator("details.more");
    await expect(details).not.toHaveAttribute("open");
    await expect(details.locator("summary")).toHaveText("Részletek");
    await expect(page.locator("main")).not.toContainText("utm_");
    await expect(page.locator("main")).not.toContainText("Nem számolt kérések");
    await expect(details.getByText(/^Kampányok:/)).toBeHidden();
    await shoot(page, `figures-${width}`, { fullPage: false });
    await details.locator("summary").click();
    await expect(details.getByText(/^Kampányok:/)).toBeVisible();
    await expect(details.getByText(/^Amit nem számoltunk/)).toBeVisible();
    await expect(details).toContainText("a szerkesztő előnézetei");
    await shoot(page, `figures-details-${width}`, { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.viewport.width,
    );

    await page.goto(`${editor.origin}/keystatic`);
    await expect(page.getByRole("heading", { name: "Tartalom szerkesztése" })).toBeVisible({
      timeout: 30_000,
    });
    await page.context().close();
  });
}
