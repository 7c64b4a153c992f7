/**
 * `npm run build`: everything the server needs in build/client (or in SITE_BUILD_DIRECTORY/client,
 * where a publish from the content editor builds).
 * 1. assets generated from the source into public/ (fonts, share images and icons,
 *    sitemap.xml, robots.txt, security.txt), and the hero photos in their sizes and formats
 *    (server/release/hero-images.ts; unchanged ones copied from the previous build, or from
 *    HERO_IMAGES_REUSE_FROM), 2. React Router prerenders every page, 3. the browser
 *    scripts (page script and contact island) are built, 4. pages get their stylesheet
 *    inlined and the page script, and React Router's unused leftovers go, 5. text assets
 *    are precompressed, 6. the settings it was made with are recorded (.build.json).
 */
import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { securityTxt, securityTxtPath } from "../app/site/security-txt.ts";
import { robotsTxt, sitemapXml } from "../app/site/sitemap.ts";
import { recordSettings, wantedSettings } from "./build-settings.ts";

/** Content that fails its schema stops the build with one line per problem, not a stack trace. */
async function checkContent<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
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
const { company, contentDir } = await checkContent(() => import("../app/content/index.server.ts"));
// Both read the content, so they load once it is known to be valid.
const { buildFonts } = await import("./build-fonts.ts");
const { buildImages } = await import("./build-images.ts");
await buildFonts();
await buildImages();
await writeFile("public/sitemap.xml", sitemapXml(new Date().toISOString().slice(0, 10)));
await writeFile("public/robots.txt", robotsTxt());
await mkdir("public/.well-known", { recursive: true });
await writeFile(`public${securityTxtPath}`, securityTxt(company.email));

// Made beside the build (React Router empties the client folder), copied in after it; the
// pages read what was made from the file HERO_IMAGES names.
const { heroImages } = await import("../server/release/hero-images.ts");
const heroDir = await mkdtemp(join(tmpdir(), "dp-hero-images-"));
const heroPhotos = await checkContent(() =>
  heroImages(contentDir, heroDir, {
    reuseFrom: process.env.HERO_IMAGES_REUSE_FROM || clientDir,
    report: ({ service, reused, milliseconds }) =>
      console.log(
        `hero photo ${service}: ${reused ? "unchanged" : "made"} in ${Math.round(milliseconds)} ms`,
      ),
  }),
);
process.env.HERO_IMAGES = join(heroDir, "hero-images.json");
await writeFile(process.env.HERO_IMAGES, JSON.stringify(heroPhotos));

const reactRouterCli = join(
  dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
  "bin.cjs",
);
const result = spawnSync(process.execPath, [reactRouterCli, "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);

const { buildBrowserScripts } = await import("./build-browser.ts");
const { optimizeHtml } = await import("./optimize-html.ts");
const { pruneBuild } = await import("./prune-build.ts");
await cp(join(heroDir, "assets"), join(clientDir, "assets"), { recursive: true }).catch(
  (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  },
);
await rm(heroDir, { recursive: true, force: true });
const scripts = await buildBrowserScripts(clientDir);
await optimizeHtml(scripts.page, clientDir);
await pruneBuild([scripts.island], clientDir);
const { compressBuild } = await import("./compress.ts");
await compressBuild(clientDir);
recordSettings(clientDir, wantedSettings());
console.log(`build finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
