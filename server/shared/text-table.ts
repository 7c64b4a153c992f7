/** A plain-text table for the terminal and e-mail: first column left, the others right-aligned. */
export function textTable(
  head: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const cells = rows.map((row) => row.map(String));
  const widths = head.map((title, i) =>
    Math.max(title.length, ...cells.map((row) => row[i]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => (i === 0 ? value.padEnd(widths[i] ?? 0) : value.padStart(widths[i] ?? 0)))
      .join("  ");
  return [line(head), line(widths.map((width) => "─".repeat(width))), ...cells.map(line)].join(
    "\n",
  );
}
