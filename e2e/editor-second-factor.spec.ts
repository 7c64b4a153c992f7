/**
 * The team's accounts as staff run them, in Chromium (passkeys through its virtual
 * authenticator, the DevTools protocol's WebAuthn domain), at a desk's width and a phone's: a
 * colleague is invited from the team page and opens the link in a browser of her own, sets a
 * password and an authenticator (a wrong code first, then the first secret's code works), keeps
 * her recovery codes as a file and signs in; the team page's actions ask for a fresh second
 * step; changing one's own password ends another browser's session; an account the operator
 * added sets up with its link, adds a passkey and signs in with it (a replayed or forged answer
 * opens nothing). Every page passes axe and fits the width. Signing out every other device is
 * the server tests' (second-factor.test.ts), its page the layout walk's and the back office's
 * axe check's. The flows run at a desk's width; the invitation's pages, which only a set-up link
 * reaches, are checked at a phone's too (the window narrowed to 390 px on each: its targets at
 * least 24 × 24 px), the layout walk holding the others to a phone's. Passkeys need a host name,
 * so the server is opened at localhost.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { totpCode } from "../server/accounts/index.ts";
import { nextTestRecoveryCode } from "../test/second-factor.ts";
import { axeViolations } from "./axe.ts";
import { editorName, editorPassword, editorServerForThisFile } from "./editor-server.ts";
import { atEachStaffWidth, signIn } from "./editor-steps.ts";
import { measureTargets } from "./staff-targets.ts";
import { staffWidths } from "./viewports.ts";

test.use({ locale: "hu-HU" });
test.setTimeout(180_000);

const editor = editorServerForThisFile();
const local = () => editor.origin.replace("127.0.0.1", "localhost");

const newPassword = "a nyári szünet a Balatonon telik";

/** An account the operator adds (password piped in): the set-up link it prints. */
function addAccount(name: string, enrol = false): string {
  const said = execFileSync(process.execPath, ["server/cli/editors.ts", "add", name], {
    env: editor.env,
    input: `${editorPassword}\n`,
    encoding: "utf8",
  });
  if (enrol)
    execFileSync(process.execPath, ["test/enrol-test-factor.ts", name], { env: editor.env });
  return /https?:\/\/\S+\/admin\/welcome\/[\w-]{43}/.exec(said)?.[0] ?? "";
}

/** At a desk's width, at a phone's, or (`both`) at each in turn on the same page. */
type Width = "1440" | "390" | "both";

async function checkPage(page: Page, width: Width): Promise<void> {
  if (width === "both") return atEachStaffWidth(page, (each) => checkPage(page, each));
  expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(sideways, `at ${width} px`).toBeLessThanOrEqual(0);
  if (width !== "390") return;
  const report = await measureTargets(
    page,
    "main button[type=submit]:not(.secondary):not(.link):not(.danger)",
    false,
  );
  expect(report.small, "targets under 24 × 24 px").toEqual([]);
  expect(report.overlaps, "drawn over each other").toEqual([]);
}

async function password(page: Page, name: string, typed = editorPassword) {
  await page.goto(`${local()}/admin/sign-in`);
  await page.getByLabel("Név", { exact: true }).fill(name);
  await page.getByLabel("Jelszó").fill(typed);
  await page.getByRole("button", { name: "Bejelentkezés" }).click();
}

/** Sends a code; when the client must wait (earlier tests' codes), waits as a person would. */
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

/**
 * The set-up link's page: the passwords (`fields`), a wrong code first (the secret and the
 * name stay), then the first secret's code; the recovery codes page that follows. The secret.
 */
async function setUpWithLink(
  page: Page,
  link: string,
  width: Width,
  fields: Record<string, string>,
) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Üdvözöljük");
  await checkPage(page, width);
  await expect(
    page.getByRole("link", { name: "Megnyitás a hitelesítő alkalmazásban" }),
  ).toHaveAttribute("href", /^otpauth:\/\/totp\//);
  const secret = ((await page.locator("#totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const fill = async (code: string) => {
    for (const [label, value] of Object.entries(fields))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel("Az alkalmazás neve").fill("telefonom");
    await page.getByLabel("Az alkalmazás 6 jegyű kódja").fill(code);
    await page.getByRole("button", { name: "Beállítás és belépés" }).click();
  };
  await fill("000000");
  await expect(page.getByRole("alert")).toContainText("nem kell újra beolvasnia");
  expect(((await page.locator("#totp-secret").textContent()) ?? "").replace(/\s/g, "")).toBe(
    secret,
  );
  await expect(page.getByLabel("Az alkalmazás neve")).toHaveValue("telefonom");
  await checkPage(page, width);
  await fill(totpCode(secret, Date.now()));
  await expect(page.getByRole("heading", { name: "Helyreállító kódjai" })).toBeVisible();
  return secret;
}

/** The recovery codes page: downloaded as a file with every code, then on to /admin. */
async function keepRecoveryCodes(page: Page, width: Width): Promise<string[]> {
  const codes = await page.locator("ul.codes li").allTextContents();
  expect(codes).toHaveLength(10);
  await checkPage(page, width);
  await expect(page.getByRole("button", { name: "Nyomtatás" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Letöltés szövegfájlként" }).click();
  const file = readFileSync((await (await download).path()) ?? "", "utf8");
  for (const code of codes) expect(file).toContain(code);
  await page.getByRole("link", { name: "Elmentettem, tovább" }).click();
  await expect(page).toHaveURL(`${local()}/admin`);
  return codes;
}

test.describe("at 1440 px", () => {
  const [, use] = staffWidths[0];
  test.use(use);
  test.describe.configure({ mode: "serial" });

  test("a colleague is invited, sets a password and an authenticator with her link, keeps her codes and signs in", async ({
    page,
    browser,
  }) => {
    const width = "both";
    const name = "Meghívott Márta";
    await signIn(page, local());
    await page.goto(`${local()}/admin/team`);
    await checkPage(page, width);
    await page.getByRole("link", { name: "Kolléga meghívása" }).click();
    await page.getByLabel("Név", { exact: true }).fill(name);
    await page.getByLabel("E-mail-cím").fill("marta@example.com");
    await page.getByLabel(/Megkeresések megtekintése/).check();
    await checkPage(page, width);
    await page.getByRole("button", { name: "Meghívó küldése" }).click();
    await expect(page.getByRole("heading", { name: `Meghívó: ${name}` })).toBeVisible();
    await checkPage(page, width);
    const link = (await page.locator("#set-up-link").textContent()) ?? "";

    const hers: BrowserContext = await browser.newContext(use);
    const marta = await hers.newPage();
    const secret = await setUpWithLink(marta, link, width, {
      "Új jelszó": newPassword,
      "Az új jelszó még egyszer": newPassword,
    });
    await keepRecoveryCodes(marta, width);
    await expect(marta.getByText(`Bejelentkezve: ${name}`)).toBeVisible();
    await signOut(marta);
    // The set-up used this step's code: sign-in takes the next step's, once.
    const code = totpCode(secret, Date.now() + 30_000);
    await password(marta, name, newPassword);
    await expect(marta).toHaveURL(`${local()}/admin/second-step`);
    await checkPage(marta, width);
    await sendCode(marta, code);
    await expect(marta).toHaveURL(`${local()}/admin`);
    await signOut(marta);
    await password(marta, name, newPassword);
    await sendCode(marta, code);
    await expect(marta.getByRole("alert")).toContainText("már felhasználták");
    // The link was used up.
    await marta.goto(link);
    await expect(marta.getByRole("heading", { name: "Ez a link már nem érvényes" })).toBeVisible();
    await hers.close();
  });

  // The flows below at a desk's width only: their pages at a phone's are the layout walk's
  // (editor-staff-pages.spec.ts: the team, confirm, security and devices pages), and the one
  // above checks the pages only a set-up link reaches at both widths.
  const width = "1440";

  test("the team page's actions ask for a fresh second step, and each is recorded", async ({
    page,
    browser,
  }) => {
    const name = "Csapat Csaba";
    addAccount(name, true);
    const his: BrowserContext = await browser.newContext(use);
    const csaba = await his.newPage();
    await signIn(csaba, local(), name);
    await signIn(page, local());
    // Signed in an hour ago, as far as the server knows: the step is no longer fresh.
    execFileSync(process.execPath, ["test/stale-step.ts", editorName], { env: editor.env });
    await page.goto(`${local()}/admin/team`);
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { name: "Erősítse meg, hogy Ön az" })).toBeVisible();
    await checkPage(page, width);
    await sendCode(page, nextTestRecoveryCode());
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await checkPage(page, width);
    await page.getByLabel(/Megkeresések megtekintése/).check();
    await page.getByRole("button", { name: "Jogok mentése" }).click();
    await expect(page.getByRole("status")).toContainText("A jogokat mentettük");
    await page.getByRole("button", { name: "Munkamenetek lezárása" }).click();
    await expect(page.getByRole("status")).toContainText("1 munkamenetet lezártunk");
    await csaba.goto(`${local()}/admin`);
    await expect(csaba).toHaveURL(/\/admin\/sign-in\?ended$/);
    await page.getByRole("button", { name: "Visszaállítás és új link" }).click();
    await expect(page.getByRole("heading", { name: `Új beállító link: ${name}` })).toBeVisible();
    await checkPage(page, width);
    await page.goto(`${local()}/admin/team`);
    await page.getByRole("link", { name }).click();
    await page.getByLabel(`Igen, törlöm ${name} fiókját`).check();
    await page.getByRole("button", { name: "Fiók törlése" }).click();
    await expect(page).toHaveURL(/\/admin\/team\?removed$/);
    await expect(page.getByRole("status")).toContainText("A fiókot töröltük");
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    await expect(page.locator("main")).toContainText("törölte a fiókot");
    await checkPage(page, width);
    await his.close();
  });

  test("changing one's own password ends another browser's session", async ({ page, browser }) => {
    const name = "Jelszó Jenő";
    addAccount(name, true);
    const other: BrowserContext = await browser.newContext(use);
    const elsewhere = await other.newPage();
    await signIn(elsewhere, local(), name);
    await signIn(page, local(), name);
    await page.goto(`${local()}/admin/security`);
    await page.getByRole("link", { name: "Jelszó módosítása" }).click();
    await expect(page.getByRole("heading", { name: "Jelszó módosítása", level: 1 })).toBeVisible();
    await checkPage(page, width);
    await page.getByLabel("Jelenlegi jelszó").fill(editorPassword);
    await page.getByLabel("Új jelszó", { exact: true }).fill("qwerty123456");
    await page.getByLabel("Az új jelszó még egyszer").fill("qwerty123456");
    await page.getByRole("button", { name: "Jelszó módosítása" }).click();
    await expect(page.getByRole("alert")).toContainText("kiszivárgott");
    await page.getByLabel("Jelenlegi jelszó").fill(editorPassword);
    await page.getByLabel("Új jelszó", { exact: true }).fill(newPassword);
    await page.getByLabel("Az új jelszó még egyszer").fill(newPassword);
    await page.getByRole("button", { name: "Jelszó módosítása" }).click();
    await expect(page.locator("#security-message")).toContainText("Jelszava megváltozott");
    await elsewhere.goto(`${local()}/admin`);
    await expect(elsewhere).toHaveURL(/\/admin\/sign-in\?ended$/);
    await expect(elsewhere.getByRole("status")).toContainText("másik eszközről zárták le");
    await checkPage(elsewhere, width);
    await page.goto(`${local()}/admin`);
    await expect(page).toHaveURL(`${local()}/admin`);
    await other.close();
  });

  test("an account the operator added sets up with its link, adds a passkey and signs in with it; a replayed or forged answer opens nothing", async ({
    page,
  }) => {
    const name = "Kulcs Péter";
    const link = addAccount(name);
    // The password alone reaches no set-up: the page says a link is the way.
    await password(page, name);
    await expect(page).toHaveURL(`${local()}/admin/second-step`);
    await expect(page.locator("main")).toContainText("egyszer használható linket kap");
    await checkPage(page, width);
    await signOut(page);
    await setUpWithLink(page, link, width, { "A jelenlegi jelszava": editorPassword });
    const codes = await keepRecoveryCodes(page, width);
    await virtualAuthenticator(page);
    await page.goto(`${local()}/admin/security`);
    await page.getByLabel("A kulcs neve").fill("irodai laptop");
    await page.getByRole("button", { name: "Azonosító kulcs hozzáadása" }).click();
    await expect(page).toHaveURL(`${local()}/admin/security?added`);
    await expect(page.locator(".factors strong", { hasText: "irodai laptop" })).toBeVisible();
    await checkPage(page, width);
    await signOut(page);

    await password(page, name);
    let answered = "";
    page.on("request", (request) => {
      if (request.url().endsWith("/admin/second-step/passkey")) answered = request.postData() ?? "";
    });
    await page.getByRole("button", { name: "Belépés azonosító kulccsal" }).click();
    await expect(page).toHaveURL(`${local()}/admin`);
    expect(answered).toContain("challenge=");
    await signOut(page);

    await password(page, name);
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
    // A recovery code works once; used again, it is named as used.
    const recovery = codes[3] ?? "";
    await page.goto(`${local()}/admin/second-step`);
    await sendCode(page, recovery);
    await expect(page).toHaveURL(`${local()}/admin`);
    await signOut(page);
    await password(page, name);
    await sendCode(page, recovery);
    await expect(page.getByRole("alert")).toContainText("már felhasználta");
    await checkPage(page, width);
  });
});
