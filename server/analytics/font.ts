/**
 * The chart's font: Manrope from its font package, whose files are WOFF. resvg reads only
 * plain TrueType/OpenType, and WOFF 1 is that same font with each table zlib-compressed, so
 * unpacking it is a few lines (the format: https://www.w3.org/TR/WOFF/).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";

const require = createRequire(import.meta.url);

/** The TrueType/OpenType font inside a WOFF 1 file. */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1 file");
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [4, 8, 12].map((field) =>
      woff.readUInt32BE(at + field),
    ) as [number, number, number];
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(tableCount));
  const header = Buffer.alloc(12 + 16 * tableCount);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(tableCount, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tableCount * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/** Manrope's Latin and Latin Extended subsets (Hungarian ő and ű are in the second). */
export function chartFonts(): Uint8Array[] {
  return ["latin", "latin-ext"].map((subset) =>
    sfntOfWoff(
      readFileSync(require.resolve(`@fontsource/manrope/files/manrope-${subset}-600-normal.woff`)),
    ),
  );
}
