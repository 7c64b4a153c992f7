/**
 * Where an editor may write: a relative path of plain names inside the content folder. Refused
 * are absolute paths, `..` and `.` segments, backslashes, NUL and other control characters,
 * and any path that passes through a symbolic link (a link inside the folder could point
 * anywhere). Returns the absolute path, or undefined.
 */
import { lstatSync } from "node:fs";
import { isAbsolute, join, resolve, sep } from "node:path";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const forbidden = /[\u0000-\u001f\u007f\\]/;

export function contentFilePath(root: string, path: string): string | undefined {
  if (typeof path !== "string" || path === "" || forbidden.test(path) || isAbsolute(path)) {
    return undefined;
  }
  const segments = path.split("/");
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    return undefined;
  }
  const base = resolve(root);
  const target = join(base, ...segments);
  if (!target.startsWith(base + sep)) return undefined;
  let current = base;
  for (const segment of segments) {
    current = join(current, segment);
    try {
      if (lstatSync(current).isSymbolicLink()) return undefined;
    } catch {
      break; // the rest does not exist yet: a new entry
    }
  }
  return target;
}
