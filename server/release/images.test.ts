/**
 * Share images keep the same margin on both sides: each one is rendered as a release renders
 * it and its pixels are read. The background is dark; letters (white, gold, grey) are bright.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { readContent } from "../../app/content/index.server.ts";
import { brand } from "../../app/site/brand.ts";
import { pageRoutes } from "../../app/site/pages.ts";
import { defaultRetentionDays } from "../../app/site/retention.ts";
import { renderShareImage, shareImageMargin, shareImageSize } from "./images.ts";

const site = await readContent("content", defaultRetentionDays);

const { width, height } = shareImageSize;
const host = new URL(brand.defaultSiteUrl).host;
const bright = (pixels: Uint8Array, x: number, y: number) => {
  const i = (y * width + x) * 4;
  return Math.max(pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0) > 100;
};

/** How far in from each edge the nearest bright pixel is. */
function textMargins(pixels: Uint8Array): { left: number; right: number } {
  let left: number = width;
  let right: number = width;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!bright(pixels, x, y)) continue;
      left = Math.min(left, x);
      right = Math.min(right, width - 1 - x);
    }
  }
  return { left, right };
}

beforeAll(async () => {
  // Starts the rasterizer and reads the fonts once, outside the time of the first image.
  await renderShareImage(site, pageRoutes[0] as (typeof pageRoutes)[0], host);
});

describe("share images keep both margins", () => {
  it.each(pageRoutes.map((route) => [route.path, route] as const))("%s", async (_, route) => {
    const image = await renderShareImage(site, route, host);
    expect([image.width, image.height]).toEqual([width, height]);
    const margins = textMargins(image.pixels);
    expect(margins.left).toBe(shareImageMargin);
    expect(margins.right).toBeGreaterThanOrEqual(shareImageMargin);
  });
});
