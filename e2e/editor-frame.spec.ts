/**
 * Keystatic's interface in Chromium, as a signed-in editor opens it: the editor's start page,
 * its dashboard and one entry give no console error and ask no other host for anything (its
 * frame's Google Fonts link is taken out when the editor is built). Runs its own server with
 * the editor on, on a free port.
 */
import { expect, test } from "@playwright/test";
import { editorServerForThisFile } from "./editor-server.ts";
import { signIn } from "./editor-steps.ts";

test.use({ locale: "hu-HU" });

const editor = editorServerForThisFile();

test("the editor, its dashboard and an entry: no console error, no request to another host", async ({
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

  await signIn(page, editor.origin);

  await page.goto(`${editor.origin}/keystatic`);
  await expect(page.getByRole("link", { name: "Cégadatok" }).first()).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("link", { name: "Cégadatok" }).first().click();
  await expect(page).toHaveURL(`${editor.origin}/keystatic/singleton/company`);
  await expect(page.getByLabel("Márkanév")).toHaveValue(/Danubius/);
  await page.goto(`${editor.origin}/keystatic/singleton/home-hu`);
  await expect(page.getByLabel("Címsor").first()).toBeVisible();
  await page.waitForLoadState("networkidle");

  expect(errors).toEqual([]);
  expect(elsewhere).toEqual([]);
});
