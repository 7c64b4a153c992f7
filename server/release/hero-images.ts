/**
 * The hero photos of a content folder, made into what the pages use: for each service whose
 * hero is a photo, its upload (content/photos/<service>.<extension>) in AVIF, WebP and JPEG at
 * the widths its placement needs (app/site/hero-photos.ts), written to
 * <outClientDir>/assets/hero/<service>-<hash>-<width>.<extension>. The hash is of the upload
 * and the settings, so an unchanged photo has the same names: they are copied from `reuseFrom`
 * (the previous site) instead of encoded again, which takes seconds per photo.
 *
 * An SVG drawing (the repository's own art) is shown inline, as plain markup; the editor
 * refuses SVG uploads (server/keystatic/photo-uploads.ts), so only a developer puts one there.
 * Every photo is checked from its bytes; a bad one stops the build naming its file and field.
 *
 * Encoding is libvips compiled to WebAssembly (wasm-vips): no native addon.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import { pastLimits } from "../../app/content/index.server.ts";
import keystaticConfig from "../../app/content/keystatic.config.ts";
import { ContentError } from "../../app/content/problems.ts";
import {
  type HeroPhoto,
  type HeroPhotos,
  heroPhotoFormats,
  heroPhotoMaxBytes,
  heroPhotoMaxPixels,
  heroPhotoNeeds,
  isPhotoFileName,
  photoServices,
  photosEntry,
} from "../../app/site/hero-photos.ts";
import type { HeroPlacement } from "../../app/site/services.ts";
import { readContentFile } from "../shared/safe-path.ts";
import { drawingProblem, inlineDrawing } from "./drawing.ts";
import { describePhotoProblem, photoDimensions, photoProblem } from "./photo-check.ts";
import { encodeWidths } from "./vips.ts";

/** Where the made images go inside the site, and their URL. */
const heroAssets = "assets/hero";

/** Encoder settings: part of the hash, so a change of them makes new files. */
export const encodeSettings = {
  avif: { Q: 50, effort: 0 },
  webp: { Q: 76, effort: 4 },
  jpg: { Q: 78, interlace: true },
  background: [17, 36, 57],
} as const;

export interface HeroImagesOptions {
  /** A previous site's client folder: made images with the same name are copied from it. */
  reuseFrom?: string;
  signal?: AbortSignal;
  /** Told what each photo took, as it is done: for the build's log and benchmarks. */
  report?: (stat: HeroImageStats) => void;
}

/** What one photo took. */
export interface HeroImageStats {
  service: string;
  reused: boolean;
  milliseconds: number;
}

/**
 * Makes every hero photo of `contentDir` into `outClientDir` and says what each page shows.
 * Throws a ContentError naming every bad photo's file and field.
 */
export async function heroImages(
  contentDir: string,
  outClientDir: string,
  options: HeroImagesOptions = {},
): Promise<HeroPhotos> {
  const uploads = await readUploads(contentDir);
  if ("problems" in uploads) throw new ContentError(uploads.problems);
  const photos: HeroPhotos = {};
  for (const upload of uploads) {
    options.signal?.throwIfAborted();
    const started = performance.now();
    const { photo, reused } =
      upload.kind === "drawing"
        ? {
            photo: { kind: "drawing", svg: inlineDrawing(upload.text, upload.placement) } as const,
            reused: true,
          }
        : await picture(upload, outClientDir, options);
    photos[upload.service] = photo;
    options.report?.({
      service: upload.service,
      reused,
      milliseconds: performance.now() - started,
    });
  }
  return photos;
}

type Upload = { service: string; placement: HeroPlacement } & (
  | { kind: "drawing"; text: string }
  | { kind: "raster"; bytes: Uint8Array }
);

/** Each photo's file, read and checked: the uploads, or every problem of every one. */
async function readUploads(contentDir: string): Promise<Upload[] | { problems: string[] }> {
  const past = await pastLimits(contentDir, photosEntry);
  if (past) return { problems: [past] };
  const entry = (await createReader(contentDir, keystaticConfig).singletons[photosEntry]?.read()) as
    | Record<string, string | null>
    | null
    | undefined;
  const problems: string[] = [];
  const uploads: Upload[] = [];
  for (const { service, placement } of photoServices) {
    const name = entry?.[service];
    const path = `${photosEntry}/${name ?? `${service}.*`}`;
    // As a person fixing it needs it: "content/photos/security.jpg (photos: security)".
    const where = `content/${path} (${photosEntry}: ${service})`;
    if (name && !isPhotoFileName(name)) {
      problems.push(`${where}: ${describePhotoProblem({ reason: "not-a-file-name", name })}`);
      continue;
    }
    // Opened inside the content folder only, never through a link, never a device or a pipe.
    const bytes = name ? readContentFile(contentDir, path, heroPhotoMaxBytes) : undefined;
    if (!bytes) {
      problems.push(`${where}: missing, or not a plain file (a link, a device, a folder)`);
      continue;
    }
    if ("tooLarge" in bytes) {
      const tooLarge = { bytes: bytes.tooLarge, maxBytes: heroPhotoMaxBytes };
      problems.push(`${where}: ${describePhotoProblem({ reason: "too-large", ...tooLarge })}`);
      continue;
    }
    const drawing = isSvg(bytes) ? new TextDecoder().decode(bytes).trim() : undefined;
    const problem = uploadProblem(bytes, drawing, placement);
    if (problem) problems.push(`${where}: ${problem}`);
    else if (drawing !== undefined)
      uploads.push({ service, placement, kind: "drawing", text: drawing });
    else uploads.push({ service, placement, kind: "raster", bytes });
  }
  return problems.length > 0 ? { problems } : uploads;
}

/** Why this file cannot be its hero's picture; undefined when it can. */
function uploadProblem(
  bytes: Uint8Array,
  drawing: string | undefined,
  placement: HeroPlacement,
): string | undefined {
  if (drawing === undefined) {
    const problem = photoProblem(bytes, placement);
    return problem && describePhotoProblem(problem);
  }
  return drawingProblem(drawing);
}

/** SVG is text starting with an XML declaration or <svg, after optional white space. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 256)).trimStart();
  return head.startsWith("<svg") || (head.startsWith("<?xml") && /<svg\b/.test(head));
}

async function picture(
  upload: Extract<Upload, { kind: "raster" }>,
  outClientDir: string,
  { reuseFrom }: HeroImagesOptions,
): Promise<{ photo: HeroPhoto; reused: boolean }> {
  const { widths } = heroPhotoNeeds[upload.placement];
  const hash = createHash("sha256")
    .update(upload.bytes)
    .update(JSON.stringify({ widths, encodeSettings }))
    .digest("hex")
    .slice(0, 16);
  const file = (width: number, extension: string) =>
    `${heroAssets}/${upload.service}-${hash}-${width}.${extension}`;
  const names = widths.flatMap((width) =>
    heroPhotoFormats.map(({ extension }) => file(width, extension)),
  );
  await mkdir(join(outClientDir, heroAssets), { recursive: true });
  const reused = await reuse(names, outClientDir, reuseFrom);
  if (!reused) {
    await encodeWidths(
      upload.bytes,
      widths,
      encodeSettings,
      async (width, outputs) => {
        for (const [extension, bytes] of Object.entries(outputs))
          await writeAtomically(join(outClientDir, file(width, extension)), bytes);
      },
      heroPhotoMaxPixels,
    );
  }
  // The page needs the aspect ratio only: from the upload, its EXIF rotation applied.
  const upright = photoDimensions(upload.bytes) ?? { width: 1, height: 1 };
  const sizes = widths.map((width) => ({
    width,
    height: Math.round((width * upright.height) / upright.width),
  }));
  const srcset = (extension: string) =>
    sizes.map(({ width }) => `/${file(width, extension)} ${width}w`).join(", ");
  const largest = sizes[sizes.length - 1] ?? { width: 0, height: 0 };
  const [fallback, ...better] = [...heroPhotoFormats].reverse();
  return {
    reused,
    photo: {
      kind: "picture",
      sources: better.reverse().map(({ type, extension }) => ({ type, srcset: srcset(extension) })),
      fallback: {
        src: `/${file(largest.width, fallback?.extension ?? "jpg")}`,
        srcset: srcset(fallback?.extension ?? "jpg"),
      },
      width: largest.width,
      height: largest.height,
    },
  };
}

/**
 * Whether every file is already there: in the output, or in `reuseFrom` (then copied).
 * False when something must be made again.
 */
async function reuse(
  names: string[],
  outClientDir: string,
  reuseFrom: string | undefined,
): Promise<boolean> {
  for (const dir of [outClientDir, reuseFrom]) {
    if (!dir || !names.every((name) => existsSync(join(dir, name)))) continue;
    if (dir !== outClientDir)
      for (const name of names) await copyFile(join(dir, name), join(outClientDir, name));
    return true;
  }
  return false;
}

async function writeAtomically(file: string, contents: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
