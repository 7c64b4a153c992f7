/**
 * The versions the publisher tells releases apart by: the code version (what the code build
 * is made from) and the content version (the content files). Both are SHA-256 hashes of file names and bytes,
 * so the same sources always give the same version, wherever they are.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { filesUnder } from "../shared/files-under.ts";

/**
 * What the code build is made from, relative to the code folder. Tests do not count (test/,
 * where their helpers live, is not among these); paths missing from a folder are skipped.
 */
export const codeSources = [
  "app",
  "server",
  "scripts",
  "package-lock.json",
  // The code build's own record: what it built, whoever built it.
  "build/code/code.json",
  "react-router.config.ts",
  "vite.config.ts",
] as const;

const notCode = /(\.test|\.build-test)\.tsx?$/;

/** A hash of every file under `root`'s `paths` (names relative to `root`, in a stable order). */
export function hashFiles(root: string, paths: readonly string[], skip?: RegExp): string {
  const hash = createHash("sha256");
  const files = paths
    .map((path) => join(root, path))
    .filter((path) => existsSync(path))
    .flatMap((path) => (statSync(path).isDirectory() ? filesUnder(path) : [path]))
    .map((file) => relative(root, file).split(sep).join("/"))
    .filter((name) => !skip?.test(name))
    .sort();
  for (const name of files) {
    hash.update(`${name}\0`);
    hash.update(readFileSync(join(root, name)));
    hash.update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** The version of the code in `codeDir` (the project's root when the server runs from it). */
export function codeVersion(codeDir: string): string {
  return hashFiles(codeDir, codeSources, notCode);
}

/** The version of the content in `contentDir`: its files but those under a dot name. */
export function contentVersion(contentDir: string): string {
  return hashFiles(contentDir, ["."], /(^|\/)\./);
}
