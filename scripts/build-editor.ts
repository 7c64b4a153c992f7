/**
 * `npm run build:editor`: the content editor for the browser (Keystatic's interface over the
 * content schema, app/editor/editor.tsx) into build-editor/, apart from the site: no public
 * page references it, and the server sends it to signed-in editors only. It changes only with
 * the schema or Keystatic, so a publish does not rebuild it; `npm run build` builds it, and it
 * records the hash of its sources, so a server never serves one made for another schema.
 */
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { editorBundleDir, editorManifest, editorSourceHash } from "../server/editor/bundle.ts";
import { compressBuild } from "./compress.ts";

const started = performance.now();
const sources = editorSourceHash();
await rm(editorBundleDir, { recursive: true, force: true });
const result = await build({
  configFile: false,
  logLevel: "warn",
  // The site's public/ files are the site's, not the editor's.
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    outDir: editorBundleDir,
    emptyOutDir: true,
    target: "es2022",
    // A staff tool of about 1 MB gzip, loaded once per session: one file is simplest to serve.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      input: { editor: "app/editor/editor.tsx" },
      output: { entryFileNames: "editor-[hash].js", assetFileNames: "editor-[hash][extname]" },
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE" && log.code !== "EVAL") handler(level, log);
      },
    },
  },
});
const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const entry = outputs.flatMap((o) => o.output).find((c) => c.type === "chunk" && c.isEntry);
if (!entry) throw new Error("app/editor/editor.tsx built to no entry file");
await writeFile(
  join(editorBundleDir, editorManifest),
  JSON.stringify({ script: entry.fileName, sources }),
);
await compressBuild(editorBundleDir);
console.log(`editor built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
