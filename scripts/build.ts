/**
 * `npm run build`: everything the server needs in build/client (or in SITE_BUILD_DIRECTORY/client,
 * where a publish from the content editor builds).
 * 1. assets generated from the source into public/ (fonts, share images and icons,
 *    sitemap.xml, robots.txt, security.txt), 2. React Router prerenders every page, 3. the browser
 *    scripts (page script and contact island) are built, 4. pages get their stylesheet
 *    inlined and the page script, and React Router's unused leftovers go, 5. text assets
 *    are precompressed, 6. the settings it was made with are recorded (.build.json).
 */
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { securityTxt, securityTxtPath } from "../app/site/security-txt.ts";
import { robotsTxt, sitemapXml } from "../app/site/sitemap.ts";
import { recordSettings, wantedSettings } from "./build-settings.ts";

/** Content that fails its schema stops the build with one line per problem, not a stack trace. */
async function checkContent() {
  try {
    return await import("../app/content/index.server.ts");
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "ContentError") throw error;
    console.error(`\nThe build stopped: ${error.message}\n`);
    process.exit(1);
  }
}

// Always a production build, whoever calls it: Vitest runs `npm start` with NODE_ENV=test,
// which would otherwise give the browser React's development build and JSX runtime.
process.env.NODE_ENV = "production";
const clientDir = join(process.env.SITE_BUILD_DIRECTORY || "build", "client");
const started = performance.now();
const { company } = await checkContent();
// Both read the content, so they load once it is known to be valid.
const { buildFonts } = await import("./build-fonts.ts");
const { buildImages } = await import("./build-images.ts");
await buildFonts();
await buildImages();
await writeFile("public/sitemap.xml", sitemapXml(new Date().toISOString().slice(0, 10)));
await writeFile("public/robots.txt", robotsTxt());
await mkdir("public/.well-known", { recursive: true });
await writeFile(`public${securityTxtPath}`, securityTxt(company.email));

const reactRouterCli = join(
  dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.cjs",
);
const result = spawnSync(process.execPath, [reactRouterCli, "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);

const { buildBrowserScripts } = await import("./build-browser.ts");
const { optimizeHtml } = await import("./optimize-html.ts");
const { pruneBuild } = await import("./prune-build.ts");
const scripts = await buildBrowserScripts(clientDir);
await optimizeHtml(scripts.page, clientDir);
await pruneBuild([scripts.island], clientDir);
const { compressBuild } = await import("./compress.ts");
await compressBuild(clientDir);
recordSettings(clientDir, wantedSettings());
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
