/**
 * Inquiries as staff look for them, at 1440 and 390 px: found by part of a name, exported as
 * a CSV file that parses with the `;` separator, starts with a byte-order mark and keeps a
 * visitor's formula as plain text; a channel with no setting says so; the page never scrolls
 * sideways; the refusal page of an account without the right names no command.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { csvHeader } from "../server/back-office/inquiries-page.ts";
import { SqliteInquiryStore } from "../server/inquiries/sqlite/index.ts";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile, plainEditorName } from "./editor-server.ts";
import { signIn } from "./editor-steps.ts";
import { staffWidths } from "./viewports.ts";

test.use({ locale: "hu-HU" });

const formula = '=HYPERLINK("http://example.com/x";"Kattintson")';

async function seedInquiries(dataDir: string) {
  const store = new SqliteInquiryStore(join(dataDir, "inquiries.sqlite"));
  const base = { service: "security", language: "hu", page: "/biztonsag" } as const;
  await store.add({
    ...base,
    name: "Szőke Árpád",
    email: "arpad.szoke@pelda.hu",
    phone: "+36 30 123 4567",
    message: formula,
  });
  await store.add({
    ...base,
    name: "Kiss Anna",
    email: "anna@pelda.hu",
    message: "Ajánlatot kérek.",
  });
  await store.close();
}

const editor = editorServerForThisFile({ seed: seedInquiries });

/** A CSV text's rows: cells split at `;` outside quotes, quotes undoubled, rows at CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ";") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [width, use] of staffWidths) {
  test.describe(`at ${width} px`, () => {
    test.use(use);

    test("a search by part of a name, then the person's inquiries as CSV", async ({ page }) => {
      await signIn(page, editor.origin);
      await page.goto(`${editor.origin}/admin/inquiries`);
      await page.getByLabel("Keresés név vagy e-mail-cím szerint").fill("ÁRP");
      await page.getByRole("button", { name: "Keresés" }).click();
      // The inquiries' table, by its caption (the audit's table follows once data was asked for).
      const list = page.getByRole("table", { name: "1 találat erre: ÁRP" });
      await expect(list).toBeVisible();
      await expect(list).toContainText("Szőke Árpád");
      await expect(list).not.toContainText("Kiss Anna");
      // Neither channel is set up on this server: none "waits".
      await expect(list.getByText("Nincs beállítva")).toHaveCount(2);
      await expect(list).not.toContainText("Várakozik");
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath("search.png"), fullPage: true });

      await list.getByRole("link", { name: "arpad.szoke@pelda.hu" }).click();
      await page.getByRole("link", { name: "Exportálás (CSV vagy JSON)…" }).click();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath("export.png"), fullPage: true });
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Letöltés CSV-ben (Excel)" }).click();
      const file = await (await download).path();
      const bytes = readFileSync(file);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.subarray(3).toString("utf8");
      expect(text.endsWith("\r\n")).toBe(true);
      const [header, row, ...rest] = parseCsv(text);
      expect(rest).toEqual([]);
      expect(header).toEqual(csvHeader);
      const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
      expect(cell("Név")).toBe("Szőke Árpád");
      expect(cell("E-mail-cím")).toBe("arpad.szoke@pelda.hu");
      // What a visitor typed never starts with a formula sign in the file.
      expect(cell("Üzenet")).toBe(`'${formula}`);
      expect(cell("Telefonszám")).toBe("'+36 30 123 4567");
      expect(cell("Kézbesítés: Webhook")).toBe("Nincs beállítva");
    });

    test("an account without the right is sent to the administrator, not to a command", async ({
      page,
    }) => {
      await signIn(page, editor.origin, plainEditorName);
      const response = await page.goto(`${editor.origin}/admin/inquiries`);
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("main")).toContainText("rendszergazda");
      await expect(page.locator("body")).not.toContainText(/npm|grant|--/);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath("refused.png"), fullPage: true });
    });
  });
}
