/**
 * `npm start`: builds the site when there is no build yet, a source is newer than it, or it
 * was made for another SITE_URL; makes sure the text assets are precompressed, then starts
 * the production server (which prints the URL it listens on). A BUILD_DIR elsewhere is not
 * ours to rebuild: made for another SITE_URL, it stops start-up with both origins named, and
 * holding no build, it stops start-up naming BUILD_DIR. With the content editor on, its browser
 * bundle is built too when it is missing or was built for another schema.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { loadEditorBundle } from "../server/editor/bundle.ts";
import { filesUnder } from "../server/files-under.ts";
import { configOrExit, runFromEnvironment } from "../server/main.ts";
import { builtSettings, differences, wantedSettings } from "./build-settings.ts";

const { buildDir, editor } = configOrExit();
const builtPage = join(buildDir, "index.html");
const sources = [
  "app",
  "content",
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
  /^(fonts|og|icon-.*|apple-touch-icon\.png|favicon\.ico|sitemap\.xml|robots\.txt|\.well-known)$/;

/** When a source file under `path` last changed; tests and generated files do not count. */
function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat ? modified(path) : 0;
  return filesUnder(path)
    .filter(
      (file) => !(path === "public" && generated.test(relative(path, file).split(sep)[0] ?? "")),
    )
    .reduce((max, file) => Math.max(max, modified(file)), 0);
}

const modified = (file: string) => (/\.test\.tsx?$/.test(file) ? 0 : statSync(file).mtimeMs);

const built = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
const recorded = builtSettings(buildDir);
const differing = differences(recorded ?? {}, wantedSettings());
// A BUILD_DIR elsewhere is someone else's build: served as it is when made with these settings.
const ours = buildDir === resolve("build/client");
if (!ours && recorded !== undefined && differing.length > 0) {
  console.error(
    `${buildDir} was built with other settings: ${differing.join("; ")}.\n` +
      "Serve a build made with these settings, or start with the ones it was made with.",
  );
  process.exit(1);
}
function rebuildReason(): string | undefined {
  if (!ours) return undefined;
  if (built === 0) return `No build in ${buildDir}`;
  if (differing.length > 0) return `The build was made with ${differing.join("; ")}`;
  const changed = sources.filter((source) => newest(source) > built);
  if (changed.length > 0) return `Changed since the last build (${changed.join(", ")})`;
  return undefined;
}

const reason = rebuildReason();
if (reason) {
  console.log(`${reason}: building…`);
  const result = spawnSync(process.execPath, ["scripts/build.ts"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(builtPage)) {
  console.error(
    `BUILD_DIR=${buildDir} holds no build (${builtPage} is missing): point BUILD_DIR at a build's build/client folder, or leave it unset to build here.`,
  );
  process.exit(1);
}
if (!existsSync(`${builtPage}.br`)) {
  const { compressBuild } = await import("./compress.ts");
  await compressBuild(buildDir);
}

// The content editor's browser bundle, when the editor is on and it is missing or was built
// for other sources (another schema).
const editorBundle = editor ? loadEditorBundle() : "off";
if (editorBundle === undefined || editorBundle === "stale") {
  console.log(
    editorBundle
      ? "The content editor was built for another schema: rebuilding it…"
      : "The content editor is on and not built yet: building it…",
  );
  const result = spawnSync(process.execPath, ["scripts/build-editor.ts"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await runFromEnvironment();
