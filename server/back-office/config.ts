/**
 * The editor's settings (docs/editor-operator.md). It is off unless CONTENT_EDITOR is on. Its files
 * live beside the inquiry store by default (the folder of DATABASE_PATH, a volume in
 * production): the accounts and sessions, the content's git repository and the releases.
 */
import { dirname, join, resolve } from "node:path";
import * as z from "zod";
import { defaultCodeDir, defaultReleaseLimits } from "../release/config.ts";
import type { ReleaseCommand } from "../release/index.ts";
import { besideStore, defaultBuildDir, onValues } from "../shared/paths.ts";

export interface EditorConfig {
  contentDir: string;
  databasePath: string;
  gitDir: string;
  releasesDir: string;
  keepReleases: number;
  release: ReleaseCommand;
  /**
   * The origin staff open the editor at (EDITOR_ORIGIN; SITE_URL's when unset): passkeys are
   * made for its host name and answer only to it.
   */
  origin?: string;
  /**
   * "off" (SECOND_FACTOR=off, accepted only with NODE_ENV=development): accounts without a
   * second factor sign in with the password alone. Required otherwise.
   */
  secondFactor?: "required" | "off";
}

const schema = z.object({
  CONTENT_EDITOR: z.enum(["true", "false", "1", "0", "on", "off", "yes", "no"]).default("off"),
  CONTENT_DIR: z.string().min(1).default("./content"),
  EDITOR_DATABASE_PATH: z.string().min(1).optional(),
  CONTENT_GIT_DIR: z.string().min(1).optional(),
  RELEASES_DIR: z.string().min(1).optional(),
  EDITOR_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SECOND_FACTOR: z.enum(["on", "off"]).default("on"),
  KEEP_RELEASES: z.coerce.number().int().min(1).max(50).default(3),
  RELEASE_TIME_LIMIT_S: z.coerce
    .number()
    .int()
    .min(10)
    .max(3600)
    .default(defaultReleaseLimits.timeLimitMs / 1000),
  RELEASE_MEMORY_LIMIT_MB: z.coerce
    .number()
    .int()
    .min(2048)
    .max(65536)
    .default(defaultReleaseLimits.memoryLimitMb),
});

/** The settings, or undefined when the editor is off; throws naming each bad variable. */
export function parseEditorConfig(
  environment: Record<string, string | undefined>,
  databasePath: string,
): EditorConfig | undefined {
  const result = schema.safeParse(environment);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = result.data;
  if (!onValues.includes(env.CONTENT_EDITOR)) return undefined;
  if (env.SECOND_FACTOR === "off" && environment.NODE_ENV !== "development")
    throw new Error(
      "Invalid environment:\n  SECOND_FACTOR: off is for local development only (NODE_ENV=development)",
    );
  const contentDir = resolve(env.CONTENT_DIR);
  const releasesDir = besideStore(databasePath, "releases", env.RELEASES_DIR);
  return {
    contentDir,
    databasePath: besideStore(databasePath, "editor.sqlite", env.EDITOR_DATABASE_PATH),
    gitDir: besideStore(databasePath, "content.git", env.CONTENT_GIT_DIR),
    releasesDir,
    keepReleases: env.KEEP_RELEASES,
    ...(env.EDITOR_ORIGIN && { origin: new URL(env.EDITOR_ORIGIN).origin }),
    secondFactor: env.SECOND_FACTOR === "off" ? "off" : "required",
    // The release step (server/release/cli.ts) with the deploy's code build; the publisher adds
    // `--content`, `--out` and `--code`. Files whose inputs are unchanged come from the live
    // release (`current`), or before the first publish from the release BUILD_DIR serves.
    release: {
      command: process.execPath,
      args: [
        resolve("server/release/cli.ts"),
        "--reuse",
        join(releasesDir, "current"),
        "--reuse",
        dirname(resolve(environment.BUILD_DIR || defaultBuildDir)),
      ],
      cwd: process.cwd(),
      codeDir: process.cwd(),
      codeBuildDir: resolve(defaultCodeDir),
      timeLimitMs: env.RELEASE_TIME_LIMIT_S * 1000,
      memoryLimitMb: env.RELEASE_MEMORY_LIMIT_MB,
      preload: true,
    },
  };
}

/** The schedule store's file (the embedded default), beside the editor store's. */
export const schedulePathOf = (config: Pick<EditorConfig, "databasePath">): string =>
  join(dirname(config.databasePath), "schedule.sqlite");
