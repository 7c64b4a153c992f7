/**
 * The second step as staff take it, in Chromium with its virtual authenticator (the DevTools
 * protocol's WebAuthn domain: a real WebAuthn client), at a desk's width and a phone's: a new
 * account is led to set up a passkey before anything else, then signs in with password and
 * passkey; a replayed or forged passkey answer opens nothing; an authenticator is set up from
 * the QR code's secret, a computed code signs in and the same code again is refused; a recovery
 * code works once; signing out every other device ends another browser's session. Every page
 * passes axe and fits the width. Passkeys need a host name, so the server is opened at localhost.
 */
import { execFileSync } from "node:child_process";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { totpCode } from "../server/accounts/index.ts";
import { axeViolations } from "./axe.ts";
import { editorPassword, editorServerForThisFile } from "./editor-server.ts";
import { atStaffWidths, signIn as signInWithTestFactor } from "./editor-steps.ts";

test.use({ locale: "hu-HU" });
test.setTimeout(180_000);

const editor = editorServerForThisFile();
const local = () => editor.origin.replace("127.0.0.1", "localhost");

/** A name of each width's own (a name has no digits). */
const surname = (width: string) => (width === "390" ? "Telefon" : "Asztal");

/** A new account, with a password only, as the administrator adds it. */
function addAccount(name: string) {
  execFileSync(process.execPath, ["server/cli/editors.ts", "add", name], {
    env: editor.env,
    input: `${editorPassword}\n`,
  });
}

async function checkPage(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
}

async function password(page: Page, name: string) {
  await page.goto(`${local()}/admin/sign-in`);
  await page.getByLabel("Név", { exact: true }).fill(name);
  await page.getByLabel("Jelszó").fill(editorPassword);
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
}

/**
 * Sends a code on the second step. Wrong answers of this width's earlier tests count toward the
 * client's limit on its server (every test signs in from 127.0.0.1): when the page says the
 * client must wait, this waits the seconds it names, as a person would, and sends the code again.
 */
async function sendCode(page: Page, code: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByLabel("Kód", { exact: true }).fill(code);
    await page.getByRole("button", { name: "Tovább" }).click();
    await page.waitForLoadState();
    const alert = page.getByRole("alert");
    const said = (await alert.count()) > 0 ? ((await alert.first().textContent()) ?? "") : "";
    const wait = /(\d+) másodperc/.exec(said);
    if (!/Túl sok/.test(said) || !wait) return;
    await page.waitForTimeout((Number(wait[1]) + 1) * 1000);
  }
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Kijelentkezés" }).first().click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?out$/);
}

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Nothing but the second step opens to the password alone: pages, inquiries, the editor, its API. */
async function expectOnlySecondStep(page: Page) {
  for (const path of [
    "/admin",
    "/admin/inquiries",
    "/admin/figures",
    "/keystatic",
    "/admin/devices",
  ]) {
    await page.goto(`${local()}${path}`);
    await expect(page, path).toHaveURL(/\/admin\/(second-step|security)$/);
    await expect(page.getByText("Bejelentkezve:")).toHaveCount(0);
  }
  for (const path of [
    "/api/keystatic/tree",
    "/api/keystatic//tree",
    "/api/keystatic/%74ree",
    "/api/keystatic%2Ftree",
    "/api/keystatic/tree/",
    "/API/keystatic/tree",
    "/api/keystatic/./tree",
  ]) {
    const answer = await page.request.get(`${local()}${path}`, { maxRedirects: 0 });
    expect([401, 404], path).toContain(answer.status());
  }
  const publish = await page.request.post(`${local()}/admin/api/publish`, {
    headers: { Origin: local() },
    maxRedirects: 0,
  });
  expect(publish.status()).toBe(401);
}

/** A recorded passkey answer replayed, and one with a forged challenge: both refused. */
async function expectRefused(page: Page, answered: string) {
  const post = (data: string) =>
    page.request.post(`${local()}/admin/second-step/passkey`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: local() },
      data,
      maxRedirects: 0,
    });
  expect((await post(answered)).status()).toBe(401);
  const forged = new URLSearchParams(answered);
  forged.set("challenge", "bm90LWdpdmVuLWJ5LXRoZS1zZXJ2ZXI");
  expect((await post(forged.toString())).status()).toBe(401);
}

/** Shows the recovery codes page, keeps one code, goes on. */
async function keepRecoveryCode(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Helyreállító kódjai" })).toBeVisible();
  const codes = await page.locator("ul.codes li").allTextContents();
  expect(codes).toHaveLength(10);
  await checkPage(page);
  await page.getByRole("link", { name: "Elmentettem, tovább" }).click();
  await expect(page).toHaveURL(`${local()}/admin`);
  return codes[3] ?? "";
}

atStaffWidths((width, use) => {
  // Each width in order on a server of its own, the two widths side by side: a width's wrong
  // answers count toward its own server's limit only.
  test.describe.configure({ mode: "serial" });
  test("a new account sets up a passkey first, then signs in with password and passkey; a replayed or forged answer opens nothing", async ({
    page,
  }) => {
    const name = `Kulcs Péter ${surname(width)}`;
    addAccount(name);
    await virtualAuthenticator(page);
    await password(page, name);
    await expect(page).toHaveURL(`${local()}/admin/security`);
    await expect(page.getByRole("heading", { name: "Második lépés beállítása" })).toBeVisible();
    await checkPage(page);
    await expectOnlySecondStep(page);

    await page.goto(`${local()}/admin/security`);
    await page.getByLabel("A kulcs neve").fill("irodai laptop");
    await page.getByRole("button", { name: "Azonosító kulcs hozzáadása" }).click();
    const recovery = await keepRecoveryCode(page);
    await expect(page.getByText(`Bejelentkezve: ${name}`)).toBeVisible();

    await page.goto(`${local()}/admin/security`);
    await expect(page.locator(".factors strong", { hasText: "irodai laptop" })).toBeVisible();
    await checkPage(page);
    await signOut(page);

    // Password, then the passkey; its answer is recorded to be replayed.
    await password(page, name);
    await expect(page).toHaveURL(`${local()}/admin/second-step`);
    await checkPage(page);
    let answered = "";
    page.on("request", (request) => {
      if (request.url().endsWith("/admin/second-step/passkey")) answered = request.postData() ?? "";
    });
    await page.getByRole("button", { name: "Belépés azonosító kulccsal" }).click();
    await expect(page).toHaveURL(`${local()}/admin`);
    expect(answered).toContain("challenge=");
    await signOut(page);

    await password(page, name);
    // The attacks once, at the first width: wrong answers count toward the client's five a
    // minute, which the other width's tests need for their own.
    if (width === "1440") await expectRefused(page, answered);
    await expectOnlySecondStep(page);

    // A recovery code works once.
    await page.goto(`${local()}/admin/second-step`);
    await page.getByLabel("Kód", { exact: true }).fill(recovery);
    await page.getByRole("button", { name: "Tovább" }).click();
    await expect(page).toHaveURL(`${local()}/admin`);
    await signOut(page);
    await password(page, name);
    await page.getByLabel("Kód", { exact: true }).fill(recovery);
    await page.getByRole("button", { name: "Tovább" }).click();
    await expect(page.getByRole("alert")).toContainText("Ez a kód nem jó");
    await checkPage(page);
  });

  test("an authenticator is set up from the QR code's secret; a computed code signs in, the same code again is refused", async ({
    page,
  }) => {
    const name = `Kód Kata ${surname(width)}`;
    addAccount(name);
    await password(page, name);
    await expect(page).toHaveURL(`${local()}/admin/security`);
    await expect(
      page.getByRole("img", { name: "QR-kód a hitelesítő alkalmazáshoz" }),
    ).toBeVisible();
    const secret = ((await page.locator("#totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel("Az alkalmazás neve").fill("telefonom");
    await page.getByLabel("Az alkalmazás 6 jegyű kódja").fill(totpCode(secret, Date.now()));
    await page.getByRole("button", { name: "Hitelesítő alkalmazás beállítása" }).click();
    await keepRecoveryCode(page);
    await signOut(page);

    // The set-up used this step's code: sign-in takes the next step's (the app shows it
    // within 30 seconds; one step ahead is accepted for a slow clock).
    const code = totpCode(secret, Date.now() + 30_000);
    await password(page, name);
    await sendCode(page, code);
    await expect(page).toHaveURL(`${local()}/admin`);
    await signOut(page);
    await password(page, name);
    await sendCode(page, code);
    await expect(page.getByRole("alert")).toContainText("már felhasználták");
    await checkPage(page);
  });

  test("signing out every other device ends another browser's session", async ({
    page,
    browser,
  }) => {
    const other: BrowserContext = await browser.newContext(use);
    const elsewhere = await other.newPage();
    await signInWithTestFactor(elsewhere, editor.origin);
    await signInWithTestFactor(page, editor.origin);
    await page.goto(`${editor.origin}/admin/devices`);
    await expect(page.getByRole("heading", { name: "Bejelentkezett eszközök" })).toBeVisible();
    await expect(page.getByText("ez az eszköz")).toBeVisible();
    await checkPage(page);
    await page.getByRole("button", { name: "Kijelentkeztetés minden más eszközről" }).click();
    await expect(page.getByRole("status")).toContainText("kijelentkeztettünk");
    await checkPage(page);
    await elsewhere.goto(`${editor.origin}/admin`);
    await expect(elsewhere).toHaveURL(/\/admin\/sign-in\?expired$/);
    await page.goto(`${editor.origin}/admin`);
    await expect(page).toHaveURL(`${editor.origin}/admin`);
    await other.close();
  });
});
