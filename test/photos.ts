/**
 * Test support: photo-like images made on the spot (a colour gradient with soft blotches and
 * grain, so encoders meet something like a photo's detail), in any accepted format.
 */
import { loadVips } from "../server/release/index.ts";

export async function testPhoto(
  width: number,
  height: number,
  format: "jpg" | "png" | "webp" | "avif" = "jpg",
): Promise<Uint8Array> {
  const v = await loadVips();
  const blotches = (seed: number) =>
    v.Image.gaussnoise(Math.ceil(width / 32), Math.ceil(height / 32), { sigma: 40, mean: 0, seed })
      .resize(32, { kernel: v.Kernel.cubic })
      .crop(0, 0, width, height);
  const ramp = v.Image.xyz(width, height)
    .extractBand(0)
    .linear(180 / width, 40);
  const grain = v.Image.gaussnoise(width, height, { sigma: 4, mean: 0, seed: 7 });
  const channel = (seed: number, weight: number) =>
    ramp.linear(weight, 0).add(blotches(seed)).add(grain);
  const image = channel(1, 1)
    .bandjoin([channel(2, 0.8), channel(3, 0.5)])
    .cast(v.BandFormat.uchar);
  const bytes = image.writeToBuffer(`.${format}`, format === "avif" ? { Q: 60, effort: 0 } : {});
  image.delete();
  return bytes;
}
