/**
 * The code build (the first half of `npm run build`, once per deploy): everything that depends
 * on the code alone, in build/code:
 * 1. React Router's server bundle (build/code/server/index.js), which renders any page from the
 *    content a release hands it, and its client build for the stylesheet and public/'s files;
 * 2. the browser scripts (page script and contact island); React Router's own client scripts
 *    go, as no page loads them;
 * 3. the text files precompressed, so a release links them instead of compressing again;
 * 4. build/code/code.json: the code version (a hash of every file above) and the scripts.
 * Nothing is written into the source tree.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import {
  type CodeBuild,
  codeRecord,
  compressBuild,
  defaultCodeDir,
} from "../server/release/index.ts";
import { filesUnder } from "../server/shared/files-under.ts";
import { buildBrowserScripts } from "./build-browser.ts";

/** A hash of every file of the code build, by path and bytes. */
function versionOf(dir: string): string {
  const hash = createHash("sha256");
  for (const file of filesUnder(dir).sort()) {
    if (file === join(dir, codeRecord)) continue;
    hash.update(`${relative(dir, file)}\0`).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Builds the code into build/code (react-router.config.ts names the folder). */
export async function buildCode(): Promise<CodeBuild> {
  const dir = defaultCodeDir;
  // Always a production build, whoever calls it: Vitest runs `npm start` with NODE_ENV=test,
  // which would otherwise give the browser React's development build and JSX runtime.
  if (process.env.NODE_ENV !== "production")
    throw new Error("The code build runs with NODE_ENV=production (scripts/build.ts sets it).");
  await rm(dir, { recursive: true, force: true });
  const reactRouterCli = join(
    dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
    "bin.cjs",
  );
  const result = spawnSync(process.execPath, [reactRouterCli, "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`react-router build exited with ${result.status}`);
  const client = join(dir, "client");
  // React Router's client scripts: pages ship no framework runtime.
  for (const file of filesUnder(join(client, "assets"))) {
    if (file.endsWith(".js")) await rm(file);
  }
  const scripts = await buildBrowserScripts(client);
  await compressBuild(client);
  const record: CodeBuild = { version: versionOf(dir), ...scripts };
  await writeFile(join(dir, codeRecord), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

if (import.meta.main) {
  process.env.NODE_ENV = "production";
  const started = performance.now();
  const { version } = await buildCode();
  console.log(
    `code build ${version} in ${defaultCodeDir} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
