/**
 * The content editor's sign-in in Chromium, without JavaScript: the Secure `__Host-` session
 * cookie is kept on http://127.0.0.1, the overview opens, sign-out ends the session. Runs its
 * own server with the editor on (the shared one has it off), on a free port.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { unusedPort } from "../server/test-servers.ts";

test.use({ javaScriptEnabled: false, locale: "hu-HU" });

const name = "Kovács Anna";
const password = "hosszú-jelszó-2025";
let server: ChildProcess | undefined;
let work = "";
let origin = "";

test.beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "dp-e2e-editor-"));
  mkdirSync(join(work, "content"));
  writeFileSync(join(work, "content", "page.txt"), "Első változat");
  const port = await unusedPort();
  const env = {
    ...process.env,
    CONTENT_EDITOR: "on",
    CONTENT_DIR: join(work, "content"),
    DATABASE_PATH: join(work, "data", "inquiries.sqlite"),
    HOST: "127.0.0.1",
    PORT: String(port),
    HSTS: "false",
    LOG_LEVEL: "warn",
  };
  execFileSync(process.execPath, ["server/cli/editors.ts", "add", name], {
    env,
    input: `${password}\n`,
  });
  server = spawn(process.execPath, ["server/main.ts"], { env, stdio: "ignore" });
  origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
});

test("an editor signs in and out with plain forms, and the Secure session cookie holds on 127.0.0.1", async ({
  page,
  context,
}) => {
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(`${origin}/admin/sign-in`);
  await expect(page.getByRole("heading", { name: "Bejelentkezés" })).toBeVisible();

  await page.getByLabel("Felhasználónév").fill(name);
  await page.getByLabel("Jelszó").fill("nem ez a jelszó");
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
  await expect(page.getByRole("alert")).toHaveText("Hibás felhasználónév vagy jelszó.");

  await page.getByLabel("Jelszó").fill(password);
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
  await expect(page).toHaveURL(`${origin}/admin`);
  await expect(page.getByText(`Bejelentkezve: ${name}`)).toBeVisible();
  const [cookie] = await context.cookies(origin);
  expect(cookie).toMatchObject({
    name: "__Host-dp-editor",
    secure: true,
    httpOnly: true,
    sameSite: "Strict",
    path: "/",
  });

  await page.getByRole("button", { name: "Kijelentkezés" }).click();
  await expect(page).toHaveURL(`${origin}/admin/sign-in?out`);
  await expect(page.getByRole("status")).toHaveText("Kijelentkezett.");
  await page.goto(`${origin}/admin`);
  await expect(page).toHaveURL(`${origin}/admin/sign-in`);
});
