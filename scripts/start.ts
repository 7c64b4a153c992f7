/**
 * `npm start`: builds the site when there is no build yet or a source is newer than it,
 * makes sure the text assets are precompressed, then starts the production server (which
 * prints the URL it listens on).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseConfig } from "../server/env.ts";

const { buildDir } = parseConfig(process.env);
const builtPage = join(buildDir, "index.html");
const sources = [
  "app",
  "public",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/build.ts",
  "scripts/build-fonts.ts",
  "scripts/build-images.ts",
];
// Written by the build itself into public/, so never newer than what it built from.
const generated =
  /^(fonts|og|icon-.*|apple-touch-icon\.png|favicon\.ico|sitemap\.xml|robots\.txt)$/;

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path)
    .filter((name) => !(path === "public" && generated.test(name)))
    .reduce((max, name) => Math.max(max, newest(join(path, name))), 0);
}

const built = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
// A BUILD_DIR elsewhere is someone else's build: served as it is.
const ours = buildDir === resolve("build/client");
const changed = ours ? sources.filter((source) => newest(source) > built) : [];
if (ours && (built === 0 || changed.length > 0)) {
  console.log(
    built === 0
      ? `No build in ${buildDir}: building…`
      : `Changed since the last build (${changed.join(", ")}): building…`,
  );
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(`${builtPage}.br`)) {
  const { compressBuild } = await import("./compress.ts");
  await compressBuild(buildDir);
}

const { runFromEnvironment } = await import("../server/main.ts");
await runFromEnvironment();
