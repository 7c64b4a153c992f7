/**
 * Where an editor may write, and what a release may read: a relative path of plain names inside
 * the content folder. Refused are absolute paths, `..` and `.` segments, empty segments,
 * backslashes, NUL and other control characters, any `.git` segment (in any case), and any path
 * that passes through a symbolic link (a link inside the folder could point anywhere).
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync } from "node:fs";
import { isAbsolute, join, resolve, sep } from "node:path";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const forbidden = /[\u0000-\u001f\u007f\\]/;

/** The absolute path of `path` inside `root`, or undefined when it is refused (see above). */
export function contentFilePath(root: string, path: string): string | undefined {
  if (typeof path !== "string" || path === "" || forbidden.test(path) || isAbsolute(path)) {
    return undefined;
  }
  const segments = path.split("/");
  if (
    segments.some(
      (segment) =>
        segment === "" || segment === "." || segment === ".." || segment.toLowerCase() === ".git",
    )
  ) {
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

/**
 * Opens a content file for reading without following a link: the path is checked as above,
 * and the file itself is opened with O_NOFOLLOW, so a link put there after the check fails
 * (and O_NONBLOCK, so a named pipe put there does not hang the reader).
 * Returns a file descriptor, or undefined when the path is refused or there is no such file.
 */
export function openContentFile(root: string, path: string): number | undefined {
  const file = contentFilePath(root, path);
  if (!file) return undefined;
  try {
    return openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
}

/**
 * A content file's bytes, read as `openContentFile` opens it: undefined when the path is refused,
 * there is no such file or it is not a regular file (a device such as /dev/zero, a pipe, a
 * folder), its size past `maxBytes` (then nothing is read).
 */
export function readContentFile(
  root: string,
  path: string,
  maxBytes: number,
): Buffer | { tooLarge: number } | undefined {
  const fd = openContentFile(root, path);
  if (fd === undefined) return undefined;
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    if (stat.size > maxBytes) return { tooLarge: stat.size };
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    while (read < bytes.length) {
      const n = readSync(fd, bytes, read, bytes.length - read, read);
      if (n === 0) break;
      read += n;
    }
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}
