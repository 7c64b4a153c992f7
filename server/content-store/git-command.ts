/**
 * How the content repository runs git: settings on every command line and an environment
 * built from nothing, so that nothing in or around the content folder (a stray repository,
 * the server's own GIT_* variables, a user's configuration) changes what git does.
 */
import { dirname } from "node:path";

/** Runs a program (git) with its arguments; its output (through git-runner.ts's process). */
export { run } from "./git-runner.ts";

/**
 * Settings every git call gets on its command line, which outranks any configuration file:
 * git inside the content folder may meet a repository someone put there (a `.git` in a
 * subfolder), and must not run what its configuration names (an fsmonitor, hooks) or look
 * into it at all.
 */
export const safeSettings = [
  "core.fsmonitor=false",
  "core.hooksPath=/dev/null",
  "core.untrackedCache=false",
  "diff.ignoreSubmodules=all",
  "status.submoduleSummary=false",
  "submodule.recurse=false",
  "protocol.allow=never",
  "commit.gpgsign=false",
  "core.quotepath=false",
].flatMap((setting) => ["-c", setting]);

/**
 * The environment of every git call, built from nothing: no system or user configuration, no
 * GIT_* variable the server was started with (GIT_DIR, GIT_INDEX_FILE…), no repository
 * discovery above the work tree, no prompts.
 */
export function gitEnvironment(workTree: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    LC_ALL: "C",
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_ATTR_NOSYSTEM: "1",
    GIT_CEILING_DIRECTORIES: dirname(workTree),
    GIT_NO_REPLACE_OBJECTS: "1",
    GIT_TERMINAL_PROMPT: "0",
    GIT_OPTIONAL_LOCKS: "0",
  };
}
