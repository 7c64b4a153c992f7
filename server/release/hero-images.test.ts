import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { imageSize } from "image-size";
import { afterEach, describe, expect, it } from "vitest";
import { heroPhotoMaxPixels, heroPhotoNeeds } from "../../app/site/hero-photos.ts";
import { testPhoto } from "../../test/photos.ts";
import { bombSizes, pixelBomb } from "../../test/pixel-bombs.ts";
import { encodeSettings, type HeroImageStats, heroImages } from "./hero-images.ts";
import { encodeWidths } from "./vips.ts";

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});
async function folder(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** A copy of the project's content whose property-protection photo is `bytes`, as `name`. */
async function contentWith(bytes: Uint8Array | undefined, name = "property-protection.jpg") {
  const dir = await folder("dp-hero-content-");
  await cp("content", dir, { recursive: true });
  if (bytes) await writeFile(join(dir, "photos", name), bytes);
  const entry = (await readFile(join(dir, "photos.yaml"), "utf8")).replace(
    /^property-protection: .*$/m,
    `property-protection: ${name}`,
  );
  await writeFile(join(dir, "photos.yaml"), entry);
  return dir;
}

const { widths, minimum } = heroPhotoNeeds.beside;

describe("hero images", () => {
  it("keep the repository's SVG drawings inline, marked for assistive technology", async () => {
    const photos = await heroImages("content", await folder("dp-hero-out-"));
    expect(photos.security).toMatchObject({ kind: "drawing" });
    expect(photos.security?.kind === "drawing" && photos.security.svg).toMatch(
      /^<svg aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice"/,
    );
  });

  it("make AVIF, WebP and JPEG at each width from an upload, and reuse them while it is unchanged", async () => {
    const content = await contentWith(await testPhoto(minimum.width + 300, minimum.height + 240));
    const first = await folder("dp-hero-out-");
    const stats: HeroImageStats[] = [];
    const photos = await heroImages(content, first, { report: (stat) => stats.push(stat) });
    const photo = photos["property-protection"];
    if (photo?.kind !== "picture") throw new Error("expected a picture");
    expect(photo.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(photo).toMatchObject({ width: 1200, height: 960 });
    expect(photo.fallback.src).toMatch(
      /^\/assets\/hero\/property-protection-[0-9a-f]{16}-1200\.jpg$/,
    );
    const files = (await readdir(join(first, "assets", "hero"))).sort();
    expect(files).toHaveLength(widths.length * 3);
    for (const [type, srcset] of [
      ...photo.sources.map((source) => [source.type, source.srcset] as const),
      ["image/jpeg", photo.fallback.srcset] as const,
    ]) {
      const listed = srcset.split(", ").map((item) => item.split(" "));
      expect(listed.map(([, width]) => width)).toEqual(widths.map((width) => `${width}w`));
      for (const [url, width] of listed) {
        const bytes = await readFile(join(first, url ?? ""));
        const size = imageSize(bytes);
        expect({ type: size.type, width: `${size.width}w` }).toEqual({
          type: { "image/avif": "avif", "image/webp": "webp", "image/jpeg": "jpg" }[type],
          width,
        });
      }
    }
    const encoded = stats.find((item) => item.service === "property-protection");
    expect(encoded?.reused).toBe(false);
    console.log(
      `encoding one photo (${widths.join(", ")} px × 3 formats): ${Math.round(encoded?.milliseconds ?? 0)} ms`,
    );

    const second = await folder("dp-hero-out-");
    const again: HeroImageStats[] = [];
    expect(
      await heroImages(content, second, { reuseFrom: first, report: (stat) => again.push(stat) }),
    ).toEqual(photos);
    expect(again.every((item) => item.reused)).toBe(true);
    expect((await readdir(join(second, "assets", "hero"))).sort()).toEqual(files);
    expect(again.reduce((sum, item) => sum + item.milliseconds, 0)).toBeLessThan(1000);
  });

  it("stop the release naming the file and field of a text file offered as a photo", async () => {
    const text = new TextEncoder().encode("not a photo\n");
    const content = await contentWith(text, "property-protection.jpg");
    await expect(heroImages(content, await folder("dp-hero-out-"))).rejects.toThrow(
      "content/photos/property-protection.jpg (photos: property-protection): not a JPEG, PNG, WebP or AVIF image",
    );
  });

  it("stop the release naming a photo smaller than the hero needs, and the minimum", async () => {
    const content = await contentWith(await testPhoto(800, 640, "png"), "property-protection.png");
    await expect(heroImages(content, await folder("dp-hero-out-"))).rejects.toThrow(
      `content/photos/property-protection.png (photos: property-protection): 800 × 640 px, smaller than the ${minimum.width} × ${minimum.height} px the hero needs`,
    );
  });

  it("stop the release at a drawing that is not plain SVG markup", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const content = await contentWith(new TextEncoder().encode(svg), "property-protection.svg");
    await expect(heroImages(content, await folder("dp-hero-out-"))).rejects.toThrow(
      "content/photos/property-protection.svg (photos: property-protection): an SVG drawing must be plain markup",
    );
  });
});

describe("the release reads only the content's own photos", () => {
  const field = "(photos: property-protection)";

  it.each([
    "../outside.jpg",
    "../../outside.jpg",
    "/OUTSIDE/outside.jpg",
    "/dev/zero",
    "../../../../../../dev/zero",
    "../photos-evil/outside.jpg",
    "evil/outside.jpg",
    "..\\outside.jpg",
    ".hidden.jpg",
    "outside.exe",
  ])("refuses photos.yaml naming %s, before reading it", async (reference) => {
    const outside = await folder("dp-hero-outside-");
    const photo = await testPhoto(minimum.width, minimum.height);
    await writeFile(join(outside, "outside.jpg"), photo);
    const name = reference.replace("/OUTSIDE", outside);
    const content = await contentWith(undefined, name);
    // Each file the reference could reach is a fit photo: only the reference is wrong.
    for (const dir of ["photos-evil", "photos/evil"]) {
      await mkdir(join(content, dir), { recursive: true });
      await writeFile(join(content, dir, "outside.jpg"), photo);
    }
    await writeFile(join(content, "outside.jpg"), photo);
    await expect(heroImages(content, await folder("dp-hero-out-"))).rejects.toThrow(
      `${field}: "${name}" is not the name of a file in the photos folder`,
    );
  });

  it("refuses a photo that is a link out of the content, or in a folder that is one", async () => {
    const outside = await folder("dp-hero-outside-");
    await writeFile(join(outside, "property-protection.jpg"), await testPhoto(1200, 960));
    const linked = await contentWith(undefined);
    await symlink(
      join(outside, "property-protection.jpg"),
      join(linked, "photos", "property-protection.jpg"),
    );
    await expect(heroImages(linked, await folder("dp-hero-out-"))).rejects.toThrow(
      `${field}: missing, or not a plain file`,
    );
    const folderLinked = await contentWith(undefined);
    await cp(join(folderLinked, "photos"), join(outside), { recursive: true });
    await rm(join(folderLinked, "photos"), { recursive: true });
    await symlink(outside, join(folderLinked, "photos"));
    await expect(heroImages(folderLinked, await folder("dp-hero-out-"))).rejects.toThrow(
      `${field}: missing, or not a plain file`,
    );
  });

  it("refuses a device put in the photos folder, without reading it", async () => {
    const content = await contentWith(undefined);
    await symlink("/dev/zero", join(content, "photos", "property-protection.jpg"));
    await expect(heroImages(content, await folder("dp-hero-out-"))).rejects.toThrow(
      `${field}: missing, or not a plain file`,
    );
  });
});

describe("pixel bombs", () => {
  it.each(bombSizes)(
    "stop the release at a %s header of %i² pixels, before decoding",
    async (format, side) => {
      const content = await contentWith(
        pixelBomb(format, side, side),
        `property-protection.${format}`,
      );
      const started = performance.now();
      await expect(heroImages(content, await folder("dp-hero-out-"))).rejects.toThrow(
        `(photos: property-protection): ${side} × ${side} px, more than 50 megapixels`,
      );
      expect(performance.now() - started).toBeLessThan(2_000);
    },
  );

  it.each([
    ["png", 30_000],
    ["png", 100_000],
    ["jpg", 30_000],
  ] as const)(
    "are stopped by libvips' own reading of a %s header of %i² too",
    async (format, side) => {
      const bomb = pixelBomb(format, side, side);
      await expect(
        encodeWidths(bomb, [800], encodeSettings, async () => {}, heroPhotoMaxPixels),
      ).rejects.toThrow(`${side} × ${side} px, more than 50 megapixels: not decoded`);
    },
  );
});
