/**
 * A price and the phone number are each one edit of one content file: a release of edited
 * content (with the code build of `npm run build`) shows the new price on the package's page in every language, formatted for its
 * locale, and the new number on every page that names it, the legal pages included.
 */
import { spawnSync } from "node:child_process";
import { cp, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pageRoutes, pathFor } from "../app/site/pages.ts";
import { readRelease } from "../server/release/index.ts";
import { tempDir } from "../test/support.ts";

const root = tempDir("dp-content-build-");
const out = join(root, "release");

/** The visible text and attributes of a built page, with every kind of space as one space. */
async function page(path: string): Promise<string> {
  const file = join(out, "client", path === "/" ? "" : path, "index.html");
  return (await readFile(file, "utf8")).replace(/[\s\u00a0\u202f]+/g, " ");
}

async function edit(file: string, from: string, to: string) {
  const text = await readFile(join(root, file), "utf8");
  expect(text, `${file} holds ${from}`).toContain(from);
  await writeFile(join(root, file), text.replace(from, to));
}

beforeAll(async () => {
  await cp("content", join(root, "content"), { recursive: true });
  await edit(
    "content/services/property-protection/packages.yaml",
    "price: 349000",
    "price: 412500",
  );
  await edit("content/company.yaml", "phone: +36 1 234 5678", "phone: +36 1 555 0199");
  // As a publish makes it: reusing what the build's release holds unchanged, for its origin.
  const release = spawnSync(
    process.execPath,
    [
      ...["server/release/cli.ts", "--content", join(root, "content"), "--out", out],
      ...["--reuse", "build", "--quiet"],
    ],
    { encoding: "utf8", env: { ...process.env, SITE_URL: readRelease("build").siteUrl } },
  );
  expect(release.status, release.stderr).toBe(0);
});

describe("one edit of a content file changes every page that shows the fact", () => {
  it.each([
    ["hu", "412 500 Ft"],
    ["en", "HUF 412,500"],
    ["de", "412.500 HUF"],
  ] as const)(
    "shows the new Premium price on the %s package page as %s",
    async (language, price) => {
      const html = await page(pathFor("property-protection", language));
      expect(html).toContain(price);
      expect(html).not.toMatch(/349[ .,]000/);
    },
  );

  it("shows the new phone number on every page, legal pages and structured data included", async () => {
    for (const { path } of pageRoutes) {
      const html = await page(path);
      expect(html, path).toContain("+36 1 555 0199");
      expect(html, path).toContain('href="tel:+3615550199"');
      expect(html, path).not.toContain("234 5678");
    }
    for (const path of [pathFor("privacy", "de"), pathFor("terms", "hu")]) {
      // The legal text itself names the number, not only the footer.
      const legal = (await page(path)).split("<main")[1] ?? "";
      expect(legal, path).toContain('href="tel:+3615550199"');
    }
    expect(await page(pathFor("home", "en"))).toContain('"telephone":"+3615550199"');
  });
});
