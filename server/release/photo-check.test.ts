import { describe, expect, it } from "vitest";
import { heroPhotoNeeds } from "../../app/site/hero-photos.ts";
import { testPhoto } from "../../test/photos.ts";
import { pixelBomb } from "../../test/pixel-bombs.ts";
import { describePhotoProblem, photoProblem } from "./photo-check.ts";

const { width, height } = heroPhotoNeeds.beside.minimum;

describe("a hero photo upload", () => {
  it.each(["jpg", "png", "webp", "avif"] as const)(
    "is taken as %s at the smallest size",
    async (format) => {
      expect(photoProblem(await testPhoto(width, height, format), "beside")).toBeUndefined();
    },
  );

  it("is refused when it is text, whatever its name", () => {
    const text = new TextEncoder().encode("Ez egy szöveg, nem fénykép.\n".repeat(100));
    expect(photoProblem(text, "beside")).toEqual({ reason: "not-an-image" });
  });

  it("is refused when it is an SVG drawing", () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"/>',
    );
    expect(photoProblem(svg, "beside")).toEqual({ reason: "not-an-image" });
  });

  it("is refused one pixel smaller than its placement needs, naming the minimum", async () => {
    const problem = photoProblem(await testPhoto(width - 1, height), "beside");
    expect(problem).toEqual({
      reason: "too-small",
      width: width - 1,
      height,
      minimum: { width, height },
    });
    expect(describePhotoProblem(problem ?? { reason: "not-an-image" })).toBe(
      `${width - 1} × ${height} px, smaller than the ${width} × ${height} px the hero needs`,
    );
    const backdrop = heroPhotoNeeds.backdrop.minimum;
    expect(
      photoProblem(await testPhoto(backdrop.width, backdrop.height - 1), "backdrop"),
    ).toMatchObject({
      reason: "too-small",
    });
  });

  it("is refused above 10 MB, even as a real image of the right size", async () => {
    // An uncompressed PNG: 2000 × 1800 pixels of three bytes are 10.3 MiB.
    const v = await import("./vips.ts").then(({ loadVips }) => loadVips());
    const image = v.Image.black(2000, 1800, { bands: 3 });
    const png = image.writeToBuffer(".png", { compression: 0 });
    image.delete();
    expect(png.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    expect(photoProblem(png, "beside")).toMatchObject({
      reason: "too-large",
      maxBytes: 10 * 1024 * 1024,
    });
  });

  it.each([
    ["png", 30_000, 30_000],
    ["png", 100_000, 100_000],
    ["jpg", 30_000, 30_000],
    ["jpg", 65_535, 65_535],
    ["webp", 30_000, 30_000],
    ["webp", 100_000, 100_000],
    ["png", 7072, 7071],
  ] as const)(
    "is refused as a %s header of %i × %i pixels, from the header alone",
    (format, w, h) => {
      expect(photoProblem(pixelBomb(format, w, h), "beside")).toEqual({
        reason: "too-many-pixels",
        width: w,
        height: h,
        maxPixels: 50_000_000,
      });
    },
  );

  it("is taken at 50 megapixels exactly", () => {
    expect(photoProblem(pixelBomb("png", 10_000, 5_000), "beside")).toBeUndefined();
  });
});
