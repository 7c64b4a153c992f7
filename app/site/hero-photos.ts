/**
 * The hero photos: content (content/photos.yaml names each service's file in content/photos/,
 * each language's service file holds its alt text), made into the sizes and formats a page
 * uses when the site is built (server/release/hero-images.ts). This module holds what both
 * sides need: what each placement asks of an upload, and what a page receives.
 */
import { type HeroPlacement, type ServiceKey, serviceFacts, serviceKeys } from "./services.ts";

/** The Keystatic entry (and folder) of the photos, relative to the content folder. */
export const photosEntry = "photos";

/** The services whose hero is a photo, in registry order, with where it stands. */
export const photoServices: readonly { service: ServiceKey; placement: HeroPlacement }[] =
  serviceKeys.flatMap((service) => {
    const { hero } = serviceFacts(service);
    return hero.kind === "photo" ? [{ service, placement: hero.placement }] : [];
  });

/** The endings an upload may be saved under (Keystatic keeps the uploaded file's). */
const photoExtensions: readonly string[] = ["jpg", "jpeg", "png", "webp", "avif", "svg"];

/** Every file a photo may be, relative to the content folder: what the editor may write. */
export const photoFiles: readonly string[] = photoServices.flatMap(({ service }) =>
  photoExtensions.map((extension) => `${photosEntry}/${service}.${extension}`),
);

export const isPhotoFile = (path: string): boolean => photoFiles.includes(path);

/**
 * Whether a value of photos.yaml names a file of the photos folder: a plain file name (no
 * separator, no leading dot, no control character) with one of the endings above. Anything
 * else could lead a release to read outside the content.
 */
export function isPhotoFileName(name: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (!/^[^./\\\u0000-\u001f\u007f][^/\\\u0000-\u001f\u007f]*$/.test(name)) return false;
  return photoExtensions.includes(name.slice(name.lastIndexOf(".") + 1));
}

/** An upload larger than this is refused. */
export const heroPhotoMaxBytes = 10 * 1024 * 1024;

/**
 * An upload of more pixels than this (width × height, read from its header) is refused before
 * anything decodes it: a few kilobytes can declare 100,000 × 100,000 pixels, which would take
 * minutes and gigabytes to decode. 50 megapixels is more than most cameras make.
 */
export const heroPhotoMaxPixels = 50_000_000;

/**
 * Per placement: what narrow screens get (below `phone.below` px, only the widths made up to
 * `phone.largest`), the widths made (px), the smallest upload that fills the
 * largest of them, and the `sizes` the browser chooses by. A backdrop spans the viewport; on a
 * phone it lies under the copy and its scrim, so the phone's variant is the 800 px one: a
 * phone's screen would pick the 1280 or 1920 px file, two to four times the bytes before the
 * page's largest paint (decision 016). A photo beside the copy is about 500 px wide from
 * 1024 px up; narrower screens show it under the copy, the container's width, from the 480 and
 * 800 px files (decision 018).
 */
export const heroPhotoNeeds = {
  backdrop: {
    phone: { below: 768, largest: 800 },
    widths: [800, 1280, 1920],
    minimum: { width: 1920, height: 1080 },
    sizes: "100vw",
  },
  beside: {
    phone: { below: 1024, largest: 800 },
    widths: [480, 800, 1200],
    minimum: { width: 1200, height: 960 },
    sizes: "(min-width: 1280px) 496px, (min-width: 1024px) 39vw, calc(100vw - 2.5rem)",
  },
} as const satisfies Record<
  HeroPlacement,
  {
    phone: { below: number; largest: number };
    widths: readonly number[];
    minimum: { width: number; height: number };
    sizes: string;
  }
>;

/** The formats made from an upload, best first; the last is the <img> fallback. */
export const heroPhotoFormats = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
  { extension: "jpg", type: "image/jpeg" },
] as const;

/** What a page shows for a hero photo: an inline drawing, or a picture in sizes and formats. */
export type HeroPhoto =
  | {
      kind: "drawing";
      /** Plain SVG markup, checked (no scripts, styles or event attributes). */
      svg: string;
    }
  | {
      kind: "picture";
      /** The modern formats, best first: `srcset` lists every width (`/assets/… 800w, …`). */
      sources: { type: string; srcset: string }[];
      /** The JPEG: `src` is its largest width. */
      fallback: { src: string; srcset: string };
      /** The largest width's pixels: the aspect ratio the page reserves (no layout shift). */
      width: number;
      height: number;
    };

/** Every service's hero photo, by service key: what the build passes to the pages. */
export type HeroPhotos = Partial<Record<string, HeroPhoto>>;
