/**
 * `npm start` on a release made for another SITE_URL makes a new release (not a new code
 * build) for its own before serving. Runs after `npm test` has built the site (for a staging
 * origin, so this release is also the one the browser tests use); started alone, it releases
 * for whichever of two origins the existing release was not made for.
 */
import { expect, it } from "vitest";
import { brand } from "../app/site/brand.ts";
import { startProcess } from "../test/start-process.ts";
import { builtSettings } from "./build-settings.ts";

it("makes a new release, not a new code build, for another SITE_URL and serves its origin", async () => {
  const before = builtSettings("build/client")?.siteUrl;
  if (before === undefined)
    throw new Error("No recorded build in build/client: run `npm run build` first.");
  const wanted =
    before === brand.defaultSiteUrl ? "https://staging.example.org" : brand.defaultSiteUrl;
  const started = startProcess({ SITE_URL: wanted, BUILD_DIR: "" });
  try {
    const url = await started.listening;
    expect(started.output()).toContain(
      `The release was made with SITE_URL=${before}, not ${wanted}: making a release of content/…`,
    );
    expect(started.output()).not.toContain("building the code");
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
