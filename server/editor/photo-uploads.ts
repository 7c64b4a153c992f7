/**
 * The editor's check of hero photos: a file saved for a photo field (Keystatic writes it as
 * content/photos/<service>.<extension>) must pass server/release/photo-check.ts, which the
 * build applies again. The content guard asks this before it writes anything.
 */
import { photoFieldLabel } from "../../app/content/schema.ts";
import { photoServices, photosEntry } from "../../app/site/hero-photos.ts";
import { type PhotoProblem, photoProblem } from "../release/photo-check.ts";

export interface RefusedPhoto {
  /** Relative to the content folder. */
  path: string;
  /** The field as the editor labels it. */
  field: string;
  problem: PhotoProblem;
}

/** Why the file written to `path` cannot be its field's photo; undefined when it can or is none. */
export function refusedPhoto(
  path: string,
  contents: Uint8Array | undefined,
): RefusedPhoto | undefined {
  const stem =
    path.startsWith(`${photosEntry}/`) && path.slice(photosEntry.length + 1).split(".")[0];
  const photo = photoServices.find(({ service }) => service === stem);
  if (!photo || !contents) return undefined;
  const problem = photoProblem(contents, photo.placement);
  return problem && { path, field: photoFieldLabel(photo.service), problem };
}
