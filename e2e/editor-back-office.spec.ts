/**
 * The back office as staff use it, in Chromium: the figures equal `npm run report -- --json`
 * over the same analytics file; an inquiry sent on the site appears at /admin/inquiries, is
 * exported and erased after their confirmation pages, and its address is then in no byte of
 * any database file; every page passes axe and can be used with the keyboard; on a phone the
 * figures' tables read as lists, the eight-week chart's text stays legible and nothing scrolls
 * sideways. Runs its own server with the editor and counting on. (An account without the right: its refusal in the
 * browser is editor-inquiries.spec.ts's, every spelling of it server/back-office's tests'.)
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import type { CountKey } from "../server/analytics/index.ts";
import { axeViolations } from "./axe.ts";
import { countsSeed, editorName, editorServerForThisFile } from "./editor-server.ts";
import { signedIn } from "./editor-steps.ts";
import { siteContent } from "./site.ts";
import { viewports } from "./viewports.ts";

test.use({ locale: "hu-HU" });
test.describe.configure({ mode: "serial" });

/** Ninety days and the ninety before them, with views, clicks and inquiries on some. */
const seedCounts = countsSeed((dayBack, blank) => {
  const counts: Array<[CountKey, number]> = [];
  for (let back = 0; back < 180; back += 3) {
    const base = { day: dayBack(back), ...blank };
    counts.push(
      [{ ...base, kind: "view", page: "/", language: "hu" }, 40 + (back % 7) * 3],
      [{ ...base, kind: "view", page: "/security", language: "en", referrer: "google.com" }, 12],
      [
        {
          ...base,
          kind: "view",
          page: "/biztonsag",
          language: "hu",
          source: "newsletter",
          medium: "email",
          campaign: "osz",
        },
        5 + (back % 5),
      ],
      [{ ...base, kind: "inquiry", page: "/biztonsag", language: "hu", service: "security" }, 1],
      [{ ...base, kind: "call", page: "/", language: "hu" }, back % 2],
      [{ ...base, kind: "email", page: "/security", language: "en" }, 1],
    );
  }
  return counts;
});

const editor = editorServerForThisFile({ analytics: true, seed: seedCounts });

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

interface Totals {
  view: number;
  inquiry: number;
  call: number;
  email: number;
}
interface Line {
  label: string;
  current: Totals;
}

const number = new Intl.NumberFormat("hu-HU");
const percent = new Intl.NumberFormat("hu-HU", { style: "percent", maximumFractionDigits: 1 });

/** The cells a report line must show, by column index (the change columns are left out). */
function expectedCells(line: Line, columns: number): Map<number, string> {
  const { view, inquiry, call, email } = line.current;
  const cells = new Map([[0, number.format(view)]]);
  if (columns === 2) return cells;
  cells.set(2, number.format(inquiry));
  cells.set(4, view === 0 ? "–" : percent.format(inquiry / view));
  if (columns === 5) return cells;
  cells.set(5, number.format(call));
  cells.set(6, number.format(email));
  return cells;
}

test("the figures equal npm run report -- --json for 7, 30 and 90 days", async ({ page }) => {
  await signedIn(page, editor.origin);
  for (const days of [7, 30, 90]) {
    await page.goto(`${editor.origin}/admin/figures?days=${days}`);
    // The campaigns and what was not counted are folded under "Részletek".
    await page.getByText("Részletek", { exact: true }).click();
    const report = JSON.parse(
      execFileSync(process.execPath, ["server/cli/report.ts", "--json", "--days", String(days)], {
        env: editor.env,
        encoding: "utf8",
      }),
    );
    const sections: Line[][] = [
      [report.total],
      report.pages,
      report.services,
      report.languages,
      report.referrers,
      report.campaigns,
    ];
    for (const [index, lines] of sections.entries()) {
      const rows = page.locator(`table[data-section="${index}"] tbody tr`);
      await expect(rows).toHaveCount(lines.length);
      for (const [i, line] of lines.entries()) {
        const cells = await rows.nth(i).locator("td").allInnerTexts();
        for (const [column, text] of expectedCells(line, cells.length))
          expect(cells[column], `section ${index}, row ${i}, column ${column}`).toBe(text);
      }
    }
    const kpis = page.locator(".kpis dd");
    await expect(kpis.nth(0)).toContainText(number.format(report.total.current.view));
    await expect(kpis.nth(1)).toContainText(number.format(report.total.current.inquiry));
  }
  await expect(page.getByRole("img", { name: /az elmúlt nyolc hétben/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an inquiry sent on the site is listed, exported and erased, and its address is gone from every database file", async ({
  page,
}) => {
  const address = `adatkeres-${Date.now()}@example.com`;
  await page.goto(`${editor.origin}/biztonsag`);
  const form = page.locator("#contact-form");
  await form.locator("[name=name]").fill("Adat Kérő");
  await form.locator("[name=email]").fill(address);
  await form.locator("[name=message]").fill("Szeretném látni, mit tárolnak rólam.");
  await form.locator("[name=service]").selectOption("security");
  await page.getByRole("button", { name: siteContent.hu.form.submit }).click();
  await expect(
    page.getByRole("status").filter({ hasText: siteContent.hu.form.notices.success.title }),
  ).toBeVisible();

  await signedIn(page, editor.origin);
  await page.getByRole("link", { name: "Megkeresések" }).click();
  await expect(page.getByRole("heading", { name: "Megkeresések", level: 1 })).toBeVisible();
  const newest = page.locator("tbody tr").first();
  await expect(newest).toContainText(address);
  await expect(newest).toContainText("Biztonságtechnika");
  await expect(newest.locator(".badge")).toHaveText([
    "Kezeletlen",
    "Nincs beállítva",
    "Nincs beállítva",
  ]);
  await expectNoAxeViolations(page);

  // Search by the address, open the person's inquiries, then export after the confirmation page.
  await page.getByLabel("Keresés név vagy e-mail-cím szerint").fill(address);
  await page.getByRole("button", { name: "Keresés" }).click();
  await page.getByRole("link", { name: /^E cím minden megkeresése/ }).click();
  await expect(page.locator("caption")).toContainText(`1 megkeresés erről a címről: ${address}`);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Exportálás (Excel, CSV vagy JSON)…" }).click();
  await expect(page.getByRole("heading", { name: "Adatok exportálása" })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Letöltés JSON-ben" }).click();
  const exported = JSON.parse(readFileSync(await (await download).path(), "utf8"));
  expect(exported).toHaveLength(1);
  expect(exported[0]).toMatchObject({ email: address, name: "Adat Kérő", service: "security" });

  // Erase, after its confirmation page.
  await page.goto(`${editor.origin}/admin/inquiries?email=${encodeURIComponent(address)}`);
  await page.getByRole("link", { name: "Törlés…" }).click();
  await expect(page.getByRole("heading", { name: "Adatok törlése" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "1 megkeresés végleges törlése" }).click();
  await expect(page.getByRole("status")).toContainText("1 megkeresés törölve");
  await expect(page.locator("body")).not.toContainText(address);

  // The audit: who, what, how many; never the address.
  const audit = page.getByRole("table", { name: "Adatkérések naplója" }).locator("tbody tr");
  await expect(audit).toHaveCount(2);
  await expect(audit.nth(0).locator("td")).toHaveText([/\d/, editorName, "Törlés", "1"]);
  await expect(audit.nth(1).locator("td")).toHaveText([/\d/, editorName, "Exportálás", "1"]);
  await expectNoAxeViolations(page);

  // No database file holds the address any more, not even in its write-ahead log.
  const files = readdirSync(editor.dataDir, { recursive: true, encoding: "utf8" }).filter((name) =>
    /\.sqlite(-wal|-shm|-journal)?$/.test(name),
  );
  expect(files).toEqual(expect.arrayContaining(["inquiries.sqlite", "editor.sqlite"]));
  for (const name of files) {
    const bytes = readFileSync(join(editor.dataDir, name));
    expect(bytes.includes(Buffer.from(address)), name).toBe(false);
    expect(bytes.includes(Buffer.from(address.split("@")[0] ?? "")), name).toBe(false);
  }
});

test("every back-office page passes axe and works with the keyboard", async ({ page }) => {
  await signedIn(page, editor.origin);
  for (const path of [
    "/admin",
    "/admin/figures",
    "/admin/inquiries",
    "/admin/languages",
    "/admin/undo?valtozat=1",
    "/admin/devices",
  ]) {
    await page.goto(`${editor.origin}${path}`);
    await expectNoAxeViolations(page);
    // The first Tab reaches the skip link, which takes the focus to the page's content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Ugrás a tartalomra" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  }
  // The navigation by keyboard alone, with a visible focus ring.
  await page.goto(`${editor.origin}/admin`);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveText("Számok");
  expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${editor.origin}/admin/figures`);
  await page.goto(`${editor.origin}/admin/sign-in?out`);
  await expectNoAxeViolations(page);
});

/** Presses Tab until the focus is on the element named `name` (at most 40 times). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (text === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test("a data request is answered with the keyboard alone", async ({ page }) => {
  const address = `billentyu-${Date.now()}@example.com`;
  const sent = await fetch(`${editor.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: editor.origin },
    body: JSON.stringify({
      name: "Billentyű Béla",
      email: address,
      phone: "",
      service: "cleaning",
      message: "",
      page: "/takaritas",
      website: "",
    }),
  });
  expect(sent.ok).toBe(true);
  await signedIn(page, editor.origin);
  await tabTo(page, "Megkeresések");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${editor.origin}/admin/inquiries`);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Keresés név vagy e-mail-cím szerint")).toBeFocused();
  await page.keyboard.type(address);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  await tabTo(page, `E cím minden megkeresése: ${address}`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: /erről a címről/ })).toContainText(address);
  await tabTo(page, "Törlés…");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Adatok törlése" })).toBeVisible();
  await tabTo(page, "1 megkeresés végleges törlése");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").first()).toContainText("1 megkeresés törölve");
});

// The figures page on a phone, with figures to show (every staff page's layout at 390 px,
// without them, is the layout walk's, editor-staff-pages.spec.ts).
test.describe("at 390 px", () => {
  test.use(viewports.mobile);
  test("the figures read as lists on a phone, with a legible chart, no sideways scroll and no axe finding", async ({
    page,
  }) => {
    await signedIn(page, editor.origin);
    await page.goto(`${editor.origin}/admin/figures`);
    const chart = page.getByRole("img", { name: /az elmúlt nyolc hétben/ });
    await expect(chart).toHaveCount(1);
    // The smallest text of the visible drawing, as drawn on the screen.
    const smallest = await chart.evaluate((svg) =>
      Math.min(
        ...[...svg.querySelectorAll("text")].map((text) => text.getBoundingClientRect().height),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(10);
    // Eight bars a panel, dated by Mondays, the same weeks as the table beneath.
    await expect(chart.locator("rect[fill='#1d3a5c']")).toHaveCount(8);
    // A row of the page table is one block, its figures labelled (pages by their names).
    const row = page.locator('table[data-section="1"] tbody tr').first();
    await expect(row.locator("th")).toHaveText(/^(Főoldal|Biztonságtechnika)/);
    const cell = row.locator("td").first();
    expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe("block");
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toContain(
      "megtekintés",
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
