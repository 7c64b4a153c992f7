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
 * Scales the image to each width (EXIF rotation applied, colour converted to sRGB, metadata
 * such as a camera's GPS position dropped) and encodes each width as AVIF, WebP and JPEG,
 * handing each width's files to `write` before making the next.
 */
export async function encodeWidths(
  bytes: Uint8Array,
  widths: readonly number[],
  settings: EncodeSettings,
  write: (width: number, outputs: Record<"avif" | "webp" | "jpg", Uint8Array>) => Promise<void>,
): Promise<void> {
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
