/**
 * The release's generated text files (sitemap.xml, robots.txt, security.txt) and the
 * precompressed variants of them and of the pages, keyed by the bytes they compress.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import type { PageContent } from "../../app/content/page-content.ts";
import { securityTxt, securityTxtPath } from "../../app/site/security-txt.ts";
import { robotsTxt, sitemapXml } from "../../app/site/sitemap.ts";
import { compressFiles } from "./compress.ts";
import type { Making } from "./making.ts";

type Reuse = Making["reuse"];

export interface Precompressed {
  /** Each variant made or reused → the key of its file's bytes. */
  keys: Record<string, string>;
  count: number;
  reused: number;
}

/** Writes sitemap.xml, robots.txt and security.txt; returns their files. */
export async function writeGeneratedFiles(client: string, site: PageContent): Promise<string[]> {
  const { siteUrl } = site;
  const generated = [
    ["sitemap.xml", sitemapXml(siteUrl, new Date().toISOString().slice(0, 10))],
    ["robots.txt", robotsTxt(siteUrl)],
    [securityTxtPath.slice(1), securityTxt(site.company.email, siteUrl)],
  ] as const;
  for (const [path, text] of generated) {
    await mkdir(dirname(join(client, path)), { recursive: true });
    // Unlinked first: a file of public/ by that name is a link into the code build.
    await rm(join(client, path), { force: true });
    await writeFile(join(client, path), text);
  }
  return generated.map(([path]) => join(client, path));
}

/**
 * Precompresses `files` (under `client`: the generated files and the pages). A file whose bytes
 * an earlier release compressed already (same hash) gets that release's variants: a page
 * rendered again because an input changed that it does not show (another page's price) is not
 * compressed again at brotli's slowest quality.
 */
export async function precompress(
  files: readonly string[],
  client: string,
  reuse: Reuse,
): Promise<Precompressed> {
  const keys: Record<string, string> = {};
  const fresh: string[] = [];
  let reused = 0;
  for (const file of files) {
    const path = relative(client, file);
    const key = createHash("sha256")
      .update(await readFile(file))
      .digest("hex")
      .slice(0, 32);
    const variants = [`${path}.br`, `${path}.gz`];
    for (const variant of variants) keys[variant] = key;
    const found = await Promise.all(variants.map((variant) => reuse(variant, key)));
    if (found.every(Boolean)) reused++;
    else {
      await Promise.all(variants.map((variant) => rm(join(client, variant), { force: true })));
      fresh.push(file);
    }
  }
  const count = await compressFiles(fresh);
  // A variant not written (no smaller than its file) is no variant to lend.
  for (const file of fresh) {
    for (const suffix of [".br", ".gz"]) {
      if (!(await exists(`${file}${suffix}`))) delete keys[`${relative(client, file)}${suffix}`];
    }
  }
  return { keys, count, reused };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
