/** What a first visit to a prerendered page downloads: its HTML and the assets it references. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const buildDir = "build/client";

export function htmlFileFor(path: string): string {
  return join(buildDir, path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
}

const assetPath = (specifier: string) => `/assets/${specifier.replace(/^(\.\/|\/assets\/)/, "")}`;

const found = (code: string, pattern: RegExp) =>
  [...code.matchAll(pattern)].map((match) => assetPath(match[1] ?? ""));

const dynamicImportsIn = (code: string) =>
  found(code, /\bimport\s*\(\s*["'`]((?:\.\/|\/assets\/)[^"'`]+\.js)["'`]\s*\)/g);

/** The scripts a file imports: `static` at load time, `dynamic` through import(). */
function importsOf(src: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(join(buildDir, src), "utf8");
  return {
    static: found(code, /(?:\bfrom|\bimport)\s*["'`]((?:\.\/|\/assets\/)[^"'`]+\.js)["'`]/g),
    dynamic: dynamicImportsIn(code),
  };
}

/** The code of the page's inline scripts that run (the page script, the font loader). */
export const inlineScriptsOf = (html: string): string[] =>
  [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );

/** `roots` and, recursively, every file they import statically. */
function withStaticImports(roots: string[]): string[] {
  const found = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const src = pending.pop() ?? "";
    if (found.has(src)) continue;
    found.add(src);
    pending.push(...importsOf(src).static);
  }
  return [...found];
}

/**
 * Every JavaScript file a first visit runs without scrolling or interacting: the scripts the
 * HTML names (script tags, preloads), then, recursively, each file's static imports.
 */
export function scriptsOf(html: string): string[] {
  return withStaticImports(
    [...html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((match) => match[1] ?? ""),
  );
}

/** What the first visit's scripts import later (the contact island), with all it imports. */
export function deferredScriptsOf(html: string): string[] {
  const first = new Set(scriptsOf(html));
  const later = [
    ...[...first].flatMap((src) => importsOf(src).dynamic),
    ...inlineScriptsOf(html).flatMap((code) => dynamicImportsIn(code)),
  ];
  return withStaticImports(later).filter((src) => !first.has(src));
}

export const gzipSize = (file: string): number => gzipBytes(readFileSync(file));
export const gzipBytes = (data: string | Buffer): number => gzipSync(data, { level: 9 }).length;

export function assertBuilt(): void {
  if (!existsSync(htmlFileFor("/"))) {
    console.error("No build found in build/client: run `npm run build` first.");
    process.exit(2);
  }
}
