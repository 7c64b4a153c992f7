/**
 * Checks of the whole build, run after it: every page is valid HTML, every internal URL of the
 * pages and the sitemap resolves to what the server serves, and security.txt is served.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundPaths } from "../app/site/pages.ts";
import { securityTxtPath } from "../app/site/security-txt.ts";
import type { RunningServer } from "../server/main.ts";
import { loadSite } from "../server/publishing/index.ts";
import { start, testConfig } from "../test/support.ts";
import { builtSettings } from "./build-settings.ts";
import { htmlErrors } from "./check-html.ts";
import {
  brokenReferences,
  idsOf,
  referencesOf,
  sitemapReferences,
  targetsOf,
} from "./check-links.ts";
import { buildDir, htmlFileFor } from "./page-assets.ts";

const origin = builtSettings(buildDir)?.siteUrl;
if (!origin) throw new Error("No recorded build in build/client: run `npm run build` first.");
const site = loadSite(buildDir);
const targets = targetsOf(site, origin);
const pages = [...site.pages.keys(), ...Object.values(notFoundPaths)].map((path) => ({
  path,
  file: htmlFileFor(path),
}));
const read = (file: string) => readFileSync(file, "utf8");

describe.each(pages)("$path", ({ path, file }) => {
  it("is valid HTML (html-validate, .htmlvalidate.mjs)", async () => {
    expect(await htmlErrors(read(file), file)).toEqual([]);
  });

  it("names only internal URLs that resolve: links, assets, canonical, hreflang, JSON-LD", () => {
    const html = read(file);
    // A not-found page is served at any unknown path, never at its own: only its own
    // fragments lead to it.
    const pages = new Map([[path, idsOf(html)], ...targets.pages]);
    const broken = brokenReferences(referencesOf(html), `${origin}${path}`, { ...targets, pages });
    expect(broken).toEqual([]);
  });
});

it("lists in the sitemap only URLs that resolve", () => {
  const references = sitemapReferences(read(join(buildDir, "sitemap.xml")));
  expect(references.length).toBeGreaterThan(site.pages.size);
  expect(brokenReferences(references, `${origin}/sitemap.xml`, targets)).toEqual([]);
});

describe("security.txt", () => {
  let running: RunningServer;
  beforeAll(async () => {
    running = await start(testConfig({ buildDir }));
  });
  afterAll(() => running.close());

  it("is served as plain UTF-8 text and names its own URL as canonical", async () => {
    const response = await fetch(`${running.url}${securityTxtPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toBe(read(join(buildDir, securityTxtPath)));
    expect(text).toContain(`\nCanonical: ${origin}${securityTxtPath}\n`);
  });
});
