/**
 * `npm run build:editor`: the content editor for the browser (Keystatic's interface over the
 * content schema, app/editor/editor.tsx) into build-editor/, apart from the site: no public
 * page references it, and the server sends it to signed-in editors only. It changes only with
 * the schema or Keystatic, so a publish does not rebuild it; `npm run build` builds it, and it
 * records the hash of its sources, so a server never serves one made for another schema.
 */
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import { editorBundleDir, editorManifest, editorSourceHash } from "../server/keystatic/index.ts";
import { compressBuild } from "../server/release/index.ts";
import { keystaticPatches } from "./keystatic-patches.ts";

/**
 * Keystatic's frame adds a style sheet from Google Fonts (Inter). The editor loads nothing from
 * another host, so the link is taken out: Keystar's font stack then falls back to the system's
 * sans-serif. The build fails if the link is not found, so an upgrade cannot bring it back unseen.
 */
function withoutGoogleFonts(): Plugin {
  const link =
    /jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/g;
  let removed = 0;
  return {
    name: "without-google-fonts",
    transform(code, id) {
      if (!id.includes("@keystatic") || !code.includes("fonts.googleapis.com")) return undefined;
      const changed = code.replace(link, () => {
        removed++;
        return "null";
      });
      if (changed.includes("fonts.googleapis.com"))
        throw new Error(`${id} still links Google Fonts in a form this build does not know`);
      return changed;
    },
    buildEnd() {
      if (removed === 0) throw new Error("Keystatic's Google Fonts link was not found");
    },
  };
}

const started = performance.now();
const sources = editorSourceHash();
await rm(editorBundleDir, { recursive: true, force: true });
const result = await build({
  configFile: false,
  logLevel: "warn",
  // The site's public/ files are the site's, not the editor's.
  publicDir: false,
  plugins: [withoutGoogleFonts(), keystaticPatches()],
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
