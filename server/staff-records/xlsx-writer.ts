/**
 * An Excel workbook (.xlsx) written as it goes: one sheet, its heading row bold and frozen,
 * cells typed as text or as a time, rows added a batch at a time and compressed as they come,
 * so a workbook of a hundred thousand rows takes no more memory than one batch. The file is a
 * ZIP archive of a few XML parts (ECMA-376); the sheet is its last entry, deflated batch by
 * batch with its sizes and checksum in a data descriptor after it, as ZIP allows for an entry
 * whose length is not known in advance. Everything else is a few hundred bytes, written whole.
 *
 * Our own rather than a library's: the one in use before (write-excel-file) builds the whole
 * workbook in memory, 120 MB for 10,000 inquiries, and the ones that stream bring a dozen
 * packages for what is 200 lines here (docs/decisions/031-exports-off-the-serving-thread.md).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** A cell: text (always text, never a formula or a number), a time, or nothing. */
export type XlsxCell = { text: string } | { time: Date } | undefined;

export interface XlsxSheet {
  name: string;
  header: readonly string[];
  /** Each column's width in characters. */
  widths: readonly number[];
  /** Excel's format of a time cell ("yyyy.mm.dd hh:mm"). */
  timeFormat: string;
}

/** Where the bytes go; the writer waits for the promise before it writes more. */
export type Sink = (bytes: Uint8Array) => void | Promise<void>;

const encoder = new TextEncoder();
// Characters XML 1.0 cannot hold at all (other control characters, lone surrogates).
const notXml = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;
const escapeXml = (text: string) =>
  text
    .replace(notXml, "\ufffd")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    // Excel reads "_x0041_" in a cell as "A": an underscore that starts one is escaped itself.
    .replace(/_(x[0-9a-fA-F]{4}_)/g, "_x005F_$1");

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
const column = (index: number): string =>
  (index >= 26 ? column(Math.floor(index / 26) - 1) : "") + String.fromCharCode(65 + (index % 26));

/** Days since 1899-12-30, the serial number Excel keeps a time as (the Date's UTC fields). */
const serial = (time: Date) => time.getTime() / 86_400_000 + 25_569;

const styles = { header: 1, text: 2, time: 3 } as const;

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === undefined) return "";
  if ("time" in cell) return `<c r="${ref}" s="${styles.time}"><v>${serial(cell.time)}</v></c>`;
  return `<c r="${ref}" s="${styles.text}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.text)}</t></is></c>`;
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships";

/** The parts before the sheet: the package's content types and relations, the book, styles. */
function fixedParts(sheet: XlsxSheet): Array<[string, string]> {
  return [
    [
      "[Content_Types].xml",
      `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `${xmlHead}<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `${xmlHead}<workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="${escapeXml(sheet.name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${xmlHead}<Relationships xmlns="${packageRelationships}"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relationships}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      "xl/styles.xml",
      // Styles by index: 0 plain, 1 the bold heading, 2 text ("@", built-in 49), 3 a time.
      `${xmlHead}<styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="${escapeXml(sheet.timeFormat)}"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}

/** The sheet's opening: the frozen heading row, the widths, the heading itself. */
function sheetStart(sheet: XlsxSheet): string {
  const cols = sheet.widths
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join("");
  const header = sheet.header
    .map(
      (text, i) =>
        `<c r="${column(i)}1" s="${styles.header}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`,
    )
    .join("");
  return `${xmlHead}<worksheet xmlns="${main}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
}
const sheetEnd = "</sheetData></worksheet>";

interface Entry {
  name: Uint8Array;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
  /** Sizes and checksum follow the data (bit 3), not in the local header. */
  descriptor: boolean;
}

// The ZIP records (APPNOTE 4.3): little-endian, names in UTF-8 (bit 11), deflate (method 8).
const utf8Name = 0x0800;
const laterSizes = 0x0008;

function localHeader(entry: Entry): Uint8Array {
  const bytes = new Uint8Array(30 + entry.name.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x04034b50, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, utf8Name | (entry.descriptor ? laterSizes : 0), true);
  view.setUint16(8, 8, true);
  view.setUint32(14, entry.descriptor ? 0 : entry.crc, true);
  view.setUint32(18, entry.descriptor ? 0 : entry.compressed, true);
  view.setUint32(22, entry.descriptor ? 0 : entry.size, true);
  view.setUint16(26, entry.name.length, true);
  bytes.set(entry.name, 30);
  return bytes;
}

function dataDescriptor(entry: Entry): Uint8Array {
  const bytes = new Uint8Array(16);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x08074b50, true);
  view.setUint32(4, entry.crc, true);
  view.setUint32(8, entry.compressed, true);
  view.setUint32(12, entry.size, true);
  return bytes;
}

function centralDirectory(entries: readonly Entry[], start: number): Uint8Array {
  const records = entries.map((entry) => {
    const bytes = new Uint8Array(46 + entry.name.length);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(8, utf8Name | (entry.descriptor ? laterSizes : 0), true);
    view.setUint16(10, 8, true);
    view.setUint32(16, entry.crc, true);
    view.setUint32(20, entry.compressed, true);
    view.setUint32(24, entry.size, true);
    view.setUint16(28, entry.name.length, true);
    view.setUint32(42, entry.offset, true);
    bytes.set(entry.name, 46);
    return bytes;
  });
  const length = records.reduce((sum, record) => sum + record.length, 0);
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, entries.length, true);
  view.setUint16(10, entries.length, true);
  view.setUint32(12, length, true);
  view.setUint32(16, start, true);
  return Buffer.concat([...records, end]);
}

/**
 * Each batch is compressed on its own and ended with a sync flush (no final block), the last
 * with the final block: raw deflate streams so joined are one stream, as pigz joins its parts,
 * since a batch never refers back past its own start. Synchronous, on the caller's thread (the
 * export's own, export-thread.ts), rather than zlib's stream, whose work runs on the threads
 * libuv shares with the serving thread's files.
 */
export class XlsxWriter {
  readonly #sink: Sink;
  readonly #entries: Entry[] = [];
  readonly #sheet: Entry = {
    name: encoder.encode("xl/worksheets/sheet1.xml"),
    offset: 0,
    crc: 0,
    compressed: 0,
    size: 0,
    descriptor: true,
  };
  #offset = 0;
  #row = 1;

  private constructor(sink: Sink) {
    this.#sink = sink;
  }

  /** Writes the fixed parts and the sheet's heading; rows follow with `add`. */
  static async start(sheet: XlsxSheet, sink: Sink): Promise<XlsxWriter> {
    const writer = new XlsxWriter(sink);
    for (const [name, text] of fixedParts(sheet)) {
      const data = encoder.encode(text);
      const compressed = deflateRawSync(data);
      const entry: Entry = {
        name: encoder.encode(name),
        offset: writer.#offset,
        crc: crc32(data),
        compressed: compressed.length,
        size: data.length,
        descriptor: false,
      };
      writer.#entries.push(entry);
      await writer.#emit(Buffer.concat([localHeader(entry), compressed]));
    }
    writer.#sheet.offset = writer.#offset;
    writer.#entries.push(writer.#sheet);
    await writer.#emit(localHeader(writer.#sheet));
    await writer.#compress(sheetStart(sheet), false);
    return writer;
  }

  /** Adds rows, each its cells in the heading's order. */
  async add(rows: ReadonlyArray<readonly XlsxCell[]>): Promise<void> {
    const xml = rows
      .map((cells) => {
        const r = ++this.#row;
        return `<row r="${r}">${cells.map((cell, i) => cellXml(cell, `${column(i)}${r}`)).join("")}</row>`;
      })
      .join("");
    await this.#compress(xml, false);
  }

  /** Closes the sheet and writes the archive's directory. */
  async end(): Promise<void> {
    await this.#compress(sheetEnd, true);
    await this.#emit(dataDescriptor(this.#sheet));
    await this.#emit(centralDirectory(this.#entries, this.#offset));
  }

  async #compress(text: string, last: boolean): Promise<void> {
    const data = encoder.encode(text);
    this.#sheet.crc = crc32(data, this.#sheet.crc);
    this.#sheet.size += data.length;
    const compressed = deflateRawSync(data, {
      level: 6,
      finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
    });
    this.#sheet.compressed += compressed.length;
    await this.#emit(compressed);
  }

  async #emit(bytes: Uint8Array): Promise<void> {
    this.#offset += bytes.length;
    await this.#sink(bytes);
  }
}
