/**
 * The figures page on a phone (390 px) with figures to show: it does not scroll sideways,
 * its tables read as lists, the eight-week chart's text stays legible, and axe finds nothing.
 * Every staff page's layout at 390 px, without figures, is the layout walk's
 * (editor-staff-pages.spec.ts).
 */
import { expect, type Page, test } from "@playwright/test";
import type { CountKey } from "../server/analytics/index.ts";
import { axeViolations } from "./axe.ts";
import { countsSeed, editorServerForThisFile } from "./editor-server.ts";
import { signIn } from "./editor-steps.ts";
import { viewports } from "./viewports.ts";

const seedCounts = countsSeed((dayBack, blank) =>
  Array.from({ length: 70 }, (_, back) => {
    const day = dayBack(back);
    return [
      [{ day, ...blank, kind: "view", page: "/", language: "hu" }, 30 + (back % 5)],
      [
        { day, ...blank, kind: "view", page: "/security", language: "en", referrer: "example.org" },
        8,
      ],
      [
        { day, ...blank, kind: "inquiry", page: "/biztonsag", language: "hu", service: "security" },
        back % 3 === 0 ? 1 : 0,
      ],
    ] satisfies Array<[CountKey, number]>;
  }).flat(),
);

const editor = editorServerForThisFile({ analytics: true, seed: seedCounts });
test.use(viewports.mobile);

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test("the figures read as lists on a phone, with a legible chart, no sideways scroll and no axe finding", async ({
  page,
}) => {
  await signIn(page, editor.origin);
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
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
});
