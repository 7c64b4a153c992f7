import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every regular file under `dir`, at any depth. Symbolic links are neither listed nor followed. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
