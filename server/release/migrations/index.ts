/**
 * Content migrations, in the order they run. Each is a pure function of a content folder
 * (reads its files, rewrites them) and idempotent: running it twice changes nothing.
 */
import highlightedPackage from "./001-highlighted-package.ts";

export interface Migration {
  id: string;
  name: string;
  migrate(contentDir: string): Promise<void>;
}

export const migrations: readonly Migration[] = [highlightedPackage];
