/**
 * Precompresses text files (brotli and gzip) so the server sends them without compressing per
 * request. The work runs on libuv's thread pool, several files at once, so it uses every core.
 */
import { readFile, rm, stat, writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { filesUnder } from "../shared/files-under.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
  ".ico",
]);

/** Whether a file is worth precompressing. */
export const isCompressible = (file: string, size: number) =>
  compressible.has(extname(file)) && size >= 512;

/**
 * Writes `file.br` and `file.gz` beside each file (when smaller), brotli at its best quality
 * (11): a page must fit the first flight whole (docs/decisions/027), and a publish compresses
 * only the files whose bytes changed (text-files.ts).
 */
export async function compressFiles(files: readonly string[]): Promise<number> {
  let count = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await readFile(file);
      if (!isCompressible(file, body.length)) continue;
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      // A new file each: a variant linked from another release is never written through.
      for (const [variant, bytes] of [
        [`${file}.br`, br],
        [`${file}.gz`, gzipped],
      ] as const) {
        await rm(variant, { force: true });
        if (bytes.length < body.length) await writeFile(variant, bytes);
      }
      count++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return count;
}

/** Precompresses every text file under `dir`. */
export async function compressBuild(dir: string): Promise<number> {
  const files: string[] = [];
  for (const file of filesUnder(dir)) {
    if (isCompressible(file, (await stat(file)).size)) files.push(file);
  }
  return compressFiles(files);
}
