/**
 * A table as a CSV file that Excel opens correctly in a Hungarian locale: UTF-8 announced by
 * a byte-order mark (without one Excel reads the file as Windows-1250 and breaks "ő"), `;`
 * between cells (Hungarian Excel's list separator, since "," is the decimal comma) and CRLF
 * between rows. Every cell is quoted, its quotes doubled, so a line break or `;` inside stays
 * in the cell. A cell that starts with a character a spreadsheet reads as the start of a
 * formula (`= + - @`, or a tab or carriage return before one) gets a leading apostrophe:
 * text a visitor typed into the contact form must never run as a formula on a staff computer.
 *
 * The apostrophe stays, also before a phone number ("'+36 30 123 4567"), by choice: every other
 * way either is a formula itself (`="+36 30 …"`, which is what must not run), changes the data
 * (a full-width plus, "0036"), or hides a character a program reading the file keeps as data
 * without anyone seeing it (a leading tab or zero-width space; Excel also drops a leading tab
 * and then reads the formula). The apostrophe is visible and documented (OWASP's CSV injection
 * advice). For Excel, staff take the .xlsx export instead (inquiry-export.ts): its cells are
 * typed, a phone number is text there with nothing added, and no string cell is ever a formula.
 */
const byteOrderMark = "\uFEFF";
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const inert = formulaStart.test(value) ? `'${value}` : value;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** Rows as CSV lines, each ended by CRLF: what follows the first rows of a file. */
export const csvRows = (rows: ReadonlyArray<readonly string[]>): string =>
  rows.map((row) => `${row.map(csvCell).join(";")}\r\n`).join("");

export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return `${byteOrderMark}${csvRows(rows)}`;
}
