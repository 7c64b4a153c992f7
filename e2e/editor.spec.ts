/**
 * The content editor's sign-in in Chromium, without JavaScript: the Secure `__Host-` session
 * cookie is kept on http://127.0.0.1, the overview opens, sign-out ends the session. Runs its
 * own server with the editor on (the shared one has it off), on a free port.
 */
import { expect, test } from "@playwright/test";
import { nextTestRecoveryCode } from "../test/second-factor.ts";
import { editorName, editorPassword, editorServerForThisFile } from "./editor-server.ts";

test.use({ javaScriptEnabled: false, locale: "hu-HU" });

const name = editorName;
const password = editorPassword;
const editor = editorServerForThisFile();

test("an editor signs in and out with plain forms, and the Secure session cookie holds on 127.0.0.1", async ({
  page,
  context,
}) => {
  await page.goto(`${editor.origin}/admin`);
  await expect(page).toHaveURL(`${editor.origin}/admin/sign-in`);
  await expect(page.getByRole("heading", { name: "Bejelentkezés" })).toBeVisible();

  await page.getByLabel("Név", { exact: true }).fill(name);
  await page.getByLabel("Jelszó").fill("nem ez a jelszó");
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
  await expect(page.getByRole("alert")).toHaveText("Hibás név vagy jelszó.");

  await page.getByLabel("Jelszó").fill(password);
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
  // The second step, without JavaScript too: a code (here one of the tests' recovery codes).
  await expect(page).toHaveURL(`${editor.origin}/admin/second-step`);
  await page.getByLabel("Kód", { exact: true }).fill(nextTestRecoveryCode());
  await page.getByRole("button", { name: "Tovább" }).click();
  await expect(page).toHaveURL(`${editor.origin}/admin`);
  await expect(page.getByText(`Bejelentkezve: ${name}`)).toBeVisible();
  const cookie = (await context.cookies(editor.origin)).find((c) => c.name === "__Host-dp-editor");
  expect(cookie).toMatchObject({
    name: "__Host-dp-editor",
    secure: true,
    httpOnly: true,
    sameSite: "Strict",
    path: "/",
  });

  await page.getByRole("button", { name: "Kijelentkezés" }).click();
  await expect(page).toHaveURL(`${editor.origin}/admin/sign-in?out`);
  await expect(page.getByRole("status")).toHaveText("Kijelentkezett.");
  await page.goto(`${editor.origin}/admin`);
  await expect(page).toHaveURL(`${editor.origin}/admin/sign-in`);
});
