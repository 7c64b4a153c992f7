/**
 * The editor's check of hero photos: a file saved for a photo field (Keystatic writes it as
 * content/photos/<service>.<extension>) must pass server/release/photo-check.ts, and each
 * field of photos.yaml must name a file of the photos folder; the build applies both again.
 * The content guard asks this before it writes anything.
 */
import { readYaml } from "../../app/content/read-limits.ts";
import { photoFieldLabel } from "../../app/content/schema.ts";
import { isPhotoFileName, photoServices, photosEntry } from "../../app/site/hero-photos.ts";
import { type PhotoProblem, photoProblem } from "../release/index.ts";

export interface RefusedPhoto {
  /** Relative to the content folder. */
  path: string;
  /** The field as the editor labels it. */
  field: string;
  problem: PhotoProblem;
}

/** Whether the file is photos.yaml, whose fields name the photos. */
export const isPhotosEntry = (path: string) => path === `${photosEntry}.yaml`;

/** Why the file written to `path` cannot be its field's photo; undefined when it can or is none. */
export function refusedPhoto(
  path: string,
  contents: Uint8Array | undefined,
): RefusedPhoto | undefined {
  if (isPhotosEntry(path)) return refusedReference(path, contents);
  const stem =
    path.startsWith(`${photosEntry}/`) && path.slice(photosEntry.length + 1).split(".")[0];
  const photo = photoServices.find(({ service }) => service === stem);
  if (!photo || !contents) return undefined;
  const problem = photoProblem(contents, photo.placement);
  return problem && { path, field: photoFieldLabel(photo.service), problem };
}

/** The first field of photos.yaml that names anything but a file of the photos folder. */
function refusedReference(
  path: string,
  contents: Uint8Array | undefined,
): RefusedPhoto | undefined {
  // Not YAML, or past the reader's limits: the guard's check of limits names it.
  const read = contents && readYaml(Buffer.from(contents).toString("utf8"));
  return refusedReferenceIn(path, read?.ok ? read.data : undefined);
}

/** The same, of photos.yaml's data read already (on the content thread: server/content-work). */
export function refusedReferenceIn(path: string, entry: unknown): RefusedPhoto | undefined {
  if (typeof entry !== "object" || entry === null) return undefined;
  for (const { service } of photoServices) {
    const name: unknown = (entry as Record<string, unknown>)[service];
    if (name === undefined || name === null) continue;
    if (typeof name !== "string" || !isPhotoFileName(name))
      return {
        path,
        field: photoFieldLabel(service),
        problem: { reason: "not-a-file-name", name: String(name) },
      };
  }
  return undefined;
}
