/** What a first visit to a prerendered page downloads: its HTML and the assets it references. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const buildDir = "build/client";

export function htmlFileFor(path: string): string {
  return join(buildDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/**
 * Every JavaScript file a first visit runs: the scripts the HTML names (module script,
 * imports in inline scripts, preloads), then, recursively, each file's static imports.
 */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  const pending = [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map(
    (match) => match[1] ?? "",
  );
  while (pending.length > 0) {
    const src = pending.pop() ?? "";
    if (found.has(src)) continue;
    found.add(src);
    const code = readFileSync(join(buildDir, src), "utf8");
    for (const match of code.matchAll(
      /(?:\bfrom|\bimport)\s*\(?\s*["'](\.\/|\/assets\/)([^"']+\.js)["']/g,
    )) {
      pending.push(`/assets/${match[2] ?? ""}`);
    }
  }
  return [...found];
}

export function stylesOf(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
}

export const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

export function assertBuilt(): void {
  if (!existsSync(htmlFileFor("/"))) {
    console.error("No build found in build/client: run `npm run build` first.");
    process.exit(2);
  }
}
