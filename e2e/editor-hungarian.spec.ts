/**
 * Keystatic's frame in Hungarian, walked as a member of staff would: the dashboard, an entry,
 * adding and removing a list item, a save, and a save that meets another editor's change
 * (a conflict). Any English word of the frame fails the walk, and axe finds nothing on the
 * dashboard or the entry; up to the save, no page logs an error or asks another host for
 * anything (the frame's Google Fonts link is taken out when the editor is built). Then the
 * languages page marks the page whose Hungarian alone changed, and back in Keystatic its bundle
 * comes from the browser's cache (private, immutable, by its hashed name), not the server.
 * Runs its own server with the editor on (e2e/editor-server.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile } from "./editor-server.ts";
import { signedIn } from "./editor-steps.ts";

test.use({ locale: "hu-HU" });
test.setTimeout(120_000);

const editor = editorServerForThisFile();

/** The words of Keystatic's frame that must not be English. */
const englishFrame = /\b(Dashboard|Save|Reset|Add|Delete|Cancel|Singletons?|Create|Done|Remove)\b/;

/** Everything the page says: its text, and the names its controls carry. */
async function frameWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll("[aria-label],[title],[placeholder]")].flatMap(
      (element) =>
        ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the style sheets' text
    return [document.body.innerText, ...names].join("\n");
  });
}

async function expectHungarian(page: Page, where: string) {
  const words = await frameWords(page);
  expect(words.match(englishFrame)?.[0], `an English word of the frame on ${where}`).toBe(
    undefined,
  );
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test("the dashboard, an entry, a list, a save and a conflict are all in Hungarian", async ({
  page,
}) => {
  const errors: string[] = [];
  const elsewhere: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== editor.origin)
      elsewhere.push(request.url());
  });
  await signedIn(page, editor.origin);

  // The dashboard. Keystatic's bundle, by its hashed name, is kept by this browser alone.
  const bundle = page.waitForResponse((r) =>
    new URL(r.url()).pathname.startsWith("/admin/editor/"),
  );
  await page.goto(`${editor.origin}/keystatic`);
  const headers = (await bundle).headers();
  expect(headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  expect(headers["x-robots-tag"]).toMatch(/\bnoindex\b/);
  await expect(page.getByRole("heading", { name: "Tartalom szerkesztése" })).toBeVisible({
    timeout: 30_000,
  });
  await expectHungarian(page, "the dashboard");
  await expectNoAxeViolations(page);

  // An entry: the Hungarian home page.
  await page.getByRole("link", { name: "Magyar · főoldal" }).first().click();
  const save = page.getByRole("button", { name: "Mentés" });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await expectHungarian(page, "the entry");
  await expectNoAxeViolations(page);

  // A list: add a keyword, then remove it again.
  const keywords = page.getByRole("grid", { name: "Kulcsszavak" });
  const before = await keywords.getByRole("row").count();
  await page.getByRole("button", { name: "Hozzáadás" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expectHungarian(page, "the new item's dialog");
  await dialog.getByRole("textbox").first().fill("vagyonvédelem Budapest");
  await dialog.getByRole("button", { name: "Hozzáadás" }).click();
  await expect(keywords.getByRole("row")).toHaveCount(before + 1);
  await expectHungarian(page, "the list with the new item");
  // Removed again. Beside a busy process a click as the dialog closes was once lost (the row
  // stayed for 5 s): clicked again while the new row is there, never on another row.
  const added = keywords.getByRole("row", { name: /vagyonvédelem Budapest/ });
  await expect(async () => {
    if ((await added.count()) > 0)
      await added.getByRole("button", { name: "Törlés" }).click({ timeout: 5_000 });
    await expect(keywords.getByRole("row")).toHaveCount(before, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });

  // A save: the page's title changes, in Hungarian only.
  const title = page.getByLabel("Oldalcím");
  await title.fill("Vagyonvédelem és követeléskezelés Budapesten | Danubius Protect");
  const written = page.waitForResponse((r) => r.url().endsWith("/api/keystatic/update"));
  await save.click();
  expect((await written).status()).toBe(200);
  await expectHungarian(page, "the saved entry");
  // The sign-in, the start page, the dashboard, an entry, its list and its save: nothing went
  // wrong in the browser, nothing was fetched elsewhere. (The conflict below answers 409,
  // which the browser logs as an error.)
  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);

  // A conflict: the file changes under the editor (as another editor's save would) and the
  // next save is refused, in Hungarian, without overwriting it.
  const file = join(editor.contentDir, "home", "hu.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace("Vagyonvédelem és", "Őrzésvédelem és"));
  await title.fill("Biztonság és követeléskezelés Budapesten | Danubius Protect");
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/keystatic/update"));
  await save.click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByText(/közben .* módosította/)).toBeVisible();
  await expectHungarian(page, "the conflict");
  expect(readFileSync(file, "utf8")).toContain("Őrzésvédelem és");

  // The languages page marks the home page: its Hungarian changed, English and German not.
  await page.goto(`${editor.origin}/admin/languages`);
  const home = page.locator('tr[data-page="home"]');
  await expect(home).toContainText("Eltérnek");
  await expect(home).toContainText("Régebbi szöveg: angol, német");
  await expect(home).toContainText("Közzé nem tett változás");
  await expect(page.locator('tr[data-page="security"]')).toContainText("Együtt változtak");
  await expectNoAxeViolations(page);

  // Back into Keystatic from the back office: its bundle comes from this browser's cache.
  await page.goto(`${editor.origin}/keystatic`);
  await expect(page.getByRole("heading", { name: "Tartalom szerkesztése" })).toBeVisible({
    timeout: 30_000,
  });
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/admin/editor/"))
      .map((entry) => {
        const { transferSize, decodedBodySize } = entry as PerformanceResourceTiming;
        return { transferSize, decodedBodySize };
      }),
  );
  expect(fetched).toHaveLength(1);
  expect(fetched[0]?.decodedBodySize).toBeGreaterThan(1_000_000);
  expect(fetched[0]?.transferSize).toBe(0);
});
