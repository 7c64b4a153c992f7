/**
 * What a hero photo upload must be, checked from its bytes (never its name): a JPEG, PNG, WebP
 * or AVIF image, at least the size its placement needs, at most 10 MB and 50 megapixels (read
 * from the header, before anything decodes it). The editor checks each save with it
 * (server/keystatic/photo-uploads.ts) and the build each photo it converts (hero-images.ts), so a
 * file that slipped past one is named by the other.
 */
import { imageSize } from "image-size";
import {
  heroPhotoMaxBytes,
  heroPhotoMaxPixels,
  heroPhotoNeeds,
} from "../../app/site/hero-photos.ts";
import type { HeroPlacement } from "../../app/site/services.ts";

/** The raster formats a hero photo may be, as image-size names them. */
const acceptedTypes = new Set(["jpg", "png", "webp", "avif"]);

export type PhotoProblem =
  | { reason: "not-an-image" }
  | { reason: "too-large"; bytes: number; maxBytes: number }
  | { reason: "too-many-pixels"; width: number; height: number; maxPixels: number }
  | { reason: "not-a-file-name"; name: string }
  | {
      reason: "too-small";
      width: number;
      height: number;
      minimum: { width: number; height: number };
    };

/** The pixels an image shows, its EXIF rotation applied; undefined when it is no accepted image. */
export function photoDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { type, width, height, orientation } = imageSize(bytes);
    if (!type || !acceptedTypes.has(type) || !width || !height) return undefined;
    // EXIF orientations 5–8 turn the picture a quarter: its width is the file's height.
    return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

/** Why these bytes cannot be the photo of a hero in this placement; undefined when they can. */
export function photoProblem(
  bytes: Uint8Array,
  placement: HeroPlacement,
): PhotoProblem | undefined {
  if (bytes.byteLength > heroPhotoMaxBytes)
    return { reason: "too-large", bytes: bytes.byteLength, maxBytes: heroPhotoMaxBytes };
  const size = photoDimensions(bytes);
  if (!size) return { reason: "not-an-image" };
  if (size.width * size.height > heroPhotoMaxPixels)
    return { reason: "too-many-pixels", ...size, maxPixels: heroPhotoMaxPixels };
  const { minimum } = heroPhotoNeeds[placement];
  if (size.width < minimum.width || size.height < minimum.height)
    return { reason: "too-small", ...size, minimum };
  return undefined;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The problem in English, for build output: "<file> (<field>): …". */
export function describePhotoProblem(problem: PhotoProblem): string {
  switch (problem.reason) {
    case "not-an-image":
      return "not a JPEG, PNG, WebP or AVIF image";
    case "too-large":
      return `${megabytes(problem.bytes)}, larger than ${megabytes(problem.maxBytes)}`;
    case "too-many-pixels":
      return `${problem.width} × ${problem.height} px, more than ${problem.maxPixels / 1e6} megapixels`;
    case "not-a-file-name":
      return `"${problem.name}" is not the name of a file in the photos folder (a name with no folder, ending in .jpg, .jpeg, .png, .webp, .avif or .svg)`;
    case "too-small":
      return `${problem.width} × ${problem.height} px, smaller than the ${problem.minimum.width} × ${problem.minimum.height} px the hero needs`;
  }
}
