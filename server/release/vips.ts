/**
 * libvips, compiled to WebAssembly (wasm-vips), loaded once and only when a photo must be
 * made: a release whose photos did not change never pays its start-up.
 */
import Vips from "wasm-vips";

type VipsModule = Awaited<ReturnType<typeof Vips>>;
let loading: Promise<VipsModule> | undefined;

/** The HEIF module brings the AVIF encoder and decoder; JPEG, PNG and WebP are built in. */
export const loadVips = () => {
  loading ??= Vips({ dynamicLibraries: ["vips-heif.wasm"] });
  return loading;
};

export interface EncodeSettings {
  avif: { Q: number; effort: number };
  webp: { Q: number; effort: number };
  jpg: { Q: number; interlace: boolean };
  /** What shows through transparent parts (JPEG has none). */
  background: readonly number[];
}

/**
 * The image's width × height as libvips reads its header, without decoding a pixel; more than
 * `maxPixels` throws. A second guard behind photo-check.ts, whose header reader is another
 * library's: a file one of them misreads is still stopped before it is decoded.
 */
export async function checkPixels(bytes: Uint8Array, maxPixels: number): Promise<void> {
  const v = await loadVips();
  const image = v.Image.newFromBuffer(bytes, "", { access: v.Access.sequential });
  try {
    if (image.width * image.height > maxPixels)
      throw new Error(
        `${image.width} × ${image.height} px, more than ${maxPixels / 1e6} megapixels: not decoded`,
      );
  } finally {
    image.delete();
  }
}

/**
 * Scales the image to each width (EXIF rotation applied, colour converted to sRGB, metadata
 * such as a camera's GPS position dropped) and encodes each width as AVIF, WebP and JPEG,
 * handing each width's files to `write` before making the next. An image of more than
 * `maxPixels` is refused before it is decoded (`checkPixels`).
 */
export async function encodeWidths(
  bytes: Uint8Array,
  widths: readonly number[],
  settings: EncodeSettings,
  write: (width: number, outputs: Record<"avif" | "webp" | "jpg", Uint8Array>) => Promise<void>,
  maxPixels: number,
): Promise<void> {
  await checkPixels(bytes, maxPixels);
  const v = await loadVips();
  const none = v.ForeignKeep.none;
  for (const width of widths) {
    let image = v.Image.thumbnailBuffer(bytes, width, { height: 100_000, size: v.Size.down });
    try {
      if (image.hasAlpha()) image = image.flatten({ background: [...settings.background] });
      // Decoded once into memory: the three encoders each read it from the start.
      image = image.copyMemory();
      const outputs = {
        avif: image.writeToBuffer(".avif", { ...settings.avif, keep: none }),
        webp: image.writeToBuffer(".webp", { ...settings.webp, keep: none }),
        jpg: image.writeToBuffer(".jpg", { ...settings.jpg, keep: none }),
      };
      await write(width, outputs);
    } finally {
      image.delete();
    }
  }
}
