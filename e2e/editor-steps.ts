/** Steps of the editor's browser tests that several of them take. */
import { expect, type Page, type Response, test } from "@playwright/test";
import { signIn as sessionFor } from "../test/admin-client.ts";
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

/**
 * Opens /admin signed in as `name`, for a test whose subject comes after sign-in: the session is
 * made over HTTP (`signIn` of test/admin-client.ts: the password, then the second step, as the
 * server tests prove them) and handed to the browser. The sign-in pages themselves are used in
 * the browser by editor.spec.ts (without JavaScript), editor-second-factor.spec.ts and the
 * staff-page walk (at both widths), through `signIn` above.
 */
export async function signedIn(page: Page, origin: string, name = editorName): Promise<void> {
  const cookie = await sessionFor(origin, name);
  const at = cookie.indexOf("=");
  await page.context().addCookies([
    {
      name: cookie.slice(0, at),
      value: cookie.slice(at + 1),
      domain: new URL(origin).hostname,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(`${origin}/admin`);
}

/** Clicks Keystatic's "Mentés" on the open entry; the server's answer to the save. */
export async function saveEntry(page: Page): Promise<Response> {
  const written = page.waitForResponse(
    (r) => r.url().endsWith("/api/keystatic/update") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Mentés" }).click();
  return written;
}

/**
 * Saves the open entry, changed since its last save, and waits until the server has written it
 * and Keystatic has taken the saved tree in: its "Nincs mentve" badge goes with that update,
 * which also sets the fields to what was saved, so an edit typed between the server's answer
 * and that update would be lost (seen beside a busy process).
 */
export async function save(page: Page): Promise<void> {
  expect((await saveEntry(page)).status()).toBe(200);
  await expect(page.getByText("Nincs mentve")).toHaveCount(0, { timeout: 30_000 });
}

/** The Budapest wall-clock of tomorrow at 10:00, as a `datetime-local` field takes it. */
export function tomorrowAtTen(): string {
  const day = new Date(Date.now() + 24 * 3_600_000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Budapest" }).format(day);
  return `${date}T10:00`;
}

type StaffWidth = (typeof staffWidths)[number];

/**
 * Runs `check` on the open page at each staff width in turn (the window resized, the page not
 * loaded again), and leaves it at the desk's width.
 */
export async function atEachStaffWidth(
  page: Page,
  check: (width: StaffWidth[0]) => Promise<void>,
): Promise<void> {
  for (const [width, { viewport }] of staffWidths) {
    await page.setViewportSize(viewport);
    await check(width);
  }
  await page.setViewportSize(staffWidths[0][1].viewport);
}

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
