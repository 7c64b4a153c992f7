/**
 * The languages page as staff use it, at a desk's width and a phone's: the Hungarian home
 * page's main heading changes alone and is published; the page is marked apart, with that
 * field listed and linked to the English and German entries; the link opens the English entry
 * with that field focused; English and German are marked checked, which the page shows with
 * the name and time and the history lists. A replaced photo's alt texts are flagged on the publishing
 * and languages pages. axe finds nothing, and nothing scrolls sideways at 390 px.
 * Runs its own server with the editor on (e2e/editor-server.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile } from "./editor-server.ts";
import { atEachStaffWidth, save, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";

test.use({ locale: "hu-HU" });
// One build of the whole site (the publish) on a busy 2-core machine.
test.setTimeout(300_000);

const editor = editorServerForThisFile();
const heading = "Biztonság, amire számíthat";

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The page at each staff width: no axe violation, nothing wider than the screen. */
function atEveryWidth(page: Page, name: string) {
  return atEachStaffWidth(page, async (width) => {
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    expect(await sideways(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await shoot(page, `${name}-${width}`);
  });
}

test("a field changed in Hungarian only is listed, linked and then checked in English and German", async ({
  page,
}) => {
  await signedIn(page, editor.origin);

  // The Hungarian home page's main heading changes, and is published.
  await page.goto(`${editor.origin}/keystatic/singleton/home-hu`);
  const field = page.getByRole("textbox", { name: "Főcím" }).first();
  await expect(field).toBeVisible({ timeout: 30_000 });
  await field.fill(heading);
  await save(page);
  await page.goto(`${editor.origin}/admin`);
  await page.getByRole("button", { name: "Közzététel most" }).click();
  await expect(page.getByRole("status")).toContainText("Közzétéve", { timeout: 180_000 });

  // The security page's photo is replaced (saved, as a save through the editor writes it):
  // its alt texts are to be looked at, here and on the publishing page.
  const photo = join(editor.contentDir, "photos", "security.svg");
  writeFileSync(
    photo,
    readFileSync(photo, "utf8").replace("</svg>", "<title>Új fotó</title></svg>"),
  );
  await page.goto(`${editor.origin}/admin`);
  const warning = page.locator(".warning", { hasText: "A fotó kicserélve" });
  await expect(warning).toContainText("A fotó kicserélve: a leírást (alt szöveg) nézze át");
  await expect(warning).toContainText("Biztonságtechnika: magyar, angol, német");
  await atEveryWidth(page, "publishing");

  // The home page is apart, with the field listed for English and German.
  await page.goto(`${editor.origin}/admin/languages`);
  await expect(page.locator('tr[data-page="security"]')).toContainText(
    "A fotó kicserélve: a leírást (alt szöveg) nézze át",
  );
  const home = page.locator('tr[data-page="home"]');
  await expect(home).toContainText("Eltérnek");
  await expect(home).toContainText("Régebbi szöveg: angol, német");
  const english = home.getByRole("link", { name: "Főcím (angol)" });
  await expect(english).toHaveAttribute("href", "/keystatic/singleton/home-en#field=hero.heading");
  await expect(home.getByRole("link", { name: "Főcím (német)" })).toHaveAttribute(
    "href",
    "/keystatic/singleton/home-de#field=hero.heading",
  );
  await atEveryWidth(page, "apart");

  // The link opens the English entry with the field focused.
  await english.click();
  await expect(page).toHaveURL(`${editor.origin}/keystatic/singleton/home-en#field=hero.heading`);
  await expect(page.getByRole("textbox", { name: "Főcím" }).first()).toBeFocused({
    timeout: 30_000,
  });

  // English, then German, checked: each with the name and time, then the page is in step.
  await page.goto(`${editor.origin}/admin/languages`);
  const time = /\d{4}\. \S+ \d{1,2}\. \d{1,2}:\d{2}/;
  await home
    .getByRole("button", { name: /Ellenőrizve, nem kell módosítani \(Főoldal, angol\)/ })
    .click();
  await expect(page.getByRole("status").first()).toContainText("Az ellenőrzés rögzítve.");
  await expect(home).toContainText(new RegExp(`Angol: ellenőrizte Kovács Anna, ${time.source}`));
  await expect(home).toContainText("Régebbi szöveg: német");
  await home
    .getByRole("button", { name: /Ellenőrizve, nem kell módosítani \(Főoldal, német\)/ })
    .click();
  await expect(home).toContainText("Együtt változtak");
  await expect(home).toContainText(new RegExp(`Német: ellenőrizte Kovács Anna, ${time.source}`));
  await atEveryWidth(page, "checked");

  // The history lists both checks, each on its own line.
  await page.goto(`${editor.origin}/admin`);
  const history = page.locator("ol.versions");
  await expect(history).toContainText(
    "Kovács Anna ellenőrizte: Főoldal · Angol — nem kell módosítani",
  );
  await expect(history).toContainText(
    "Kovács Anna ellenőrizte: Főoldal · Német — nem kell módosítani",
  );
});
