/**
 * The hero photos made for this build, read by the pages as they are prerendered. The build
 * (scripts/build.ts, or the release step) makes them with server/release/hero-images.ts and
 * names the JSON file holding the result in HERO_IMAGES.
 */
import { readFileSync } from "node:fs";
import type { HeroPhoto, HeroPhotos } from "./hero-photos.ts";
import type { ServiceKey } from "./services.ts";

let made: HeroPhotos | undefined;

export function heroPhotoOf(service: ServiceKey): HeroPhoto {
  const file = process.env.HERO_IMAGES;
  if (!file)
    throw new Error("HERO_IMAGES is not set: the build makes the hero photos before the pages");
  made ??= JSON.parse(readFileSync(file, "utf8")) as HeroPhotos;
  const photo = made[service];
  if (!photo) throw new Error(`${file} has no hero photo for ${service}`);
  return photo;
}
