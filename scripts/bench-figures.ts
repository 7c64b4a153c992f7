/**
 * What the benchmarks share: the plain static file server they compare ours with, a visitor's
 * request headers (so views are counted as a browser's would be), the median, and the writing
 * of a run's figures into docs/quality.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";

// A deliberately ordinary static file server: the baseline our server is compared with.
export const plainStaticServer = `
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
const root = process.env.ROOT;
const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" };
createServer(async (req, res) => {
  try {
    let file = join(root, normalize(decodeURIComponent(req.url.split("?")[0])));
    if ((await stat(file)).isDirectory()) file = join(file, "index.html");
    const body = await readFile(file);
    res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
}).listen(Number(process.env.PORT), process.env.HOST);
`;

/** A browser arriving from a search: counted as a page view. */
export const visitorHeaders = {
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  referer: "https://www.google.com/",
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Writes a benchmark's latest figures into docs/quality.md itself: the paragraph that starts
 * with "**Latest**" under the section `heading` becomes `figures`, dated today and with the
 * machine's load average, so the document never keeps figures no run produced.
 */
export function recordLatest(heading: string, figures: string): void {
  const file = new URL("../docs/quality.md", import.meta.url);
  const text = readFileSync(file, "utf8");
  const section = text.indexOf(`\n## ${heading}\n`);
  if (section < 0) throw new Error(`docs/quality.md has no section "## ${heading}"`);
  const start = text.indexOf("\n**Latest**", section);
  const next = text.indexOf("\n## ", section + 1);
  if (start < 0 || (next >= 0 && start > next)) {
    throw new Error(`The section "## ${heading}" has no **Latest** paragraph`);
  }
  const end = text.indexOf("\n\n", start + 1);
  const day = new Date().toISOString().slice(0, 10);
  const load = loadavg()[0]?.toFixed(1);
  const paragraph = wrap(
    `**Latest** (${day}, load average ${load}, written by the run): ${figures}`,
  );
  writeFileSync(file, `${text.slice(0, start + 1)}${paragraph}${end < 0 ? "\n" : text.slice(end)}`);
}

/** Words wrapped at 100 columns, as the docs are. */
function wrap(text: string): string {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > 100) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line].join("\n");
}
