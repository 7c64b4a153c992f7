/**
 * `npm start`: serves the developer's release of content/ (build/client), bringing it up to
 * date first:
 * - the code build (build/code) is made again when a source of the code is newer than it;
 * - the release is made again (seconds) when it was made with another code build, from other
 *   content, with other settings (SITE_URL, INQUIRY_RETENTION_DAYS), or by older release code.
 * A release that fails (content that fails its schema) names its problems and leaves the last
 * release served. Then it starts the production server (which prints the URL it listens on). A BUILD_DIR
 * elsewhere is not ours to remake: made with other settings, it stops start-up with both
 * values named, and holding no release, it stops start-up naming BUILD_DIR. With the content
 * editor on, its browser bundle is built too when it is missing or was built for another schema.
 *
 * A start never releases a draft. With the content editor on (and its working copy in content/,
 * not in PostgreSQL), content/ holds what editors saved but did not publish: the release is
 * made from the last published version (the head of the editor's history) instead; with no
 * history (a fresh clone, or a lost data folder), content/ is released only when there is no
 * release yet (a clone's content is the code's) or it is the content already released. Content
 * that differs with no history is never released: the last release stays served, and the
 * editor pauses publishing until a backup is restored or a fresh start confirmed, as
 * `node server/main.ts` and the image's start do (docs/editor-internals.md).
 */
import { spawnSync } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ContentRepo } from "../server/content-store/index.ts";
import { loadEditorBundle } from "../server/keystatic/index.ts";
import { configOrExit, runFromEnvironment } from "../server/main.ts";
import {
  codeRecord,
  contentVersion,
  defaultCodeDir,
  readCodeBuild,
  readRelease,
  releaseRecord,
} from "../server/release/index.ts";
import { filesUnder } from "../server/shared/files-under.ts";
import { builtSettings, differences, wantedSettings } from "./build-settings.ts";
import { localContent, localRelease } from "./local-release.ts";

const { buildDir, editor, databaseUrl } = configOrExit();
const builtPage = join(buildDir, "index.html");
/** What the code build is made from. */
const codeSources = [
  "app",
  "public",
  "package.json",
  "react-router.config.ts",
  "vite.config.ts",
  "scripts/build-code.ts",
  "scripts/build-browser.ts",
];
/** The code of the release step itself. */
const releaseSources = ["server/release", "app/content"];

/** When a source file under `path` last changed; tests do not count. */
function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat ? modified(path) : 0;
  return filesUnder(path).reduce((max, file) => Math.max(max, modified(file)), 0);
}
const modified = (file: string) => (/\.test\.tsx?$/.test(file) ? 0 : statSync(file).mtimeMs);
const changedSince = (sources: string[], time: number) =>
  sources.filter((source) => newest(source) > time);

const wanted = wantedSettings();
// A BUILD_DIR elsewhere is someone else's release: served as it is when made with these settings.
const ours = buildDir === resolve(localRelease, "client");
const recorded = builtSettings(buildDir);
const differing = differences(recorded ?? {}, wanted);
if (!ours && recorded !== undefined && differing.length > 0) {
  console.error(
    `${buildDir} was built with other settings: ${differing.join("; ")}.\n` +
      "Serve a build made with these settings, or start with the ones it was made with.",
  );
  process.exit(1);
}

function codeBuildReason(): string | undefined {
  const record = join(defaultCodeDir, codeRecord);
  if (!existsSync(record)) return `No code build in ${defaultCodeDir}`;
  const changed = changedSince(codeSources, statSync(record).mtimeMs);
  if (changed.length > 0) return `Changed since the last code build (${changed.join(", ")})`;
  return undefined;
}

/** The editor's working copy is content/ (not PostgreSQL's, nor a CONTENT_DIR elsewhere). */
const drafts = editor !== undefined && !databaseUrl && editor.contentDir === resolve(localContent);
/** Where the published version is written out for the release (removed after it). */
const publishedCopy = join(localRelease, ".published-content");

/**
 * The content a release made now may take: content/, or with the editor's drafts in it the
 * last published version written out from the editor's history; none when there is no history
 * and content/ differs from the release already made (unpublished, perhaps drafts).
 */
async function releasable(): Promise<{ dir: string; what: string } | undefined> {
  const plain = { dir: localContent, what: `${localContent}/` };
  if (!drafts || !editor) return plain;
  const record = join(localRelease, releaseRecord);
  const released = existsSync(record) ? readRelease(localRelease).contentVersion : undefined;
  if (existsSync(editor.gitDir)) {
    const repo = new ContentRepo({ gitDir: editor.gitDir, workTree: editor.contentDir });
    try {
      rmSync(publishedCopy, { recursive: true, force: true });
      await repo.snapshot(await repo.headTree(), publishedCopy);
      return { dir: publishedCopy, what: "the published content" };
    } catch {
      // A damaged history: the server pauses publishing and names it; nothing is released.
      rmSync(publishedCopy, { recursive: true, force: true });
      return undefined;
    }
  }
  if (released === undefined) return plain;
  return contentVersion(localContent) === released ? plain : undefined;
}

async function releaseReason(
  source: { dir: string; what: string } | undefined,
): Promise<string | undefined> {
  const record = join(localRelease, releaseRecord);
  if (!existsSync(builtPage) || !existsSync(record)) return `No release in ${buildDir}`;
  const release = readRelease(localRelease);
  if (release.codeVersion !== readCodeBuild(defaultCodeDir).version)
    return "The release was made with another code build";
  if (differing.length > 0) return `The release was made with ${differing.join("; ")}`;
  if (source && release.contentVersion !== contentVersion(source.dir))
    return `${source.what} changed since the release`;
  const changed = changedSince(releaseSources, statSync(record).mtimeMs);
  if (changed.length > 0) return `Changed since the release (${changed.join(", ")})`;
  return undefined;
}

const succeeded = (script: string, args: string[] = []) =>
  spawnSync(process.execPath, [script, ...args], { stdio: "inherit" }).status === 0;
const run = (script: string) => {
  if (!succeeded(script)) process.exit(1);
};

if (ours) {
  const code = codeBuildReason();
  if (code) {
    console.log(`${code}: building the code…`);
    run("scripts/build-code.ts");
  }
  const source = await releasable();
  const release = await releaseReason(source);
  if (!source) {
    console.log(
      `${localContent}/ differs from the release in ${buildDir}, and the content editor has no history (${editor?.gitDir}): ` +
        `it may hold drafts, and a start never releases them. Serving the last release made, in ${buildDir}; ` +
        "the editor pauses publishing until a backup is restored (npm run restore) or a fresh start confirmed (npm run content -- --start-fresh).",
    );
  } else if (release && source) {
    console.log(`${release}: making a release of ${source.what}…`);
    // Content that fails its schema never stops the server: the last release stays served.
    const args = source.dir === localContent ? [] : ["--content", source.dir];
    if (!succeeded("scripts/release.ts", args) && existsSync(builtPage)) {
      console.error(`The release failed (above): serving the last one made, in ${buildDir}.`);
    }
  }
  rmSync(publishedCopy, { recursive: true, force: true });
}
if (!existsSync(builtPage)) {
  console.error(
    `BUILD_DIR=${buildDir} holds no build (${builtPage} is missing): point BUILD_DIR at a release's client folder, or leave it unset to build here.`,
  );
  process.exit(1);
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
  run("scripts/build-editor.ts");
}

await runFromEnvironment();
