/**
 * Precompresses text assets in build/client (brotli and gzip, best compression) so the
 * server sends them without compressing per request.
 */
import { readFile, stat, writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { filesUnder } from "../server/files-under.ts";

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

export async function compressBuild(dir = "build/client"): Promise<number> {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.has(extname(file)) || (await stat(file)).size < 512) continue;
    const body = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz(body, { level: 9 }),
    ]);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
    count++;
  }
  console.log(`compressed ${count} files (brotli and gzip)`);
  return count;
}

if (import.meta.main) await compressBuild();
