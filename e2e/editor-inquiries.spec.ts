/**
 * Inquiries as staff look for them, at a desk's width (the layout walk holds the page to a
 * phone's): found by part of a name, exported as a CSV file that parses with the `;`
 * separator, starts with a byte-order mark and keeps a visitor's formula as plain text; this month's as an Excel file that Python's openpyxl (a
 * different reader, Debian's python3-openpyxl) opens with the time as a date and the phone
 * number as text; the "kezelve" mark and the filter for unhandled ones; a channel with no
 * setting says so; the page never scrolls sideways; an account without the right sees no link
 * to them, and its refusal page names no command and passes axe (every spelling of the refused
 * routes and posts is server/back-office/back-office.test.ts's).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { exportHeader } from "../server/back-office/index.ts";
import { axeViolations } from "./axe.ts";
import { editorServerForThisFile, plainEditorName, twoInquiries } from "./editor-server.ts";
import { atStaffWidths, signedIn } from "./editor-steps.ts";
import { shoot } from "./screenshot.ts";

test.use({ locale: "hu-HU" });
// One server for the file, its tests in order in one worker: a server start costs more than
// the parallel run of these short tests saves.
test.describe.configure({ mode: "default" });

const formula = '=HYPERLINK("http://example.com/x";"Kattintson")';

const editor = editorServerForThisFile({ seed: twoInquiries(formula) });

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

/** The first sheet's cells as openpyxl reads them: type name and value. */
function readXlsx(file: string): Array<Array<{ type: string; value: unknown }>> {
  const python = "/usr/bin/python3";
  const script = `
import json, sys, datetime, openpyxl
sheet = openpyxl.load_workbook(open(sys.argv[1], "rb")).active
kind = lambda v: "datetime" if isinstance(v, datetime.datetime) else type(v).__name__
print(json.dumps([[{"type": kind(c.value), "value": c.value if not isinstance(c.value, datetime.datetime) else c.value.isoformat()} for c in row] for row in sheet.iter_rows()]))
`;
  if (!existsSync(python))
    throw new Error(`${python} is missing: apt-get install -y python3-openpyxl`);
  try {
    return JSON.parse(
      execFileSync(python, ["-c", script, file], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
  } catch (error) {
    throw new Error(
      `openpyxl could not read the .xlsx (is python3-openpyxl installed? apt-get install -y python3-openpyxl): ${error}`,
    );
  }
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

atStaffWidths((width) => {
  if (width !== "1440") return;
  test("a search by part of a name, then the person's inquiries as CSV", async ({ page }) => {
    await signedIn(page, editor.origin);
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
    await shoot(page, "search");

    await expect(list.getByRole("link", { name: "+36 30 123 4567" })).toHaveAttribute(
      "href",
      "tel:+36301234567",
    );
    await expect(
      list.getByRole("link", { name: "arpad.szoke@pelda.hu", exact: true }),
    ).toHaveAttribute("href", "mailto:arpad.szoke@pelda.hu");
    await list.getByRole("link", { name: /^E cím minden megkeresése/ }).click();
    await page.getByRole("link", { name: "Exportálás (Excel, CSV vagy JSON)…" }).click();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await shoot(page, "export");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Letöltés CSV-ben" }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^adatkeres-arpad.szoke-pelda.hu-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const file = await (await download).path();
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    const [header, row, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    expect(header).toEqual(exportHeader);
    const cell = (name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(cell("Név")).toBe("Szőke Árpád");
    expect(cell("E-mail-cím")).toBe("arpad.szoke@pelda.hu");
    // What a visitor typed never starts with a formula sign in the file.
    expect(cell("Üzenet")).toBe(`'${formula}`);
    expect(cell("Telefonszám")).toBe("'+36 30 123 4567");
    expect(cell("Továbbítás a cég rendszerébe")).toBe("Nincs beállítva");
  });

  test("mark one handled, filter the unhandled, and take this month into Excel", async ({
    page,
  }) => {
    await signedIn(page, editor.origin);
    await expect(page.getByText(/\d+ kezeletlen megkeresés vár\./)).toBeVisible();
    await page.goto(`${editor.origin}/admin/inquiries`);
    const row = page.getByRole("row", { name: /Kiss Anna/ });
    const mark = row.getByRole("button", { name: /^Kezeltnek jelölöm/ });
    const undo = row.getByRole("button", { name: /^Visszavonás/ });
    // The other width's test may have marked it: start from unmarked.
    if (await undo.isVisible()) await undo.click();
    await mark.click();
    await expect(row).toContainText("Kezelve");
    await expect(row).toContainText("Kovács Anna");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.getByLabel("Csak a kezeletlenek").check();
    await page.getByRole("button", { name: "Keresés" }).click();
    const list = page.getByRole("table", { name: /Kezeletlen megkeresések/ });
    await expect(list).toContainText("Szőke Árpád");
    await expect(list).not.toContainText("Kiss Anna");
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "unhandled");

    // This month's unhandled ones as Excel, read back by openpyxl.
    await page.getByLabel(/Ez a hónap/).check();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Letöltés Excelben (.xlsx)" }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^megkeresesek-\d{4}-\d{2}-kezeletlen\.xlsx$/,
    );
    const cells = readXlsx(await (await download).path());
    expect(cells[0]).toEqual(exportHeader.map((name) => ({ type: "str", value: name })));
    const found = cells.slice(1);
    expect(found).toHaveLength(1);
    const at = (name: string) => found[0]?.[exportHeader.indexOf(name)];
    expect(at("Név")).toEqual({ type: "str", value: "Szőke Árpád" });
    expect(at("Beérkezett")?.type).toBe("datetime");
    expect(at("Telefonszám")).toEqual({ type: "str", value: "+36 30 123 4567" });
    expect(at("Üzenet")).toEqual({ type: "str", value: formula });
    await page
      .getByRole("button", { name: /^Visszavonás/ })
      .first()
      .isVisible();
    await page.goto(`${editor.origin}/admin/inquiries`);
    await expect(page.getByRole("region", { name: "Adatkérések naplója" })).toContainText(
      "Exportálás",
    );
    await row.getByRole("button", { name: /^Visszavonás/ }).click();
    await expect(row).toContainText("Kezeletlen");
  });

  test("an account without the right is sent to the administrator, not to a command", async ({
    page,
  }) => {
    await signedIn(page, editor.origin, plainEditorName);
    await expect(page.getByRole("navigation", { name: "honlapkezelő" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Megkeresések" })).toHaveCount(0);
    const response = await page.goto(`${editor.origin}/admin/inquiries`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Nincs jogosultsága" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("rendszergazda");
    await expect(page.locator("body")).not.toContainText(/npm|grant|--/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, "refused");
  });
});
