/** Steps of the editor's browser tests that several of them take. */
import { expect, type Page, test } from "@playwright/test";
import { nextTestRecoveryCode } from "../test/second-factor.ts";
import { editorName, editorPassword } from "./editor-server.ts";
import { staffWidths } from "./viewports.ts";

/**
 * Signs in on the sign-in page as `name` (with the tests' password), passes the second step
 * with one of the tests' recovery codes (test/second-factor.ts) and lands on /admin.
 */
export async function signIn(page: Page, origin: string, name = editorName): Promise<void> {
  await page.goto(`${origin}/admin/sign-in`);
  await page.getByLabel("Név", { exact: true }).fill(name);
  await page.getByLabel("Jelszó").fill(editorPassword);
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
  await expect(page).toHaveURL(`${origin}/admin/second-step`);
  await page.getByLabel("Kód", { exact: true }).fill(nextTestRecoveryCode());
  await page.getByRole("button", { name: "Tovább" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
}

/** The Budapest wall-clock of tomorrow at 10:00, as a `datetime-local` field takes it. */
export function tomorrowAtTen(): string {
  const day = new Date(Date.now() + 24 * 3_600_000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Budapest" }).format(day);
  return `${date}T10:00`;
}

type StaffWidth = (typeof staffWidths)[number];

/**
 * Declares `tests` once per staff width, in a `describe` ("at 390 px") that uses the width's
 * viewport; `tests` is given the width and those options (for a second browser context).
 */
export function atStaffWidths(tests: (width: StaffWidth[0], use: StaffWidth[1]) => void): void {
  for (const [width, use] of staffWidths) {
    test.describe(`at ${width} px`, () => {
      test.use(use);
      tests(width, use);
    });
  }
}
