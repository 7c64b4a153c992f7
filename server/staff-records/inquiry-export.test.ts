/**
 * The inquiries' exports: the periods staff ask for in Budapest time, file names that say
 * what is in them, and an .xlsx that another reader opens with typed cells — Python's
 * openpyxl (Debian's python3-openpyxl, run by /usr/bin/python3) sees the times as dates and
 * "+36 30 123 4567" as a string. Without that reader this test fails and says how to get it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../test/support.ts";
import type { StoredInquiry } from "../shared/inquiry-records.ts";
import {
  asciiSlug,
  budapestMidnight,
  daysRange,
  type ExportPage,
  exportFiles,
  exportHeader,
  exportName,
  type FileFormat,
  monthRange,
} from "./inquiry-export.ts";

const inquiry: StoredInquiry = {
  id: "a1",
  receivedAt: "2026-11-15T13:05:00.000Z",
  name: "Szőke Árpád",
  email: "arpad@pelda.hu",
  phone: "+36 30 123 4567",
  service: "security",
  message: '=HYPERLINK("http://example.com";"x")',
  language: "hu",
  page: "/biztonsag",
  delivery: {},
};
const marks = new Map([["a1", { by: "Kovács Anna", at: "2026-11-16T08:30:00.000Z" }]]);
const delivery = () => "Kézbesítve";

/** The whole file the export writes of these pages, in `format`. */
async function fileOf(format: FileFormat, pages: readonly ExportPage[]): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const file = await exportFiles[format](delivery, (bytes) => {
    chunks.push(new Uint8Array(bytes));
  });
  for (const page of pages) await file.add(page);
  await file.end();
  return Buffer.concat(chunks);
}

describe("periods in Budapest time", () => {
  it("begins a month at Budapest's midnight, in winter and in summer time", () => {
    expect(budapestMidnight(2026, 11, 1).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    expect(budapestMidnight(2026, 7, 1).toISOString()).toBe("2026-06-30T22:00:00.000Z");
    // The night the clocks go back (25 October 2026).
    expect(budapestMidnight(2026, 10, 25).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(budapestMidnight(2026, 10, 26).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("names this month and last month, across a new year", () => {
    const now = new Date("2026-11-27T19:00:00.000Z");
    expect(monthRange(now, 0)).toEqual({
      from: new Date("2026-10-31T23:00:00.000Z"),
      to: new Date("2026-11-30T23:00:00.000Z"),
      name: "2026-11",
    });
    expect(monthRange(now, -1).name).toBe("2026-10");
    // 00:30 on 1 January in Budapest is still 31 December in UTC.
    const newYear = new Date("2026-12-31T23:30:00.000Z");
    expect(monthRange(newYear, 0).name).toBe("2027-01");
    expect(monthRange(newYear, -1).name).toBe("2026-12");
  });

  it("takes chosen days with both ends included, and refuses what is not a day", () => {
    expect(daysRange("2026-11-01", "2026-11-15")).toEqual({
      from: new Date("2026-10-31T23:00:00.000Z"),
      to: new Date("2026-11-15T23:00:00.000Z"),
      name: "2026-11-01_2026-11-15",
    });
    expect(daysRange("2026-11-15", "2026-11-15")).toMatchObject({ name: "2026-11-15_2026-11-15" });
    expect(daysRange("2026-11-15", "2026-11-01")).toBe("order");
    expect(daysRange("2026-02-30", "2026-03-01")).toBe("missing");
    expect(daysRange("", "2026-03-01")).toBe("missing");
    // Date.UTC reads a year below 100 as 19xx: such a year is refused, not moved.
    expect(daysRange("0099-01-01", "2026-03-01")).toBe("year");
    expect(daysRange("2026-01-01", "9999-12-31")).toBe("year");
    expect(daysRange("1999-12-31", "2026-03-01")).toBe("year");
  });
});

/** Chosen days that must be a range. */
function days(from: string, to: string) {
  const range = daysRange(from, to);
  if (typeof range === "string") throw new Error(`${from}–${to}: ${range}`);
  return range;
}

describe("file names", () => {
  const today = new Date("2026-11-27T19:00:00.000Z");

  it("say the period, the search and the filter, in ASCII", () => {
    const november = monthRange(today, 0);
    expect(exportName({ range: november, today })).toBe("megkeresesek-2026-11");
    expect(exportName({ range: days("2026-11-01", "2026-11-15"), search: "Kovács", today })).toBe(
      "megkeresesek-2026-11-01_2026-11-15-kereses-kovacs",
    );
    expect(exportName({ range: november, unhandledOnly: true, today })).toBe(
      "megkeresesek-2026-11-kezeletlen",
    );
    expect(exportName({ today })).toBe("megkeresesek-osszes-2026-11-27");
    expect(exportName({ address: "Árpád.Szőke@pelda.hu", today })).toBe(
      "adatkeres-arpad.szoke-pelda.hu-2026-11-27",
    );
    expect(asciiSlug('"; rm -rf / Ő')).toBe("rm-rf-o");
  });
});

describe("the CSV", () => {
  it("has a column for the mark and its time, and keeps a formula inert", async () => {
    const csv = (await fileOf("csv", [{ inquiries: [inquiry], marks }])).toString("utf8");
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(exportHeader.map((name) => `"${name}"`).join(";"));
    expect(lines[1]).toContain('"Kovács Anna";"2026. nov. 16. 9:30"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://example.com"";""x"")"`);
  });
});

/** Python with openpyxl from Debian, or a failure that says how to install it. */
function openpyxlPython(): string {
  const python = "/usr/bin/python3";
  const missing =
    "The .xlsx check needs Debian's Python with openpyxl: apt-get install -y python3-openpyxl";
  if (!existsSync(python)) throw new Error(`${python} is missing. ${missing}`);
  try {
    execFileSync(python, ["-c", "import openpyxl"], { stdio: "pipe" });
  } catch {
    throw new Error(`${python} cannot import openpyxl. ${missing}`);
  }
  return python;
}

const reader = `
import json, sys, datetime, openpyxl
sheet = openpyxl.load_workbook(sys.argv[1]).active
def cell(c):
    v = c.value
    if isinstance(v, datetime.datetime):
        return {"type": "datetime", "value": v.isoformat(), "format": c.number_format}
    return {"type": type(v).__name__, "value": v, "format": c.number_format}
print(json.dumps({"title": sheet.title, "frozen": sheet.freeze_panes,
  "rows": [[cell(c) for c in row] for row in sheet.iter_rows()]}))
`;

describe("the .xlsx, read by openpyxl", () => {
  it("holds the times as dates in Budapest time and the phone number as a string", async () => {
    const python = openpyxlPython();
    const file = join(tempDir("dp-xlsx-"), "megkeresesek-2026-11.xlsx");
    writeFileSync(file, await fileOf("xlsx", [{ inquiries: [inquiry], marks }]));
    const output = execFileSync(python, ["-c", reader, file], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    const read = JSON.parse(output) as {
      title: string;
      frozen: string | null;
      rows: Array<Array<{ type: string; value: unknown; format: string }>>;
    };
    expect(read.title).toBe("Megkeresések");
    expect(read.frozen).toBe("A2");
    const [header, row] = read.rows;
    expect(header?.map((c) => c.value)).toEqual(exportHeader);
    const at = (name: string) => row?.[exportHeader.indexOf(name)];
    // 13:05 UTC on 15 November is 14:05 in Budapest.
    expect(at("Beérkezett")).toEqual({
      type: "datetime",
      value: "2026-11-15T14:05:00",
      format: "yyyy.mm.dd hh:mm",
    });
    expect(at("Kezelve ekkor")).toMatchObject({ type: "datetime", value: "2026-11-16T09:30:00" });
    expect(at("Telefonszám")).toEqual({ type: "str", value: "+36 30 123 4567", format: "@" });
    expect(at("Kezelte")).toMatchObject({ type: "str", value: "Kovács Anna" });
    // A string cell is never a formula: the visitor's text stays text, with nothing added.
    expect(at("Üzenet")).toMatchObject({ type: "str", value: inquiry.message });
    expect(at("Szolgáltatás")?.value).toBe("Biztonságtechnika");
    // The page as staff screens name it, not its path.
    expect(at("Oldal")?.value).toBe("Biztonságtechnika");
  });

  it("holds every row of many pages in order, and text as it was typed", async () => {
    const python = openpyxlPython();
    const rows = (page: number) =>
      Array.from({ length: 200 }, (_, i) => ({
        ...inquiry,
        id: `p${page}-${i}`,
        name: `Ügyfél ${page * 200 + i}`,
        page: "/en",
        message: page === 2 && i === 0 ? "_x0041_ <b>&amp;</b> \u0007" : "",
      }));
    const file = join(tempDir("dp-xlsx-"), "sok.xlsx");
    writeFileSync(
      file,
      await fileOf(
        "xlsx",
        [0, 1, 2].map((page) => ({ inquiries: rows(page), marks: new Map() })),
      ),
    );
    const output = execFileSync(python, ["-c", reader, file], { encoding: "utf8" });
    const read = JSON.parse(output) as { rows: Array<Array<{ value: unknown }>> };
    const column = (name: string) =>
      read.rows.slice(1).map((row) => row[exportHeader.indexOf(name)]?.value);
    expect(column("Név")).toEqual(Array.from({ length: 600 }, (_, i) => `Ügyfél ${i}`));
    expect(new Set(column("Oldal"))).toEqual(new Set(["Főoldal"]));
    // A character XML cannot hold becomes U+FFFD; what Excel would read as an escape of its own
    // ("_x0041_" for "A") is escaped itself, so Excel shows it as typed.
    expect(column("Üzenet")[400]).toBe("_x005F_x0041_ <b>&amp;</b> \ufffd");
  });
});

describe("a data request's JSON", () => {
  it("is written page by page, byte for byte the whole array as JSON.stringify writes it", async () => {
    const many = (prefix: string, count: number): StoredInquiry[] =>
      Array.from({ length: count }, (_, i) => ({
        ...inquiry,
        id: `${prefix}${i}`,
        // A line break, a quote and a backslash inside the text: escaped, not laid out.
        message: `Első sor\nMásodik "sor" \\ ${i}`,
      }));
    const [first, second] = [many("a", 3), many("b", 2)];
    const pages = [first, [], second].map((inquiries) => ({ inquiries, marks: new Map() }));
    const written = (await fileOf("json", pages)).toString("utf8");
    expect(written).toBe(JSON.stringify([...first, ...second], null, 2));
    expect(JSON.parse(written)).toEqual([...first, ...second]);
    expect((await fileOf("json", [{ inquiries: [], marks: new Map() }])).toString()).toBe("[]");
    expect((await fileOf("json", [])).toString()).toBe("[]");
  });
});
