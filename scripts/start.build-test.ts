/**
 * `npm start` on a build made for another SITE_URL rebuilds it for its own before serving.
 * Runs after `npm test` has built the site (for a staging origin, so this rebuild also makes
 * the build the browser tests use); started alone, it rebuilds for whichever of two origins
 * the existing build was not made for.
 */
import { expect, it } from "vitest";
import { brand } from "../app/site/brand.ts";
import { startProcess } from "../test/start-process.ts";
import { builtSettings } from "./build-settings.ts";

it("rebuilds a build made for another SITE_URL and serves the new origin", async () => {
  const before = builtSettings("build/client")?.siteUrl;
  if (before === undefined)
    throw new Error("No recorded build in build/client: run `npm run build` first.");
  const wanted =
    before === brand.defaultSiteUrl ? "https://staging.example.org" : brand.defaultSiteUrl;
  const started = startProcess({ SITE_URL: wanted, BUILD_DIR: "" });
  try {
    const url = await started.listening;
    expect(started.output()).toContain(`The build was made with SITE_URL=${before}, not ${wanted}`);
    expect(builtSettings("build/client")?.siteUrl).toBe(wanted);
    const home = await (await fetch(`${url}/en`)).text();
    expect(home).toContain(`<link rel="canonical" href="${wanted}/en"/>`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${wanted}/en</loc>`);
    expect(sitemap).not.toContain(before);
  } finally {
    await started.stop();
  }
});
