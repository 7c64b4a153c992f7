/**
 * One release in the making, as its steps (make.ts) share it: the folders, the code build,
 * the release whose unchanged files are reused, and the step log.
 */
import { copyFile, link, mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { type CodeBuild, defaultCodeDir, readCodeBuild } from "./code.ts";
import { type ReleaseManifest, readRelease, releaseClient } from "./manifest.ts";

export interface ReleaseOptions {
  contentDir: string;
  outDir: string;
  /** The code build (scripts/build-code.ts); build/code by default. */
  codeDir?: string;
  /** The site's origin (SITE_URL). */
  siteUrl: string;
  /** The retention period the privacy notices state (INQUIRY_RETENTION_DAYS). */
  retentionDays: number;
  /** An earlier release whose unchanged files are reused. */
  reuseFrom?: string;
  signal?: AbortSignal;
  /** Where each step's time and the warnings go. */
  log?: (line: string) => void;
}

export interface Making {
  options: ReleaseOptions;
  codeDir: string;
  /** The code build's client folder. */
  codeClient: string;
  /** The release's client folder. */
  client: string;
  code: CodeBuild;
  /** The client folder of the release reused, if any. */
  reusedClient: string | undefined;
  /** Logs the time since the last step under `name`; throws once the release is stopped. */
  step(name: string): void;
  /**
   * Links `path` from the reused release when the key it recorded under `keyName` (`path`
   * unless told) is `key`; false when not.
   */
  reuse(path: string, key: string, keyName?: string): Promise<boolean>;
  /** The key the reused release recorded under `name`, if any. */
  reusedKey(name: string): string | undefined;
}

/** Reads the code build and the release to reuse; the clock of the first step starts. */
export function startMaking(options: ReleaseOptions): Making {
  const { outDir, signal, log = () => {} } = options;
  const codeDir = resolve(options.codeDir ?? defaultCodeDir);
  const client = join(outDir, releaseClient);
  let started = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    log(`  ${name}: ${Math.round(now - started)} ms`);
    started = now;
    signal?.throwIfAborted();
  };
  const code = readCodeBuild(codeDir);
  // A release is never its own source: its folder is emptied first.
  const { reuseFrom } = options;
  const previous =
    reuseFrom && resolve(reuseFrom) !== resolve(outDir) ? tryReadRelease(reuseFrom) : undefined;
  const reuse = async (path: string, key: string, keyName = path) => {
    if (!previous || previous.manifest.reusable[keyName] !== key) return false;
    try {
      await place(join(previous.dir, releaseClient, path), join(client, path));
      return true;
    } catch {
      return false;
    }
  };
  return {
    options,
    codeDir,
    codeClient: join(codeDir, "client"),
    client,
    code,
    reusedClient: previous && join(previous.dir, releaseClient),
    step,
    reuse,
    reusedKey: (name) => previous?.manifest.reusable[name],
  };
}

/** Links `from` to `to` (same file system), or copies it. */
export async function place(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await link(from, to).catch(() => copyFile(from, to));
}

function tryReadRelease(dir: string): { dir: string; manifest: ReleaseManifest } | undefined {
  try {
    return { dir, manifest: readRelease(dir) };
  } catch {
    return undefined;
  }
}
