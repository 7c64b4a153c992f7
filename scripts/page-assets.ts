/** What a first visit to a prerendered page downloads: its HTML and the assets it references. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const buildDir = "build/client";

export function htmlFileFor(path: string): string {
  return join(buildDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

/** Every same-origin JavaScript file the HTML loads or preloads (modulepreload, module scripts, imports). */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    found.add(match[1] ?? "");
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) found.add(match[1] ?? "");
  for (const match of html.matchAll(/import\(?\s*["']([^"']+\.js)["']/g)) found.add(match[1] ?? "");
  return [...found].filter((src) => src.startsWith("/"));
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
