/**
 * Test support: pixel bombs, files of a few hundred bytes whose header declares a huge image.
 * Only the header is real (the pixel data is a few zero bytes): whatever decodes one fails or
 * runs away, so a check that refuses it must do so from the header alone.
 */
import { crc32, deflateSync } from "node:zlib";

export type BombFormat = "png" | "jpg" | "webp";

/** The largest side each format's header can declare (JPEG's is 16 bits). */
export const largestSide: Record<BombFormat, number> = {
  png: 2 ** 31 - 1,
  jpg: 65_535,
  webp: 2 ** 24,
};

/** The bombs every check is attacked with: a side past any limit, and each format's largest. */
export const bombSizes: readonly (readonly [BombFormat, number])[] = [
  ["png", 30_000],
  ["png", 100_000],
  ["jpg", 30_000],
  ["jpg", 65_535],
  ["webp", 30_000],
  ["webp", 100_000],
];

export function pixelBomb(format: BombFormat, width: number, height: number): Uint8Array {
  if (width > largestSide[format] || height > largestSide[format])
    throw new Error(`${format} cannot declare ${width} × ${height}`);
  switch (format) {
    case "png":
      return png(width, height);
    case "jpg":
      return jpeg(width, height);
    case "webp":
      return webp(width, height);
  }
}

function png(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function jpeg(width: number, height: number): Uint8Array {
  const frame = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x11,
    0x00,
    0x02,
    0x11,
    0x00,
    0x03,
    0x11,
    0x00,
  ]);
  const jfif = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ]);
  const quantisation = Buffer.concat([
    Buffer.from([0xff, 0xdb, 0x00, 0x43, 0x00]),
    Buffer.alloc(64, 1),
  ]);
  // Components 1–3, each with Huffman tables 0 (libjpeg supplies the standard ones).
  const scan = Buffer.from([
    0xff, 0xda, 0x00, 0x0c, 0x03, 0x01, 0x00, 0x02, 0x00, 0x03, 0x00, 0x00, 0x3f, 0x00,
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jfif,
    quantisation,
    frame,
    scan,
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function webp(width: number, height: number): Uint8Array {
  const extended = Buffer.alloc(18);
  extended.write("VP8X", 0, "latin1");
  extended.writeUInt32LE(10, 4);
  extended.writeUIntLE(width - 1, 12, 3);
  extended.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(4 + extended.length, 4);
  riff.write("WEBP", 8, "latin1");
  return Buffer.concat([riff, extended]);
}
