/**
 * The release step's defaults that settings are parsed against (back-office/config.ts): a door
 * of their own, so that reading the configuration (every server and command-line tool does)
 * does not load the renderer, image and HTML libraries behind index.ts.
 */

/** Where `npm run build` puts the code build. */
export const defaultCodeDir = "build/code";

/** How long a release may take, and the memory it may use (MiB), unless the settings say. */
export const defaultReleaseLimits = { timeLimitMs: 180_000, memoryLimitMb: 8192 } as const;
