/**
 * `npm run build`: everything the server needs in build/client.
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
import { buildFonts } from "./build-fonts.ts";
import { buildImages } from "./build-images.ts";
import { recordSettings, wantedSettings } from "./build-settings.ts";

// Always a production build, whoever calls it: Vitest runs `npm start` with NODE_ENV=test,
// which would otherwise give the browser React's development build and JSX runtime.
process.env.NODE_ENV = "production";
const started = performance.now();
await buildFonts();
await buildImages();
await writeFile("public/sitemap.xml", sitemapXml(new Date().toISOString().slice(0, 10)));
await writeFile("public/robots.txt", robotsTxt());
await mkdir("public/.well-known", { recursive: true });
await writeFile(`public${securityTxtPath}`, securityTxt());

const reactRouterCli = join(
  dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.cjs",
);
const result = spawnSync(process.execPath, [reactRouterCli, "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);

const { buildBrowserScripts } = await import("./build-browser.ts");
const { optimizeHtml } = await import("./optimize-html.ts");
const { pruneBuild } = await import("./prune-build.ts");
const scripts = await buildBrowserScripts();
await optimizeHtml(scripts.page);
await pruneBuild([scripts.island]);
const { compressBuild } = await import("./compress.ts");
await compressBuild();
recordSettings("build/client", wantedSettings());
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
