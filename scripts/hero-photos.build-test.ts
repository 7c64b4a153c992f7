/**
 * A hero photo replaced in the content shows on its page, in every language, as a <picture>
 * of AVIF and WebP sources with a JPEG fallback, its size reserved and loaded first, with the
 * language's alt text; the made files are in the build.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../app/content/index.server.ts";
import { heroPhotoNeeds } from "../app/site/hero-photos.ts";
import { languages } from "../app/site/language.ts";
import { pathFor } from "../app/site/pages.ts";
import { defaultRetentionDays } from "../app/site/retention.ts";
import {
  attributeOf,
  type Element,
  elementsOf,
  elementsOfHtml,
  readRelease,
} from "../server/release/index.ts";
import { testPhoto } from "../test/photos.ts";
import { tempDir } from "../test/support.ts";
import { htmlErrors } from "./check-html.ts";

const root = tempDir("dp-hero-build-");
const out = join(root, "release");
let log = "";
let alt: Record<string, string | undefined> = {};

beforeAll(async () => {
  const content = join(root, "content");
  await cp("content", content, { recursive: true });
  const { width, height } = heroPhotoNeeds.backdrop.minimum;
  await writeFile(join(content, "photos", "security.jpg"), await testPhoto(width, height));
  await rm(join(content, "photos", "security.svg"));
  const entry = await readFile(join(content, "photos.yaml"), "utf8");
  await writeFile(join(content, "photos.yaml"), entry.replace("security.svg", "security.jpg"));
  // As a publish makes it: reusing what the build's release holds unchanged, for its origin.
  const release = spawnSync(
    process.execPath,
    ["server/release/cli.ts", "--content", content, "--out", out, "--reuse", "build"],
    { encoding: "utf8", env: { ...process.env, SITE_URL: readRelease("build").siteUrl } },
  );
  log = release.stdout;
  expect(release.status, release.stderr).toBe(0);
  const { content: copy } = await readContent(content, defaultRetentionDays);
  alt = Object.fromEntries(
    languages.map((language) => [language, copy[language].services.security.heroPhoto?.alt]),
  );
});

/** The inline drawing, not the icons of the hero's list and button. */
const isDrawing = (element: Element) =>
  element.tagName === "svg" && attributeOf(element, "preserveAspectRatio") !== undefined;

const pageHtml = (path: string) => readFile(join(out, "client", path, "index.html"), "utf8");

async function heroOf(path: string): Promise<Element[]> {
  const html = await pageHtml(path);
  const hero = elementsOfHtml(html).find((element) => attributeOf(element, "id") === "hero");
  if (!hero) throw new Error(`${path}: no #hero`);
  return [...elementsOf(hero)];
}

describe("a replaced hero photo", () => {
  it("was made by the release, the unchanged drawing not", () => {
    expect(log).toMatch(/hero photos \(1 made\)/);
  });

  it.each(languages)(
    "shows on the %s security page in AVIF and WebP, JPEG as fallback",
    async (language) => {
      const hero = await heroOf(pathFor("security", language));
      const all = hero.filter((element) => element.tagName === "source");
      // Phones come first: each format at its 800 px width only (decision 016).
      const phones = all.filter((source) => attributeOf(source, "media"));
      const sources = all.filter((source) => !attributeOf(source, "media"));
      expect(phones.map((source) => attributeOf(source, "media"))).toEqual(
        Array(3).fill("(max-width: 767.98px)"),
      );
      expect(phones.map((source) => attributeOf(source, "type"))).toEqual([
        "image/avif",
        "image/webp",
        "image/jpeg",
      ]);
      for (const phone of phones)
        expect(attributeOf(phone, "srcset")).toMatch(/^\/\S+-800\.\w+ 800w$/);
      expect(all.indexOf(phones.at(-1) as Element)).toBe(2);
      expect(sources.map((source) => attributeOf(source, "type"))).toEqual([
        "image/avif",
        "image/webp",
      ]);
      const [img] = hero.filter((element) => element.tagName === "img");
      if (!img) throw new Error("no <img> in the hero");
      expect({
        alt: attributeOf(img, "alt"),
        width: attributeOf(img, "width"),
        height: attributeOf(img, "height"),
        fetchpriority: attributeOf(img, "fetchpriority"),
        loading: attributeOf(img, "loading"),
      }).toEqual({
        alt: alt[language],
        width: "1920",
        height: "1080",
        fetchpriority: "high",
        loading: "eager",
      });
      expect(hero.some(isDrawing)).toBe(false);
      const urls = [...sources, img].flatMap((element) =>
        (attributeOf(element, "srcset") ?? "").split(", ").map((item) => item.split(" ")[0] ?? ""),
      );
      expect(urls.filter((url) => url.endsWith(".avif"))).toHaveLength(3);
      expect(urls.filter((url) => url.endsWith(".webp"))).toHaveLength(3);
      for (const url of [...urls, attributeOf(img, "src") ?? ""])
        expect(existsSync(join(out, "client", url)), url).toBe(true);
      const path = pathFor("security", language);
      expect(await htmlErrors(await pageHtml(path), path)).toEqual([]);
    },
  );

  it("leaves the other photo's drawing inline", async () => {
    const hero = await heroOf(pathFor("property-protection", "hu"));
    expect(hero.some(isDrawing)).toBe(true);
    expect(hero.some((element) => element.tagName === "picture")).toBe(false);
  });
});
