/**
 * The only JavaScript the site sends: the page script every page loads and the contact island
 * it imports when the form is about to be used (docs/decisions/007-static-pages-and-one-island.md).
 * Built apart from React Router's client build, which no page references.
 *
 * Two builds, island first: the page script then knows the island's hashed URL
 * (`import.meta.env.CONTACT_ISLAND_SRC`) and imports it with a plain import(), so it carries
 * no bundler helper and shares no chunk with the island.
 */
import { build, type InlineConfig, type Rolldown } from "vite";

export const browserEntries = {
  page: "app/browser/page.ts",
  island: "app/contact/island.tsx",
} as const;

async function buildEntry(
  name: keyof typeof browserEntries,
  outDir: string,
  config: InlineConfig = {},
): Promise<string> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: false,
      modulePreload: false,
      target: "es2022",
      rolldownOptions: {
        input: { [name]: browserEntries[name] },
        output: { entryFileNames: "assets/[name]-[hash].js" },
        onLog(level, log, handler) {
          // lucide and React mark modules "use client"; there is no server bundle here.
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output);
  const entry = chunks.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  if (!entry || chunks.some((chunk) => chunk.type === "chunk" && !chunk.isEntry))
    throw new Error(`${browserEntries[name]} must build to exactly one file`);
  return `/${entry.fileName}`;
}

/** Builds both into `outDir`/assets and returns their URLs (`/assets/page-….js`, …). */
export async function buildBrowserScripts(
  outDir = "build/client",
): Promise<Record<keyof typeof browserEntries, string>> {
  const island = await buildEntry("island", outDir);
  const page = await buildEntry("page", outDir, {
    define: { "import.meta.env.CONTACT_ISLAND_SRC": JSON.stringify(island) },
  });
  return { page, island };
}
